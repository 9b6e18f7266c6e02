import { z } from 'zod';
import { amountString, int8Id, int8IdParam, pageParam, sizeParam } from './common.js';
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

// ---------------------------------------------------------------------------------------------
// The loan lifecycle: apply (`loan`), my loans (`listLoanRecord`), one loan, repay; staff review.

/** pending review → repaying (paid out) → repaid, or overdue after the repayment date; rejected. */
export const loanStatusSchema = z.enum(['pending', 'rejected', 'repaying', 'overdue', 'repaid']);
export type LoanStatus = z.infer<typeof loanStatusSchema>;

/**
 * POST loan: the amount and term of the quote the borrower read, and the signature they drew on
 * screen (an upload with purpose `loan_signature`, a PNG). `dailyRate` is the rate they were
 * shown: if the settings changed since, the application is refused (487) rather than signed at
 * a rate they did not see.
 */
export const loanApplyBody = z.object({
  amount: loanAmountString,
  days: z.number().int().min(0).max(100_000),
  signatureImageId: z.uuid('469'),
  dailyRate: amountString.optional(),
});
export type LoanApplyBody = z.infer<typeof loanApplyBody>;

/** POST loanAgreementPreview: the agreement as it would be signed (application/pdf), nothing stored. */
export const loanAgreementPreviewBody = loanApplyBody.omit({ dailyRate: true });
export type LoanAgreementPreviewBody = z.infer<typeof loanAgreementPreviewBody>;

/**
 * One loan (SPEC §3: amount, term in days, daily interest rate, total interest, repayment date,
 * repayment amount, current interest, overlay interest rate, status) with the rest of its terms.
 * Times are epoch milliseconds; the repayment date and time are set when the money is paid out.
 */
export const loanRecordSchema = z.object({
  id: z.number().int(),
  status: loanStatusSchema,
  asset: z.literal('USDT'),
  amount: amountString,
  days: z.number().int(),
  dailyRate: amountString,
  nominalAnnualRate: amountString,
  annualPercentageRate: amountString,
  interestFreeDays: z.number().int(),
  dailyInterest: amountString,
  /** The interest of the whole term (what repaying on the repayment date costs above the amount). */
  totalInterest: amountString,
  /** Amount + total interest. */
  repaymentAmount: amountString,
  /** The overlay (overdue) daily rate and the interest of one overdue day. */
  overlayRate: amountString,
  overdueDailyInterest: amountString,
  /** Interest billed so far (whole days since the payout). */
  currentInterest: amountString,
  /** Whole days since the payout (0 before it). */
  daysElapsed: z.number().int(),
  overdueDays: z.number().int(),
  /** What repaying now costs (amount + current interest); null unless repaying or overdue. */
  amountDue: amountString.nullable(),
  applyTime: z.number().int(),
  disburseTime: z.number().int().nullable(),
  repaymentTime: z.number().int().nullable(),
  repaidTime: z.number().int().nullable(),
  repaidAmount: amountString.nullable(),
  rejectReason: z.string().nullable(),
  /** SHA-256 of the signed agreement PDF (hex), as recorded in the audit log. */
  agreementSha256: z.string(),
});
export type LoanRecord = z.infer<typeof loanRecordSchema>;

export const listLoanRecordQuery = z.object({
  /** open: pending, repaying, overdue; closed: repaid, rejected; all. */
  status: z.enum(['open', 'closed', 'all']).default('all'),
  page: pageParam,
  size: sizeParam,
});
export const loanListSchema = z.object({
  list: z.array(loanRecordSchema),
  total: z.number().int().min(0),
});

/** One loan with its schedule and what repaying it now costs. */
export const loanDetailSchema = loanRecordSchema.extend({
  schedule: z.array(loanSchedulePartSchema),
  earlyRepayment: z.object({
    day: z.number().int(),
    interest: amountString,
    repayable: amountString,
  }),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

export const loanIdParams = z.object({ id: int8IdParam });

/**
 * POST repayLoan: repays the whole loan now (early, on time or overdue) from the available real
 * USDT. `amount` is the amount due the borrower was shown (`amountDue`); when it is not what
 * repaying now costs (a day ended in between), nothing moves (488).
 */
export const repayLoanBody = z.object({
  id: int8Id,
  amount: amountString,
});

// ---------------------------------------------------------------------------------------------
// Back office (compliance and admin)

export const adminLoanQueueQuery = z.object({
  status: z
    .enum(['pending', 'repaying', 'overdue', 'repaid', 'rejected', 'open'])
    .default('pending'),
  page: pageParam,
  size: sizeParam,
});

export const adminLoanBorrowerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  kycStatus: kycStatusSchema,
  /** The name on the user's verified KYC submission (the agreement's borrower). */
  name: z.string().nullable(),
  kycSubmissionId: z.uuid().nullable(),
  creditPoints: z.number().int(),
  /** Available real-book USDT. */
  available: amountString,
  /** Their loans: how many repaid (on time / late), open, rejected. */
  history: z.object({
    repaidOnTime: z.number().int(),
    repaidLate: z.number().int(),
    open: z.number().int(),
    rejected: z.number().int(),
  }),
});

export const adminLoanItemSchema = z.object({
  loan: loanRecordSchema,
  borrower: adminLoanBorrowerSchema,
  decidedBy: z.string().nullable(),
  decideTime: z.number().int().nullable(),
});
export type AdminLoanItem = z.infer<typeof adminLoanItemSchema>;
export const adminLoanListSchema = z.object({
  list: z.array(adminLoanItemSchema),
  total: z.number().int(),
});

/** The loan book, read from the ledger's loan accounts and the loans table. */
export const adminLoanBookSchema = z.object({
  asset: z.literal('USDT'),
  /** Principal paid out and not yet repaid (the loan principal account). */
  outstandingPrincipal: amountString,
  /** Interest billed and not yet repaid (the interest receivable account). */
  interestReceivable: amountString,
  /** Interest earned in all (the loan interest income account). */
  interestEarned: amountString,
  pending: z.object({ count: z.number().int(), amount: amountString }),
  repaying: z.object({ count: z.number().int(), amount: amountString }),
  overdue: z.object({ count: z.number().int(), amount: amountString }),
  /** Loans repaying whose repayment date falls in the next 7 days. */
  dueThisWeek: z.object({ count: z.number().int(), amount: amountString }),
  repaid: z.object({ count: z.number().int(), amount: amountString }),
});
export type AdminLoanBook = z.infer<typeof adminLoanBookSchema>;

/**
 * The agreement PDFs are served as application/pdf, not in the JSON envelope (errors still use
 * it), so they are plain routes beside the endpoint table: the preview (POST, body
 * loanAgreementPreviewBody, real book), a loan's signed agreement for its owner, and for staff.
 */
export const loanAgreementPaths = {
  preview: '/swx/customer/user/loanAgreementPreview',
  user: (id: number) => `/swx/customer/user/loanAgreement/${id}`,
  staff: (id: number) => `/swx/admin/loans/${id}/agreement`,
} as const;
