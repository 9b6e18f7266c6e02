import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  jobs,
  journalEntries,
  smartPlans,
  smartPlanSettlements,
} from '../../src/db/schema/index.js';
import { SMART_SETTLE } from '../../src/jobs/smart-settle-job.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { processDatabase, startServerProcess } from '../helpers/server-process.js';
import { seedTraders } from '../helpers/traders.js';

/**
 * Issue 14: the daily settlement of smart plans runs exactly once across crashes. Plans are
 * bought from a server process; while it is down their first settlement is made due; a second
 * process is killed (SIGKILL) as soon as the first plans have settled, and a third finishes the
 * rest. Every plan has exactly one day-1 settlement and, for one-day plans, exactly one end of
 * cycle; the ledger (incl. P1, a plan's cash equals its account) is sound.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(
  url: string,
  token: string,
  method: 'GET' | 'POST',
  route: string,
  body?: object,
) {
  const reply = await fetch(`${url}/swx/customer/order/${route}`, {
    method,
    headers: {
      authorization: token,
      virtually: 'YES',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await reply.json()) as { code: number; result: any };
}

describe('killing the server while smart plans settle', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('settles every plan exactly once after a SIGKILL and a restart', async () => {
    const store = await processDatabase('smartkill');
    drop = store.drop;
    const setup = await store.open();
    const users = 60;
    const tokens = await seedTraders(setup.db, users, 'smartkill', 'real');
    await setup.close();

    const first = await startServerProcess(store.env);
    const buy = async (token: string, product: string, days: number) => {
      for (let attempt = 0; ; attempt += 1) {
        const reply = await call(first.url, token, 'POST', 'buySmart', {
          product,
          days,
          amount: '500',
        });
        if (reply.code === 20004) return reply.result.id as number;
        // 10015 until the feed's first ticks.
        if (reply.code !== 10015 || attempt > 80)
          throw new Error(`buySmart ${reply.code}:\n${first.output()}`);
        await sleep(250);
      }
    };
    const oneDay: number[] = [];
    const threeDay: number[] = [];
    for (const [i, token] of tokens.entries()) {
      oneDay.push(await buy(token, 'eth-trend', 1));
      (i % 2 === 0 ? oneDay : threeDay).push(await buy(token, 'btc-grid', i % 2 === 0 ? 1 : 3));
    }
    first.child.kill('SIGKILL');
    await first.exited;

    // The first settlement of every plan falls due (the clock cannot be moved by a day), one
    // after the other over the next seconds: the second process is killed in the middle.
    const due = await store.open();
    const firstJobs = await due.db
      .select({ id: jobs.id, planId: sql<number>`(${jobs.payload}->>'planId')::bigint` })
      .from(jobs)
      .where(eq(jobs.kind, SMART_SETTLE));
    const startMs = Date.now() + 8_000;
    firstJobs.sort((a, b) => Number(a.planId) - Number(b.planId));
    for (const [index, job] of firstJobs.entries()) {
      await due.db
        .update(jobs)
        .set({ dueMs: startMs + index * 100 })
        .where(eq(jobs.id, job.id));
    }
    await due.close();

    const second = await startServerProcess(store.env);
    for (let i = 0; ; i += 1) {
      const ended = await call(second.url, tokens[0]!, 'GET', 'listSmartOrder?status=ended');
      if (ended.result?.total > 0) break;
      if (i > 1500) throw new Error(`nothing settled:\n${second.output()}`);
      await sleep(20);
    }
    second.child.kill('SIGKILL');
    await second.exited;

    const atKill = await store.open();
    const settledAtKill = await atKill.db.select().from(smartPlanSettlements);
    await atKill.close();
    const planCount = oneDay.length + threeDay.length;
    expect(settledAtKill.length).toBeGreaterThan(0);
    expect(settledAtKill.length).toBeLessThan(planCount); // the kill left settlements to do

    await sleep(Math.max(0, startMs + firstJobs.length * 100 - Date.now())); // every first settlement is due
    const third = await startServerProcess(store.env);
    for (let i = 0; ; i += 1) {
      const lists = await Promise.all(
        tokens.map((token) => call(third.url, token, 'GET', 'listSmartOrder?status=running')),
      );
      const unsettled = lists.flatMap((l) =>
        (l.result.list as { settledDays: number }[]).filter((p) => p.settledDays < 1),
      );
      const running = lists.reduce((n, l) => n + (l.result.total as number), 0);
      if (unsettled.length === 0 && running === threeDay.length) break;
      if (i > 240) throw new Error(`plans left unsettled:\n${third.output()}`);
      await sleep(250);
    }
    third.child.kill('SIGTERM');
    await third.exited;

    const database = await store.open();
    try {
      const all = [...oneDay, ...threeDay];
      const settlements = await database.db
        .select()
        .from(smartPlanSettlements)
        .where(inArray(smartPlanSettlements.planId, all));
      expect(
        settlements
          .filter((s) => s.day === 1)
          .map((s) => s.planId)
          .sort(),
      ).toEqual([...all].sort());
      const ends = await database.db
        .select({ refId: journalEntries.refId })
        .from(journalEntries)
        .where(
          and(eq(journalEntries.refType, 'smart_plan'), eq(journalEntries.reason, 'smart_end')),
        );
      expect(ends.map((e) => Number(e.refId)).sort()).toEqual([...oneDay].sort());
      const plans = await database.db.select().from(smartPlans).where(inArray(smartPlans.id, all));
      expect(
        plans
          .filter((p) => p.status === 'ended')
          .map((p) => p.id)
          .sort(),
      ).toEqual([...oneDay].sort());
      const day2 = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, SMART_SETTLE), eq(jobs.status, 'due')));
      expect(day2.map((j) => (j.payload as { planId: number }).planId).sort()).toEqual(
        [...threeDay].sort(),
      );
      const { violations } = await verifyLedger(database.db);
      expect(violations).toEqual([]);
    } finally {
      await database.close();
    }
  }, 420_000);
});
