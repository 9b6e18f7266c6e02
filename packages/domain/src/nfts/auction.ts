import { mulDiv, roundToDecimals, type Amount } from '../money/amount.js';

/**
 * The charity NFT market's sale rules (issue 16, PRODUCT §9): an English auction that cannot be
 * sniped, an optional reserve and an optional buy-now price. Pure: times are passed in, amounts
 * are exact (USDT, bids in whole cents).
 *
 * Invariants the server relies on (property-tested in auction.test.ts):
 * - A1 every accepted bid is at least `minimumNextBid` at that moment, so the highest bid only rises
 *   and the winner is the highest accepted bid;
 * - A2 the money frozen for an item is exactly its current highest bid: accepting a bid releases
 *   the previous highest bid (`released`) in the same step, selling or closing releases or spends it;
 * - A3 a bid is in only before the end; a bid in the last `extendWindowMs` moves the end to
 *   `extendByMs` after it, so nobody can bid unanswered at the last second;
 * - A4 nothing can be cancelled after the first bid; buy now is withdrawn once a bid meets the
 *   reserve (or, without a reserve, after any bid).
 */

/** Bids, prices and raises are whole cents of USDT. */
export const NFT_PRICE_DECIMALS = 2;

export interface AuctionTerms {
  /** The first bid must be at least this; null: buy now only (no bidding). */
  startPrice: Amount | null;
  /** The smallest raise in money; the raise is the larger of this and `minRaiseBps` of the bid. */
  priceStep: Amount;
  /** 500 = 5% of the current highest bid. */
  minRaiseBps: bigint;
  /** A bid this close to the end moves the end… */
  extendWindowMs: number;
  /** …to this long after the bid. */
  extendByMs: number;
  /** The lowest winning bid; below it nobody wins and the item returns to staff. */
  reservePrice: Amount | null;
  /** Buy at once for this; null: auction only. */
  buyNowPrice: Amount | null;
  startsAtMs: number;
}

export type SaleStatus = 'open' | 'sold' | 'unsold' | 'cancelled';

export interface HighestBid {
  bidderId: string;
  amount: Amount;
}

export interface AuctionState {
  status: SaleStatus;
  /** When bidding closes (moves later with late bids); a buy-now-only item is listed until then. */
  endsAtMs: number;
  highest: HighestBid | null;
  bidCount: number;
}

export type BidProblem = 'notStarted' | 'ended' | 'notOpen' | 'noAuction' | 'tooLow';
export type BuyNowProblem = 'notStarted' | 'ended' | 'notOpen' | 'noBuyNow' | 'withdrawn';

export type BidOutcome =
  | {
      ok: true;
      state: AuctionState;
      /** The previous highest bid, whose money is released in the same step (A2). */
      released: HighestBid | null;
      /** The end moved (A3). */
      extended: boolean;
    }
  | { ok: false; problem: BidProblem; minimum: Amount | null };

export type BuyNowOutcome =
  | { ok: true; state: AuctionState; price: Amount; released: HighestBid | null }
  | { ok: false; problem: BuyNowProblem };

export type CloseOutcome =
  | { ok: true; state: AuctionState; winner: HighestBid | null; released: HighestBid | null }
  | { ok: false; problem: 'notOpen' | 'notYet' };

/** A bid of the current highest plus the raise: max(5% rounded up to the cent, the step). */
export function minimumNextBid(terms: AuctionTerms, state: AuctionState): Amount | null {
  if (terms.startPrice === null) return null;
  if (!state.highest) return terms.startPrice;
  const percent = roundToDecimals(
    mulDiv(state.highest.amount, terms.minRaiseBps, 10_000n, 'up'),
    NFT_PRICE_DECIMALS,
    'up',
  );
  const raise = percent > terms.priceStep ? percent : terms.priceStep;
  return state.highest.amount + raise;
}

function timeProblem(
  terms: AuctionTerms,
  state: AuctionState,
  atMs: number,
): 'notStarted' | 'ended' | 'notOpen' | null {
  if (state.status !== 'open') return 'notOpen';
  if (atMs < terms.startsAtMs) return 'notStarted';
  if (atMs >= state.endsAtMs) return 'ended';
  return null;
}

/** The highest bid meets the reserve (without one, any bid does). */
export function reserveMet(terms: AuctionTerms, state: AuctionState): boolean {
  if (!state.highest) return false;
  return terms.reservePrice === null || state.highest.amount >= terms.reservePrice;
}

/** Buy now can be used now (A4). */
export function buyNowOpen(terms: AuctionTerms, state: AuctionState, atMs: number): boolean {
  return buyNowProblem(terms, state, atMs) === null;
}

function buyNowProblem(
  terms: AuctionTerms,
  state: AuctionState,
  atMs: number,
): BuyNowProblem | null {
  const time = timeProblem(terms, state, atMs);
  if (time) return time;
  if (terms.buyNowPrice === null) return 'noBuyNow';
  if (reserveMet(terms, state)) return 'withdrawn';
  return null;
}

/** A binding bid: accepted bids are never withdrawn; the previous highest is released. */
export function placeBid(
  terms: AuctionTerms,
  state: AuctionState,
  bid: { bidderId: string; amount: Amount; atMs: number },
): BidOutcome {
  const minimum = minimumNextBid(terms, state);
  const time = timeProblem(terms, state, bid.atMs);
  if (time) return { ok: false, problem: time, minimum };
  if (minimum === null) return { ok: false, problem: 'noAuction', minimum };
  if (
    bid.amount < minimum ||
    roundToDecimals(bid.amount, NFT_PRICE_DECIMALS, 'down') !== bid.amount
  )
    return { ok: false, problem: 'tooLow', minimum };
  const lateBy = state.endsAtMs - bid.atMs;
  const extendedEnd = bid.atMs + terms.extendByMs;
  const extended = lateBy <= terms.extendWindowMs && extendedEnd > state.endsAtMs;
  return {
    ok: true,
    released: state.highest,
    extended,
    state: {
      status: 'open',
      endsAtMs: extended ? extendedEnd : state.endsAtMs,
      highest: { bidderId: bid.bidderId, amount: bid.amount },
      bidCount: state.bidCount + 1,
    },
  };
}

/** Buys at the buy-now price at once; a highest bid below the reserve is released. */
export function buyNow(terms: AuctionTerms, state: AuctionState, atMs: number): BuyNowOutcome {
  const problem = buyNowProblem(terms, state, atMs);
  if (problem || terms.buyNowPrice === null) return { ok: false, problem: problem ?? 'noBuyNow' };
  return {
    ok: true,
    price: terms.buyNowPrice,
    released: state.highest,
    state: { ...state, status: 'sold', endsAtMs: atMs < state.endsAtMs ? atMs : state.endsAtMs },
  };
}

/**
 * At the end: the highest bid meeting the reserve wins (its frozen money is spent); otherwise the
 * item is unsold and a highest bid below the reserve is released.
 */
export function closeAuction(terms: AuctionTerms, state: AuctionState, atMs: number): CloseOutcome {
  if (state.status !== 'open') return { ok: false, problem: 'notOpen' };
  if (atMs < state.endsAtMs) return { ok: false, problem: 'notYet' };
  if (reserveMet(terms, state))
    return { ok: true, winner: state.highest, released: null, state: { ...state, status: 'sold' } };
  return {
    ok: true,
    winner: null,
    released: state.highest,
    state: { ...state, status: 'unsold' },
  };
}

/**
 * Terms that keep the rules' promises: buy now above the start price and not below the reserve
 * (else a standing bid below the reserve could be undercut by a cheaper purchase), a reserve not
 * below the start price. Returns the field at fault, or null.
 */
export function saleTermsProblem(
  terms: Pick<AuctionTerms, 'startPrice' | 'reservePrice' | 'buyNowPrice'>,
): 'reservePrice' | 'buyNowPrice' | null {
  const { startPrice, reservePrice, buyNowPrice } = terms;
  if (reservePrice !== null && (startPrice === null || reservePrice < startPrice))
    return 'reservePrice';
  if (buyNowPrice !== null && startPrice !== null && buyNowPrice <= startPrice)
    return 'buyNowPrice';
  if (buyNowPrice !== null && reservePrice !== null && buyNowPrice < reservePrice)
    return 'buyNowPrice';
  return null;
}

/** Staff may withdraw an item only before anyone has bid (A4). */
export function canCancelSale(state: AuctionState): boolean {
  return state.status === 'open' && state.bidCount === 0;
}
