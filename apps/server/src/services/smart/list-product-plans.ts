import { canonicalAmount } from '@meridian/domain';
import type { AdminSmartPlanList } from '@meridian/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartPlans, smartProducts, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { markPlan } from './plan-close.js';
import { planNumber } from './plan-view.js';

/**
 * GET /swx/admin/smart/products/:id/plans: a product's plans, running or ended (ended and
 * exited), newest first, with their owner and the terms each copied when it was bought.
 */
export async function listProductPlans(
  deps: Pick<Deps, 'db' | 'market'>,
  productId: number,
  query: { status: 'running' | 'ended'; page: number; size: number },
): Promise<AdminSmartPlanList> {
  const [product] = await deps.db
    .select({ id: smartProducts.id, code: smartProducts.code })
    .from(smartProducts)
    .where(eq(smartProducts.id, productId));
  if (!product) throw notFound();
  const statuses =
    query.status === 'running' ? ['running' as const] : ['ended' as const, 'exited' as const];
  const where = and(eq(smartPlans.productId, productId), inArray(smartPlans.status, statuses));
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({ plan: smartPlans, username: users.username })
      .from(smartPlans)
      .innerJoin(users, eq(users.id, smartPlans.userId))
      .where(where)
      .orderBy(desc(smartPlans.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(smartPlans)
      .where(where),
  ]);
  return {
    product,
    total: Number(count?.total ?? 0),
    list: rows.map(({ plan: stored, username }) => {
      const plan = markPlan(deps, stored);
      return {
        id: plan.id,
        orderNo: planNumber(plan.id),
        status: plan.status,
        userId: plan.userId,
        username,
        days: plan.days,
        principal: canonicalAmount(plan.principal),
        value: canonicalAmount(plan.value),
        valueTime: plan.valueMs,
        startTime: plan.startMs,
        endTime: plan.endMs,
        nextEarningsTime: plan.nextSettleMs,
        tradeCount: plan.tradeCount,
        profitShareBp: plan.profitShareBp,
        earlyExitDamagesBp: plan.earlyExitDamagesBp,
        platformShareTotal: canonicalAmount(plan.platformShareTotal),
        damages: canonicalAmount(plan.damages),
      };
    }),
  };
}
