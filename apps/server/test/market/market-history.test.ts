import { CANDLE_INTERVALS, formatAmount, INTERVAL_MS } from '@meridian/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { candles, instruments, marketHistory } from '../../src/db/schema/index.js';
import { MARKET_HISTORY_DEFAULTS } from '../../src/server.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';
import { openTestDatabase } from '../helpers/test-database.js';

// Monday 08:00 UTC: crypto trades, forex since Sunday 22:00, US stocks closed since Friday.
const START = new Date('2026-11-23T08:00:00Z');
const DAY_MS = 86_400_000;

let database: Database;
let server: TestServer;
let startMs = 0;

const keep = (db: Database) => ({ ...db, close: async () => undefined });

async function chart(s: TestServer, code: string, interval: string, limit = 300) {
  const reply = await s.call({
    method: 'GET',
    url: `/swx/customer/index/getKValueByCodeAndDate?code=${code}&interval=${interval}&limit=${limit}`,
  });
  expect(reply.status).toBe(200);
  return reply.body.result as {
    time: number;
    open: string;
    close: string;
    high: string;
    low: string;
  }[];
}

async function count(db: Database, code?: string, interval?: string): Promise<number> {
  const [row] = await db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(candles)
    .innerJoin(instruments, eq(instruments.id, candles.instrumentId))
    .where(
      and(
        code ? eq(instruments.code, code) : undefined,
        interval ? eq(candles.interval, interval as '1m') : undefined,
      ),
    );
  return Number(row!.n);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const t0 = Date.now();
  // The defaults a real first start uses (history on, 30 days of minutes for the backtest list).
  server = await createTestServer({
    database: keep(database),
    startAt: START,
    marketHistory: MARKET_HISTORY_DEFAULTS,
  });
  startMs = Date.now() - t0;
}, 120_000);

afterAll(async () => {
  await server.close();
  await database.close();
});

describe('history on first start', () => {
  it('every instrument opens every chart interval on a full screen as soon as the server is up', async () => {
    // Measured before the background part finishes: these come from prepare().
    const codes = server.deps.market.state.instruments().map((i) => i.code);
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) {
      for (const interval of CANDLE_INTERVALS) {
        const candles = await chart(server, code, interval);
        expect(candles, `${code} ${interval}`).toHaveLength(300);
        expect(candles.at(-1)!.time).toBeLessThan(START.getTime() + INTERVAL_MS[interval]);
      }
    }
    console.info(`first start with history (PGlite in memory): ${startMs} ms`);
  }, 120_000);

  it('the newest candle closes where the live walk starts, and AAPL shows Friday', async () => {
    for (const code of ['BTCUSDT', 'XTZUSDT', 'EURUSD']) {
      const { instrument } = server.deps.market.state.snapshot(code)!;
      const last = (await chart(server, code, '1m')).at(-1)!;
      expect(last.close).toBe(formatAmount(instrument.startPrice));
      expect(last.time).toBe(START.getTime() - 60_000);
    }
    const aapl = await chart(server, 'AAPL', '1m');
    expect(new Date(aapl.at(-1)!.time).toISOString()).toBe('2026-11-20T20:59:00.000Z');
  });

  it('the background part brings 30 days of minutes for the backtest list and 180 days of hours', async () => {
    await server.deps.market.history!.idle();
    const markers = await database.db.select().from(marketHistory);
    expect(markers.length).toBeGreaterThan(60);
    expect(markers.every((m) => m.completedAt !== null)).toBe(true);
    expect(await count(database, 'BTCUSDT', '1m')).toBeGreaterThanOrEqual(30 * 1440);
    expect(await count(database, 'EURUSD', '1m')).toBeGreaterThanOrEqual(20 * 1440);
    const hours = await chart(server, 'DOGEUSDT', '1h', 1000);
    expect(hours).toHaveLength(1000);
    const [oldestHour] = await database.db
      .select({ t: sql<string>`min(open_time)` })
      .from(candles)
      .innerJoin(instruments, eq(instruments.id, candles.instrumentId))
      .where(and(eq(instruments.code, 'DOGEUSDT'), eq(candles.interval, '1h')));
    expect(START.getTime() - new Date(oldestHour!.t).getTime()).toBeGreaterThanOrEqual(
      180 * DAY_MS,
    );
  }, 300_000);

  it('a second start writes nothing; a start after a crash half-way completes the same history', async () => {
    const before = await count(database);
    const btcMinutes = await chart(server, 'BTCUSDT', '1m', 1000);
    await server.close();
    server = await createTestServer({
      database: keep(database),
      startAt: new Date(START.getTime() + 3_600_000),
      marketHistory: MARKET_HISTORY_DEFAULTS,
    });
    await server.deps.market.history!.idle();
    expect(await count(database)).toBe(before);

    // A crash half-way: ETHUSDT's marker not complete and most of its candles missing.
    const [eth] = await database.db
      .select()
      .from(instruments)
      .where(eq(instruments.code, 'ETHUSDT'));
    const ethBefore = await database.db
      .select()
      .from(candles)
      .where(eq(candles.instrumentId, eth!.id))
      .orderBy(candles.interval, candles.openTime);
    await database.db.execute(
      sql`DELETE FROM candles WHERE instrument_id = ${eth!.id} AND open_time < ${new Date(START.getTime() - 2 * DAY_MS).toISOString()}::timestamptz`,
    );
    await database.db
      .update(marketHistory)
      .set({ completedAt: null })
      .where(eq(marketHistory.instrumentId, eth!.id));
    await server.close();
    server = await createTestServer({
      database: keep(database),
      startAt: new Date(START.getTime() + 7_200_000),
      marketHistory: MARKET_HISTORY_DEFAULTS,
    });
    await server.deps.market.history!.idle();
    const ethAfter = await database.db
      .select()
      .from(candles)
      .where(eq(candles.instrumentId, eth!.id))
      .orderBy(candles.interval, candles.openTime);
    expect(ethAfter).toEqual(ethBefore);
    expect(await count(database)).toBe(before);
    // The same minutes as before the restarts.
    expect((await chart(server, 'BTCUSDT', '1m', 1000)).slice(0, 900)).toEqual(
      btcMinutes.slice(0, 900),
    );
  }, 300_000);
});
