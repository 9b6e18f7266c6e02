import {
  formatAmount,
  interestToDay,
  loanInterestPostings,
  loanRepayPostings,
  parseAmount,
  pointsAfterRepayment,
} from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { insufficientBalance } from '../../lib/app-error.js';
import { loans, users } from '../../db/schema/index.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, type NotificationRow } from '../notifications/create-notification.js';
import { loanAccounts } from './loan-accounts.js';
import { loanSettings } from './loan-settings.js';
import { loanFiguresOf, type LoanRow } from './loan-view.js';

/**
 * Bills a locked open loan's interest up to `days` whole days, if the daily run has not yet: the
 * same figures the run would bill (interestToDay), one entry, the watermark moved with it.
 */
export async function accrueLoanTo(tx: Tx, loan: LoanRow, days: number): Promise<LoanRow> {
  if (days <= loan.accruedDays) return loan;
  const interest = interestToDay(loanFiguresOf(loan), days);
  const delta = interest - parseAmount(loan.accruedInterest);
  if (delta > 0n) {
    const accounts = await loanAccounts(tx, loan.userId);
    await postEntry(tx, {
      reason: 'loan_interest',
      refType: 'loan',
      refId: String(loan.id),
      postings: loanInterestPostings(accounts, delta),
    });
  }
  const [updated] = await tx
    .update(loans)
    .set({ accruedDays: days, accruedInterest: formatAmount(interest) })
    .where(eq(loans.id, loan.id))
    .returning();
  return updated!;
}

/**
 * Repays a locked open loan in full after `days` whole days (the borrower's repayment or the
 * collection on the due date): its interest billed to that day, then one entry taking principal
 * and interest from the borrower's available USDT (AppError 10092 if it is not there — nothing is
 * written before that check, so the caller's transaction stays usable), the loan marked repaid, credit points raised when on time, a notification.
 */
export async function repayLoanIn(
  tx: Tx,
  locked: LoanRow,
  days: number,
  now: Date,
  options: { onTime: boolean; actorId?: string },
): Promise<{ loan: LoanRow; notice: NotificationRow }> {
  const accounts = await loanAccounts(tx, locked.userId);
  const figures = loanFiguresOf(locked);
  const interest = interestToDay(figures, days);
  // The payment is checked before the interest is billed: a refused repayment writes nothing.
  const [balance] = await queryRows<{ available: string }>(
    tx,
    sql`SELECT available::text AS available FROM ledger_accounts WHERE id = ${accounts.user} FOR NO KEY UPDATE`,
  );
  if (!balance || parseAmount(balance.available) < figures.principal + interest)
    throw insufficientBalance();
  const loan = await accrueLoanTo(tx, locked, days);
  await postEntry(
    tx,
    {
      reason: 'loan_repay',
      refType: 'loan',
      refId: String(loan.id),
      postings: loanRepayPostings(accounts, figures.principal, interest),
    },
    options.actorId,
  );
  const [repaid] = await tx
    .update(loans)
    .set({
      status: 'repaid',
      repaidAt: now,
      repaidAmount: formatAmount(figures.principal + interest),
    })
    .where(eq(loans.id, loan.id))
    .returning();
  if (options.onTime) {
    const settings = await loanSettings(tx);
    const [user] = await tx
      .select({ points: users.creditPoints })
      .from(users)
      .where(eq(users.id, loan.userId))
      .for('no key update');
    await tx
      .update(users)
      .set({ creditPoints: pointsAfterRepayment(user!.points, true, settings) })
      .where(eq(users.id, loan.userId));
  }
  const notice = await createNotification(tx, {
    userId: loan.userId,
    kind: 'loanRepaid',
    params: { id: loan.id, amount: formatAmount(figures.principal + interest) },
    refType: 'loan',
    refId: String(loan.id),
  });
  return { loan: repaid!, notice };
}
