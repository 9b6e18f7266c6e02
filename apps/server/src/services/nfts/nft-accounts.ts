import type { Amount, HighestBid } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';

/** Sales are real-book USDT. */
export const userUsdtAccount = (db: Executor, userId: string) =>
  userAccountId(db, userId, 'real', 'USDT');

export const charityAccount = (db: Executor) => systemAccountId(db, 'charity', 'real', 'USDT');

/**
 * The account of a bid being released (outbid, or below the reserve at a buy-now sale), with its
 * amount: the caller's own account when the bid was theirs.
 */
export async function releasedBidAccount(
  db: Executor,
  released: HighestBid | null,
  caller: { userId: string; accountId: number },
): Promise<{ accountId: number; amount: Amount } | null> {
  if (!released) return null;
  return {
    accountId:
      released.bidderId === caller.userId
        ? caller.accountId
        : await userUsdtAccount(db, released.bidderId),
    amount: released.amount,
  };
}
