import { parseAmount, releasePostings, type Book } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { postEntry } from '../ledger/post-entry.js';
import type { MarginOrderRow } from './margin-order-view.js';
import { publishMarginOrder } from './margin-events.js';
import { lockUsdt, tradingAccounts } from './margin-accounts.js';
import { ownedMarginOrder } from './owned-order.js';

/** cancelU: withdraws a pending order ("order withdrawn"); its hold is released. */
export async function cancelMarginOrder(
  deps: Deps,
  userId: string,
  book: Book,
  orderId: number,
  claim?: IdempotencyClaim | null,
): Promise<MarginOrderRow> {
  const replayed = replayedResult<MarginOrderRow>(claim);
  if (replayed) return replayed;
  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const order = await ownedMarginOrder(tx, userId, book, orderId, { lock: true });
    if (order.status !== 'pending') throw conflict();
    const accounts = await tradingAccounts(deps, tx, userId, book);
    await lockUsdt(tx, accounts.user);
    const [updated] = await tx
      .update(marginOrders)
      .set({ status: 'cancelled', closeReason: 'user', closedAt: deps.clock() })
      .where(eq(marginOrders.id, order.id))
      .returning();
    const postings = releasePostings(accounts, parseAmount(order.margin));
    if (postings.length > 0)
      await postEntry(tx, {
        reason: 'margin_release',
        refType: 'margin_order',
        refId: String(order.id),
        postings,
      });
    await saveIdempotentResultInTx(tx, claim, updated!);
    return updated!;
  });
  await publishMarginOrder(deps, row);
  return row;
}
