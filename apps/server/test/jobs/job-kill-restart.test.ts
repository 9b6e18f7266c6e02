import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { jobs, journalEntries, optionOrders, settings } from '../../src/db/schema/index.js';
import { OPTION_SETTLE } from '../../src/jobs/option-settle-job.js';
import { verifyJobs } from '../../src/jobs/verify-jobs.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { ADMIN_DATABASE_URL, usingPostgres } from '../helpers/test-database.js';
import { seedTraders } from '../helpers/traders.js';
import { startServerProcess as start, waitForLivePrice } from '../helpers/server-process.js';

/**
 * Issue 13, "Durable jobs": the server is killed (SIGKILL) while option settlements are due and
 * running, and started again. Every option is settled exactly once: one `option_settle` journal
 * entry each, every job done, the ledger sound. The server runs as its own process (tsx
 * src/main.ts): PGlite in a data folder, or PostgreSQL.
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
      virtually: 'NO',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await reply.json()) as { code: number; result: { id: number; status: string } };
}

describe('killing the server while option settlements are due', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-jobkill-'));
  const dbName = `meridian_jobkill_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  const open = (): Promise<Database> =>
    openDatabase(
      databaseUrl ? { databaseUrl, poolSize: 4 } : { pgliteDir: path.join(dataDir, 'pgdata') },
    );

  it('settles every option exactly once after a SIGKILL and a restart', async () => {
    if (usingPostgres()) {
      const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(ADMIN_DATABASE_URL);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const setup = await open();
    const tokens = await seedTraders(setup.db, 4, 'jobkill');
    // One-second options, so settlements fall due while the test buys more.
    await setup.db
      .insert(settings)
      .values({ key: 'options.timeframes', value: { v: '1:80:10:1000,30:80:10:1000' } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { v: '1:80:10:1000,30:80:10:1000' } },
      });
    await setup.close();

    const first = await start(env);
    await waitForLivePrice(first);
    const bought: number[] = [];
    // Buys run two at a time, so the order of `bought` is the order of replies: each option's
    // owner is kept, because only the owner may read it.
    const ownerOf = new Map<number, string>();
    const buy = async (i: number) => {
      const token = tokens[i % tokens.length]!;
      const reply = await call(first.url, token, 'POST', 'buyOptions', {
        code: 'BTCUSDT',
        direction: i % 2 === 0 ? 'up' : 'down',
        timeframe: 1,
        stake: '10',
      });
      expect({ code: reply.code, log: reply.code === 20004 ? '' : first.output() }).toEqual({
        code: 20004,
        log: '',
      });
      bought.push(reply.result.id);
      ownerOf.set(reply.result.id, token);
    };
    // Buy until the first options have settled, so the kill lands with some settled, some
    // due (or running) and some not yet due.
    let settledBeforeKill = 0;
    for (let i = 0; settledBeforeKill === 0; i += 1) {
      if (i > 400) throw new Error(`no option settled:\n${first.output()}`);
      await Promise.all([buy(2 * i), buy(2 * i + 1)]);
      if (i % 5 === 4) {
        const oldestId = bought[0]!;
        const oldest = await call(
          first.url,
          ownerOf.get(oldestId)!,
          'GET',
          `getOptionsOrderById/${oldestId}`,
        );
        if (oldest.result.status !== 'open') settledBeforeKill += 1;
      }
      await sleep(25);
    }
    for (let i = 0; i < 6; i += 1) await buy(10_000 + i);
    first.child.kill('SIGKILL');
    await first.exited;

    const beforeRestart = await open();
    const openAtKill = await beforeRestart.db
      .select({ id: optionOrders.id })
      .from(optionOrders)
      .where(eq(optionOrders.status, 'open'));
    await beforeRestart.close();
    expect(openAtKill.length).toBeGreaterThan(0); // the kill really left settlements to do

    await sleep(1500); // every option has expired by now
    const second = await start(env);
    for (let i = 0; ; i += 1) {
      const stillOpen = await Promise.all(
        openAtKill.map(async ({ id }) => {
          for (const token of tokens) {
            const reply = await call(second.url, token, 'GET', `getOptionsOrderById/${id}`);
            if (reply.code === 200) return reply.result.status === 'open';
          }
          return true;
        }),
      );
      if (!stillOpen.includes(true)) break;
      if (i > 60) throw new Error(`options left open after restart:\n${second.output()}`);
      await sleep(250);
    }
    second.child.kill('SIGTERM');
    await second.exited;

    const database = await open();
    try {
      const options = await database.db
        .select()
        .from(optionOrders)
        .where(inArray(optionOrders.id, bought));
      expect(options).toHaveLength(bought.length);
      expect(options.filter((o) => o.status === 'open')).toEqual([]);
      const entries = await database.db
        .select({ refId: journalEntries.refId })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.refType, 'option_order'),
            eq(journalEntries.reason, 'option_settle'),
          ),
        );
      const perOption = new Map<string, number>();
      for (const { refId } of entries) perOption.set(refId, (perOption.get(refId) ?? 0) + 1);
      expect([...perOption.keys()].sort()).toEqual(bought.map(String).sort());
      expect([...perOption.values()].filter((n) => n !== 1)).toEqual([]);
      const settleJobs = await database.db.select().from(jobs).where(eq(jobs.kind, OPTION_SETTLE));
      expect(settleJobs).toHaveLength(bought.length);
      expect(settleJobs.filter((job) => job.status !== 'done')).toEqual([]);
      const stuck = await verifyJobs(database.db, Date.now());
      expect(stuck).toEqual({ late: [], failing: [] });
      const { violations } = await verifyLedger(database.db);
      expect(violations).toEqual([]);
    } finally {
      await database.close();
    }
  }, 420_000);
});
