import {
  endPlan,
  formatAmount,
  formatAmountFixed,
  parseAmount,
  planFillPostings,
  planLiquidationValue,
  planPayoutPostings,
  settlePlanDay,
} from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { smartPlanFills, smartPlanSettlements, smartPlans } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { scheduleSmartSettlement } from '../../jobs/smart-settle-job.js';
import { postEntry } from '../ledger/post-entry.js';
import {
  createNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/create-notification.js';
import { planAccounts } from './plan-accounts.js';
import { closePositions, latestPrice } from './plan-close.js';
import { planCosts, planHoldings, fillRow } from './plan-step.js';
import { DAY_MS, type SmartPlanRow } from './plan-view.js';
import { publishSmartPlan } from './smart-plan-events.js';

export interface SettledPlan {
  row: SmartPlanRow;
  notice: NotificationRow;
  ended: boolean;
}

export async function publishPlanSettled(deps: Deps, outcome: SettledPlan): Promise<void> {
  await publishSmartPlan(deps, outcome.row, { startedOrEnded: outcome.ended });
  await publishNotification(deps.bus, outcome.notice);
}

const usdt = (amount: bigint) => formatAmountFixed(amount, 2);

/**
 * The plan's settlement of `day` (1-based), run by its durable job inside the job's transaction —
 * exactly once: the plan row is locked and only a running plan whose settled days are fewer is
 * settled. Days before the last pay the day's gain above the high-water mark (PRODUCT §5); the
 * last day ends the cycle: positions close at the latest price and the rest returns to the user.
 */
export async function settleSmartPlanInTx(
  deps: Deps,
  tx: Tx,
  planId: number,
  day: number,
): Promise<SettledPlan | undefined> {
  const [row] = (await tx
    .select()
    .from(smartPlans)
    .where(eq(smartPlans.id, planId))
    .for('update')) as SmartPlanRow[];
  if (!row || row.status !== 'running' || row.settledDays >= day) return undefined;
  const accounts = await planAccounts(tx, row);
  const mark = latestPrice(deps, row);
  const nowMs = deps.clock().getTime();
  const markMs = mark?.timeMs ?? row.valueMs;
  const lastSettled = parseAmount(row.lastSettledValue);
  const highWaterMark = parseAmount(row.highWaterMark);
  const principal = parseAmount(row.principal);

  if (day >= row.days) {
    // End of the cycle: sell everything, take the share of what is above the mark, return the rest.
    const closed = closePositions(row, mark?.price, markMs);
    if (closed.fill)
      await postEntry(tx, {
        reason: 'smart_fill',
        refType: 'smart_plan',
        refId: String(row.id),
        postings: planFillPostings(accounts, [closed.fill]),
      });
    if (closed.fill) await tx.insert(smartPlanFills).values(fillRow(row.id, null, closed.fill));
    const cash = closed.holdings.cash;
    const end = endPlan({ cash, highWaterMark, principal, profitShareBp: row.profitShareBp });
    await postEntry(tx, {
      reason: 'smart_end',
      refType: 'smart_plan',
      refId: String(row.id),
      postings: planPayoutPostings(accounts, end.returned, end.platformShare),
    });
    const change = cash - lastSettled;
    const gainPaid = end.returned > highWaterMark ? end.returned - highWaterMark : 0n;
    await tx.insert(smartPlanSettlements).values({
      planId: row.id,
      day,
      timeMs: nowMs,
      value: formatAmount(cash),
      change: formatAmount(change),
      userPaid: formatAmount(gainPaid),
      platformShare: formatAmount(end.platformShare),
    });
    const [ended] = (await tx
      .update(smartPlans)
      .set({
        rev: sql`${smartPlans.rev} + 1`,
        status: 'ended',
        cash: '0',
        quantity: '0',
        value: formatAmount(end.returned),
        valueMs: markMs,
        settledDays: day,
        nextSettleMs: null,
        todayChange: formatAmount(change),
        todayPaid: formatAmount(gainPaid),
        platformShareTotal: formatAmount(parseAmount(row.platformShareTotal) + end.platformShare),
        returned: formatAmount(end.returned),
        tradeCount: row.tradeCount + (closed.fill ? 1 : 0),
        endedAt: new Date(nowMs),
      })
      .where(eq(smartPlans.id, row.id))
      .returning()) as SmartPlanRow[];
    const revenue = parseAmount(row.userPaidTotal) + end.returned - principal;
    const notice = await createNotification(tx, {
      userId: row.userId,
      kind: 'smartEnded',
      params: {
        product: row.productCode,
        days: row.days,
        returned: usdt(end.returned),
        revenue: usdt(revenue),
      },
      refType: 'smart_plan',
      refId: String(row.id),
    });
    return { row: ended!, notice, ended: true };
  }

  const holdings = planHoldings(row);
  const value =
    mark === undefined
      ? parseAmount(row.value)
      : planLiquidationValue(holdings, mark.price, planCosts(row));
  const settlement = settlePlanDay({
    value,
    highWaterMark,
    cash: holdings.cash,
    profitShareBp: row.profitShareBp,
  });
  if (settlement.payout > 0n)
    await postEntry(tx, {
      reason: 'smart_settle',
      refType: 'smart_plan',
      refId: String(row.id),
      postings: planPayoutPostings(accounts, settlement.userPaid, settlement.platformShare),
    });
  const change = value - lastSettled;
  await tx.insert(smartPlanSettlements).values({
    planId: row.id,
    day,
    timeMs: nowMs,
    value: formatAmount(value),
    change: formatAmount(change),
    userPaid: formatAmount(settlement.userPaid),
    platformShare: formatAmount(settlement.platformShare),
  });
  const nextDueMs = row.startMs + (day + 1) * DAY_MS;
  const [settled] = (await tx
    .update(smartPlans)
    .set({
      rev: sql`${smartPlans.rev} + 1`,
      cash: formatAmount(holdings.cash - settlement.payout),
      value: formatAmount(value - settlement.payout),
      valueMs: markMs,
      settledDays: day,
      nextSettleMs: nextDueMs,
      todayChange: formatAmount(change),
      todayPaid: formatAmount(settlement.userPaid),
      userPaidTotal: formatAmount(parseAmount(row.userPaidTotal) + settlement.userPaid),
      platformShareTotal: formatAmount(
        parseAmount(row.platformShareTotal) + settlement.platformShare,
      ),
      lastSettledValue: formatAmount(value - settlement.payout),
    })
    .where(eq(smartPlans.id, row.id))
    .returning()) as SmartPlanRow[];
  await scheduleSmartSettlement(tx, row.id, day + 1, nextDueMs);
  const notice = await createNotification(tx, {
    userId: row.userId,
    kind: 'smartSettled',
    params: {
      day,
      product: row.productCode,
      change: usdt(change),
      paid: usdt(settlement.userPaid),
      platform: usdt(settlement.platformShare),
    },
    refType: 'smart_plan',
    refId: String(row.id),
  });
  return { row: settled!, notice, ended: false };
}
