import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount as a, type Amount } from '../money/amount.js';
import {
  amountDue,
  interestForDay,
  interestToDay,
  loanFigures,
  quoteLoan,
  totalInterest,
} from './loan-interest.js';
import { DEFAULT_LOAN_SETTINGS, LOAN_TERMS_DAYS, type LoanSettings } from './loan-terms.js';

const MICRO = a('0.000001');
const principal = fc.bigInt({ min: a('10'), max: a('10000000') }).map((p) => p - (p % MICRO));
const term = fc.constantFrom(...LOAN_TERMS_DAYS);
const rate = fc.bigInt({ min: a('0.0001'), max: a('0.005') });
const settings = fc
  .tuple(rate, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 4 }))
  .map(([r, free, multiplier]): LoanSettings => ({
    ...DEFAULT_LOAN_SETTINGS,
    dailyRates: { 7: r, 15: r, 30: r, 60: r, 90: r, 180: r },
    interestFreeDays: free,
    overdueRateMultiplier: multiplier,
  }));

describe('loan interest', () => {
  it('quotes a 1,000 USDT loan over 30 days at 0.07% a day with 3 free days', () => {
    const quote = quoteLoan(a('1000'), 30, DEFAULT_LOAN_SETTINGS);
    const f = (x: Amount) => formatAmount(x);
    expect(f(quote.figures.dailyInterest)).toBe('0.7');
    expect(quote.chargedDays).toBe(27);
    expect(f(quote.totalInterest)).toBe('18.9');
    expect(f(quote.repayable)).toBe('1018.9');
    expect(f(quote.nominalAnnualRate)).toBe('0.2555');
    // 18.9 / 1000 × 365 / 30
    expect(f(quote.annualPercentageRate)).toBe('0.22995');
    expect(f(quote.figures.overdueDailyRate)).toBe('0.0014');
    expect(f(quote.figures.overdueDailyInterest)).toBe('1.4');
    expect(quote.earlyRepayment).toEqual({ day: 15, interest: a('8.4'), repayable: a('1008.4') });
    expect(quote.schedule).toEqual([
      { fromDay: 1, toDay: 3, dailyInterest: 0n, interest: 0n },
      { fromDay: 4, toDay: 30, dailyInterest: a('0.7'), interest: a('18.9') },
    ]);
  });

  it('bills a day to the micro-USDT, never above the exact figure', () => {
    fc.assert(
      fc.property(principal, term, settings, (p, days, s) => {
        const loan = loanFigures(p, days, s);
        const exact = p * s.dailyRates[days]; // scaled by 10^36
        const billed = loan.dailyInterest * 10n ** 18n;
        expect(billed).toBeLessThanOrEqual(exact);
        expect(exact - billed).toBeLessThan(MICRO * 10n ** 18n);
        expect(loan.dailyInterest % MICRO).toBe(0n);
      }),
    );
  });

  it('the interest to any day is the sum of the days billed, and never falls', () => {
    fc.assert(
      fc.property(
        principal,
        term,
        settings,
        fc.integer({ min: 0, max: 60 }),
        (p, days, s, extra) => {
          const loan = loanFigures(p, days, s);
          let sum = 0n;
          let previous = 0n;
          for (let day = 1; day <= days + extra; day++) {
            sum += interestForDay(loan, day);
            const to = interestToDay(loan, day);
            expect(to).toBe(sum);
            expect(to).toBeGreaterThanOrEqual(previous);
            previous = to;
          }
        },
      ),
    );
  });

  it('never bills the free days, and repaying early never costs more than at term', () => {
    fc.assert(
      fc.property(principal, term, settings, (p, days, s) => {
        const loan = loanFigures(p, days, s);
        for (let day = 0; day <= Math.min(s.interestFreeDays, days); day++)
          expect(interestToDay(loan, day)).toBe(0n);
        const atTerm = amountDue(loan, days);
        expect(atTerm).toBe(p + totalInterest(loan));
        for (let day = 0; day <= days; day++)
          expect(amountDue(loan, day)).toBeLessThanOrEqual(atTerm);
        // An overdue day costs the overlay rate: never less than a day of the term.
        expect(loan.overdueDailyInterest).toBeGreaterThanOrEqual(loan.dailyInterest);
        expect(interestForDay(loan, days + 1)).toBe(loan.overdueDailyInterest);
      }),
    );
  });

  it('a larger loan never costs less, and the quote adds up', () => {
    fc.assert(
      fc.property(principal, principal, term, settings, (x, y, days, s) => {
        const [small, large] = x <= y ? [x, y] : [y, x];
        expect(totalInterest(loanFigures(small, days, s))).toBeLessThanOrEqual(
          totalInterest(loanFigures(large, days, s)),
        );
        const quote = quoteLoan(large, days, s);
        expect(quote.repayable).toBe(large + quote.totalInterest);
        expect(quote.schedule.reduce((sum, part) => sum + part.interest, 0n)).toBe(
          quote.totalInterest,
        );
        expect(quote.schedule.reduce((n, part) => n + part.toDay - part.fromDay + 1, 0)).toBe(days);
        expect(quote.earlyRepayment.repayable).toBeLessThanOrEqual(quote.repayable);
      }),
    );
  });

  it('refuses a day that is not a whole day after disbursement', () => {
    const loan = loanFigures(a('100'), 7, DEFAULT_LOAN_SETTINGS);
    expect(() => interestForDay(loan, 0)).toThrow(RangeError);
    expect(() => interestToDay(loan, 1.5)).toThrow(RangeError);
  });
});
