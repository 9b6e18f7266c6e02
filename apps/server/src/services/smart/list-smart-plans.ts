import type { EndpointResult, endpoints } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartPlans } from '../../db/schema/index.js';
import { markPlan } from './plan-close.js';
import { smartPlanView, type SmartPlanRow } from './plan-view.js';
import { instrumentName } from './smart-plan-events.js';

type Result = EndpointResult<typeof endpoints.listSmartOrder>;

/** listSmartOrder: the caller's plans in the book, running or ended (ended and exited), newest first. */
export async function listSmartPlans(
  deps: Deps,
  userId: string,
  book: Book,
  query: { status: 'running' | 'ended'; page: number; size: number },
): Promise<Result> {
  const statuses: SmartPlanRow['status'][] =
    query.status === 'running' ? ['running'] : ['ended', 'exited'];
  const where = and(
    eq(smartPlans.userId, userId),
    eq(smartPlans.book, book),
    inArray(smartPlans.status, statuses),
  );
  const rows = (await deps.db
    .select()
    .from(smartPlans)
    .where(where)
    .orderBy(desc(smartPlans.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)) as SmartPlanRow[];
  const [total] = await deps.db.select({ n: count() }).from(smartPlans).where(where);
  const nowMs = deps.clock().getTime();
  return {
    list: rows.map((row) =>
      smartPlanView(markPlan(deps, row), instrumentName(deps, row.code), nowMs),
    ),
    total: total?.n ?? 0,
  };
}
