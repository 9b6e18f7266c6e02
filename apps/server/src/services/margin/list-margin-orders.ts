import type { MarginOrderList } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { marginOrderView } from './margin-order-view.js';

const STATUSES = {
  open: ['open'],
  pending: ['pending'],
  history: ['closed', 'cancelled'],
} as const;

/** listUOrder: the caller's own orders in the selected book, newest first. */
export async function listMarginOrders(
  deps: Deps,
  userId: string,
  book: Book,
  query: { status: keyof typeof STATUSES; code?: string | undefined; page: number; size: number },
): Promise<MarginOrderList> {
  const conditions: SQL[] = [
    eq(marginOrders.userId, userId),
    eq(marginOrders.book, book),
    inArray(marginOrders.status, [...STATUSES[query.status]]),
  ];
  if (query.code) conditions.push(eq(marginOrders.code, query.code));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(marginOrders)
      .where(where)
      .orderBy(
        desc(query.status === 'history' ? marginOrders.closedAt : marginOrders.id),
        desc(marginOrders.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(marginOrders).where(where),
  ]);
  return { list: rows.map((row) => marginOrderView(row, deps)), total: total?.n ?? 0 };
}
