import type { ListBbOrderQuery, SpotOrderList } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { spotOrders } from '../../db/schema/index.js';
import { spotOrderView } from '../../engines/spot/spot-order-record.js';

/** listBbOrder: the caller's spot orders in the selected book, newest first. */
export async function listSpotOrders(
  db: Executor,
  userId: string,
  book: Book,
  query: ListBbOrderQuery,
): Promise<SpotOrderList> {
  const statuses =
    query.status === 'current'
      ? (['open', 'partial'] as const)
      : (['filled', 'cancelled'] as const);
  const where = and(
    eq(spotOrders.userId, userId),
    eq(spotOrders.book, book),
    inArray(spotOrders.status, [...statuses]),
    query.code ? eq(spotOrders.pair, query.code.toUpperCase()) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spotOrders)
      .where(where)
      .orderBy(desc(spotOrders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(spotOrders).where(where),
  ]);
  return { list: rows.map(spotOrderView), total: total?.n ?? 0 };
}
