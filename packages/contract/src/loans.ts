import { z } from 'zod';
import { amountString } from './common.js';
import { kycStatusSchema } from './funds.js';

/**
 * Loans (issue 15, PRODUCT §7). Amounts are USDT; rates are fractions as exact decimal strings
 * ("0.0007" = 0.07% a day; an annual rate "0.2555" = 25.55% a year).
 */

export const LOAN_TERMS = [7, 15, 30, 60, 90, 180] as const;

/** A USDT amount a person may borrow: above zero, at most 6 decimals. */
export const loanAmountString = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'a USDT amount with at most 6 decimals')
  .refine((value) => /[1-9]/.test(value), 'an amount above zero');

/** GET loanQuote: the amount and the term in days (a term not offered: 10023). */
export const loanQuoteQuery = z.object({
  amount: loanAmountString,
  days: z.coerce.number().int().min(0).max(100_000),
});
export type LoanQuoteQuery = z.infer<typeof loanQuoteQuery>;

export const loanSchedulePartSchema = z.object({
  fromDay: z.number().int().min(1),
  toDay: z.number().int().min(1),
  /** Interest billed on each of those days. */
  dailyInterest: amountString,
  interest: amountString,
});

/**
 * Why the caller cannot apply for this loan now, if they cannot: demo book (switch to the real
 * account), KYC not verified (10022), an overdue loan, an amount outside what the settings and
 * their credit points allow.
 */
export const loanApplyProblemSchema = z.enum(['demo', 'kyc', 'overdue', 'amount', 'limit']);
export type LoanApplyProblem = z.infer<typeof loanApplyProblemSchema>;

export const loanQuoteSchema = z.object({
  asset: z.literal('USDT'),
  amount: amountString,
  days: z.number().int(),
  dailyRate: amountString,
  /** The daily rate × 365. */
  nominalAnnualRate: amountString,
  /** The whole cost as a yearly rate, free days counted: total interest ÷ amount × 365 ÷ days. */
  annualPercentageRate: amountString,
  interestFreeDays: z.number().int(),
  /** Days billed: the term less the free days. */
  chargedDays: z.number().int(),
  dailyInterest: amountString,
  totalInterest: amountString,
  /** Amount + total interest, due on the repayment date. */
  repayable: amountString,
  /** The repayment date if the loan were paid out now (it counts from the payout, after review). */
  repaymentTime: z.number().int(),
  /** Each day after the repayment date is billed at this rate instead (the overlay rate). */
  overdueDailyRate: amountString,
  overdueDailyInterest: amountString,
  schedule: z.array(loanSchedulePartSchema),
  /** Repaying on this day instead: principal and the interest of the days elapsed. */
  earlyRepayment: z.object({
    day: z.number().int(),
    interest: amountString,
    repayable: amountString,
  }),
  /** The caller's standing: what they may borrow now. */
  borrower: z.object({
    creditPoints: z.number().int(),
    /** Credit points × the amount per point, less loans pending, repaying or overdue. */
    limit: amountString,
    minAmount: amountString,
    kycStatus: kycStatusSchema,
    problem: loanApplyProblemSchema.nullable(),
  }),
});
export type LoanQuote = z.infer<typeof loanQuoteSchema>;
