import { parseAmount, transfer } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { userTopic } from '../../src/realtime/bus.js';
import { BALANCES_TOPIC } from '../../src/services/ledger/balance-changes.js';
import { systemAccountId, userAccountId } from '../../src/services/ledger/accounts.js';
import { postEntry } from '../../src/services/ledger/post-entry.js';
import { registerByEmail } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { createTradingServer, order, usdt, type TradingServer } from '../helpers/trading.js';

// The ledger announces every committed balance change itself ("balances changed", once per
// transaction), so a money use case that says nothing still reaches the margin engine and the
// user's live channel. Before, eleven use cases each published by hand.
let server: TradingServer;

beforeAll(async () => {
  server = await createTradingServer();
  await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08', AAPL: '228' });
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

/** Messages published on a topic from now on. */
async function listen(topic: string) {
  const seen: unknown[] = [];
  const off = await server.deps.bus.subscribe(topic, (message) => seen.push(message));
  return { seen, off };
}

const settle = async () => {
  await new Promise((r) => setTimeout(r, 20));
  await server.margin.idle();
};

describe('the ledger announces balance changes after commit', () => {
  it('a journal entry posted by code that publishes nothing reaches the margin engine', async () => {
    const user = await registerByEmail(server);
    const opened = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.1',
      leverage: 2,
    });
    expect(opened.code).toBe(20004);
    await settle();
    const before = server.margin.risk(`${user.userId}:demo`)!.cash;
    // A bare posting: no use case, no hand-placed event.
    await fund(server.deps.db, user.userId, 'demo', 'USDT', '1234.5');
    await settle();
    const balance = await usdt(server, user.userId);
    expect(server.margin.risk(`${user.userId}:demo`)!.cash).toBe(balance.total);
    expect(balance.total - before).toBe(parseAmount('1234.5'));
  });

  it('tells the owner’s live channel once per transaction, whatever the number of entries', async () => {
    const user = await registerByEmail(server);
    const channel = await listen(userTopic(user.userId));
    const engine = await listen(BALANCES_TOPIC);
    await inTransaction(server.deps.db, async (tx) => {
      const external = await systemAccountId(tx, 'external', 'real', 'USDT');
      const account = await userAccountId(tx, user.userId, 'real', 'USDT');
      for (const amount of ['1', '2', '3'])
        await postEntry(tx, {
          reason: 'adjustment_test',
          refType: 'test',
          refId: `${user.userId}:${amount}`,
          postings: transfer(
            { accountId: external },
            { accountId: account },
            'USDT',
            parseAmount(amount),
          ),
        });
    });
    await channel.off();
    await engine.off();
    expect(channel.seen).toEqual([{ type: 'balances', book: 'real' }]);
    const mine = engine.seen.filter((m) =>
      (m as { changes: { userId: string }[] }).changes.some((c) => c.userId === user.userId),
    );
    expect(mine).toEqual([{ changes: [{ userId: user.userId, book: 'real' }] }]);
  });

  it('announces nothing for a transaction that rolls back', async () => {
    const user = await registerByEmail(server);
    const channel = await listen(userTopic(user.userId));
    const failed = await inTransaction(server.deps.db, async (tx) => {
      const external = await systemAccountId(tx, 'external', 'real', 'USDT');
      const account = await userAccountId(tx, user.userId, 'real', 'USDT');
      await postEntry(tx, {
        reason: 'adjustment_test',
        refType: 'test',
        refId: user.userId,
        postings: transfer(
          { accountId: external },
          { accountId: account },
          'USDT',
          parseAmount('5'),
        ),
      });
      throw new Error('changed my mind');
    }).catch((error: Error) => error.message);
    expect(failed).toBe('changed my mind');
    await fund(server.deps.db, user.userId, 'demo', 'USDT', '1');
    await channel.off();
    // Only the committed demo credit, never the rolled-back real one.
    expect(channel.seen).toEqual([{ type: 'balances', book: 'demo' }]);
  });
});
