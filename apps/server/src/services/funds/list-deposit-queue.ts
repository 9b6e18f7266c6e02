import { asc, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { deposits } from '../../db/schema/index.js';
import { depositView } from './deposit-view.js';
import { reviewParties, statusOf, type ReviewQuery } from './money-review.js';

/** GET /swx/admin/deposits: deposits by status (pending: oldest first, as a queue). */
export async function listDepositQueue(deps: Pick<Deps, 'db'>, query: ReviewQuery) {
  const status = statusOf(query);
  const where = eq(deposits.status, status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(status === 'pending' ? asc(deposits.id) : desc(deposits.reviewedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(deposits).where(where),
  ]);
  const partiesOf = await reviewParties(deps.db, rows);
  return {
    list: rows.map((row) => ({ deposit: depositView(row), ...partiesOf(row) })),
    total: total?.n ?? 0,
  };
}
