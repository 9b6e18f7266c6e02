import { formatAmount } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { registerByEmail } from '../helpers/accounts.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, usdt, type TradingServer } from '../helpers/trading.js';

/**
 * Two server processes on one database and one bus (Redis in production): only the feed leader
 * runs triggers, and it learns about orders placed through the other process from the bus.
 */
describe('two processes', () => {
  let database: Database;
  let leader: TradingServer;
  let follower: TradingServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    const bus = createMemoryBus();
    const shared = { ...database, close: async () => undefined };
    leader = await createTradingServer({ database: shared, bus });
    // The follower never wins the feed lock (PGlite, one in-process database, would let both lead).
    follower = await createTradingServer({
      database: { ...shared, tryLeadership: async () => undefined },
      bus,
      startAt: leader.time.clock(),
    });
    await leader.tick({ BTCUSDT: '95000' });
  });

  afterAll(async () => {
    try {
      await leader.assertLedgerSound();
      await follower.close();
      await leader.close();
    } finally {
      await database.close();
    }
  });

  it('closes by stop loss on the leader a real-book position opened through the follower', async () => {
    expect(leader.deps.market.isLeader).toBe(true);
    expect(follower.deps.market.isLeader).toBe(false);
    const user = await registerByEmail(follower);
    await fund(follower.deps.db, user.userId, 'real', 'USDT', '10000');
    const opened = await order(
      follower,
      user.token,
      'POST',
      'buyU',
      { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 2, stopLoss: '94000' },
      { book: 'real' },
    );
    expect(opened.code).toBe(20004);
    // The demo book is untouched by a real-book order.
    expect((await usdt(leader, user.userId, 'demo')).frozen).toBe(0n);
    await leader.tick({ BTCUSDT: '93900' });
    const history = await order(
      follower,
      user.token,
      'GET',
      'listUOrder?status=history',
      undefined,
      { book: 'real' },
    );
    expect(history.result.list[0]).toMatchObject({
      id: opened.result.id,
      closeReason: 'stop_loss',
      closePrice: '93881.22',
    });
    const balance = await usdt(follower, user.userId, 'real');
    // 10,000 − 4.75095 commission + (93,881.22 − 95,019) × 0.1
    expect(formatAmount(balance.total)).toBe('9881.47105');
    expect(follower.margin.watched).toBe(0);
  });
});
