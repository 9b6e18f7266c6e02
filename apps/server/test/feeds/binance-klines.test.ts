import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  formatAmount,
  INTERVAL_MS,
  parseAmount,
  type Candle,
  type CandleInterval,
} from '@meridian/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { candles, instruments, marketHistory } from '../../src/db/schema/index.js';
import { fetchKlines, KlineFetchError } from '../../src/feeds/binance-klines.js';
import { createTestServer } from '../helpers/test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** The exchange's candle of a symbol at an open time: a deterministic made-up series. */
function klineAt(symbol: string, interval: string, openTime: number) {
  const base = symbol.startsWith('BTC') ? 90_000 : 100;
  const n = Math.floor(openTime / 60_000);
  const open = base + (n % 97) + (interval === '1m' ? 0 : 0.5);
  const close = open + ((n % 5) - 2) / 4;
  return [
    openTime,
    open.toFixed(8),
    (Math.max(open, close) + 1).toFixed(8),
    (Math.min(open, close) - 1).toFixed(8),
    close.toFixed(8),
    ((n % 13) + 0.125).toFixed(8),
    openTime + 59_999,
    '0',
    10,
    '0',
    '0',
    '0',
  ];
}

interface ReplayOptions {
  /** Answers to give before serving, in order (e.g. 429, 500). */
  failures?: { status: number; retryAfter?: string }[];
  /** Each page also repeats the candle before startTime (pages that overlap). */
  overlap?: boolean;
  /** Every answer waits for this (a slow exchange, opened by the test). */
  gate?: Promise<void>;
  /** Open times the exchange has no candle for (closed, delisted…): before this, nothing. */
  listedFrom?: number;
}

/**
 * A local stand-in for GET /api/v3/klines: answers like the exchange (startTime, endTime, limit;
 * at most `limit` candles oldest first), with scripted failures first.
 */
async function replayServer(options: ReplayOptions = {}) {
  const requests: URL[] = [];
  const failures = [...(options.failures ?? [])];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    requests.push(url);
    const answer = () => {
      const failure = failures.shift();
      if (failure) {
        response.writeHead(failure.status, {
          'content-type': 'application/json',
          ...(failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}),
        });
        response.end('{"code":-1003,"msg":"Too many requests"}');
        return;
      }
      if (url.pathname !== '/api/v3/klines') {
        response.writeHead(404).end();
        return;
      }
      const symbol = url.searchParams.get('symbol')!;
      const interval = url.searchParams.get('interval') as CandleInterval;
      const size = INTERVAL_MS[interval];
      const limit = Number(url.searchParams.get('limit') ?? 500);
      let start = Math.ceil(Number(url.searchParams.get('startTime')) / size) * size;
      if (options.overlap) start -= size;
      start = Math.max(start, options.listedFrom ?? 0);
      const end = Number(url.searchParams.get('endTime') ?? Date.now());
      const rows = [];
      for (let t = start; t <= end && rows.length < limit; t += size)
        rows.push(klineAt(symbol, interval, t));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(rows));
    };
    if (options.gate) void options.gate.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests };
}

const FROM = Date.UTC(2026, 10, 20, 0, 0);

async function collect(
  baseUrl: string,
  interval: CandleInterval,
  from: number,
  to: number,
  extra: { sleep?: (ms: number) => Promise<void>; attempts?: number } = {},
) {
  const pages: Candle[][] = [];
  const total = await fetchKlines(
    { baseUrl, ...extra },
    'BTCUSDT',
    interval,
    from,
    to,
    async (page) => {
      pages.push(page);
    },
  );
  return { pages, all: pages.flat(), total };
}

describe('Binance kline backfill', () => {
  it('pages through the endpoint and stitches the pages without gaps or duplicates', async () => {
    const replay = await replayServer({ overlap: true });
    const to = FROM + 2_500 * 60_000;
    const { pages, all, total } = await collect(replay.baseUrl, '1m', FROM, to);
    expect(total).toBe(2_500);
    expect(pages.length).toBe(3);
    expect(all[0]!.openTime).toBe(FROM);
    expect(all.at(-1)!.openTime).toBe(to - 60_000);
    for (let i = 1; i < all.length; i += 1)
      expect(all[i]!.openTime - all[i - 1]!.openTime).toBe(60_000);
    // Exact values, as the exchange sent them.
    const expected = klineAt('BTCUSDT', '1m', FROM + 1_234 * 60_000);
    expect(formatAmount(all[1_234]!.close)).toBe(formatAmount(parseAmount(String(expected[4]))));
    expect(replay.requests.map((r) => r.searchParams.get('limit'))).toEqual([
      '1000',
      '1000',
      '1000',
    ]);
    // Each page repeated the candle before it asked for: the next starts after the last one kept.
    expect(replay.requests[1]!.searchParams.get('startTime')).toBe(String(FROM + 999 * 60_000));
    expect(replay.requests.every((r) => r.searchParams.get('symbol') === 'BTCUSDT')).toBe(true);
  });

  it('stops at the first candle the exchange has (a symbol listed later)', async () => {
    const listedFrom = FROM + 100 * 3_600_000;
    const replay = await replayServer({ listedFrom });
    const { all } = await collect(replay.baseUrl, '1h', FROM, FROM + 150 * 3_600_000);
    expect(all).toHaveLength(50);
    expect(all[0]!.openTime).toBe(listedFrom);
  });

  it('retries rate limits and server errors with growing back-off', async () => {
    const replay = await replayServer({
      failures: [{ status: 429 }, { status: 418, retryAfter: '3' }, { status: 503 }],
    });
    const waits: number[] = [];
    const { total } = await collect(replay.baseUrl, '1h', FROM, FROM + 10 * 3_600_000, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(total).toBe(10);
    // 1 s, then Retry-After's 3 s (longer than the 2 s back-off), then 4 s.
    expect(waits).toEqual([1000, 3000, 4000]);
    expect(replay.requests).toHaveLength(4);
  });

  it('gives up after its attempts, and does not retry a request the exchange refuses', async () => {
    const busy = await replayServer({
      failures: Array.from({ length: 10 }, () => ({ status: 429 })),
    });
    await expect(
      collect(busy.baseUrl, '1h', FROM, FROM + 3_600_000, {
        sleep: async () => undefined,
        attempts: 3,
      }),
    ).rejects.toThrow(KlineFetchError);
    expect(busy.requests).toHaveLength(3);
    const refused = await replayServer({ failures: [{ status: 400 }] });
    await expect(
      collect(refused.baseUrl, '1h', FROM, FROM + 3_600_000, { sleep: async () => undefined }),
    ).rejects.toThrow('HTTP 400');
    expect(refused.requests).toHaveLength(1);
  });

  it('a server on MARKET_FEED=binance backfills its crypto history in the background, never blocking start', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const replay = await replayServer({ gate });
    const startAt = new Date('2026-11-23T08:00:00Z');
    const server = await createTestServer({
      startAt,
      env: { MARKET_FEED: 'binance', BINANCE_REST_URL: replay.baseUrl },
      marketHistory: { screen: 20, oneMinuteDays: 0, hourlyDays: 2, backtestCodes: ['BTCUSDT'] },
    });
    cleanups.push(() => server.close());
    const db = server.deps.db;
    const [btc] = await db.select().from(instruments).where(eq(instruments.code, 'BTCUSDT'));
    const [eur] = await db.select().from(instruments).where(eq(instruments.code, 'EURUSD'));
    const marker = async (id: number) =>
      (await db.select().from(marketHistory).where(eq(marketHistory.instrumentId, id)))[0]!;
    // Started: the simulated instruments have their screens, the exchange's are still coming.
    expect((await marker(btc!.id)).source).toBe('binance');
    expect((await marker(btc!.id)).completedAt).toBeNull();
    expect((await marker(eur!.id)).source).toBe('simulated');
    const eurChart = await server.call({
      method: 'GET',
      url: '/swx/customer/index/getKValueByCodeAndDate?code=EURUSD&interval=1h&limit=20',
    });
    expect(eurChart.body.result).toHaveLength(20);
    open();
    await server.deps.market.history!.idle();
    expect((await marker(btc!.id)).completedAt).not.toBeNull();
    const hours = await db
      .select()
      .from(candles)
      .where(and(eq(candles.instrumentId, btc!.id), eq(candles.interval, '1h')))
      .orderBy(asc(candles.openTime));
    // Two days of hours up to the hour the feed started in, as the exchange sent them.
    expect(hours).toHaveLength(48);
    expect(hours.at(-1)!.openTime.getTime()).toBe(startAt.getTime() - 3_600_000);
    for (const row of hours) {
      const k = klineAt('BTCUSDT', '1h', row.openTime.getTime());
      expect([row.open, row.high, row.low, row.close].map(Number)).toEqual(
        [k[1], k[2], k[3], k[4]].map(Number),
      );
    }
    const requested = new Set(replay.requests.map((r) => r.searchParams.get('symbol')));
    expect(requested.has('BTCUSDT') && requested.has('ETHUSDT')).toBe(true);
    expect(requested.has('EURUSD')).toBe(false);
    const chart = await server.call({
      method: 'GET',
      url: '/swx/customer/index/getKValueByCodeAndDate?code=BTCUSDT&interval=1m&limit=20',
    });
    expect(chart.body.result).toHaveLength(20);
  }, 120_000);
});
