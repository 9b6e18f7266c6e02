import { parseAmount } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import { registerByEmail } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { openSocket, wsUrl } from '../notifications/ws-client.js';
import { balance } from './helpers.js';

const $ = parseAmount;

/**
 * The house market maker quotes around the feed price in both books; a second process forwards
 * its orders to the writer; the public stream shows the book move.
 */
describe('spot with the house market maker, two processes', () => {
  let database: Database;
  let writer: TradingServer;
  let other: TradingServer;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const bus = createMemoryBus();
    const shared = { ...database, close: async () => undefined };
    // The writer's depth heartbeat comes every 100 ms here (2 s in production).
    writer = await createTradingServer({
      database: shared,
      bus,
      spot: { depthIntervalMs: 50, depthHeartbeatMs: 100 },
    });
    other = await createTradingServer({
      database: { ...shared, tryLeadership: async () => undefined },
      bus,
      startAt: writer.time.clock(),
      // 2.5 s without the writer's heartbeat (sent every 100 ms) means there is no writer.
      spot: { writerSilenceMs: 2_500 },
    });
    await writer.tick({ BTCUSDT: '95000', ETHUSDT: '3300' });
    await writer.spot.requoteNow('demo', 'BTCUSDT');
    await writer.spot.requoteNow('real', 'BTCUSDT');
    url = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    try {
      await writer.assertLedgerSound();
      await other.close();
      await writer.close();
    } finally {
      await database.close();
    }
  });

  it('only one process writes', () => {
    expect(writer.spot.isWriter).toBe(true);
    expect(other.spot.isWriter).toBe(false);
  });

  it('quotes five levels a side, 5 bp apart, around the feed price, in both books', async () => {
    for (const book of ['demo', 'real'] as const) {
      const depth = writer.spot.market({ book, pair: 'BTCUSDT' })!.depth(10);
      // 95,000 ± 5, 10, … 25 bp; bids rounded down and asks up to the cent.
      expect(depth.bids.map((l) => l.price)).toEqual([
        9_495_250n,
        9_490_500n,
        9_485_750n,
        9_481_000n,
        9_476_250n,
      ]);
      expect(depth.asks.map((l) => l.price)).toEqual([
        9_504_750n,
        9_509_500n,
        9_514_250n,
        9_519_000n,
        9_523_750n,
      ]);
      // 20,000 USDT a level: 0.2104 BTC at 95,047.50.
      expect(depth.asks[0]!.lots).toBe(2104n);
    }
  });

  it('a user buys from it through the other process; the stream shows the trade and the new book', async () => {
    const socket = await openSocket(wsUrl(url, '/websocket/spot?code=BTCUSDT&book=demo'));
    const buyer = await registerByEmail(other);
    const bought = await order(other, buyer.token, 'POST', 'submit', {
      code: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      quantity: '0.01',
    });
    // 0.01 BTC at the best ask, 95,047.50: 950.475 + 0.950475 → 0.950475 rounds up to 0.950475.
    expect(bought.result).toMatchObject({
      status: 'filled',
      filledQuantity: '0.01',
      averagePrice: '95047.5',
      turnover: '950.475',
      fee: '0.950475',
    });
    expect(await balance(other, buyer.userId, 'BTC')).toEqual({ available: $('0.01'), frozen: 0n });
    const trades = await socket.next((m) => m.type === 'trades' && m.trades.length > 0, 5000);
    expect(trades.trades[0]).toMatchObject({ price: '95047.5', quantity: '0.01', side: 'buy' });
    const depth = await socket.next(
      (m) => m.type === 'depth' && m.depth.asks[0]?.quantity === '0.2004',
      5000,
    );
    expect(depth.depth.asks[0].price).toBe('95047.5');
    socket.ws.close();
  });

  it('requotes when the feed moves, within its inventory, and the book follows', async () => {
    await writer.tick({ BTCUSDT: '96000' });
    await writer.spot.idle();
    await new Promise((r) => setTimeout(r, 50));
    await writer.spot.idle();
    const depth = writer.spot.market({ book: 'demo', pair: 'BTCUSDT' })!.depth(1);
    expect(depth.bids[0]!.price).toBe(9_595_200n);
    expect(depth.asks[0]!.price).toBe(9_604_800n);
  });

  it('a user’s resting order meets another user in the real book, as the market maker’s quotes stand aside', async () => {
    const a = await registerByEmail(other);
    const b = await registerByEmail(other);
    await fund(other.deps.db, a.userId, 'real', 'BTC', '0.1');
    await fund(other.deps.db, b.userId, 'real', 'USDT', '10000');
    // Inside the market maker's spread (96,000 ± 5 bp in the real book since the last tick).
    const ask = await order(
      other,
      a.token,
      'POST',
      'submit',
      { code: 'BTCUSDT', side: 'sell', type: 'limit', price: '96000', quantity: '0.05' },
      { book: 'real' },
    );
    expect(ask.result?.status, JSON.stringify(ask)).toBe('open');
    const bid = await order(
      other,
      b.token,
      'POST',
      'submit',
      { code: 'BTCUSDT', side: 'buy', type: 'limit', price: '96000', quantity: '0.02' },
      { book: 'real' },
    );
    expect(bid.result).toMatchObject({ status: 'filled', turnover: '1920', fee: '1.92' });
    expect(await balance(other, a.userId, 'USDT', 'real')).toEqual({
      available: $('1920') - $('1.536'),
      frozen: 0n,
    });
    const current = await order(other, a.token, 'GET', 'listBbOrder?status=current', undefined, {
      book: 'real',
    });
    expect(current.result.list[0]).toMatchObject({ status: 'partial', filledQuantity: '0.02' });
  });

  it('with no writer left, another process refuses at once (503) instead of waiting', async () => {
    const user = await registerByEmail(other);
    // The writer goes away (its lock lost, nothing taking over): its depth heartbeats stop.
    await writer.spot.stop();
    await new Promise((r) => setTimeout(r, 2_800));
    const started = performance.now();
    const reply = await order(other, user.token, 'POST', 'submit', {
      code: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '90000',
      quantity: '0.001',
    });
    expect(reply.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
