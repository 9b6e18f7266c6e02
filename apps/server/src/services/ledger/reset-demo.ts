import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { getBalances, type AssetBalance } from './get-balances.js';
import { resetDemoBook } from './demo-book.js';

/** The user's "reset demo account": back to the starting virtual balance, with a notification. */
export async function resetDemo(deps: Deps, userId: string): Promise<AssetBalance[]> {
  const notice = await inTransaction(deps.db, async (tx) => {
    const amount = await resetDemoBook(tx, userId);
    return createNotification(tx, { userId, kind: 'demoReset', params: { amount } });
  });
  await publishNotification(deps.bus, notice);
  return getBalances(deps.db, userId, 'demo');
}
