import { AMOUNT_SCALE, mulDiv, type Amount } from '../../money/amount.js';
import type { PlanCandle, PlanCosts, PlanFill, PlanOrder, Strategy } from '../plan-types.js';
import { closeCandle, fillPending, startPlanRun } from './plan-run.js';

const UNIT = 10n ** BigInt(AMOUNT_SCALE);

export interface BacktestInput<Params, State> {
  strategy: Strategy<Params, State>;
  params: Params;
  /** Closed candles, oldest first. */
  candles: readonly PlanCandle[];
  costs: PlanCosts;
  principal: Amount;
  /**
   * The price the plan started at (the strategy's `init`); the first candle's open when left out.
   * A replay of a live plan passes the price it was bought at.
   */
  startPrice?: Amount;
  /**
   * Called after each candle closed with the orders the strategy asked for (before they fill at
   * the next open) — for the look-ahead harness; leave it out otherwise.
   */
  onDecision?: (index: number, orders: readonly PlanOrder[]) => void;
}

export interface BacktestResult {
  fills: PlanFill[];
  /** The plan's value after each candle closed, marked at its close; `equity[i]` is candle i's. */
  equity: Amount[];
  /** The value after the last candle (the principal when there is none). */
  finalValue: Amount;
  /** The commissions of every fill. */
  feesPaid: Amount;
  /** The number of fills. */
  trades: number;
}

/** cash + quantity × price, the quantity's value rounded down (never overstated). */
export function markPlanValue(cash: Amount, quantity: Amount, price: Amount): Amount {
  return cash + mulDiv(quantity, price, UNIT, 'down');
}

/**
 * A backtest through the live plan's own functions. The plan starts all in cash (the strategy's
 * state from the first candle's open); for each candle i: the orders pending from candle i − 1
 * fill at candle i's open (at its open time), then candle i closes and the strategy asks for its
 * next orders. Orders still pending after the last candle are not filled. Deterministic: the
 * same input gives the same result.
 */
export function runBacktest<Params, State>(input: BacktestInput<Params, State>): BacktestResult {
  const { strategy, params, candles, costs, principal, onDecision, startPrice } = input;
  const fills: PlanFill[] = [];
  const equity: Amount[] = [];
  const first = candles[0];
  if (!first) return { fills, equity, finalValue: principal, feesPaid: 0n, trades: 0 };

  let run = startPlanRun(strategy, params, principal, startPrice ?? first.open);
  let feesPaid = 0n;
  for (const [index, candle] of candles.entries()) {
    if (run.pending.length > 0) {
      const filled = fillPending(run, candle.open, candle.openTime, costs);
      run = filled.run;
      for (const fill of filled.fills) {
        fills.push(fill);
        feesPaid += fill.commission;
      }
    }
    run = closeCandle(strategy, params, run, candle);
    onDecision?.(index, run.pending);
    equity.push(markPlanValue(run.holdings.cash, run.holdings.quantity, candle.close));
  }
  const finalValue = equity[equity.length - 1] ?? principal;
  return { fills, equity, finalValue, feesPaid, trades: fills.length };
}
