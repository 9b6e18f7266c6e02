import type { OptionOrderList } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { optionOrders } from '../../db/schema/index.js';
import { optionOrderView } from './option-order-view.js';

/** listOptionsOrder: the caller's options in the selected book, newest first. */
export async function listOptions(
  deps: Deps,
  userId: string,
  book: Book,
  query: { status: 'open' | 'settled' | 'all'; page: number; size: number },
): Promise<OptionOrderList> {
  const conditions: SQL[] = [eq(optionOrders.userId, userId), eq(optionOrders.book, book)];
  if (query.status === 'open') conditions.push(eq(optionOrders.status, 'open'));
  if (query.status === 'settled') conditions.push(ne(optionOrders.status, 'open'));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(optionOrders)
      .where(where)
      .orderBy(desc(optionOrders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(optionOrders).where(where),
  ]);
  return { list: rows.map(optionOrderView), total: total?.n ?? 0 };
}
