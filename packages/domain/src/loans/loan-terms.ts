import { ASSET_DECIMALS } from '../money/assets.js';
import { mulDiv, parseAmount, roundToDecimals, type Amount } from '../money/amount.js';

/** PRODUCT §7: the terms a loan may have, in days. */
export const LOAN_TERMS_DAYS = [7, 15, 30, 60, 90, 180] as const;
export type LoanTermDays = (typeof LOAN_TERMS_DAYS)[number];

export const isLoanTerm = (days: unknown): days is LoanTermDays =>
  typeof days === 'number' && (LOAN_TERMS_DAYS as readonly number[]).includes(days);

/**
 * The loan settings the rules need (typed settings on the server; PRODUCT §7 gives the
 * defaults). Rates are fractions as amounts: 0.0005 is 0.05% a day.
 */
export interface LoanSettings {
  dailyRates: Record<LoanTermDays, Amount>;
  /** Days after disbursement that are never billed. */
  interestFreeDays: number;
  /** The overlay (overdue) daily rate is the term's daily rate times this. */
  overdueRateMultiplier: number;
  /** Maximum amount = credit points × this (USDT). */
  amountPerCreditPoint: Amount;
  /** The smallest loan (USDT). */
  minAmount: Amount;
  /** Credit points gained by repaying a loan on or before its due date. */
  onTimeRepaymentPoints: number;
  /** Credit points lost when a loan becomes overdue. */
  overduePoints: number;
}

export const DEFAULT_LOAN_SETTINGS: LoanSettings = {
  dailyRates: {
    7: parseAmount('0.0005'),
    15: parseAmount('0.0006'),
    30: parseAmount('0.0007'),
    60: parseAmount('0.0008'),
    90: parseAmount('0.001'),
    180: parseAmount('0.0012'),
  },
  interestFreeDays: 3,
  overdueRateMultiplier: 2,
  amountPerCreditPoint: parseAmount('100'),
  minAmount: parseAmount('10'),
  onTimeRepaymentPoints: 5,
  overduePoints: 20,
};

/** Loans are in USDT; interest is counted to its finest unit. */
export const LOAN_ASSET = 'USDT' as const;
const DECIMALS = ASSET_DECIMALS[LOAN_ASSET];
const ONE: Amount = parseAmount('1');

/**
 * One day's interest on `principal` at `dailyRate`, to the micro-USDT, rounded down: the
 * borrower is never billed a fraction above the exact figure. Every day of a loan bills the same
 * amount, so the daily accrual (a stored figure added once per day) and the interest to any day
 * computed here are the same number.
 */
export function dailyInterest(principal: Amount, dailyRate: Amount): Amount {
  return roundToDecimals(mulDiv(principal, dailyRate, ONE, 'down'), DECIMALS, 'down');
}

export const overdueDailyRate = (dailyRate: Amount, settings: LoanSettings): Amount =>
  dailyRate * BigInt(settings.overdueRateMultiplier);
