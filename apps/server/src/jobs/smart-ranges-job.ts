import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import { computeRangesInBackground, type RangesLog } from '../engines/smart/ranges-background.js';
import type { JobHandler } from './job-types.js';
import { scheduleJob } from './schedule-job.js';

/** The daily recompute of every enabled smart product's published ranges (issue 14). */
export const SMART_RANGES = 'smart.ranges';

const DAY_MS = 86_400_000;
/** Past midnight UTC, so the day's last hourly candle has closed and been stored. */
export const SMART_RANGES_OFFSET_MS = 10 * 60_000;

/** The UTC day (YYYY-MM-DD) a time falls in: the job's key, so one run per day across processes. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Schedules the recompute of the UTC day after `nowMs` (a no-op when it already is). */
export function scheduleNextSmartRanges(tx: Tx, nowMs: number) {
  const nextDayMs = Math.floor(nowMs / DAY_MS) * DAY_MS + DAY_MS;
  return scheduleJob(tx, {
    kind: SMART_RANGES,
    key: utcDay(nextDayMs),
    dueMs: nextDayMs + SMART_RANGES_OFFSET_MS,
  });
}

/**
 * The day's job is claimed by one process (the job's key is the UTC day, so two runners never
 * both get it); in its transaction it schedules the next day's, and once that committed the
 * claiming process recomputes the catalogue in the background — not inside the job's
 * transaction, which would hold the database for the seconds a catalogue takes. A crash in
 * between leaves the previous day's figures; the next start recomputes stale ones
 * (engines/smart/smart-catalogue.ts).
 */
export function smartRangesHandler(deps: {
  clock: Deps['clock'];
  db: Deps['db'];
  log: RangesLog;
}): JobHandler {
  return async (tx) => {
    const nowMs = deps.clock().getTime();
    await scheduleNextSmartRanges(tx, nowMs);
    return async () => {
      void computeRangesInBackground(deps.db, nowMs, deps.log);
    };
  };
}
