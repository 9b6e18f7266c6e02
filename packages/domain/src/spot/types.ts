import type { Amount } from '../money/amount.js';
import type { SpotPair } from './pair.js';

export type SpotSide = 'buy' | 'sell';
/** Assigned by the caller; unique among the orders resting in one book (a safe integer ≥ 0). */
export type SpotOrderId = number;
/** Whoever owns the order (an account key); self-trade prevention compares owners. */
export type SpotOwner = string;

/**
 * A good-till-cancelled limit order rests what it cannot fill at once; `tif: 'IOC'` cancels the
 * rest instead; `postOnly` rejects the whole order if its price would cross the best opposite
 * price (whoever owns the orders there).
 */
export interface SpotLimitCommand {
  kind: 'limit';
  id: SpotOrderId;
  owner: SpotOwner;
  side: SpotSide;
  /** In ticks. */
  price: bigint;
  /** In lots. */
  lots: bigint;
  tif?: 'GTC' | 'IOC';
  postOnly?: boolean;
}

/**
 * A market order takes the best prices until `lots` are filled or the book side is empty; the
 * rest is cancelled. A market buy may instead (or also) carry `quoteBudget`: it then stops before
 * the notional plus taker fee of its fills would exceed the budget.
 */
export interface SpotMarketCommand {
  kind: 'market';
  id: SpotOrderId;
  owner: SpotOwner;
  side: SpotSide;
  lots?: bigint;
  quoteBudget?: Amount;
}

export interface SpotCancelCommand {
  kind: 'cancel';
  id: SpotOrderId;
  owner: SpotOwner;
}

/**
 * Changes a resting order's price and/or open quantity (`lots` is the new open quantity, not the
 * original size). Priority rule: the same price with fewer lots reduces the order in place and
 * keeps its place in the queue; any price change, or more lots, takes the order out and enters it
 * again as a new taker at the new price (it may trade, paying the taker fee) and whatever is left
 * goes to the back of its price level. The same price and lots changes nothing. Moving a post-only
 * order to a price that would cross is rejected and leaves the order as it was.
 */
export interface SpotMoveCommand {
  kind: 'move';
  id: SpotOrderId;
  owner: SpotOwner;
  price: bigint;
  lots: bigint;
}

export type SpotCommand =
  SpotLimitCommand | SpotMarketCommand | SpotCancelCommand | SpotMoveCommand;

export type SpotRejectReason =
  /** The id is not a safe integer ≥ 0. */
  | 'invalid_id'
  /** Lots ≤ 0, a market order with neither lots nor budget, or a budget ≤ 0. */
  | 'invalid_quantity'
  /** Price ≤ 0 ticks, or above MAX_PRICE_TICKS (2^53 − 1). */
  | 'invalid_price'
  /** Post-only with IOC, or a quote budget on a market sell. */
  | 'invalid_combination'
  /** A new order whose id is already resting in this book. */
  | 'duplicate_id'
  /** Cancel or move of an id that is not resting in this book. */
  | 'unknown_order'
  /** Cancel or move of someone else's order. */
  | 'not_owner'
  /** A post-only order (or a move of one) whose price would cross. */
  | 'would_cross';

export type SpotCancelReason =
  /** The owner cancelled it. */
  | 'cancel'
  /** The unfilled rest of an IOC or market order. */
  | 'unfilled'
  /** Self-trade prevention: a resting order met a taker of the same owner. */
  | 'self_trade';

/** One trade. Base moves seller → buyer, quote buyer → seller, both fees (quote) → fee account. */
export interface SpotFill {
  kind: 'fill';
  makerId: SpotOrderId;
  makerOwner: SpotOwner;
  takerId: SpotOrderId;
  takerOwner: SpotOwner;
  takerSide: SpotSide;
  /** The maker's price, in ticks. */
  price: bigint;
  lots: bigint;
  /** lots × lotSize. */
  base: Amount;
  /** The exact quote notional. */
  quote: Amount;
  makerFee: Amount;
  takerFee: Amount;
}

/**
 * What a command did, in order. An accepted command starts with `accepted`; a rejected one is a
 * single `rejected` and changes nothing. Every order ends with exactly one `done` (after its last
 * fill, or after `cancelled`); an order that rests gets `rested` (with its price and open lots)
 * each time it joins the back of a price level.
 */
export type SpotEvent =
  | { kind: 'accepted'; id: SpotOrderId; owner: SpotOwner }
  | { kind: 'rejected'; id: SpotOrderId; owner: SpotOwner; reason: SpotRejectReason }
  | SpotFill
  | {
      kind: 'rested';
      id: SpotOrderId;
      owner: SpotOwner;
      side: SpotSide;
      price: bigint;
      lots: bigint;
    }
  /** Reduced in place (same price, fewer lots): keeps its time priority. `lots` = open lots now. */
  | { kind: 'reduced'; id: SpotOrderId; owner: SpotOwner; lots: bigint }
  /**
   * The order's open lots leave the book (or, for an IOC/market order, are never filled). A
   * market order bounded only by its quote budget reports no `cancelled`, only `done`.
   */
  | {
      kind: 'cancelled';
      id: SpotOrderId;
      owner: SpotOwner;
      lots: bigint;
      reason: SpotCancelReason;
    }
  | { kind: 'done'; id: SpotOrderId; owner: SpotOwner };

export interface SpotRestingOrder {
  id: SpotOrderId;
  owner: SpotOwner;
  side: SpotSide;
  price: bigint;
  lots: bigint;
  postOnly: boolean;
}

export interface SpotPriceLevel {
  price: bigint;
  lots: bigint;
  orders: number;
}

/** What both books (the fast one and the naive reference) offer. */
export interface SpotBook {
  readonly pair: SpotPair;
  /** Resting orders. */
  readonly size: number;
  execute(command: SpotCommand): SpotEvent[];
  bestBid(): bigint | undefined;
  bestAsk(): bigint | undefined;
  order(id: SpotOrderId): SpotRestingOrder | undefined;
  /** Every resting order in priority order: asks best first, then bids best first. */
  restingOrders(): SpotRestingOrder[];
  /** The best `levels` price levels of one side, best first. */
  depth(side: SpotSide, levels: number): SpotPriceLevel[];
  /** A 64-bit digest (16 hex digits) of the resting orders in priority order. */
  stateHash(): string;
}
