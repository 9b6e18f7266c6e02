import { transfer } from '../ledger/postings.js';
import type { Posting } from '../ledger/types.js';
import type { Amount } from '../money/amount.js';

/**
 * The real-book USDT accounts a loan's entries move: the borrower's, and the loans' control
 * accounts — principal outstanding and interest billed (receivables: their balances are minus
 * what borrowers owe), and the interest earned.
 */
export interface LoanPostingAccounts {
  user: number;
  principal: number;
  interestDue: number;
  income: number;
}

/** The payout on approval: what the borrower now owes leaves the principal account for theirs. */
export function loanDisbursePostings(accounts: LoanPostingAccounts, principal: Amount): Posting[] {
  return transfer(
    { accountId: accounts.principal },
    { accountId: accounts.user },
    'USDT',
    principal,
  );
}

/** Interest billed (one day's, or a run's for many loans): owed by borrowers, earned by the platform. */
export function loanInterestPostings(accounts: LoanPostingAccounts, interest: Amount): Posting[] {
  return interest > 0n
    ? transfer(
        { accountId: accounts.interestDue },
        { accountId: accounts.income },
        'USDT',
        interest,
      )
    : [];
}

/** A repayment: the borrower pays the principal and the interest billed, clearing what they owe. */
export function loanRepayPostings(
  accounts: LoanPostingAccounts,
  principal: Amount,
  interest: Amount,
): Posting[] {
  const postings: Posting[] = [
    {
      accountId: accounts.user,
      bucket: 'available',
      asset: 'USDT',
      amount: -(principal + interest),
    },
    { accountId: accounts.principal, bucket: 'available', asset: 'USDT', amount: principal },
  ];
  if (interest > 0n)
    postings.push({
      accountId: accounts.interestDue,
      bucket: 'available',
      asset: 'USDT',
      amount: interest,
    });
  return postings;
}
