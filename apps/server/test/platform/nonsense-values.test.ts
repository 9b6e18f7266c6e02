import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureDepositAddresses, depositBody, userCall } from '../funds/helpers.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { setSetting } from '../helpers/settings.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { balance, quickTrader, spotRows } from '../spot/helpers.js';

/**
 * Values that make no sense for the call are refused (400 with the reason), never silently
 * ignored: what the user sent is not what would have happened.
 */
let server: TradingServer;

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08' });
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

describe('spot orders', () => {
  it('refuses a price on a market order, and a total anywhere but a market buy', async () => {
    const trader = await quickTrader(server);
    await fund(server.deps.db, trader.userId, 'demo', 'BTC', '1');
    const before = {
      usdt: await balance(server, trader.userId, 'USDT'),
      btc: await balance(server, trader.userId, 'BTC'),
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ side: 'buy', type: 'market', price: '95000', quantity: '0.01' }, 'price'],
      [{ side: 'sell', type: 'market', price: '1', quantity: '0.01' }, 'price'],
      [{ side: 'buy', type: 'limit', price: '95000', quantity: '0.01', total: '-5' }, 'total'],
      [{ side: 'buy', type: 'limit', price: '95000', quantity: '0.01', total: '950' }, 'total'],
      [{ side: 'sell', type: 'limit', price: '95000', quantity: '0.01', total: '0' }, 'total'],
      [{ side: 'sell', type: 'market', quantity: '0.01', total: '100' }, 'total'],
      [{ side: 'buy', type: 'market', total: '-100' }, 'total'],
    ];
    for (const [body, field] of cases) {
      const reply = await order(server, trader.token, 'POST', 'submit', {
        code: 'BTCUSDT',
        ...body,
      });
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.msg).toContain(field);
    }
    expect(await spotRows(server, trader.userId)).toEqual([]);
    expect({
      usdt: await balance(server, trader.userId, 'USDT'),
      btc: await balance(server, trader.userId, 'BTC'),
    }).toEqual(before);
  });
});

describe('currency exchange', () => {
  it('refuses a negative minToAmount instead of treating it as "no minimum"', async () => {
    const trader = await quickTrader(server);
    await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08' });
    const before = await balance(server, trader.userId, 'USDT');
    for (const minToAmount of ['-1', '-0.00000001', '-0']) {
      const reply = await userCall(
        server,
        trader.token,
        'POST',
        'dh',
        { from: 'USDT', to: 'BTC', amount: '100', minToAmount },
        { book: 'demo' },
      );
      expect({ minToAmount, status: reply.status }).toEqual({ minToAmount, status: 400 });
      expect(reply.msg).toContain('minToAmount');
    }
    const negativeAmount = await userCall(
      server,
      trader.token,
      'POST',
      'dh',
      { from: 'USDT', to: 'BTC', amount: '-100' },
      { book: 'demo' },
    );
    expect(negativeAmount.status).toBe(400);
    expect(await balance(server, trader.userId, 'USDT')).toEqual(before);
  });
});

describe('deposit claims', () => {
  beforeAll(async () => {
    await configureDepositAddresses(server);
  });

  it('refuses a claim above the coin’s maximum (a setting), naming the maximum', async () => {
    const user = await quickTrader(server);
    for (const [asset, amount, maximum] of [
      ['BTC', '100.00000001', '100'],
      ['ETH', '1000000', '1000'],
      ['USDT', '10000000.000001', '10000000'],
    ] as const) {
      const reply = await userCall(
        server,
        user.token,
        'POST',
        'recharge',
        await depositBody(server, user.token, asset, amount),
      );
      expect({ asset, status: reply.status }).toEqual({ asset, status: 400 });
      expect(reply.code).toBe(482);
      expect(reply.msg).toContain(maximum);
      expect(reply.msg).toContain(asset);
    }
    // Exactly the maximum is a claim staff may review.
    const atMaximum = await userCall(
      server,
      user.token,
      'POST',
      'recharge',
      await depositBody(server, user.token, 'BTC', '100'),
    );
    expect(atMaximum.code).toBe(20002);
    // The maximum is a setting: lowered, it applies at once, and the deposit options show it.
    await setSetting(server, 'deposit.maximum.ETH', '5');
    const lowered = await userCall(
      server,
      user.token,
      'POST',
      'recharge',
      await depositBody(server, user.token, 'ETH', '5.5'),
    );
    expect(lowered.code).toBe(482);
    expect(lowered.msg).toContain('5');
    const options = await userCall(server, user.token, 'GET', 'listDepositOptions');
    expect(options.result).toContainEqual(
      expect.objectContaining({ asset: 'ETH', network: 'ETH', maximum: '5' }),
    );
    const listed = await userCall(server, user.token, 'GET', 'listRecharge');
    expect(listed.result.list.map((d: { amount: string }) => d.amount)).toEqual(['100']);
  });
});
