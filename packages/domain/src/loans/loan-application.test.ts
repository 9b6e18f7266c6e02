import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount as a } from '../money/amount.js';
import {
  borrowingLimit,
  checkLoanApplication,
  pointsAfterOverdue,
  pointsAfterRepayment,
} from './loan-application.js';
import { DEFAULT_LOAN_SETTINGS as settings } from './loan-terms.js';

const fresh = { creditPoints: 100, outstandingPrincipal: 0n, hasOverdueLoan: false };

describe('loan application', () => {
  it('allows up to credit points × 100 USDT, less what is already borrowed', () => {
    expect(borrowingLimit(fresh, settings)).toBe(a('10000'));
    expect(borrowingLimit({ ...fresh, outstandingPrincipal: a('2500') }, settings)).toBe(a('7500'));
    expect(borrowingLimit({ ...fresh, outstandingPrincipal: a('20000') }, settings)).toBe(0n);
    expect(checkLoanApplication(a('10000'), 30, fresh, settings)).toEqual({
      ok: true,
      termDays: 30,
    });
    expect(checkLoanApplication(a('10000.000001'), 30, fresh, settings)).toMatchObject({
      ok: false,
      problem: 'limit',
      limit: a('10000'),
    });
  });

  it('answers a wrong term first, then an overdue loan, then the amount', () => {
    const overdue = { ...fresh, hasOverdueLoan: true };
    expect(checkLoanApplication(a('100'), 31, overdue, settings)).toMatchObject({
      problem: 'term',
    });
    expect(checkLoanApplication(a('100'), 7, overdue, settings)).toMatchObject({
      problem: 'overdue',
    });
    for (const amount of ['0', '-5', '9.99', '100.0000001'])
      expect(checkLoanApplication(a(amount), 7, fresh, settings)).toMatchObject({
        problem: 'amount',
      });
  });

  it('accepts exactly the amounts within the limit, for any standing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.bigInt({ min: 0n, max: a('60000') }),
        fc.bigInt({ min: a('10'), max: a('60000') }),
        (points, owed, amount) => {
          const standing = {
            creditPoints: points,
            outstandingPrincipal: owed,
            hasOverdueLoan: false,
          };
          const whole = amount - (amount % a('1'));
          const check = checkLoanApplication(whole, 90, standing, settings);
          expect(check.ok).toBe(whole <= BigInt(points) * a('100') - owed);
        },
      ),
    );
  });

  it('raises points for an on-time repayment and lowers them, not below zero, when overdue', () => {
    expect(pointsAfterRepayment(100, true, settings)).toBe(105);
    expect(pointsAfterRepayment(100, false, settings)).toBe(100);
    expect(pointsAfterOverdue(100, settings)).toBe(80);
    expect(pointsAfterOverdue(10, settings)).toBe(0);
  });
});
