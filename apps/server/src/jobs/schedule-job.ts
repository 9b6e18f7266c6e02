import type { Tx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export interface NewJob {
  kind: string;
  /** Unique per kind: the same work scheduled twice is one job. */
  key: string;
  dueMs: number;
  payload?: Record<string, unknown>;
}

/** Schedules work in the caller's transaction, so it exists exactly when the caller's change does. */
export async function scheduleJob(tx: Tx, job: NewJob): Promise<void> {
  await tx
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, dueMs: job.dueMs, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
}
