import type { SmartPlanDetail } from '@meridian/contract';
import {
  canonicalAmount,
  formatAmount,
  parseAmount,
  planLiquidationValue,
  type Book,
  type PlanHoldings,
} from '@meridian/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { candles, smartPlanFills, smartPlanSettlements } from '../../db/schema/index.js';
import { thinCurve } from './compute-product-ranges.js';
import { markPlan } from './plan-close.js';
import { planCosts } from './plan-step.js';
import { smartPlanView } from './plan-view.js';
import { ownedPlan } from './owned-plan.js';
import { instrumentName } from './smart-plan-events.js';

const CURVE_POINTS = 300;

/**
 * getSmartOrderById: one of the caller's plans with every trade, its settlements and its value
 * over time. The curve is rebuilt from the record, not stored: the holdings after each fill and
 * payout, marked at the stored candles' closes of the plan's interval (the same liquidation rule
 * as the plan's value), thinned to at most 300 points.
 */
export async function getSmartPlan(
  deps: Deps,
  userId: string,
  book: Book,
  id: number,
): Promise<SmartPlanDetail> {
  const row = markPlan(deps, await ownedPlan(deps.db, userId, book, id));
  const fills = await deps.db
    .select()
    .from(smartPlanFills)
    .where(eq(smartPlanFills.planId, row.id))
    .orderBy(asc(smartPlanFills.id));
  const settlements = await deps.db
    .select()
    .from(smartPlanSettlements)
    .where(eq(smartPlanSettlements.planId, row.id))
    .orderBy(asc(smartPlanSettlements.day));
  const untilMs =
    row.status === 'running' ? deps.clock().getTime() : (row.endedAt?.getTime() ?? row.endMs);
  const marks = await deps.db
    .select({ openTime: candles.openTime, close: candles.close })
    .from(candles)
    .where(
      and(
        eq(candles.instrumentId, row.instrumentId),
        eq(candles.interval, row.candleInterval),
        gte(candles.openTime, new Date(row.startMs)),
        lte(candles.openTime, new Date(untilMs)),
      ),
    )
    .orderBy(asc(candles.openTime));
  // Holdings over time: principal in cash, then each fill and each payout in time order.
  type Event = { timeMs: number; apply: (h: PlanHoldings) => PlanHoldings };
  const events: Event[] = [
    ...fills.map((f) => ({
      timeMs: f.timeMs,
      apply: (h: PlanHoldings) =>
        f.side === 'buy'
          ? {
              cash: h.cash - parseAmount(f.quote) - parseAmount(f.commission),
              quantity: h.quantity + parseAmount(f.quantity),
            }
          : {
              cash: h.cash + parseAmount(f.quote) - parseAmount(f.commission),
              quantity: h.quantity - parseAmount(f.quantity),
            },
    })),
    ...settlements.map((s) => ({
      timeMs: s.timeMs,
      apply: (h: PlanHoldings) => ({
        cash: h.cash - parseAmount(s.userPaid) - parseAmount(s.platformShare),
        quantity: h.quantity,
      }),
    })),
  ].sort((a, b) => a.timeMs - b.timeMs);
  const costs = planCosts(row);
  let holdings: PlanHoldings = { cash: parseAmount(row.principal), quantity: 0n };
  let next = 0;
  const curve: [number, string][] = [[row.startMs, canonicalAmount(row.principal)]];
  for (const mark of marks) {
    const closeMs = mark.openTime.getTime() + (row.candleInterval === '1m' ? 60_000 : 3_600_000);
    if (closeMs > untilMs) break;
    while (next < events.length && events[next]!.timeMs <= closeMs)
      holdings = events[next++]!.apply(holdings);
    const value = planLiquidationValue(
      { cash: holdings.cash < 0n ? 0n : holdings.cash, quantity: holdings.quantity },
      parseAmount(mark.close),
      costs,
    );
    curve.push([closeMs, formatAmount(value)]);
  }
  const nowMs = deps.clock().getTime();
  const plan = smartPlanView(row, instrumentName(deps, row.code), nowMs);
  curve.push([row.status === 'running' ? row.valueMs : untilMs, plan.value]);
  return {
    plan,
    trades: fills.map((f) => ({
      id: f.id,
      time: f.timeMs,
      side: f.side,
      referencePrice: canonicalAmount(f.referencePrice),
      price: canonicalAmount(f.price),
      quantity: canonicalAmount(f.quantity),
      quote: canonicalAmount(f.quote),
      commission: canonicalAmount(f.commission),
      reason: f.reason,
    })),
    settlements: settlements.map((s) => ({
      day: s.day,
      time: s.timeMs,
      value: canonicalAmount(s.value),
      change: canonicalAmount(s.change),
      userPaid: canonicalAmount(s.userPaid),
      platformShare: canonicalAmount(s.platformShare),
    })),
    equityCurve: thinCurve(curve, CURVE_POINTS),
  };
}
