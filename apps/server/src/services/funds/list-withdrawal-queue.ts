import { asc, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { withdrawals } from '../../db/schema/index.js';
import { withdrawalView } from './deposit-view.js';
import { reviewParties, statusOf, type ReviewQuery } from './money-review.js';

/** GET /swx/admin/withdrawals: withdrawals by status; staff see the full bank details. */
export async function listWithdrawalQueue(deps: Pick<Deps, 'db'>, query: ReviewQuery) {
  const status = statusOf(query);
  const where = eq(withdrawals.status, status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.reviewedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  const partiesOf = await reviewParties(deps.db, rows);
  return {
    list: rows.map((row) => ({ withdrawal: withdrawalView(row, 'staff'), ...partiesOf(row) })),
    total: total?.n ?? 0,
  };
}
