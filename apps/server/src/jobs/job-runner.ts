import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { inTransaction } from '../db/transaction.js';
import type { AfterCommit, JobRegistry, JobRow } from './job-types.js';

export interface JobRunnerOptions {
  /** How often due jobs are looked for when nobody calls `wake`. */
  pollMs: number;
  /** Retry delay after the n-th failure: min(baseBackoffMs × 2^(n−1), maxBackoffMs). */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

export const JOB_RUNNER_DEFAULTS: JobRunnerOptions = {
  pollMs: 250,
  baseBackoffMs: 1000,
  maxBackoffMs: 300_000,
};

interface Logger {
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

export interface RunnerDeps {
  db: Db;
  clock: () => Date;
  log: Logger;
}

export function backoffMs(attempts: number, options: JobRunnerOptions): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(options.baseBackoffMs * 2 ** exponent, options.maxBackoffMs);
}

/**
 * Runs due jobs, one transaction each: the row lock taken by the claim (`FOR UPDATE SKIP
 * LOCKED`) is the lease — another runner skips it, and a crashed process's lock dies with its
 * connection, leaving the job due. The handler's effect and `status = 'done'` commit together.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: RunnerDeps,
    private readonly handlers: JobRegistry,
    private readonly options: JobRunnerOptions = JOB_RUNNER_DEFAULTS,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    await this.runDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Looks for due work now (after scheduling something due soon, or on a timer). */
  wake(): void {
    if (this.stopped) return;
    void this.runDue().catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'job runner pass failed'),
    );
  }

  /**
   * Runs every job due by now; resolves with how many ran to completion. Concurrent calls share
   * one pass (and ask for one more), so a caller always sees the jobs due when it called done.
   */
  runDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const pass = (async () => {
      let done = 0;
      try {
        do {
          this.again = false;
          done += await this.drain();
        } while (this.again && !this.stopped);
      } finally {
        this.running = undefined;
      }
      return done;
    })();
    this.running = pass;
    return pass;
  }

  private async drain(): Promise<number> {
    let done = 0;
    const failed = new Set<number>();
    for (;;) {
      if (this.stopped) return done;
      const outcome = await this.runOne(failed);
      if (outcome === 'none') return done;
      if (outcome === 'done') done += 1;
    }
  }

  /** Claims and runs one due job; a failed job is retried later, not again in this pass. */
  private async runOne(failed: Set<number>): Promise<'none' | 'done' | 'failed'> {
    const nowMs = this.deps.clock().getTime();
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 'none';
    let claimed: JobRow | undefined;
    let after: AfterCommit | void = undefined;
    try {
      const ran = await inTransaction(this.deps.db, async (tx) => {
        const skip = [...failed];
        const [job] = await tx
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.status, 'due'),
              lte(jobs.dueMs, nowMs),
              inArray(jobs.kind, kinds),
              skip.length > 0 ? notInArray(jobs.id, skip) : undefined,
            ),
          )
          .orderBy(asc(jobs.dueMs), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return undefined;
        claimed = job;
        after = await this.handlers.get(job.kind)!(tx, job);
        await tx
          .update(jobs)
          .set({ status: 'done', attempts: job.attempts + 1, doneAt: this.deps.clock() })
          .where(eq(jobs.id, job.id));
        return job;
      });
      if (!ran) return 'none';
    } catch (error) {
      const job = claimed as JobRow | undefined;
      if (!job) throw error;
      failed.add(job.id);
      await this.recordFailure(job, error, nowMs);
      return 'failed';
    }
    try {
      await (after as AfterCommit | void)?.();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'job committed; its notifications failed');
    }
    return 'done';
  }

  private async recordFailure(job: JobRow, error: unknown, nowMs: number) {
    const attempts = job.attempts + 1;
    this.deps.log.error(
      { err: error, job: job.id, kind: job.kind, attempts },
      'job failed; will retry',
    );
    await this.deps.db
      .update(jobs)
      .set({
        attempts,
        dueMs: nowMs + backoffMs(attempts, this.options),
        lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'due')));
  }
}
