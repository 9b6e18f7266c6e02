import {
  closeCandle,
  fillPending,
  formatAmount,
  parseAmount,
  type Amount,
  type PlanCandle,
  type PlanCosts,
  type PlanFill,
  type PlanHoldings,
} from '@meridian/domain';
import { decodePlanState } from './plan-state-codec.js';
import type { SmartPlanRow } from './plan-view.js';
import { SMART_STRATEGIES } from './smart-strategies.js';

export const planCosts = (row: SmartPlanRow): PlanCosts => ({
  spreadBp: row.spreadBp,
  commissionBp: row.commissionBp,
  slippageBp: row.slippageBp,
});

export const planHoldings = (row: SmartPlanRow): PlanHoldings => ({
  cash: parseAmount(row.cash),
  quantity: parseAmount(row.quantity),
});

/**
 * A running plan as the plan engine keeps it in memory (engines/smart/smart-plan-runtime.ts):
 * the row as last read for its terms, and what moves on every candle — holdings, the decoded
 * strategy state and the last candle it saw. `storedCandleMs` is the candle of the state the row
 * holds: a plan that did not trade is not written on every candle (P6).
 */
export interface LivePlan {
  row: SmartPlanRow;
  /** The row's revision this copy agrees with (smart_plans.rev). */
  rev: number;
  holdings: PlanHoldings;
  state: unknown;
  lastCandleMs: number | null;
  storedCandleMs: number | null;
}

export const livePlan = (row: SmartPlanRow): LivePlan => ({
  row,
  rev: row.rev,
  holdings: planHoldings(row),
  state: decodePlanState(row.state),
  lastCandleMs: row.lastCandleMs,
  storedCandleMs: row.lastCandleMs,
});

export interface PlanStep {
  holdings: PlanHoldings;
  state: unknown;
  fills: PlanFill[];
  lastCandleMs: number;
}

/**
 * One live step of a plan, the same two calls a backtest makes: after `candle` closed the
 * strategy decides (`closeCandle`), and its orders fill at the first price after the close
 * (`fillPending` at `price`, observed at `timeMs`). Pure: the plan is not changed.
 */
export function stepPlan(
  plan: LivePlan,
  candle: PlanCandle,
  price: Amount,
  timeMs: number,
): PlanStep {
  const strategy = SMART_STRATEGIES[plan.row.strategy].strategy;
  const decided = closeCandle(
    strategy,
    plan.row.params,
    {
      holdings: plan.holdings,
      state: plan.state,
      pending: [],
      lastCandleTime: plan.lastCandleMs,
    },
    candle,
  );
  const { run, fills } = fillPending(decided, price, timeMs, planCosts(plan.row));
  return { holdings: run.holdings, state: run.state, fills, lastCandleMs: candle.openTime };
}

export const fillRow = (planId: number, candleMs: number | null, fill: PlanFill) => ({
  planId,
  candleMs,
  timeMs: fill.time,
  side: fill.side,
  referencePrice: formatAmount(fill.referencePrice),
  price: formatAmount(fill.price),
  quantity: formatAmount(fill.quantity),
  quote: formatAmount(fill.quote),
  commission: formatAmount(fill.commission),
  reason: fill.reason,
});
