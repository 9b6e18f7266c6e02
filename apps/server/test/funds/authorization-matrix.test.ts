import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deposits,
  kycSubmissions,
  ledgerAccounts,
  marginOrders,
  optionOrders,
  spotOrders,
  withdrawals,
} from '../../src/db/schema/index.js';
import type { RouteEntry } from '../../src/plugins/route-table.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import {
  approvedDeposit,
  configureDepositAddresses,
  depositBody,
  kycForm,
  setWithdrawalPassword,
  staffCall,
  userCall,
} from './helpers.js';

/**
 * Generated from the route table (every route with who may call it, recorded as routes are
 * added): user B against each of user A's object ids on every user route, a user against every
 * staff route, a demo request against every real-only route. A route added later is covered
 * without editing this file.
 */
let server: TradingServer;
let alice: RegisteredUser;
let bob: RegisteredUser;
let compliance: SignedInStaff;
let content: SignedInStaff;
const aliceIds: (string | number)[] = [];
/** Strings only Alice's data contains: none may appear in a reply to Bob. */
const aliceMarkers: string[] = [];

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '50000', ETHUSDT: '2500', EURUSD: '1.08' });
  await configureDepositAddresses(server);
  compliance = await signInStaff(server, 'compliance');
  content = await signInStaff(server, 'content');
  alice = await registerByEmail(server);
  bob = await registerByEmail(server);

  // Alice owns one of everything: uploads, KYC, a deposit, a withdrawal, an exchange, margin,
  // option and spot orders, notifications.
  const form = await kycForm(server, alice.token);
  const kyc = await userCall(server, alice.token, 'POST', 'identification', {
    ...form,
    documentNumber: 'ALICE-DOC-7731',
  });
  await staffCall(server, compliance.token, 'POST', `kyc/${kyc.result.id}/approve`);
  const password = await setWithdrawalPassword(server, alice.token, alice.password);
  await approvedDeposit(server, alice.token, compliance.token, 'USDT', '900');
  const pending = await depositBody(server, alice.token, 'USDT', '150');
  const deposit = await userCall(server, alice.token, 'POST', 'recharge', pending);
  const withdrawal = await userCall(server, alice.token, 'POST', 'withdrawal', {
    method: 'crypto',
    asset: 'USDT',
    network: 'ERC20',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    amount: '100',
    password,
  });
  const exchange = await userCall(server, alice.token, 'POST', 'dh', {
    from: 'USDT',
    to: 'BTC',
    amount: '100',
  });
  const margin = await order(server, alice.token, 'POST', 'buyU', {
    code: 'BTCUSDT',
    side: 'long',
    lots: '0.01',
    leverage: 2,
  });
  const option = await order(server, alice.token, 'POST', 'buyOptions', {
    code: 'BTCUSDT',
    direction: 'up',
    timeframe: 30,
    stake: '100',
  });
  const spot = await order(server, alice.token, 'POST', 'submit', {
    code: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: '40000.00',
    quantity: '0.0100',
  });
  await server.spot.idle();
  for (const reply of [kyc, deposit, withdrawal, exchange, margin, option, spot])
    expect(reply.code, JSON.stringify(reply)).toBeLessThan(30000);
  aliceIds.push(
    form.frontImageId,
    form.signatureImageId,
    pending.proofImageId,
    kyc.result.id,
    deposit.result.id,
    withdrawal.result.id,
    exchange.result.id,
    margin.result.id,
    option.result.id,
    spot.result.id,
  );
  const notes = await server.call({
    method: 'GET',
    url: '/swx/customer/user/listNotification',
    headers: { authorization: alice.token },
  });
  aliceIds.push(notes.body.result.items[0].id);
  aliceMarkers.push(alice.userId, alice.username, alice.email, 'ALICE-DOC-7731', pending.txHash);
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

/** Alice's balances and the states of her objects: Bob's calls must leave them as they are. */
async function aliceState() {
  const db = server.deps.db;
  return JSON.stringify({
    accounts: await db
      .select({ a: ledgerAccounts.available, f: ledgerAccounts.frozen })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, alice.userId)))
      .orderBy(ledgerAccounts.id),
    kyc: await db
      .select({ s: kycSubmissions.status })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, alice.userId)),
    deposits: await db
      .select({ s: deposits.status })
      .from(deposits)
      .where(eq(deposits.userId, alice.userId)),
    withdrawals: await db
      .select({ s: withdrawals.status })
      .from(withdrawals)
      .where(eq(withdrawals.userId, alice.userId)),
    margin: await db
      .select({ s: marginOrders.status, sl: marginOrders.stopLoss })
      .from(marginOrders)
      .where(eq(marginOrders.userId, alice.userId)),
    options: await db
      .select({ s: optionOrders.status })
      .from(optionOrders)
      .where(eq(optionOrders.userId, alice.userId)),
    spot: await db
      .select({ s: spotOrders.status })
      .from(spotOrders)
      .where(eq(spotOrders.userId, alice.userId)),
  });
}

const routes = (access: RouteEntry['access']) =>
  server.routeTable.filter((r) => r.access === access && !r.url.includes('*'));

/** The route's URL with every :param replaced by `id`. */
const withParams = (url: string, id: string | number) =>
  url.replace(/:[A-Za-z]+/g, encodeURIComponent(String(id)));

const ID_FIELDS = [
  'id',
  'orderId',
  'frontImageId',
  'backImageId',
  'holdingImageId',
  'signatureImageId',
  'proofImageId',
];

describe('authorization matrix (generated from the route table)', () => {
  it('has the routes it is meant to cover', () => {
    const keys = (access: RouteEntry['access']) =>
      routes(access).map((r) => `${r.method} ${r.url}`);
    expect(keys('real')).toEqual(
      expect.arrayContaining([
        'POST /swx/customer/user/recharge',
        'POST /swx/customer/user/withdrawal',
      ]),
    );
    expect(keys('user')).toEqual(
      expect.arrayContaining([
        'GET /swx/customer/user/upload/:id',
        'POST /swx/customer/order/chedan',
        'POST /swx/customer/order/stopU',
      ]),
    );
    expect(keys('staff').length).toBeGreaterThanOrEqual(15);
  });

  it("user B's token against every one of user A's object ids on every user route: nothing leaked or changed", async () => {
    const before = await aliceState();
    let calls = 0;
    for (const route of [...routes('user'), ...routes('real')]) {
      for (const id of aliceIds) {
        const hasParams = route.url.includes(':');
        const url = withParams(route.url, id);
        const body = Object.fromEntries(ID_FIELDS.map((field) => [field, id]));
        for (const book of ['NO', 'YES']) {
          const response = await server.call({
            method: route.method as 'GET' | 'POST',
            url:
              route.method === 'GET' && !hasParams
                ? `${url}?id=${encodeURIComponent(String(id))}`
                : url,
            headers: { authorization: `Bearer ${bob.token}`, virtually: book },
            ...(route.method === 'GET' ? {} : { payload: body }),
          });
          calls += 1;
          const text = response.response.body;
          for (const marker of aliceMarkers)
            expect(text, `${route.method} ${route.url} id=${id} leaked ${marker}`).not.toContain(
              marker,
            );
          // A route that names an object in its path answers not found for someone else's.
          if (hasParams && !route.url.includes('getAssestInfo'))
            expect(response.status, `${route.method} ${url}`).not.toBe(200);
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(await aliceState()).toBe(before);
  });

  it("a user's token against every staff route: 401 and no data; a staff role without the right: 403", async () => {
    for (const route of routes('staff')) {
      const url = withParams(route.url, aliceIds[4]!);
      const asUser = await server.call({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${alice.token}` },
        ...(route.method === 'GET'
          ? {}
          : { payload: { reason: 'trying it', key: 'fees.withdrawalBp', value: 0 } }),
      });
      expect(asUser.status, `${route.method} ${route.url}`).toBe(401);
      expect(asUser.body.result).toBeNull();
      const anonymous = await server.call({ method: route.method as 'GET', url });
      expect(anonymous.status, `${route.method} ${route.url}`).toBe(401);
      if (
        route.staffRoles &&
        route.staffRoles.length > 0 &&
        !route.staffRoles.includes('content')
      ) {
        const wrongRole = await server.call({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${content.token}` },
          ...(route.method === 'GET'
            ? {}
            : { payload: { reason: 'trying it', key: 'fees.withdrawalBp', value: 0 } }),
        });
        expect(wrongRole.status, `${route.method} ${route.url}`).toBe(403);
        expect(wrongRole.body.result).toBeNull();
      }
    }
  });

  it('a demo-mode request against every real-only route: refused with 460', async () => {
    const before = await aliceState();
    for (const route of routes('real')) {
      const response = await server.call({
        method: route.method as 'POST',
        url: withParams(route.url, 1),
        headers: { authorization: `Bearer ${alice.token}`, virtually: 'NO' },
        payload: {},
      });
      expect(response.body.code, `${route.method} ${route.url}`).toBe(460);
    }
    expect(await aliceState()).toBe(before);
  });
});
