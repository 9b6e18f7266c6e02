import type { SpotOrderView } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { spotOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { replayedResult, type IdempotencyClaim } from '../idempotency/idempotency-store.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';
import { orderOrThrow } from './submit-spot-order.js';

/**
 * chedan: cancels the caller's resting order in the selected book. Another user's order, the
 * other book's, or one no longer resting is not found (404) and nothing changes.
 */
export async function cancelSpotOrder(
  db: Executor,
  spot: SpotRuntime,
  userId: string,
  book: Book,
  orderId: number,
  claim: IdempotencyClaim | null,
): Promise<SpotOrderView> {
  const replayed = replayedResult<SpotOrderView>(claim);
  if (replayed) return replayed;
  const [row] = await db
    .select({ pair: spotOrders.pair })
    .from(spotOrders)
    .where(
      and(eq(spotOrders.id, orderId), eq(spotOrders.userId, userId), eq(spotOrders.book, book)),
    );
  if (!row) throw notFound();
  return orderOrThrow(
    await spot.dispatch({ book, pair: row.pair }, { kind: 'cancel', userId, orderId, claim }),
  );
}
