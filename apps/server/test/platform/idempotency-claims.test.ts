import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { sha256Hex } from '../../src/lib/crypto.js';
import { exchangeCurrency } from '../../src/services/funds/exchange-currency.js';
import type { IdempotencyClaim } from '../../src/services/idempotency/idempotency-store.js';
import { submitSpotOrder } from '../../src/services/spot/submit-spot-order.js';
import { openMarginOrder } from '../../src/services/margin/open-margin-order.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { quickTrader } from '../spot/helpers.js';
import { userCall } from '../funds/helpers.js';

/**
 * The claim of an Idempotency-Key commits with the effect (services/idempotency). These tests stand
 * in for a process that died at a given point by calling the use case the way the route would
 * have and then retrying over HTTP, as a client whose connection broke would.
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

/** The claim the plugin builds for this request (route, book header and parsed body). */
function claimFor(
  userId: string,
  key: string,
  route: string,
  virtually: string,
  body: unknown,
): IdempotencyClaim {
  return {
    scope: `user:${userId}`,
    key,
    route,
    requestHash: sha256Hex(`${route}\n${virtually}\n${JSON.stringify(body)}`),
  };
}

async function count(table: 'exchanges' | 'margin_orders' | 'spot_orders', userId: string) {
  const [row] = await queryRows<{ n: number }>(
    server.deps.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

async function claimRow(userId: string, key: string) {
  const [row] = await queryRows<{ state: string }>(
    server.deps.db,
    sql`SELECT state FROM idempotency_keys WHERE scope = ${`user:${userId}`} AND key = ${key}`,
  );
  return row;
}

describe('an Idempotency-Key whose process died', () => {
  it('after its effect committed but before the reply was stored: the retry replays the result', async () => {
    const user = await quickTrader(server);
    const body = { from: 'USDT', to: 'BTC', amount: '950' } as const;
    const key = 'died-after-commit-1';
    // What the server did before it died: the exchange and its claim, committed together.
    const committed = await exchangeCurrency(
      server.deps,
      user.userId,
      'demo',
      body,
      claimFor(user.userId, key, 'POST /swx/customer/user/dh', 'NO', body),
    );
    expect(await claimRow(user.userId, key)).toEqual({ state: 'committed' });

    const retry = await server.call({
      method: 'POST',
      url: '/swx/customer/user/dh',
      headers: { authorization: user.token, virtually: 'NO', 'idempotency-key': key },
      payload: body,
    });
    expect(retry.status).toBe(200);
    expect(retry.response.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.result).toEqual(committed);
    expect(await count('exchanges', user.userId)).toBe(1);
    expect(await claimRow(user.userId, key)).toEqual({ state: 'done' });
    // Now the reply itself is stored: the next retry gets exactly it.
    const again = await userCall(server, user.token, 'POST', 'dh', body, { book: 'demo', key });
    expect(again.result).toEqual(committed);
  });

  it('with a margin position: Dates of the stored row survive the replay', async () => {
    const user = await quickTrader(server);
    const body = { code: 'BTCUSDT', side: 'long', type: 'market', lots: '0.1', leverage: 2 };
    const key = 'died-after-commit-2';
    await openMarginOrder(
      server.deps,
      user.userId,
      'demo',
      body as Parameters<typeof openMarginOrder>[3],
      claimFor(user.userId, key, 'POST /swx/customer/order/buyU', 'NO', body),
    );
    const retry = await order(server, user.token, 'POST', 'buyU', body, { key, book: 'demo' });
    expect(retry.code).toBe(20004);
    expect(retry.result).toMatchObject({ status: 'open', lots: '0.1' });
    expect(typeof retry.result.createdAt).toBe(
      typeof (await order(server, user.token, 'GET', 'listUOrder', undefined, { book: 'demo' }))
        .result.list[0].createdAt,
    );
    expect(await count('margin_orders', user.userId)).toBe(1);
  });

  it('before its transaction committed: nothing is left behind and the retry runs', async () => {
    const user = await quickTrader(server);
    const body = { from: 'USDT', to: 'BTC', amount: '100001' } as const;
    const key = 'died-before-commit';
    // Refused inside its transaction (the balance is short): the claim rolled back with it.
    await expect(
      exchangeCurrency(
        server.deps,
        user.userId,
        'demo',
        body,
        claimFor(user.userId, key, 'POST /swx/customer/user/dh', 'NO', body),
      ),
    ).rejects.toMatchObject({ code: 10092 });
    expect(await claimRow(user.userId, key)).toBeUndefined();
  });
});

describe('duplicates of one key at the same time', () => {
  it('over HTTP in one process: the later ones wait for the first and replay it', async () => {
    const user = await quickTrader(server);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        userCall(
          server,
          user.token,
          'POST',
          'dh',
          { from: 'USDT', to: 'BTC', amount: '95' },
          { book: 'demo', key: 'same-time-dh-1' },
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.result.id)).size).toBe(1);
    expect(await count('exchanges', user.userId)).toBe(1);
  });

  it('reaching the spot writer together: one order, the same answer to both', async () => {
    const user = await quickTrader(server);
    const body = { code: 'BTCUSDT', side: 'buy', type: 'limit', price: '90000', quantity: '0.01' };
    const claim = claimFor(user.userId, 'spot-twice-1', 'POST /swx/customer/order/submit', '', {
      ...body,
      timeInForce: 'GTC',
      postOnly: false,
    });
    const submit = () =>
      submitSpotOrder(
        server.deps,
        server.spot,
        user.userId,
        'demo',
        { ...body, timeInForce: 'GTC', postOnly: false } as Parameters<typeof submitSpotOrder>[4],
        claim,
      );
    const [a, b] = await Promise.all([submit(), submit()]);
    expect(b).toEqual(a);
    // And once committed, a third (another batch) answers the same without a new order.
    expect(await submit()).toEqual(a);
    expect(await count('spot_orders', user.userId)).toBe(1);
    expect(await claimRow(user.userId, 'spot-twice-1')).toEqual({ state: 'committed' });

    const other = await submitSpotOrder(
      server.deps,
      server.spot,
      user.userId,
      'demo',
      { ...body, price: '89000', timeInForce: 'GTC', postOnly: false } as Parameters<
        typeof submitSpotOrder
      >[4],
      { ...claim, requestHash: 'another request' },
    ).catch((error: unknown) => error);
    expect(other).toMatchObject({ code: 422 });
  });
});
