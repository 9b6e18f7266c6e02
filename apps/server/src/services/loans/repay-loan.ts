import { GenericCode, type LoanRecord } from '@meridian/contract';
import { amountDue, formatAmount, loanDaysElapsed, parseAmount } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { loans } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { publishNotification } from '../notifications/create-notification.js';
import { isOpenLoan, loanFiguresOf, loanRecord } from './loan-view.js';
import { findLoan } from './owned-loan.js';
import { repayLoanIn } from './settle-loan.js';

/**
 * repayLoan: the borrower repays the whole loan now — early, on time or overdue — paying exactly
 * the amount they were shown (principal and the interest of the whole days elapsed). The loan row
 * is locked first, so two repayments at once move money once: the second finds it repaid (489).
 */
export async function repayLoan(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  userId: string,
  body: { id: number; amount: string },
  claim?: IdempotencyClaim | null,
): Promise<LoanRecord> {
  const replayed = replayedResult<LoanRecord>(claim);
  if (replayed) return replayed;
  const { sha256 } = await findLoan(deps.db, body.id, userId);
  const { record, notice } = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [locked] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, body.id), eq(loans.userId, userId)))
      .for('update');
    if (!locked) throw notFound();
    if (!isOpenLoan(locked) || !locked.disbursedAt) throw conflict(GenericCode.LOAN_NOT_REPAYABLE);
    const now = deps.clock();
    const days = loanDaysElapsed(locked.disbursedAt.getTime(), now.getTime());
    const due = amountDue(loanFiguresOf(locked), days);
    if (parseAmount(body.amount) !== due)
      throw conflict(GenericCode.LOAN_AMOUNT_DUE_CHANGED, { amount: formatAmount(due) });
    const repaid = await repayLoanIn(tx, locked, days, now, {
      onTime: locked.status === 'repaying',
      actorId: userId,
    });
    const view = loanRecord(repaid.loan, sha256, now.getTime());
    await saveIdempotentResultInTx(tx, claim, view);
    return { record: view, notice: repaid.notice };
  });
  await publishNotification(deps.bus, notice);
  return record;
}
