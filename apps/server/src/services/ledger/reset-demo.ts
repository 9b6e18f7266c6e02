import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { getBalances, type AssetBalance } from './get-balances.js';
import { resetDemoBook } from './demo-book.js';

/** The user's "reset demo account": back to the starting virtual balance, with a notification. */
export async function resetDemo(
  deps: Deps,
  userId: string,
  claim?: IdempotencyClaim | null,
): Promise<AssetBalance[]> {
  const replayed = replayedResult<AssetBalance[]>(claim);
  if (replayed) return replayed;
  const { notice, balances } = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const amount = await resetDemoBook(tx, userId);
    const created = await createNotification(tx, { userId, kind: 'demoReset', params: { amount } });
    const after = await getBalances(tx, userId, 'demo');
    await saveIdempotentResultInTx(tx, claim, after);
    return { notice: created, balances: after };
  });
  await publishNotification(deps.bus, notice);
  return balances;
}
