import type { Book } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { marginOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { MarginOrderRow } from './margin-order-view.js';

/**
 * One of the caller's own margin orders in the selected book (optionally locked for the rest of
 * the transaction). Another user's order, the other book's, or the closed part of a partial close
 * is "not found": nothing tells a caller that someone else's id exists.
 */
export async function ownedMarginOrder(
  db: Executor,
  userId: string,
  book: Book,
  orderId: number,
  { lock }: { lock: boolean },
): Promise<MarginOrderRow> {
  const query = db
    .select()
    .from(marginOrders)
    .where(
      and(
        eq(marginOrders.id, orderId),
        eq(marginOrders.userId, userId),
        eq(marginOrders.book, book),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.parentId !== null) throw notFound();
  return row;
}
