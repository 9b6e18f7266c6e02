import { and, eq, gt, gte } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartProductRanges } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { scheduleNextSmartRanges } from '../../jobs/smart-ranges-job.js';
import {
  computeRangesInBackground,
  type RangesLog,
  rangesBackgroundIdle,
  stopRangesBackground,
} from './ranges-background.js';
import { seedSmartProducts } from '../../services/smart/seed-smart-products.js';

/** Published figures older than this are recomputed at start (a missed daily run). */
export const STALE_RANGES_MS = 26 * 3_600_000;

export interface SmartCatalogue {
  /** Resolves when the background computations have finished. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * At start: the default products (idempotent), the next daily recompute scheduled (one job per
 * UTC day across processes), and — in the background, never holding up the start — the ranges
 * of every product with nothing published or published figures older than a day, once the
 * first-start market history is written (`historyIdle`). Without history there are no candles:
 * the rows say so (no windows).
 */
export async function startSmartCatalogue(
  deps: Pick<Deps, 'db' | 'clock'> & { log: RangesLog },
  historyIdle: () => Promise<void> = () => Promise.resolve(),
): Promise<SmartCatalogue> {
  await seedSmartProducts(deps.db);
  await inTransaction(deps.db, (tx) => scheduleNextSmartRanges(tx, deps.clock().getTime()));
  const nowMs = deps.clock().getTime();
  const needsFigures = async (product: { id: number }) => {
    const fresh = await deps.db
      .select({ days: smartProductRanges.timeframeDays })
      .from(smartProductRanges)
      .where(
        and(
          eq(smartProductRanges.productId, product.id),
          gt(smartProductRanges.windowCount, 0),
          gte(smartProductRanges.computedAt, new Date(nowMs - STALE_RANGES_MS)),
        ),
      )
      .limit(1);
    return fresh.length === 0;
  };
  const first = historyIdle().then(() =>
    computeRangesInBackground(deps.db, deps.clock().getTime(), deps.log, needsFigures),
  );
  return {
    async idle() {
      await first.catch(() => undefined);
      await rangesBackgroundIdle(deps.db);
    },
    async stop() {
      // Not waiting for `first`: the history may still be writing (it stops later); once
      // stopped, nothing new starts when it finishes.
      await stopRangesBackground(deps.db);
    },
  };
}
