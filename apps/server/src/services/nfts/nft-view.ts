import { nftArtworkPath, type NftItem, type NftSaleType, type NftStatus } from '@meridian/contract';
import {
  buyNowOpen,
  formatAmount,
  minimumNextBid,
  parseAmount,
  reserveMet,
  type AuctionState,
  type AuctionTerms,
} from '@meridian/domain';
import type { nftItems } from '../../db/schema/index.js';
import type { NftRules } from './nft-rules.js';
import { maskName } from '../../lib/mask-name.js';

export type NftRow = typeof nftItems.$inferSelect;

const amountOrNull = (value: string | null) => (value === null ? null : parseAmount(value));
const wire = (value: string | null) => (value === null ? null : formatAmount(parseAmount(value)));

/** The domain's view of an item's sale: its terms (with the rules in force) and its state. */
export function auctionTermsOf(row: NftRow, rules: NftRules): AuctionTerms {
  return {
    startPrice: amountOrNull(row.startPrice),
    priceStep: parseAmount(row.priceStep),
    minRaiseBps: BigInt(rules.minRaiseBp),
    extendWindowMs: rules.extendWindowSeconds * 1000,
    extendByMs: rules.extendBySeconds * 1000,
    reservePrice: amountOrNull(row.reservePrice),
    buyNowPrice: amountOrNull(row.buyNowPrice),
    startsAtMs: row.startsAt.getTime(),
  };
}

export function auctionStateOf(row: NftRow): AuctionState {
  return {
    status: row.status,
    endsAtMs: row.endsAt.getTime(),
    highest:
      row.highestBidderId && row.highestAmount !== null
        ? { bidderId: row.highestBidderId, amount: parseAmount(row.highestAmount) }
        : null,
    bidCount: row.bidCount,
  };
}

export function saleTypeOf(row: Pick<NftRow, 'startPrice' | 'buyNowPrice'>): NftSaleType {
  if (row.startPrice !== null && row.buyNowPrice !== null) return 'both';
  return row.startPrice !== null ? 'auction' : 'buyNow';
}

/** An open item is upcoming before its start and live until it is closed (even a moment past its end). */
export function nftStatusOf(row: NftRow, nowMs: number): NftStatus {
  if (row.status !== 'open') return row.status;
  return nowMs < row.startsAt.getTime() ? 'upcoming' : 'live';
}

export function titleIn(texts: Record<string, string>, lang: string): string {
  return texts[lang] || texts.en || '';
}

/** The public figures of an item at `nowMs`, as the market shows them. */
export function nftItemView(row: NftRow, rules: NftRules, lang: string, nowMs: number): NftItem {
  const terms = auctionTermsOf(row, rules);
  const state = auctionStateOf(row);
  const open = row.status === 'open' && nowMs >= terms.startsAtMs && nowMs < state.endsAtMs;
  const minimum = open ? minimumNextBid(terms, state) : null;
  return {
    id: row.id,
    tokenId: row.tokenId,
    chain: row.chain,
    contractAddress: row.contractAddress,
    creator: row.creator,
    title: titleIn(row.titles, lang),
    artworkUrl: nftArtworkPath(row.id),
    saleType: saleTypeOf(row),
    status: nftStatusOf(row, nowMs),
    asset: 'USDT',
    startPrice: wire(row.startPrice),
    currentBid: wire(row.highestAmount),
    minimumNextBid: minimum === null ? null : formatAmount(minimum),
    bidCount: row.bidCount,
    hasReserve: row.reservePrice !== null,
    reserveMet: reserveMet(terms, state),
    buyNowPrice: wire(row.buyNowPrice),
    buyNowOpen: buyNowOpen(terms, state, nowMs),
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    soldPrice: wire(row.soldPrice),
    soldAt: row.status === 'sold' && row.closedAt ? row.closedAt.getTime() : null,
  };
}

/** A bidder as others see them: the first and last letters of the username. */
export const maskBidder = maskName;
