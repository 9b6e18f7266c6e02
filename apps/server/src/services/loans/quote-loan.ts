import {
  CatalogueCode,
  type KycStatus,
  type LoanApplyProblem,
  type LoanQuote,
  type LoanQuoteQuery,
} from '@meridian/contract';
import {
  borrowingLimit,
  checkLoanApplication,
  formatAmount,
  isLoanTerm,
  parseAmount,
  quoteLoan,
  type Book,
  type LoanApplicationCheck,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { borrowerStanding } from './borrower-standing.js';
import { loanSettings } from './loan-settings.js';
import { quoteFigures } from './quote-view.js';

const DAY_MS = 86_400_000;

/**
 * GET loanQuote: the loan's whole cost before anything is signed — no money moves — and whether
 * the caller may apply for it now (and if not, why: the web says so at the step).
 */
export async function quoteLoanForUser(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  book: Book,
  query: LoanQuoteQuery,
): Promise<LoanQuote> {
  if (!isLoanTerm(query.days)) throw badRequest(CatalogueCode.WRONG_LOAN_TERM);
  const [user] = await deps.db
    .select({ creditPoints: users.creditPoints, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const settings = await loanSettings(deps.db);
  const amount = parseAmount(query.amount);
  const quote = quoteLoan(amount, query.days, settings);
  const standing = await borrowerStanding(deps.db, userId, user.creditPoints);
  const check = checkLoanApplication(amount, query.days, standing, settings);
  return {
    asset: 'USDT',
    ...quoteFigures(quote),
    repaymentTime: deps.clock().getTime() + query.days * DAY_MS,
    borrower: {
      creditPoints: user.creditPoints,
      limit: formatAmount(borrowingLimit(standing, settings)),
      minAmount: formatAmount(settings.minAmount),
      kycStatus: user.kycStatus,
      problem: applyProblem(book, user.kycStatus, check),
    },
  };
}

/** The first thing that stops the caller applying: the book, then KYC, then the loan rules. */
function applyProblem(
  book: Book,
  kycStatus: KycStatus,
  check: LoanApplicationCheck,
): LoanApplyProblem | null {
  if (book !== 'real') return 'demo';
  if (kycStatus !== 'verified') return 'kyc';
  if (check.ok) return null;
  // The term was checked first (10023); what is left is about the borrower and the amount.
  return check.problem === 'term' ? 'amount' : check.problem;
}
