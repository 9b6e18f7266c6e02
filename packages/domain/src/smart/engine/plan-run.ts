import type { Amount } from '../../money/amount.js';
import type {
  PlanCandle,
  PlanCosts,
  PlanFill,
  PlanHoldings,
  PlanOrder,
  Strategy,
} from '../plan-types.js';
import { fillPlanOrder, PlanInvariantError } from './fill-model.js';

/**
 * A running plan as a value: what it holds, its strategy's state and the orders waiting for the
 * next price. The one code path for backtest and live: both only ever call `closeCandle` (after a
 * candle closed) and `fillPending` (at the next price), and store the returned value. Nothing here
 * is mutated.
 */
export interface PlanRun<State> {
  holdings: PlanHoldings;
  state: State;
  /** Orders asked for after the last closed candle, filled at the next price. */
  pending: readonly PlanOrder[];
  /** Open time of the last candle the strategy saw (candles must come in order), or null. */
  lastCandleTime: number | null;
}

/** A plan at its start: all in cash, the strategy's initial state, nothing pending. */
export function startPlanRun<Params, State>(
  strategy: Strategy<Params, State>,
  params: Params,
  principal: Amount,
  startPrice: Amount,
): PlanRun<State> {
  if (principal < 0n) throw new RangeError('principal must be ≥ 0');
  return {
    holdings: { cash: principal, quantity: 0n },
    state: strategy.init(params, startPrice),
    pending: [],
    lastCandleTime: null,
  };
}

/**
 * After `candle` closed: the strategy decides from it, its own state and the holdings, and its
 * orders become the pending ones. Orders still pending from the candle before are a caller's bug
 * (they must be filled at the price between the two closes), so they throw rather than vanish.
 */
export function closeCandle<Params, State>(
  strategy: Strategy<Params, State>,
  params: Params,
  run: PlanRun<State>,
  candle: PlanCandle,
): PlanRun<State> {
  if (run.pending.length > 0) {
    throw new PlanInvariantError('closeCandle with orders still pending: fill them first');
  }
  if (run.lastCandleTime !== null && candle.openTime <= run.lastCandleTime) {
    throw new PlanInvariantError(
      `candles must come in order (${candle.openTime} after ${run.lastCandleTime})`,
    );
  }
  const { state, orders } = strategy.decide(params, run.state, candle, run.holdings);
  return { holdings: run.holdings, state, pending: orders, lastCandleTime: candle.openTime };
}

export interface FilledRun<State> {
  run: PlanRun<State>;
  /** The fills, in the order the strategy asked (orders that came to nothing give none). */
  fills: PlanFill[];
}

/**
 * Fills the pending orders one after the other at `referencePrice` (each sees the holdings the
 * one before left) and clears them. `time` is the price's time, after the last closed candle.
 */
export function fillPending<State>(
  run: PlanRun<State>,
  referencePrice: Amount,
  time: number,
  costs: PlanCosts,
): FilledRun<State> {
  if (run.pending.length === 0) return { run, fills: [] };
  if (run.lastCandleTime !== null && time <= run.lastCandleTime) {
    throw new PlanInvariantError(
      `a fill at ${time} is not after the candle at ${run.lastCandleTime}`,
    );
  }
  let holdings = run.holdings;
  const fills: PlanFill[] = [];
  for (const order of run.pending) {
    const outcome = fillPlanOrder(order, holdings, referencePrice, time, costs);
    holdings = outcome.holdings;
    if (outcome.fill) fills.push(outcome.fill);
  }
  return { run: { ...run, holdings, pending: [] }, fills };
}
