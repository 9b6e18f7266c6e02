import { formatAmount, parseAmount, transfer } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { deposits } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { depositView } from './deposit-view.js';
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
 * Approve (credit the real book from `external`) or reject a pending deposit. The pending test is
 * part of the UPDATE: of two staff approving at once, one credits and the other gets 409.
 */
export async function decideDeposit(
  deps: ReviewDeps,
  staff: StaffPrincipal,
  depositId: number,
  decision: Decision,
) {
  const { row, notice } = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set(reviewFields(deps, staff, decision))
      .where(and(eq(deposits.id, depositId), eq(deposits.status, 'pending')))
      .returning();
    if (!row)
      return missingOrDecided(
        tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, depositId)),
      );
    const amount = parseAmount(row.amount);
    if (decision.verdict === 'approved') {
      const from = await systemAccountId(tx, 'external', 'real', row.asset);
      const to = await userAccountId(tx, row.userId, 'real', row.asset);
      await postEntry(
        tx,
        {
          reason: 'deposit',
          refType: 'deposit',
          refId: String(row.id),
          postings: transfer({ accountId: from }, { accountId: to }, row.asset, amount),
        },
        staff.staffId,
      );
    }
    const notice = await recordDecision(tx, staff, 'deposit', row, decision, {
      amount: formatAmount(amount),
      asset: row.asset,
    });
    return { row, notice };
  });
  await publishNotification(deps.bus, notice);
  return depositView(row);
}
