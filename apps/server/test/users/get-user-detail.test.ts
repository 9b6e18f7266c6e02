import type { StaffRole } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { signInStaff } from '../helpers/staff.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';

// GET /swx/admin/users/:id (getUserDetail): the back office's page of one user.
let server: TradingServer;
const PRICES = { BTCUSDT: '95000', ETHUSDT: '3300' };

interface Placed {
  user: RegisteredUser;
  marginId: number;
  optionId: number;
  spotId: number;
}

let alice: Placed;
let bob: Placed;

/** A margin position, an option and a resting spot bid, a second apart (newest last). */
async function trade(user: RegisteredUser): Promise<Placed> {
  const margin = await order(server, user.token, 'POST', 'buyU', {
    code: 'BTCUSDT',
    side: 'long',
    lots: '0.1',
    leverage: 2,
  });
  expect(margin.code).toBe(20004);
  await server.tick(PRICES);
  const option = await order(server, user.token, 'POST', 'buyOptions', {
    code: 'BTCUSDT',
    direction: 'up',
    timeframe: 300,
    stake: '100',
  });
  expect(option.code).toBe(20004);
  await server.tick(PRICES);
  // Far below the market: it rests, nothing trades (the market maker is off).
  const spot = await order(server, user.token, 'POST', 'submit', {
    code: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: '90000',
    quantity: '0.01',
  });
  expect(spot.code).toBe(200);
  await server.tick(PRICES);
  return {
    user,
    marginId: margin.result.id,
    optionId: option.result.id,
    spotId: spot.result.id,
  };
}

async function detail(userId: string, token: string | undefined) {
  return server.call({
    method: 'GET',
    url: `/swx/admin/users/${userId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick(PRICES);
  alice = await trade(await registerByEmail(server));
  bob = await trade(await registerByEmail(server));
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

describe('getUserDetail (GET /swx/admin/users/:id)', () => {
  it("returns the user's profile, books, money in and out, orders and journal", async () => {
    const support = await signInStaff(server, 'support');
    const reply = await detail(alice.user.userId, support.token);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    const result = reply.body.result;

    expect(result.user).toMatchObject({
      id: alice.user.userId,
      username: alice.user.username,
      email: alice.user.email,
      status: 'active',
    });
    expect(typeof result.user.referralCode).toBe('string');
    expect(Number.isInteger(result.user.creditPoints)).toBe(true);
    expect(result.kyc).toEqual([]);
    expect(result.deposits).toEqual([]);
    expect(result.withdrawals).toEqual([]);

    // Both books, each with its balances; the demo book holds what the orders froze.
    expect(result.books.map((b: { book: string }) => b.book).sort()).toEqual(['demo', 'real']);
    const demo = result.books.find((b: { book: string }) => b.book === 'demo');
    const demoUsdt = demo.balances.find((b: { asset: string }) => b.asset === 'USDT');
    expect(demoUsdt).toBeDefined();
    expect(demoUsdt.frozen).not.toBe('0');

    // One line per order, newest first: the spot bid, the option, the margin position.
    expect(result.orders).toEqual([
      {
        kind: 'spot',
        id: String(alice.spotId),
        book: 'demo',
        code: 'BTCUSDT',
        side: 'buy',
        status: 'open',
        quantity: '0.01',
        leverage: null,
        createdAt: expect.any(Number),
      },
      {
        kind: 'option',
        id: String(alice.optionId),
        book: 'demo',
        code: 'BTCUSDT',
        side: 'up',
        status: 'open',
        quantity: '100',
        leverage: null,
        createdAt: expect.any(Number),
      },
      {
        kind: 'margin',
        id: String(alice.marginId),
        book: 'demo',
        code: 'BTCUSDT',
        side: 'long',
        status: 'open',
        quantity: '0.1',
        leverage: 2,
        createdAt: expect.any(Number),
      },
    ]);
    const times = result.orders.map((o: { createdAt: number }) => o.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The journal shows the money each order moved.
    const refs = result.journal.map((j: { refType: string; refId: string }) => ({
      refType: j.refType,
      refId: j.refId,
    }));
    expect(refs).toEqual(
      expect.arrayContaining([
        { refType: 'margin_order', refId: String(alice.marginId) },
        { refType: 'option_order', refId: String(alice.optionId) },
        { refType: 'spot_order', refId: String(alice.spotId) },
      ]),
    );
    for (const line of result.journal) expect(['demo', 'real']).toContain(line.book);
  });

  it("shows only that user's data, never another user's", async () => {
    const compliance = await signInStaff(server, 'compliance');
    for (const [owner, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const result = (await detail(owner.user.userId, compliance.token)).body.result;
      expect(result.user.id).toBe(owner.user.userId);
      const orders = result.orders.map((o: { kind: string; id: string }) => `${o.kind}:${o.id}`);
      expect(orders.sort()).toEqual(
        [`margin:${owner.marginId}`, `option:${owner.optionId}`, `spot:${owner.spotId}`].sort(),
      );
      const refs = result.journal.map((j: { refType: string; refId: string }) => ({
        refType: j.refType,
        refId: j.refId,
      }));
      for (const foreign of [
        { refType: 'margin_order', refId: String(other.marginId) },
        { refType: 'option_order', refId: String(other.optionId) },
        { refType: 'spot_order', refId: String(other.spotId) },
      ])
        expect(refs).not.toContainEqual(foreign);
      // The demo grant at sign-up: their own, not the other user's.
      expect(refs).toContainEqual({ refType: 'user', refId: owner.user.userId });
      expect(refs).not.toContainEqual({ refType: 'user', refId: other.user.userId });
    }
  });

  it('lets admin, compliance and support in; content gets 403, no staff session 401', async () => {
    const expected: Array<[StaffRole, number]> = [
      ['admin', 200],
      ['compliance', 200],
      ['support', 200],
      ['content', 403],
    ];
    for (const [role, status] of expected) {
      const staff = await signInStaff(server, role);
      const reply = await detail(alice.user.userId, staff.token);
      expect({ role, status: reply.status }).toEqual({ role, status });
      if (status === 403) {
        expect(reply.body.code).toBe(403);
        expect(reply.body.result ?? null).toBeNull();
      }
    }
    expect((await detail(alice.user.userId, undefined)).status).toBe(401);
    // A user's own token is not a staff session.
    expect((await detail(alice.user.userId, alice.user.token)).status).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const support = await signInStaff(server, 'support');
    const reply = await detail('8f9c2f1e-0000-4000-8000-000000000000', support.token);
    expect(reply.status).toBe(404);
  });
});
