import type { listReviewQuery } from '@meridian/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { deposits } from '../../db/schema/index.js';
import { depositView } from './deposit-view.js';

/** GET listRecharge: the user's deposits, newest first. */
export async function listDeposits(
  deps: Pick<Deps, 'db'>,
  userId: string,
  query: z.infer<typeof listReviewQuery>,
) {
  const where = and(
    eq(deposits.userId, userId),
    query.status ? eq(deposits.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(deposits).where(where),
  ]);
  return { list: rows.map(depositView), total: total?.n ?? 0 };
}
