import { and, eq, lt, or, gte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import type { JobRow } from './job-types.js';

export interface StuckJobs {
  /** Due longer than `lateMs` ago and still not done (no runner, or one failing for long). */
  late: JobRow[];
  /** Failed at least `maxAttempts` times. */
  failing: JobRow[];
}

/** The `ledger:verify` of jobs: nothing due is left behind. */
export async function verifyJobs(
  db: Db,
  nowMs: number,
  { lateMs = 60_000, maxAttempts = 5 } = {},
): Promise<StuckJobs> {
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'due'),
        or(lt(jobs.dueMs, nowMs - lateMs), gte(jobs.attempts, maxAttempts)),
      ),
    );
  return {
    late: rows.filter((row) => row.dueMs < nowMs - lateMs),
    failing: rows.filter((row) => row.attempts >= maxAttempts),
  };
}
