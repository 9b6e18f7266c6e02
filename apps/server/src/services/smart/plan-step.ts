import {
  closeCandle,
  fillPending,
  formatAmount,
  parseAmount,
  planLiquidationValue,
  type Amount,
  type PlanCandle,
  type PlanCosts,
  type PlanFill,
  type PlanHoldings,
} from '@meridian/domain';
import { decodePlanState, encodePlanState } from './plan-state-codec.js';
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

export interface PlanStep {
  holdings: PlanHoldings;
  /** The strategy's state after the candle, encoded for the row. */
  state: unknown;
  fills: PlanFill[];
  /** The liquidation value at the fill price. */
  value: Amount;
}

/**
 * One live step of a plan, the same two calls a backtest makes: after `candle` closed the
 * strategy decides (`closeCandle`), and its orders fill at the first price after the close
 * (`fillPending` at `price`, observed at `timeMs`).
 */
export function stepPlan(
  row: SmartPlanRow,
  candle: PlanCandle,
  price: Amount,
  timeMs: number,
): PlanStep {
  const strategy = SMART_STRATEGIES[row.strategy].strategy;
  const costs = planCosts(row);
  const decided = closeCandle(
    strategy,
    row.params,
    {
      holdings: planHoldings(row),
      state: decodePlanState(row.state),
      pending: [],
      lastCandleTime: row.lastCandleMs,
    },
    candle,
  );
  const { run, fills } = fillPending(decided, price, timeMs, costs);
  return {
    holdings: run.holdings,
    state: encodePlanState(run.state),
    fills,
    value: planLiquidationValue(run.holdings, price, costs),
  };
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
