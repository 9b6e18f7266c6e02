import type { SmartProfitTotal } from '@meridian/contract';
import { formatAmount, parseAmount, type Book } from '@meridian/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartPlans } from '../../db/schema/index.js';
import { markPlan } from './plan-close.js';
import type { SmartPlanRow } from './plan-view.js';

type Result = SmartProfitTotal;

/**
 * getProfitTotal's smart-plan part: the running plans (count, principal, value at the latest
 * price), total revenue of every plan in the book (the users' shares paid, plus what came back
 * at the end minus the principal) and today's earnings (the last settlement's change of each
 * running plan).
 */
export async function smartProfitTotal(
  deps: Pick<Deps, 'db' | 'market'>,
  userId: string,
  book: Book,
): Promise<Result> {
  const mine = and(eq(smartPlans.userId, userId), eq(smartPlans.book, book));
  const [totals] = await deps.db
    .select({
      revenue: sql<string>`coalesce(sum(${smartPlans.userPaidTotal} + coalesce(${smartPlans.returned} - ${smartPlans.principal}, 0)), 0)::text`,
    })
    .from(smartPlans)
    .where(mine);
  // A user runs at most one plan per product: few rows.
  const running = (await deps.db
    .select()
    .from(smartPlans)
    .where(and(mine, eq(smartPlans.status, 'running')))) as SmartPlanRow[];
  let invested = 0n;
  let value = 0n;
  let today = 0n;
  for (const row of running) {
    invested += parseAmount(row.principal);
    value += parseAmount(markPlan(deps, row).value);
    today += parseAmount(row.todayChange);
  }
  return {
    runningPlans: running.length,
    invested: formatAmount(invested),
    value: formatAmount(value),
    totalRevenue: formatAmount(parseAmount(totals?.revenue ?? '0')),
    todayEarnings: formatAmount(today),
  };
}
