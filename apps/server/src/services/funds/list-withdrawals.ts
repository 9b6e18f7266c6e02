import type { listReviewQuery } from '@meridian/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { withdrawals } from '../../db/schema/index.js';
import { withdrawalView } from './deposit-view.js';

/** GET listWithdrwal: the user's withdrawals, newest first. */
export async function listWithdrawals(
  deps: Pick<Deps, 'db'>,
  userId: string,
  query: z.infer<typeof listReviewQuery>,
) {
  const where = and(
    eq(withdrawals.userId, userId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { list: rows.map((row) => withdrawalView(row, 'user')), total: total?.n ?? 0 };
}
