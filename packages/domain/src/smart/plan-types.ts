import type { Amount } from '../money/amount.js';

/**
 * Smart trading plans (issue 14, PRODUCT §5): a strategy trades a product's instrument with the
 * plan's invested amount and nothing else. The same pure functions run a backtest and a live
 * plan: a strategy sees only closed candles and its own state, and asks for orders; the fill
 * model fills them at the next price it could have known (the next candle's open in a backtest,
 * the first tick after the close live) with the spread, the commission and slippage.
 *
 * Amounts are the domain's exact fixed-point (`Amount`, 18 places). Prices are in the quote
 * currency (USDT), quantities in units of the instrument (coins, ounces, shares).
 */

/** A closed candle as strategies see it: prices only, oldest first, never the one still open. */
export interface PlanCandle {
  /** Epoch ms of the bucket start. */
  openTime: number;
  open: Amount;
  high: Amount;
  low: Amount;
  close: Amount;
}

/** What a plan holds: quote cash and a long quantity of the instrument. Never negative (no borrowing). */
export interface PlanHoldings {
  cash: Amount;
  quantity: Amount;
}

/**
 * An order a strategy asks for after a candle closed. `buy` spends at most `quote` of cash (the
 * fill model lowers it to the cash there is); `sell` sells at most `quantity` (lowered to what is
 * held). A strategy cannot sell short or borrow: the fill model makes it impossible, whatever a
 * strategy asks.
 */
export type PlanOrder =
  | { side: 'buy'; quote: Amount; reason: string }
  | { side: 'sell'; quantity: Amount; reason: string };

/** Trading costs assumed by the fill model, in basis points of the traded value. */
export interface PlanCosts {
  /** The instrument's full bid–ask spread: a buy pays half of it above the mid, a sell half below. */
  spreadBp: number;
  /** The commission on each fill's quote value. */
  commissionBp: number;
  /** Slippage beyond the spread, against the plan on every fill; never zero in a backtest. */
  slippageBp: number;
}

/** One fill of a plan's order. */
export interface PlanFill {
  /** Epoch ms of the price the fill used (the next candle's open time, or the live tick's time). */
  time: number;
  side: 'buy' | 'sell';
  /** The reference price (next open or live tick) before spread and slippage. */
  referencePrice: Amount;
  /** The price paid or received: reference ± half the spread ± slippage. */
  price: Amount;
  quantity: Amount;
  /** price × quantity, before commission. */
  quote: Amount;
  commission: Amount;
  reason: string;
}

/**
 * A strategy family: pure functions of its parameters, its own state and closed candles.
 * `decide` is called once per closed candle, in order; it must not look at anything else (no
 * clock, no randomness, no later candle) — the look-ahead test checks it.
 */
export interface Strategy<Params, State> {
  /** Stable id, e.g. 'grid', 'trend', 'meanReversion'. */
  id: string;
  /** The state at the plan's start, from its parameters and the price it started at. */
  init(params: Params, startPrice: Amount): State;
  /**
   * After `candle` closed: the next state and the orders to fill at the next price. `holdings`
   * is what the plan holds now (after every earlier fill).
   */
  decide(
    params: Params,
    state: State,
    candle: PlanCandle,
    holdings: PlanHoldings,
  ): { state: State; orders: PlanOrder[] };
}
