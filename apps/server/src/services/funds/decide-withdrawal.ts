import { formatAmount, parseAmount, unfreeze, type Posting } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { withdrawalView } from './deposit-view.js';
import {
  missingOrDecided,
  recordDecision,
  reviewFields,
  type Decision,
  type ReviewDeps,
} from './money-review.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { publishNotification } from '../notifications/create-notification.js';

/**
 * Approve (pay `received` out to `external` and the fee to the fee account, from the frozen
 * amount) or reject (unfreeze the amount) a pending withdrawal; one journal entry either way.
 */
export async function decideWithdrawal(
  deps: ReviewDeps,
  staff: StaffPrincipal,
  withdrawalId: number,
  decision: Decision,
) {
  const { row, notice } = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set(reviewFields(deps, staff, decision))
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending')))
      .returning();
    if (!row)
      return missingOrDecided(
        tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, withdrawalId)),
      );
    const amount = parseAmount(row.amount);
    const fee = parseAmount(row.fee);
    const received = parseAmount(row.received);
    const user = await userAccountId(tx, row.userId, 'real', row.asset);
    let postings: Posting[];
    if (decision.verdict === 'approved') {
      const external = await systemAccountId(tx, 'external', 'real', row.asset);
      const feeAccount = await systemAccountId(tx, 'fee', 'real', row.asset);
      postings = [
        { accountId: user, bucket: 'frozen', asset: row.asset, amount: -amount },
        { accountId: external, bucket: 'available', asset: row.asset, amount: received },
        ...(fee > 0n
          ? [{ accountId: feeAccount, bucket: 'available' as const, asset: row.asset, amount: fee }]
          : []),
      ];
    } else {
      postings = unfreeze(user, row.asset, amount);
    }
    await postEntry(
      tx,
      {
        reason: decision.verdict === 'approved' ? 'withdrawal_payout' : 'withdrawal_release',
        refType: 'withdrawal',
        refId: String(row.id),
        postings,
      },
      staff.staffId,
    );
    const notice = await recordDecision(tx, staff, 'withdrawal', row, decision, {
      amount: formatAmount(amount),
      received: formatAmount(received),
      asset: row.asset,
    });
    return { row, notice };
  });
  await publishNotification(deps.bus, notice);
  return withdrawalView(row, 'staff');
}
