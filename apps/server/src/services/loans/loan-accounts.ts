import type { LoanPostingAccounts } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';

/** The loans' control accounts (real book, USDT), with no borrower (the accrual run's). */
export async function loanControlAccounts(
  db: Executor,
): Promise<Omit<LoanPostingAccounts, 'user'>> {
  return {
    principal: await systemAccountId(db, 'loanPrincipal', 'real', 'USDT'),
    interestDue: await systemAccountId(db, 'loanInterestDue', 'real', 'USDT'),
    income: await systemAccountId(db, 'loanInterest', 'real', 'USDT'),
  };
}

/** The accounts a borrower's loan entries move (loans are real-book USDT). */
export async function loanAccounts(db: Executor, userId: string): Promise<LoanPostingAccounts> {
  return {
    user: await userAccountId(db, userId, 'real', 'USDT'),
    ...(await loanControlAccounts(db)),
  };
}
