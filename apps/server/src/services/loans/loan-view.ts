import type { LoanDetail, LoanRecord } from '@meridian/contract';
import {
  formatAmount,
  interestToDay,
  isLoanTerm,
  loanDaysElapsed,
  overdueDays,
  parseAmount,
  quoteLoanFigures,
  type LoanFigures,
} from '@meridian/domain';
import type { loans } from '../../db/schema/index.js';
import { quoteFigures } from './quote-view.js';

export type LoanRow = typeof loans.$inferSelect;

const OPEN = new Set<LoanRow['status']>(['repaying', 'overdue']);

export const isOpenLoan = (row: Pick<LoanRow, 'status'>) => OPEN.has(row.status);

/** The figures a loan copied when it was applied for. */
export function loanFiguresOf(row: LoanRow): LoanFigures {
  if (!isLoanTerm(row.termDays)) throw new Error(`loan ${row.id} has term ${row.termDays}`);
  return {
    principal: parseAmount(row.principal),
    termDays: row.termDays,
    dailyRate: parseAmount(row.dailyRate),
    overdueDailyRate: parseAmount(row.overdueDailyRate),
    interestFreeDays: row.interestFreeDays,
    dailyInterest: parseAmount(row.dailyInterest),
    overdueDailyInterest: parseAmount(row.overdueDailyInterest),
  };
}

/**
 * Where an open loan stands at `nowMs`: whole days since the payout and the interest billed for
 * them — the figure repaying now costs, computed as the daily job computes it (the job may not
 * have run yet for a day that has just ended; the borrower still sees and pays that day's).
 */
export function loanPosition(row: LoanRow, nowMs: number) {
  const figures = loanFiguresOf(row);
  if (!row.disbursedAt) return { figures, days: 0, interest: 0n };
  const days = isOpenLoan(row)
    ? loanDaysElapsed(row.disbursedAt.getTime(), nowMs)
    : row.accruedDays;
  const interest = isOpenLoan(row)
    ? interestToDay(figures, days)
    : parseAmount(row.accruedInterest);
  return { figures, days, interest };
}

/** A loan as its owner (and staff) see it (SPEC §3 loan fields and the rest of its terms). */
export function loanRecord(row: LoanRow, agreementSha256: string, nowMs: number): LoanRecord {
  const { figures, days, interest } = loanPosition(row, nowMs);
  const q = quoteFigures(quoteLoanFigures(figures));
  return {
    id: row.id,
    status: row.status,
    asset: 'USDT',
    amount: q.amount,
    days: q.days,
    dailyRate: q.dailyRate,
    nominalAnnualRate: q.nominalAnnualRate,
    annualPercentageRate: q.annualPercentageRate,
    interestFreeDays: q.interestFreeDays,
    dailyInterest: q.dailyInterest,
    totalInterest: q.totalInterest,
    repaymentAmount: q.repayable,
    overlayRate: q.overdueDailyRate,
    overdueDailyInterest: q.overdueDailyInterest,
    currentInterest: formatAmount(interest),
    daysElapsed: days,
    overdueDays: overdueDays(figures, days),
    amountDue: isOpenLoan(row) ? formatAmount(figures.principal + interest) : null,
    applyTime: row.appliedAt.getTime(),
    disburseTime: row.disbursedAt?.getTime() ?? null,
    repaymentTime: row.dueAt?.getTime() ?? null,
    repaidTime: row.repaidAt?.getTime() ?? null,
    repaidAmount: row.repaidAmount === null ? null : formatAmount(parseAmount(row.repaidAmount)),
    rejectReason: row.rejectReason,
    agreementSha256,
  };
}

export function loanDetail(row: LoanRow, agreementSha256: string, nowMs: number): LoanDetail {
  const { schedule, earlyRepayment } = quoteFigures(quoteLoanFigures(loanFiguresOf(row)));
  return { ...loanRecord(row, agreementSha256, nowMs), schedule, earlyRepayment };
}
