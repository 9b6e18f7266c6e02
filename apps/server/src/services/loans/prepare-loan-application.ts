import {
  CatalogueCode,
  GenericCode,
  type LoanAgreementPreviewBody,
  type LoanApplyBody,
} from '@meridian/contract';
import {
  checkLoanApplication,
  formatAmount,
  isLoanTerm,
  parseAmount,
  quoteLoan,
  type BorrowerStanding,
  type LoanQuote,
  type LoanSettings,
} from '@meridian/domain';
import { isLanguage, type Language } from '@meridian/i18n';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSubmissions, uploadBlobs, uploads, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { isUploadId, ownedBy } from '../uploads/upload-ownership.js';
import { borrowerStanding } from './borrower-standing.js';
import { loanSettings } from './loan-settings.js';
import type { LoanAgreementInput } from './render-loan-agreement.js';
import { quoteFigures } from './quote-view.js';

/** The platform's name as the lender in every agreement. */
export const LENDER_NAME = 'Meridian';

export interface PreparedLoan {
  quote: LoanQuote;
  settings: LoanSettings;
  language: Language;
  borrower: { name: string; contact: string };
  signature: { uploadId: string; bytes: Uint8Array };
}

/**
 * Everything a loan application is checked against before anything is stored, in the order a
 * person needs the answers: the term (10023), KYC (10022), an overdue loan (490), the amount
 * (491), the signature (469) and, when the borrower sent the rate they were shown, that it is
 * still the one offered (487). The application's transaction re-checks the standing under a lock.
 */
export async function prepareLoanApplication(
  deps: Pick<Deps, 'db'>,
  userId: string,
  body: LoanApplyBody | LoanAgreementPreviewBody,
): Promise<PreparedLoan> {
  if (!isLoanTerm(body.days)) throw badRequest(CatalogueCode.WRONG_LOAN_TERM);
  const [user] = await deps.db
    .select({
      creditPoints: users.creditPoints,
      kycStatus: users.kycStatus,
      language: users.language,
      email: users.email,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  if (user.kycStatus !== 'verified') throw new AppError(CatalogueCode.NOT_REAL_NAME_VERIFIED, 403);
  const settings = await loanSettings(deps.db);
  const amount = parseAmount(body.amount);
  const standing = await borrowerStanding(deps.db, userId, user.creditPoints);
  assertMayBorrow(amount, body.days, standing, settings);
  const quote = quoteLoan(amount, body.days, settings);
  if ('dailyRate' in body && body.dailyRate !== undefined) {
    if (parseAmount(body.dailyRate) !== quote.figures.dailyRate)
      throw conflict(GenericCode.LOAN_TERMS_CHANGED);
  }
  return {
    quote,
    settings,
    language: isLanguage(user.language) ? user.language : 'en',
    borrower: {
      name: await kycName(deps.db, userId),
      contact: user.email ?? user.username,
    },
    signature: await loanSignature(deps.db, userId, body.signatureImageId),
  };
}

/** The application rules (domain checkLoanApplication) as the reply codes a borrower sees. */
export function assertMayBorrow(
  amount: bigint,
  days: number,
  standing: BorrowerStanding,
  settings: LoanSettings,
): void {
  const check = checkLoanApplication(amount, days, standing, settings);
  if (check.ok) return;
  switch (check.problem) {
    case 'term':
      throw badRequest(CatalogueCode.WRONG_LOAN_TERM);
    case 'overdue':
      throw conflict(GenericCode.LOAN_OVERDUE_BLOCKS_BORROWING);
    case 'amount':
    case 'limit':
      throw new AppError(GenericCode.LOAN_AMOUNT_OUT_OF_RANGE, 400, {
        min: formatAmount(settings.minAmount),
        limit: formatAmount(check.limit),
      });
  }
}

/** The borrower's name as verified: the newest verified KYC submission's. */
async function kycName(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ first: kycSubmissions.firstName, last: kycSubmissions.lastName })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'verified')))
    .orderBy(desc(kycSubmissions.submittedAt))
    .limit(1);
  if (!row) throw new AppError(CatalogueCode.NOT_REAL_NAME_VERIFIED, 403);
  return `${row.first} ${row.last}`;
}

/**
 * The signature drawn for this loan: one of the caller's own loan_signature uploads, a PNG (what
 * the signature pad makes; the agreement embeds it as drawn), else 469.
 */
async function loanSignature(db: Executor, userId: string, uploadId: string) {
  const notSigned = () => badRequest(GenericCode.NOT_SIGNED);
  if (!isUploadId(uploadId)) throw notSigned();
  const [row] = await db
    .select({ bytes: uploadBlobs.bytes })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploadBlobs.uploadId, uploads.id))
    .where(
      and(
        eq(uploads.id, uploadId),
        ownedBy(userId),
        eq(uploads.purpose, 'loan_signature'),
        eq(uploads.mime, 'image/png'),
      ),
    );
  if (!row) throw notSigned();
  return { uploadId, bytes: new Uint8Array(row.bytes) };
}

/** The renderer's input for a prepared loan. */
export function agreementInput(
  prepared: PreparedLoan,
  loanNumber: string,
  appliedAt: Date,
): LoanAgreementInput {
  return {
    language: prepared.language,
    loanNumber,
    borrower: prepared.borrower,
    lender: LENDER_NAME,
    date: appliedAt.toISOString(),
    signaturePng: prepared.signature.bytes,
    ...quoteFigures(prepared.quote),
  };
}
