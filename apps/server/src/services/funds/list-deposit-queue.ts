import { asc, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { deposits } from '../../db/schema/index.js';
import { depositView } from './deposit-view.js';
import { statusOf, type ReviewQuery } from './money-review.js';
import { staffNames, userSummary, usersById } from '../users/user-summary.js';

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
  const owners = await usersById(
    deps.db,
    rows.map((r) => r.userId),
  );
  const reviewers = await staffNames(
    deps.db,
    rows.map((r) => r.reviewedBy),
  );
  return {
    list: rows.map((row) => ({
      deposit: depositView(row),
      user: userSummary(owners.get(row.userId)!),
      reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
    })),
    total: total?.n ?? 0,
  };
}
