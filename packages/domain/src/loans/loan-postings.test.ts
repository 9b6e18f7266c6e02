import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Posting } from '../ledger/types.js';
import { interestToDay, loanFigures } from './loan-interest.js';
import { DEFAULT_LOAN_SETTINGS, LOAN_TERMS_DAYS } from './loan-terms.js';
import {
  loanDisbursePostings,
  loanInterestPostings,
  loanRepayPostings,
  type LoanPostingAccounts,
} from './loan-postings.js';

const accounts: LoanPostingAccounts = { user: 1, principal: 2, interestDue: 3, income: 4 };

function balances(postings: readonly Posting[]): Map<number, bigint> {
  const out = new Map<number, bigint>();
  for (const p of postings) out.set(p.accountId, (out.get(p.accountId) ?? 0n) + p.amount);
  return out;
}

describe('loan postings', () => {
  it('a loan paid out, billed day by day and repaid leaves the receivables at zero, the borrower down by the interest and the income up by it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.constantFrom(...LOAN_TERMS_DAYS),
        fc.integer({ min: 0, max: 400 }),
        (principal, term, days) => {
          const figures = loanFigures(principal, term, DEFAULT_LOAN_SETTINGS);
          const postings: Posting[] = [...loanDisbursePostings(accounts, principal)];
          let billed = 0n;
          for (let day = 1; day <= days; day += 1) {
            const owed = interestToDay(figures, day) - interestToDay(figures, day - 1);
            postings.push(...loanInterestPostings(accounts, owed));
            billed += owed;
          }
          postings.push(...loanRepayPostings(accounts, principal, billed));
          for (const entry of [postings]) expect(entry.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
          const b = balances(postings);
          expect(b.get(accounts.principal) ?? 0n).toBe(0n);
          expect(b.get(accounts.interestDue) ?? 0n).toBe(0n);
          expect(b.get(accounts.user)).toBe(-billed);
          expect(b.get(accounts.income) ?? 0n).toBe(billed);
          expect(billed).toBe(interestToDay(figures, days));
        },
      ),
    );
  });

  it('every entry balances and never posts zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (p, i) => {
          for (const entry of [
            loanDisbursePostings(accounts, p),
            loanInterestPostings(accounts, i),
            loanRepayPostings(accounts, p, i),
          ]) {
            expect(entry.reduce((s, x) => s + x.amount, 0n)).toBe(0n);
            expect(entry.every((x) => x.amount !== 0n)).toBe(true);
          }
        },
      ),
    );
  });
});
