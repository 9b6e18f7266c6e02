import { CatalogueCode } from '@meridian/contract';
import { formatAmount, pointsAfterOverdue } from '@meridian/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loans, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { createNotification, type NotificationRow } from '../notifications/create-notification.js';
import { loanSettings } from './loan-settings.js';
import { loanFiguresOf } from './loan-view.js';
import { repayLoanIn } from './settle-loan.js';

/**
 * At the repayment date: each loan still repaying whose date has come is repaid from the
 * borrower's available USDT if it holds the whole amount due (principal and the term's interest —
 * never a day more, however late this run is), otherwise it becomes overdue: its credit points
 * fall and from then on each day is billed at the overlay rate. A loan whose row a repayment has
 * locked is left to it (SKIP LOCKED); the next run sees it repaid.
 */
export async function collectDueLoans(
  tx: Tx,
  now: Date,
): Promise<{ collected: number; overdue: number; notices: NotificationRow[] }> {
  const due = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.status, 'repaying'), lte(loans.dueAt, now)))
    .orderBy(asc(loans.dueAt), asc(loans.id))
    .for('update', { skipLocked: true });
  const notices: NotificationRow[] = [];
  let collected = 0;
  let overdue = 0;
  for (const loan of due) {
    try {
      const repaid = await repayLoanIn(tx, loan, loan.termDays, now, { onTime: true });
      notices.push(repaid.notice);
      collected += 1;
      continue;
    } catch (error) {
      if (!(error instanceof AppError && error.code === CatalogueCode.INSUFFICIENT_BALANCE))
        throw error;
    }
    notices.push(await markOverdue(tx, loan));
    overdue += 1;
  }
  return { collected, overdue, notices };
}

async function markOverdue(tx: Tx, loan: typeof loans.$inferSelect): Promise<NotificationRow> {
  await tx.update(loans).set({ status: 'overdue' }).where(eq(loans.id, loan.id));
  const settings = await loanSettings(tx);
  const [user] = await tx
    .select({ points: users.creditPoints })
    .from(users)
    .where(eq(users.id, loan.userId))
    .for('no key update');
  const points = pointsAfterOverdue(user!.points, settings);
  await tx.update(users).set({ creditPoints: points }).where(eq(users.id, loan.userId));
  const figures = loanFiguresOf(loan);
  return createNotification(tx, {
    userId: loan.userId,
    kind: 'loanOverdue',
    params: {
      id: loan.id,
      rate: formatAmount(figures.overdueDailyRate * 100n),
      daily: formatAmount(figures.overdueDailyInterest),
      points,
    },
    refType: 'loan',
    refId: String(loan.id),
  });
}
