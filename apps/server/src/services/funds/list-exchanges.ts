import type { Book } from '@meridian/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { exchanges } from '../../db/schema/index.js';
import { exchangeView } from './exchange-view.js';

/** GET listExchange: the user's exchanges in the book, newest first. */
export async function listExchanges(
  deps: Pick<Deps, 'db'>,
  userId: string,
  book: Book,
  query: { page: number; size: number },
) {
  const where = and(eq(exchanges.userId, userId), eq(exchanges.book, book));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(exchanges)
      .where(where)
      .orderBy(desc(exchanges.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(exchanges).where(where),
  ]);
  return { list: rows.map(exchangeView), total: total?.n ?? 0 };
}
