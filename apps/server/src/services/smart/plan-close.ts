import {
  fillPlanOrder,
  formatAmount,
  planLiquidationValue,
  type Amount,
  type PlanFill,
  type PlanHoldings,
} from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { planCosts, planHoldings } from './plan-step.js';
import type { SmartPlanRow } from './plan-view.js';

/** The latest price of the plan's instrument this process has seen, and when. */
export function latestPrice(
  deps: Pick<Deps, 'market'>,
  row: SmartPlanRow,
): { price: Amount; timeMs: number } | undefined {
  const snapshot = deps.market.state.latest(row.code);
  if (!snapshot || snapshot.updatedAtMs === 0) return undefined;
  return { price: snapshot.price, timeMs: snapshot.updatedAtMs };
}

/**
 * A running plan marked at the latest price: the engine writes a plan's value only when it
 * trades (P6), so what its owner and staff see is worked out here from its holdings. Ended
 * plans keep what they returned.
 */
export function markPlan(deps: Pick<Deps, 'market'>, row: SmartPlanRow): SmartPlanRow {
  if (row.status !== 'running') return row;
  const mark = latestPrice(deps, row);
  if (!mark || mark.timeMs < row.valueMs) return row;
  const value = planLiquidationValue(planHoldings(row), mark.price, planCosts(row));
  return { ...row, value: formatAmount(value), valueMs: mark.timeMs };
}

/**
 * Sells everything the plan holds at `price` by the same fill model as every other fill (half
 * the spread, slippage, commission): what the plan has once its positions are closed.
 */
export function closePositions(
  row: SmartPlanRow,
  price: Amount | undefined,
  timeMs: number,
): { holdings: PlanHoldings; fill: PlanFill | null } {
  const holdings = planHoldings(row);
  if (holdings.quantity === 0n) return { holdings, fill: null };
  if (price === undefined) throw new Error(`no price to close plan ${row.id} at`);
  const outcome = fillPlanOrder(
    { side: 'sell', quantity: holdings.quantity, reason: 'close' },
    holdings,
    price,
    timeMs,
    planCosts(row),
  );
  return { holdings: outcome.holdings, fill: outcome.fill };
}
