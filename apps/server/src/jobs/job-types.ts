import type { Tx } from '../db/client.js';
import type { jobs } from '../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

/** Runs after the job's transaction committed (bus messages: never for work that rolled back). */
export type AfterCommit = () => Promise<void>;

/**
 * Does one job's effect inside `tx`, the transaction that also marks the job done. It must not
 * open a transaction of its own; it may return work to run once the transaction committed.
 */
export type JobHandler = (tx: Tx, job: JobRow) => Promise<AfterCommit | void>;

export type JobRegistry = ReadonlyMap<string, JobHandler>;
