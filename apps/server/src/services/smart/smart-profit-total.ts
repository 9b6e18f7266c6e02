import type { SmartProfitTotal } from '@meridian/contract';
import { formatAmount, parseAmount, type Book } from '@meridian/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { smartPlans } from '../../db/schema/index.js';

type Result = SmartProfitTotal;

/**
 * getProfitTotal's smart-plan part: the running plans (count, principal, marked value), total
 * revenue of every plan in the book (the users' shares paid, plus what came back at the end minus
 * the principal) and today's earnings (the last settlement's change of each running plan).
 */
export async function smartProfitTotal(db: Executor, userId: string, book: Book): Promise<Result> {
  const [row] = await db
    .select({
      running: sql<number>`count(*) FILTER (WHERE ${smartPlans.status} = 'running')::int`,
      invested: sql<string>`coalesce(sum(${smartPlans.principal}) FILTER (WHERE ${smartPlans.status} = 'running'), 0)::text`,
      value: sql<string>`coalesce(sum(${smartPlans.value}) FILTER (WHERE ${smartPlans.status} = 'running'), 0)::text`,
      revenue: sql<string>`coalesce(sum(${smartPlans.userPaidTotal} + coalesce(${smartPlans.returned} - ${smartPlans.principal}, 0)), 0)::text`,
      today: sql<string>`coalesce(sum(${smartPlans.todayChange}) FILTER (WHERE ${smartPlans.status} = 'running'), 0)::text`,
    })
    .from(smartPlans)
    .where(and(eq(smartPlans.userId, userId), eq(smartPlans.book, book)));
  return {
    runningPlans: Number(row?.running ?? 0),
    invested: formatAmount(parseAmount(row?.invested ?? '0')),
    value: formatAmount(parseAmount(row?.value ?? '0')),
    totalRevenue: formatAmount(parseAmount(row?.revenue ?? '0')),
    todayEarnings: formatAmount(parseAmount(row?.today ?? '0')),
  };
}
