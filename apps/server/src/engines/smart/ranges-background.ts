import type { Db } from '../../db/client.js';
import {
  computeAllProductRanges,
  type RangeProduct,
} from '../../services/smart/compute-product-ranges.js';

/** What the background computation logs with (the server's logger, or a test's). */
export interface RangesLog {
  info(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

interface Background {
  running: Set<Promise<void>>;
  stopped: boolean;
}

const backgrounds = new WeakMap<Db, Background>();

function backgroundOf(db: Db): Background {
  let background = backgrounds.get(db);
  if (!background) {
    background = { running: new Set(), stopped: false };
    backgrounds.set(db, background);
  }
  return background;
}

/**
 * Recomputes ranges off the request path and outside any long transaction: each product reads
 * its candles, computes (seconds of CPU for 1-minute history) and replaces its rows in one short
 * transaction, so an embedded single-connection database is never held for the whole catalogue.
 * `only` picks the products (all enabled ones without it). Stops between products once
 * `stopRangesBackground` was called for this database.
 */
export function computeRangesInBackground(
  db: Db,
  nowMs: number,
  log: RangesLog,
  only?: (product: RangeProduct) => boolean | Promise<boolean>,
): Promise<void> {
  const background = backgroundOf(db);
  if (background.stopped) return Promise.resolve();
  const startedMs = Date.now();
  const work = computeAllProductRanges(db, nowMs, only, () => background.stopped)
    .then((products) => {
      // The benchmarks wait for this line: the computation takes seconds of CPU.
      log.info({ products, ms: Date.now() - startedMs }, 'smart product ranges: computed');
    })
    .catch((error: unknown) => {
      if (!background.stopped)
        log.error({ err: error }, 'smart product ranges: computation failed');
    });
  background.running.add(work);
  void work.finally(() => background.running.delete(work));
  return work;
}

/** Resolves once every background computation on this database has finished. */
export async function rangesBackgroundIdle(db: Db): Promise<void> {
  const background = backgroundOf(db);
  while (background.running.size > 0) await Promise.all([...background.running]);
}

/** No new computation starts; resolves when the running ones stopped (server close). */
export async function stopRangesBackground(db: Db): Promise<void> {
  backgroundOf(db).stopped = true;
  await rangesBackgroundIdle(db);
}
