import { asc, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { withdrawals } from '../../db/schema/index.js';
import { withdrawalView } from './deposit-view.js';
import { statusOf, type ReviewQuery } from './money-review.js';
import { staffNames, userSummary, usersById } from '../users/user-summary.js';

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
      withdrawal: withdrawalView(row, 'staff'),
      user: userSummary(owners.get(row.userId)!),
      reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
    })),
    total: total?.n ?? 0,
  };
}
