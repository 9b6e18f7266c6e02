import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { backoffMs, JOB_RUNNER_DEFAULTS, JobRunner } from '../../src/jobs/job-runner.js';
import type { JobHandler } from '../../src/jobs/job-types.js';
import { scheduleJob } from '../../src/jobs/schedule-job.js';
import { verifyJobs } from '../../src/jobs/verify-jobs.js';
import { createTestClock } from '../helpers/test-clock.js';
import { openTestDatabase, usingPostgres } from '../helpers/test-database.js';

let database: Database;
const time = createTestClock(new Date('2026-01-05T12:00:00Z'));
const quiet = { warn: () => undefined, error: () => undefined };
const runnerDeps = () => ({ db: database.db, clock: time.clock, log: quiet });

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(jobs);
});

async function schedule(kind: string, key: string, dueInMs = 0) {
  await inTransaction(database.db, (tx) =>
    scheduleJob(tx, { kind, key, dueMs: time.clock().getTime() + dueInMs, payload: { key } }),
  );
}

async function job(kind: string, key: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  expect(row?.kind).toBe(kind);
  return row!;
}

describe('the job runner', () => {
  it('runs a job only once it is due, once, and marks it done in the same transaction', async () => {
    const ran: string[] = [];
    const handler: JobHandler = async (_tx, row) => {
      ran.push(row.key);
    };
    const runner = new JobRunner(runnerDeps(), new Map([['test.once', handler]]));
    await schedule('test.once', 'a', 1000);
    await schedule('test.once', 'a', 1000); // the same work scheduled twice is one job
    expect(await runner.runDue()).toBe(0);
    time.advance(1000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual(['a']);
    expect(await job('test.once', 'a')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('leaves a job whose handler throws due, with attempts + 1, its effect rolled back, and retries it after the back-off', async () => {
    let fail = true;
    const handler: JobHandler = async (tx, row) => {
      // An effect in the job's transaction: it must vanish when the handler throws.
      await scheduleJob(tx, { kind: 'test.effect', key: `of-${row.key}`, dueMs: 0 });
      if (fail) throw new Error('boom');
    };
    const runner = new JobRunner(runnerDeps(), new Map([['test.flaky', handler]]));
    await schedule('test.flaky', 'b');
    const dueMs = (await job('test.flaky', 'b')).dueMs;
    expect(await runner.runDue()).toBe(0);
    const failed = await job('test.flaky', 'b');
    expect(failed).toMatchObject({ status: 'due', attempts: 1, lastError: 'boom' });
    expect(failed.dueMs).toBe(dueMs + backoffMs(1, JOB_RUNNER_DEFAULTS));
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'test.effect'))).toEqual([]);
    expect(await runner.runDue()).toBe(0); // not yet due again
    time.advance(backoffMs(1, JOB_RUNNER_DEFAULTS));
    expect(await runner.runDue()).toBe(0);
    expect(await job('test.flaky', 'b')).toMatchObject({ status: 'due', attempts: 2 });
    fail = false;
    time.advance(backoffMs(2, JOB_RUNNER_DEFAULTS));
    expect(await runner.runDue()).toBe(1);
    expect(await job('test.flaky', 'b')).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('keeps running other jobs when one fails, and reports stuck jobs', async () => {
    const handler: JobHandler = async (_tx, row) => {
      if (row.key === 'bad') throw new Error('always');
    };
    const runner = new JobRunner(runnerDeps(), new Map([['test.mixed', handler]]));
    await schedule('test.mixed', 'bad');
    await schedule('test.mixed', 'good');
    expect(await runner.runDue()).toBe(1);
    expect(await job('test.mixed', 'good')).toMatchObject({ status: 'done' });
    const nowMs = time.clock().getTime();
    expect((await verifyJobs(database.db, nowMs)).late).toHaveLength(0);
    const stuck = await verifyJobs(database.db, nowMs + 3_600_000, { maxAttempts: 1 });
    expect(stuck.late.map((row) => row.key)).toEqual(['bad']);
    expect(stuck.failing.map((row) => row.key)).toEqual(['bad']);
  });

  it('gives each due job to exactly one of two runners', async () => {
    const ran: string[] = [];
    const handler: JobHandler = async (_tx, row) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      ran.push(row.key);
    };
    const handlers = new Map([['test.race', handler]]);
    const one = new JobRunner(runnerDeps(), handlers);
    const two = new JobRunner(runnerDeps(), handlers);
    const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
    for (const key of keys) await schedule('test.race', key);
    const [a, b] = await Promise.all([one.runDue(), two.runDue()]);
    expect(a + b).toBe(keys.length);
    expect([...ran].sort()).toEqual([...keys].sort());
    if (usingPostgres()) {
      // Two connections really ran side by side: both runners did some of the work.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
  });
});
