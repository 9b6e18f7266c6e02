import {
  closeAuction,
  formatAmount,
  nftWinPostings,
  parseAmount,
  unfreeze,
} from '@meridian/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { nftBids, nftItems } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { recordAudit } from '../audit/record-audit.js';
import { postEntry } from '../ledger/post-entry.js';
import {
  createNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/create-notification.js';
import { charityAccount, userUsdtAccount } from './nft-accounts.js';
import { nftStreamMessage, nftTopic } from './nft-detail.js';
import { nftRules } from './nft-rules.js';
import { auctionStateOf, auctionTermsOf } from './nft-view.js';

export interface NftClosed {
  itemId: number;
  notices: NotificationRow[];
  message: ReturnType<typeof nftStreamMessage>;
}

/**
 * The close at an item's end (the durable job `nft.close`, in the job's transaction): the item row
 * is locked and must still be open and past its end — a late bid that moved the end leaves this
 * run a no-op (the later end has its own job), and a second run finds it closed: exactly once.
 * The winning bid's frozen money goes to the charity account; below the reserve (or with no
 * bid) the item is unsold, stays with staff, and a highest bid is released.
 */
export async function closeNftInTx(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  itemId: number,
): Promise<NftClosed | null> {
  const [item] = await tx.select().from(nftItems).where(eq(nftItems.id, itemId)).for('update');
  if (!item) return null;
  const rules = await nftRules(tx);
  const now = deps.clock();
  const outcome = closeAuction(auctionTermsOf(item, rules), auctionStateOf(item), now.getTime());
  if (!outcome.ok) return null;
  const title = item.titles.en ?? '';
  const notices: NotificationRow[] = [];
  let entryId: number | null = null;
  if (outcome.winner) {
    const price = outcome.winner.amount;
    entryId = await postEntry(tx, {
      reason: 'nft_sale',
      refType: 'nft',
      refId: String(itemId),
      postings: nftWinPostings(
        await userUsdtAccount(tx, outcome.winner.bidderId),
        await charityAccount(tx),
        price,
      ),
    });
    notices.push(
      await createNotification(tx, {
        userId: outcome.winner.bidderId,
        kind: 'nftWon',
        params: { title, amount: formatAmount(price) },
        refType: 'nft',
        refId: String(itemId),
      }),
    );
    const others = await tx
      .selectDistinct({ userId: nftBids.userId })
      .from(nftBids)
      .where(and(eq(nftBids.itemId, itemId), ne(nftBids.userId, outcome.winner.bidderId)));
    for (const other of others)
      notices.push(
        await createNotification(tx, {
          userId: other.userId,
          kind: 'nftAuctionEnded',
          params: { title, amount: formatAmount(price) },
          refType: 'nft',
          refId: String(itemId),
        }),
      );
  } else if (outcome.released) {
    entryId = await postEntry(tx, {
      reason: 'nft_release',
      refType: 'nft',
      refId: String(itemId),
      postings: unfreeze(
        await userUsdtAccount(tx, outcome.released.bidderId),
        'USDT',
        outcome.released.amount,
      ),
    });
    notices.push(
      await createNotification(tx, {
        userId: outcome.released.bidderId,
        kind: 'nftReserveNotMet',
        params: { title, returned: formatAmount(outcome.released.amount) },
        refType: 'nft',
        refId: String(itemId),
      }),
    );
  }
  const [updated] = await tx
    .update(nftItems)
    .set(
      outcome.winner
        ? {
            status: 'sold',
            ownerId: outcome.winner.bidderId,
            acquired: 'won',
            soldPrice: formatAmount(outcome.winner.amount),
            closedAt: now,
            settlementEntryId: entryId,
          }
        : {
            status: 'unsold',
            closedAt: now,
            settlementEntryId: entryId,
          },
    )
    .where(and(eq(nftItems.id, itemId), eq(nftItems.status, 'open')))
    .returning();
  await recordAudit(tx, {
    actorId: null,
    action: outcome.winner ? 'nft.sold' : 'nft.unsold',
    targetType: 'nft',
    targetId: String(itemId),
    before: {
      status: 'open',
      highestBid:
        item.highestAmount === null ? null : formatAmount(parseAmount(item.highestAmount)),
      endsAt: item.endsAt.toISOString(),
    },
    after: outcome.winner
      ? {
          status: 'sold',
          winner: outcome.winner.bidderId,
          price: formatAmount(outcome.winner.amount),
          entryId,
        }
      : { status: 'unsold', released: entryId },
  });
  return {
    itemId,
    notices,
    message: nftStreamMessage(updated!, rules, now.getTime(), null),
  };
}

export async function publishNftClosed(deps: Pick<Deps, 'bus'>, closed: NftClosed) {
  for (const notice of closed.notices) await publishNotification(deps.bus, notice);
  await deps.bus.publish(nftTopic(closed.itemId), closed.message);
}
