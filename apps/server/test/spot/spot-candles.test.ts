import { readFileSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { CANDLE_INTERVALS } from '@meridian/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client.js';
import { upsertSpotCandles } from '../../src/engines/spot/spot-batch-store.js';
import type { SpotTradeRow } from '../../src/engines/spot/spot-batch.js';
import { getSpotKline } from '../../src/services/spot/get-spot-market.js';
import { wireAmount } from '../../src/lib/wire-amount.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { quickTrader } from './helpers.js';

let server: TradingServer;

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08' });
});

afterAll(async () => {
  await server.close();
});

const INTERVAL_MS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
} as const;

/** The old getSpotKline: every trade of the pair grouped per request. The oracle. */
async function groupedFromTrades(
  db: Db,
  book: string,
  pair: string,
  interval: keyof typeof INTERVAL_MS,
  limit: number,
) {
  const ms = INTERVAL_MS[interval];
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`
    SELECT bucket, open, high, low, close, volume FROM (
      SELECT (floor(extract(epoch FROM created_at) * 1000 / ${ms}) * ${ms})::bigint AS bucket,
        (array_agg(price ORDER BY id))[1] AS open, max(price) AS high, min(price) AS low,
        (array_agg(price ORDER BY id DESC))[1] AS close, sum(quantity) AS volume
      FROM spot_trades WHERE book = ${book} AND pair = ${pair}
      GROUP BY 1 ORDER BY 1 DESC LIMIT ${limit}
    ) c ORDER BY bucket`,
  );
  return rows.map((r) => ({
    time: Number(r.bucket),
    open: wireAmount(String(r.open)),
    high: wireAmount(String(r.high)),
    low: wireAmount(String(r.low)),
    close: wireAmount(String(r.close)),
    volume: wireAmount(String(r.volume)),
  }));
}

/**
 * A database handle that, before running each query, runs it under EXPLAIN ANALYZE and adds up
 * the rows every scan node of the plan read: what a query costs, whatever the machine's load.
 */
function countingDb(db: Db) {
  const counter = { rowsRead: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
          target,
          sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`,
        );
        const raw = plan!['QUERY PLAN'];
        const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
        counter.rowsRead += scannedRows(json[0]!.Plan);
        return target.execute(query);
      };
    },
  });
  return { db: proxy, counter };
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

function scannedRows(node: PlanNode): number {
  const own = node['Node Type'].includes('Scan')
    ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + scannedRows(child), 0);
}

let nextTradeId = 10_000_000;

/**
 * Writes `count` trades of a pair directly (one every `everyMs` from `startMs`, prices wandering)
 * with their candles, in one transaction, as writeSpotBatch does.
 */
async function writeTrades(
  pair: string,
  book: 'demo' | 'real',
  count: number,
  startMs: number,
  everyMs: number,
) {
  const trades: SpotTradeRow[] = [];
  const user = randomUUID();
  for (let i = 0; i < count; i += 1) {
    const price = (1000 + ((i * 7919) % 200) + (i % 3) * 0.25).toFixed(2);
    trades.push({
      id: (nextTradeId += 1),
      book,
      pair,
      makerOrderId: 1,
      takerOrderId: 2,
      makerUserId: user,
      takerUserId: user,
      takerSide: i % 2 === 0 ? 'buy' : 'sell',
      price,
      quantity: ((i % 5) + 1).toString() + '.5',
      quote: '0',
      makerFee: '0',
      takerFee: '0',
      createdAt: new Date(startMs + i * everyMs),
    });
  }
  await server.deps.db.transaction(async (tx) => {
    for (let i = 0; i < trades.length; i += 1000) {
      const chunk = trades.slice(i, i + 1000);
      await tx.execute(sql`
        INSERT INTO spot_trades (id, book, pair, maker_order_id, taker_order_id, maker_user_id,
          taker_user_id, taker_side, price, quantity, quote, maker_fee, taker_fee, created_at)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(
          chunk.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
        )}::jsonb) AS x(id bigint, book text, pair text, "makerOrderId" bigint, "takerOrderId" bigint,
          "makerUserId" uuid, "takerUserId" uuid, "takerSide" text, price numeric, quantity numeric,
          quote numeric, "makerFee" numeric, "takerFee" numeric, "createdAt" timestamptz)`);
      await upsertSpotCandles(tx, chunk);
    }
  });
}

describe('spot candles are kept with the trades', () => {
  it('real orders: the candles equal the grouping of the trades, for every interval', async () => {
    const buyer = await quickTrader(server);
    const seller = await quickTrader(server);
    await fund(server.deps.db, seller.userId, 'demo', 'ETH', '10');
    const prices = ['3300', '3310.5', '3290', '3305', '3301.25'];
    for (const [i, price] of prices.entries()) {
      await order(server, seller.token, 'POST', 'submit', {
        code: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price,
        quantity: '0.1',
      });
      const bought = await order(server, buyer.token, 'POST', 'submit', {
        code: 'ETHUSDT',
        side: 'buy',
        type: 'limit',
        price,
        quantity: i === 2 ? '0.05' : '0.1',
      });
      expect(bought.code).toBe(200);
      server.time.advance(100_000); // some trades share a minute, some do not
    }
    for (const interval of CANDLE_INTERVALS) {
      const kline = await getSpotKline(server.deps, 'ETHUSDT', 'demo', interval, 500);
      expect(kline.length).toBeGreaterThan(0);
      expect(kline).toEqual(
        await groupedFromTrades(server.deps.db, 'demo', 'ETHUSDT', interval, 500),
      );
    }
    const day = await getSpotKline(server.deps, 'ETHUSDT', 'demo', '1d', 10);
    expect(day.at(-1)).toMatchObject({
      open: '3300',
      high: '3310.5',
      low: '3290',
      close: '3301.25',
    });
  });

  it('reading the newest candles costs the same for N and for 10×N trades', async () => {
    const start = Date.UTC(2026, 0, 5);
    await writeTrades('BTCUSDT', 'real', 600, start, 6_000); // one hour of trades
    const few = countingDb(server.deps.db);
    const small = await getSpotKline({ db: few.db }, 'BTCUSDT', 'real', '1m', 30);
    expect(small).toHaveLength(30);
    // Ten times as many trades in the same hour (the same candles, nine times the trades more).
    await writeTrades('BTCUSDT', 'real', 5_400, start + 333, 666);
    const many = countingDb(server.deps.db);
    const large = await getSpotKline({ db: many.db }, 'BTCUSDT', 'real', '1m', 30);
    expect(large).toHaveLength(30);
    // Candles, not trades: far fewer rows than the 600 trades, and no more for 6,000.
    expect(few.counter.rowsRead).toBeGreaterThan(0);
    expect(few.counter.rowsRead).toBeLessThan(600);
    expect(many.counter.rowsRead).toBe(few.counter.rowsRead);
    expect(large).toEqual(await groupedFromTrades(server.deps.db, 'real', 'BTCUSDT', '1m', 30));
    for (const interval of CANDLE_INTERVALS) {
      expect(await getSpotKline(server.deps, 'BTCUSDT', 'real', interval, 1000)).toEqual(
        await groupedFromTrades(server.deps.db, 'real', 'BTCUSDT', interval, 1000),
      );
    }
  });

  it('the migration gives trades written before it their candles', async () => {
    const dir = new URL('../../drizzle/', import.meta.url);
    const file = readdirSync(dir).find((name) => {
      const text = readFileSync(new URL(name, dir), 'utf8');
      return name.endsWith('.sql') && text.includes('CREATE TABLE "spot_candles"');
    })!;
    const backfill = readFileSync(new URL(file, dir), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.startsWith('INSERT INTO "spot_candles"'))!;
    expect(backfill).toBeDefined();
    await server.deps.db.execute(sql`DELETE FROM spot_candles`);
    expect(await getSpotKline(server.deps, 'BTCUSDT', 'real', '1h', 100)).toEqual([]);
    await server.deps.db.execute(sql.raw(backfill));
    for (const [book, pair] of [
      ['real', 'BTCUSDT'],
      ['demo', 'ETHUSDT'],
    ] as const) {
      for (const interval of CANDLE_INTERVALS) {
        expect(await getSpotKline(server.deps, pair, book, interval, 1000)).toEqual(
          await groupedFromTrades(server.deps.db, book, pair, interval, 1000),
        );
      }
    }
  });
});
