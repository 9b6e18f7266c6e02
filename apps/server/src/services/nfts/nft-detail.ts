import type { NftDetail, NftStreamMessage } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { nftBids, users } from '../../db/schema/index.js';
import type { NftRules } from './nft-rules.js';
import { maskBidder, nftItemView, titleIn, type NftRow } from './nft-view.js';

/** How many of an item's bids its page shows (newest first). */
export const NFT_BID_HISTORY = 50;

/** One item with its story, bid history and rules, as `viewerId` (or a visitor) sees it. */
export async function nftDetail(
  db: Executor,
  row: NftRow,
  rules: NftRules,
  viewerId: string | null,
  lang: string,
  nowMs: number,
): Promise<NftDetail> {
  const bids = await db
    .select({
      userId: nftBids.userId,
      username: users.username,
      amount: nftBids.amount,
      placedAt: nftBids.placedAt,
    })
    .from(nftBids)
    .innerJoin(users, eq(users.id, nftBids.userId))
    .where(eq(nftBids.itemId, row.id))
    .orderBy(desc(nftBids.id))
    .limit(NFT_BID_HISTORY);
  return {
    ...nftItemView(row, rules, lang, nowMs),
    story: titleIn(row.stories, lang),
    bids: bids.map((bid) => ({
      bidder: maskBidder(bid.username),
      amount: formatAmount(parseAmount(bid.amount)),
      at: bid.placedAt.getTime(),
      mine: viewerId !== null && bid.userId === viewerId,
    })),
    youLead: viewerId !== null && row.status === 'open' && row.highestBidderId === viewerId,
    rules: {
      minRaiseBp: rules.minRaiseBp,
      priceStep: formatAmount(parseAmount(row.priceStep)),
      extendWindowSeconds: rules.extendWindowSeconds,
      extendBySeconds: rules.extendBySeconds,
    },
    serverTime: nowMs,
  };
}

/** The live figures pushed on /websocket/nft after a bid, a sale or the close. */
export function nftStreamMessage(
  row: NftRow,
  rules: NftRules,
  nowMs: number,
  bid: { bidder: string; amount: string; at: number } | null,
): NftStreamMessage {
  const view = nftItemView(row, rules, 'en', nowMs);
  return {
    type: 'nft',
    id: row.id,
    status: view.status,
    currentBid: view.currentBid,
    minimumNextBid: view.minimumNextBid,
    bidCount: view.bidCount,
    endsAt: view.endsAt,
    buyNowOpen: view.buyNowOpen,
    reserveMet: view.reserveMet,
    bid,
    serverTime: nowMs,
  };
}

export const nftTopic = (id: number) => `nft:${id}`;
