import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAmount } from '@meridian/domain';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { spotOrders } from '../../src/db/schema/index.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { ADMIN_DATABASE_URL, usingPostgres } from '../helpers/test-database.js';
import { seedTraders } from '../helpers/traders.js';
import { startServerProcess as start } from '../helpers/server-process.js';

/**
 * Issue 5, "done when": the server is killed (SIGKILL, no goodbye) in the middle of a load of
 * orders and started again. Every order the server acknowledged must be in the database with at
 * least what the reply said was filled, the books rebuild, trading goes on, and the ledger is sound.
 * The server runs as its own process (tsx src/main.ts): PGlite in a data folder, or PostgreSQL.
 */

interface Acknowledged {
  id: number;
  filledQuantity: string;
}

/** Sends orders from `workers` loops until `stop()`; keeps every acknowledged reply. */
function load(url: string, tokens: string[], workers: number) {
  const acknowledged: Acknowledged[] = [];
  let running = true;
  let sent = 0;
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const loop = async (worker: number) => {
    while (running) {
      sent += 1;
      const body = {
        code: 'BTCUSDT',
        side: random() < 0.5 ? 'buy' : 'sell',
        type: 'limit',
        price: (95_000 + Math.round((random() * 2 - 1) * 20)).toFixed(2),
        quantity: ((1 + Math.floor(random() * 20)) / 10_000).toFixed(4),
      };
      try {
        const reply = await fetch(`${url}/swx/customer/order/submit`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: tokens[(worker + sent) % tokens.length]!,
          },
          body: JSON.stringify(body),
        });
        const json = (await reply.json()) as { code: number; result: Acknowledged };
        if (json.code === 200) acknowledged.push(json.result);
      } catch {
        // the server is gone: such a request was never acknowledged
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, i) => loop(i));
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('killing the server during a load of orders', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-kill-'));
  const dbName = `meridian_kill_${Date.now().toString(36)}`;
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

  it('S2, S3, L1–L5: loses no acknowledged order, rebuilds the books and keeps the ledger sound', async () => {
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
    const tokens = await seedTraders(setup.db, 20, 'killtest');
    await setup.close();

    const first = await start(env);
    const traffic = load(first.url, tokens, 16);
    // Let orders flow, then pull the plug while requests are in flight.
    while (traffic.acknowledged.length < 300) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    await traffic.stop();
    const acknowledged = [...traffic.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);

    // Restarted: the books are rebuilt and trading goes on.
    const second = await start(env);
    const after = await fetch(`${second.url}/swx/customer/order/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens[0]! },
      body: JSON.stringify({
        code: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '90000',
        quantity: '0.001',
      }),
    });
    const afterReply = (await after.json()) as { code: number };
    expect({ code: afterReply.code, log: afterReply.code === 200 ? '' : second.output() }).toEqual({
      code: 200,
      log: '',
    });
    second.child.kill('SIGTERM');
    await second.exited;

    const database = await open();
    try {
      const ids = acknowledged.map((a) => a.id);
      const rows = await database.db.select().from(spotOrders).where(inArray(spotOrders.id, ids));
      const stored = new Map(rows.map((r) => [r.id, r]));
      const missing = ids.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      // What was acknowledged as filled is at least what is stored (it can only have progressed).
      const regressed = acknowledged.filter(
        (a) => parseAmount(stored.get(a.id)!.filledQuantity) < parseAmount(a.filledQuantity),
      );
      expect(regressed).toEqual([]);
      const { violations } = await verifyLedger(database.db);
      expect(violations).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
