import type { SmartPlan } from '@meridian/contract';
import { canonicalAmount, exitDamages, formatAmount, parseAmount } from '@meridian/domain';
import type { smartPlans } from '../../db/schema/index.js';

export type SmartPlanRow = typeof smartPlans.$inferSelect;

export const DAY_MS = 86_400_000;

/** SPEC "order number" of a plan, e.g. "S000042". */
export const planNumber = (id: number) => `S${String(id).padStart(6, '0')}`;

/**
 * A plan as its owner sees it. `instrumentName` comes from the catalogue (the row keeps only the
 * code); `nowMs` decides the run time.
 */
export function smartPlanView(row: SmartPlanRow, instrumentName: string, nowMs: number): SmartPlan {
  const principal = parseAmount(row.principal);
  const value = parseAmount(row.value);
  const running = row.status === 'running';
  const returned = row.returned === null ? null : parseAmount(row.returned);
  const userPaid = parseAmount(row.userPaidTotal);
  const totalRevenue = returned === null ? userPaid : userPaid + returned - principal;
  const damages = running
    ? exitDamages(principal, row.earlyExitDamagesBp, value)
    : parseAmount(row.damages);
  const until = running ? Math.min(nowMs, row.endMs) : (row.endedAt?.getTime() ?? row.endMs);
  return {
    id: row.id,
    orderNo: planNumber(row.id),
    status: row.status,
    product: {
      code: row.productCode,
      strategy: row.strategy,
      instrument: { code: row.code, name: instrumentName },
    },
    days: row.days,
    amount: canonicalAmount(row.principal),
    startTime: row.startMs,
    endTime: row.endMs,
    nextEarningsTime: running ? row.nextSettleMs : null,
    runDays: Math.max(0, Math.floor((until - row.startMs) / DAY_MS)),
    settledDays: row.settledDays,
    candleInterval: row.candleInterval,
    holdings: { cash: canonicalAmount(row.cash), quantity: canonicalAmount(row.quantity) },
    costs: { spreadBp: row.spreadBp, commissionBp: row.commissionBp, slippageBp: row.slippageBp },
    value: formatAmount(value),
    valueTime: row.valueMs,
    totalRevenue: formatAmount(totalRevenue),
    todayEarnings: canonicalAmount(row.todayChange),
    todayPaid: canonicalAmount(row.todayPaid),
    platformShareTotal: canonicalAmount(row.platformShareTotal),
    earningsStatus: running
      ? 'earning'
      : userPaid > 0n || (returned ?? 0n) > 0n
        ? 'profitSplit'
        : 'ended',
    profitShareBp: row.profitShareBp,
    earlyExitDamagesBp: row.earlyExitDamagesBp,
    earlyExitDamages: formatAmount(damages),
    returned: returned === null ? null : formatAmount(returned),
    endedAt: row.endedAt?.getTime() ?? null,
    tradeCount: row.tradeCount,
  };
}
