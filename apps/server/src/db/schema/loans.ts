import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { uploads } from './funds.js';
import { amount } from './columns.js';

/**
 * Loans (PRODUCT §7, issue 15). A loan copies the figures it was quoted with (rates, free days,
 * the daily and overdue daily interest, domain `loanFigures`) when it is applied for: later
 * changes to the loan settings never change it. Status: pending (review) → repaying (disbursed)
 * → repaid, or overdue after the due date; rejected with a reason.
 */
export const loans = pgTable(
  'loans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['pending', 'rejected', 'repaying', 'overdue', 'repaid'],
    }).notNull(),
    principal: amount('principal').notNull(),
    termDays: integer('term_days').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    overdueDailyRate: amount('overdue_daily_rate').notNull(),
    interestFreeDays: integer('interest_free_days').notNull(),
    dailyInterest: amount('daily_interest').notNull(),
    overdueDailyInterest: amount('overdue_daily_interest').notNull(),
    /** The interface language the agreement was rendered in. */
    language: text('language').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    repaidAt: timestamp('repaid_at', { withTimezone: true }),
    /** Whole days since disbursement whose interest is accrued (the daily job's watermark). */
    accruedDays: integer('accrued_days').notNull().default(0),
    accruedInterest: amount('accrued_interest').notNull().default('0'),
    repaidAmount: amount('repaid_amount'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The signature drawn on screen (an upload of purpose loan_signature), as in the agreement. */
    signatureUploadId: uuid('signature_upload_id').references(() => uploads.id),
    /** The last reminder sent (e.g. due-in-3, due-in-1, due-today, overdue-4): each once. */
    lastReminder: text('last_reminder'),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id),
    index('loans_open_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} IN ('pending', 'repaying', 'overdue')`),
    check('loans_principal_positive', sql`${t.principal} > 0`),
    check('loans_term_days', sql`${t.termDays} IN (7, 15, 30, 60, 90, 180)`),
    check('loans_accrued_nonnegative', sql`${t.accruedDays} >= 0 AND ${t.accruedInterest} >= 0`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The signed agreement of a loan, as rendered at the application (PRODUCT §7): the PDF's bytes
 * and their SHA-256, which is also in the audit log's record of the application. Kept apart from
 * `loans` so listing loans never reads PDFs. Served only to the borrower and staff.
 */
export const loanAgreements = pgTable('loan_agreements', {
  loanId: bigint('loan_id', { mode: 'number' })
    .primaryKey()
    .references(() => loans.id),
  pdf: bytea('pdf').notNull(),
  /** sha256 of the PDF, hex. */
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
