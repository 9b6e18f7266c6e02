import { parseAmount } from '@meridian/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/db/client.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';
import { openTestDatabase } from '../helpers/test-database.js';

let database: Database;
let server: TestServer;
// A Monday, 15:00 UTC: every market (crypto, forex, US equities, futures) is open.
const MONDAY_OPEN = new Date('2026-11-23T15:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({
    database: { ...database, close: async () => undefined },
    env: { MARKET_SEED: 'test-seed', MARKET_BATCH_MS: '40' },
  });
  server.time.advance(MONDAY_OPEN.getTime() - server.time.clock().getTime());
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const list = async (query = '') =>
  (await server.call({ method: 'GET', url: `/swx/customer/index/listMarketByType${query}` })).body;

describe('the instrument catalogue', () => {
  it('lists the seeded classes with the spec fields', async () => {
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.result).toHaveLength(64);
    const counts = Object.fromEntries(
      await Promise.all(
        ['crypto', 'forex', 'stock', 'etf', 'futures'].map(async (t) => [
          t,
          (await list(`?type=${t}`)).result.length,
        ]),
      ),
    );
    expect(counts).toEqual({ crypto: 40, forex: 7, stock: 10, etf: 4, futures: 3 });
    const btc = all.result.find((m: { code: string }) => m.code === 'BTCUSDT');
    expect(btc).toMatchObject({
      type: 'crypto',
      appName: 'Bitcoin',
      price: '95000',
      nowPrice: '95000',
      zdf: '0.00',
      quote: 'USDT',
      tickSize: '0.01',
      logo: '/logos/BTC.svg',
    });
    expect((await list('?type=nonsense')).code).toBe(400);
  });

  it('serves a generated logo for every instrument', async () => {
    const logo = await server.app.inject({ method: 'GET', url: '/logos/BTC.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toMatch(/<svg[^>]*>.*BTC/s);
    expect(
      (await server.app.inject({ method: 'GET', url: '/logos/..%2Fetc.svg' })).statusCode,
    ).toBe(400);
  });

  it('getMarketInfo answers by id and 404s an unknown one', async () => {
    const all = (await list()).result;
    const eur = all.find((m: { code: string }) => m.code === 'EURUSD');
    const info = await server.call({
      method: 'GET',
      url: `/swx/customer/index/getMarketInfo/${eur.id}`,
    });
    expect(info.body.result).toMatchObject({
      code: 'EURUSD',
      type: 'forex',
      lotSize: '100000',
      tradingOpen: true,
    });
    expect(
      (await server.call({ method: 'GET', url: '/swx/customer/index/getMarketInfo/99999' })).status,
    ).toBe(404);
  });
});

describe('the feed drives prices, history and candles', () => {
  it('moves prices on the tick grid, keeps at most 100 history points and computes the 24h change', async () => {
    server.stepMarket(150);
    const btc = (await list('?type=crypto')).result.find(
      (m: { code: string }) => m.code === 'BTCUSDT',
    );
    expect(btc.price).not.toBe('95000');
    expect(parseAmount(btc.price) % parseAmount('0.01')).toBe(0n);
    expect(btc.hundred).toHaveLength(100);
    expect(btc.hundred.at(-1)).toBe(btc.price);
    // The 24h change is measured from the first recorded tick of the window (the first candle's open).
    const candles = (
      await server.call({
        method: 'GET',
        url: '/swx/customer/index/getKValueByCodeAndDate?code=BTCUSDT&interval=1d&limit=5',
      })
    ).body.result;
    const reference = parseAmount(candles[0].open);
    const price = parseAmount(btc.price);
    const hundredths = ((price - reference) * 10_000n) / reference;
    const sign = hundredths < 0n ? '-' : '';
    const abs = hundredths < 0n ? -hundredths : hundredths;
    expect(btc.zdf).toBe(
      abs === 0n ? '0.00' : `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`,
    );
    expect(parseAmount(btc.high24h)).toBeGreaterThanOrEqual(parseAmount(btc.price));
    expect(parseAmount(btc.low24h)).toBeLessThanOrEqual(parseAmount(btc.price));
    expect(parseAmount(btc.volume24h)).toBeGreaterThan(0n);
  });

  it('serves consistent candles, stored and live', async () => {
    await server.deps.market.flush();
    const reply = await server.call({
      method: 'GET',
      url: '/swx/customer/index/getKValueByCodeAndDate?code=BTCUSDT&interval=1m&limit=10',
    });
    const candles = reply.body.result as {
      time: number;
      open: string;
      high: string;
      low: string;
      close: string;
    }[];
    expect(candles.length).toBeGreaterThanOrEqual(3);
    for (const c of candles) {
      const [o, h, l, cl] = [c.open, c.high, c.low, c.close].map(parseAmount);
      expect(l! <= o! && l! <= cl! && h! >= o! && h! >= cl!).toBe(true);
      expect(c.time % 60_000).toBe(0);
    }
    expect(candles.map((c) => c.time)).toEqual(
      [...candles.map((c) => c.time)].sort((a, b) => a - b),
    );
    const last = (await list('?type=crypto')).result.find(
      (m: { code: string }) => m.code === 'BTCUSDT',
    );
    expect(candles.at(-1)!.close).toBe(last.price);
    const unknown = await server.call({
      method: 'GET',
      url: '/swx/customer/index/getKValueByCodeAndDate?code=NOPE',
    });
    expect(unknown.status).toBe(404);
  });

  it('does not tick markets that are closed', async () => {
    const before = (await list()).result;
    const price = (code: string, items: { code: string; price: string }[]) =>
      items.find((m) => m.code === code)!.price;
    // Saturday 12:00 UTC: only crypto trades.
    server.time.advance(Date.parse('2026-11-28T12:00:00Z') - server.time.clock().getTime());
    server.stepMarket(20);
    const after = (await list()).result;
    expect(price('EURUSD', after)).toBe(price('EURUSD', before));
    expect(price('AAPL', after)).toBe(price('AAPL', before));
    expect(price('BTCUSDT', after)).not.toBe(price('BTCUSDT', before));
    expect(after.find((m: { code: string }) => m.code === 'AAPL').tradingOpen).toBe(false);
  });

  it('is deterministic under MARKET_SEED', async () => {
    const twin = await createTestServer({
      env: { MARKET_SEED: 'test-seed' },
      startAt: MONDAY_OPEN,
    });
    const other = await createTestServer({
      env: { MARKET_SEED: 'another-seed' },
      startAt: MONDAY_OPEN,
    });
    try {
      twin.stepMarket(30);
      other.stepMarket(30);
      const fresh = await createTestServer({
        env: { MARKET_SEED: 'test-seed' },
        startAt: MONDAY_OPEN,
      });
      fresh.stepMarket(30);
      const prices = async (s: TestServer) =>
        (
          await s.call({ method: 'GET', url: '/swx/customer/index/listMarketByType' })
        ).body.result.map((m: { price: string }) => m.price);
      expect(await prices(fresh)).toEqual(await prices(twin));
      expect(await prices(other)).not.toEqual(await prices(twin));
      await fresh.close();
    } finally {
      await twin.close();
      await other.close();
    }
  });

  it('a restarted server continues from the stored candles', async () => {
    await server.deps.market.flush();
    const before = (await list('?type=crypto')).result.find(
      (m: { code: string }) => m.code === 'ETHUSDT',
    );
    const restarted = await createTestServer({
      database: { ...database, close: async () => undefined },
      startAt: server.time.clock(),
    });
    try {
      const after = (
        await restarted.call({
          method: 'GET',
          url: '/swx/customer/index/listMarketByType?type=crypto',
        })
      ).body.result.find((m: { code: string }) => m.code === 'ETHUSDT');
      expect(after.price).toBe(before.price);
      expect(after.hundred.length).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
  });
});

describe('the live list on /websocket/message', () => {
  it('sends the whole list on connect, then batches of [{code, price, zdf}] as prices move', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/websocket/message`);
    const messages: { code: string; price: string; zdf: string }[][] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await expect.poll(() => messages.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    expect(messages[0]).toHaveLength(64);
    expect(Object.keys(messages[0]![0]!).sort()).toEqual(['code', 'price', 'zdf']);
    const firstBtc = messages[0]!.find((m) => m.code === 'BTCUSDT')!.price;

    server.stepMarket(3);
    await expect.poll(() => messages.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const latest = messages.at(-1)!;
    expect(latest.find((m) => m.code === 'BTCUSDT')!.price).not.toBe(firstBtc);
    // Three ticks in quick succession arrive as one batch, not three.
    await new Promise((r) => setTimeout(r, 150));
    expect(messages.length).toBe(2);
    socket.close();
  });
});
