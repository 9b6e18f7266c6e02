import { formatAmount, parseAmount } from '@meridian/domain';
import { OPTION_STAKE_CASES, OPTION_STAKE_LIMITS } from '@meridian/domain/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { journalEntries } from '../../src/db/schema/index.js';
import { userTopic } from '../../src/realtime/bus.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { openTestDatabase } from '../helpers/test-database.js';
import {
  createTradingServer,
  MARKETS_OPEN,
  order,
  usdt,
  type TradingServer,
} from '../helpers/trading.js';

let database: Database;
let server: TradingServer;
const shared = () => ({ ...database, close: async () => undefined });

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTradingServer({ database: shared() });
  await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300' });
});

afterAll(async () => {
  try {
    await server.assertLedgerSound();
    await server.close();
  } finally {
    await database.close();
  }
});

async function buy(
  user: RegisteredUser,
  body: Record<string, unknown>,
  book: 'demo' | 'real' = 'demo',
) {
  return order(
    server,
    user.token,
    'POST',
    'buyOptions',
    { code: 'BTCUSDT', direction: 'up', timeframe: 30, stake: '100', ...body },
    { book },
  );
}

/** Pushes `price` for BTCUSDT once a second for `seconds` seconds. */
async function hold(price: string, seconds: number) {
  for (let i = 0; i < seconds; i += 1) await server.tick({ BTCUSDT: price });
}

describe('buying and settling options', () => {
  it('T3: holds the stake, strikes at the recorded tick, and pays stake × (1 + payout) on a win', async () => {
    const user = await registerByEmail(server);
    const pushed: unknown[] = [];
    const unsubscribe = await server.deps.bus.subscribe(userTopic(user.userId), (m) =>
      pushed.push(m),
    );
    const bought = await buy(user, {});
    expect(bought.code).toBe(20004);
    const option = bought.result;
    expect(option).toMatchObject({
      status: 'open',
      strikePrice: '95000',
      payoutPercent: 80,
      stake: '100',
      timeframe: 30,
    });
    expect(option.expiresAt - server.time.clock().getTime()).toBe(30_000);
    expect(formatAmount((await usdt(server, user.userId)).frozen)).toBe('100');

    await hold('94000', 29); // below the strike until the last second
    await server.tick({ BTCUSDT: '95100' }); // the tick at expiry
    expect(
      (await order(server, user.token, 'GET', `getOptionsOrderById/${option.id}`)).result.status,
    ).toBe('open');
    await server.tick({ BTCUSDT: '90000' }); // after expiry: does not count
    const settled = (await order(server, user.token, 'GET', `getOptionsOrderById/${option.id}`))
      .result;
    expect(settled).toMatchObject({
      status: 'won',
      settlePrice: '95100',
      returned: '180',
      profit: '80',
    });
    expect(settled.settleTickAt).toBe(option.expiresAt);
    const balance = await usdt(server, user.userId);
    expect(balance.frozen).toBe(0n);
    expect(formatAmount(balance.available)).toBe('100080');
    expect(pushed).toContainEqual(
      expect.objectContaining({
        type: 'option',
        option: expect.objectContaining({ id: option.id, status: 'won' }),
      }),
    );
    const notices = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    expect(notices.body.result.items[0]).toMatchObject({ kind: 'optionWon' });
    await unsubscribe();
  });

  it('keeps the stake on a loss and refunds it on an equal price', async () => {
    const user = await registerByEmail(server);
    await server.tick({ BTCUSDT: '95000' });
    const down = (await buy(user, { direction: 'down', timeframe: 60, stake: '50' })).result;
    expect(down.payoutPercent).toBe(82);
    const level = (await buy(user, { direction: 'up', timeframe: 60, stake: '20' })).result;
    await hold('95500', 59);
    await server.tick({ BTCUSDT: '85000' }); // at expiry, both options: 85000 < the 95000 strike
    await server.tick({ BTCUSDT: '99000' });
    const lost = (await order(server, user.token, 'GET', `getOptionsOrderById/${down.id}`)).result;
    // the price fell: a "down" option wins
    expect(lost).toMatchObject({
      status: 'won',
      returned: '91',
      settlePrice: '85000',
      strikePrice: '95000',
    });
    const upLost = (await order(server, user.token, 'GET', `getOptionsOrderById/${level.id}`))
      .result;
    expect(upLost).toMatchObject({ status: 'lost', returned: '0', profit: '-20' });

    const draw = (await buy(user, { timeframe: 30, stake: '10' })).result;
    await hold(draw.strikePrice, 31);
    expect(
      (await order(server, user.token, 'GET', `getOptionsOrderById/${draw.id}`)).result,
    ).toMatchObject({ status: 'draw', returned: '10' });
    expect(formatAmount((await usdt(server, user.userId)).available)).toBe(
      formatAmount(parseAmount('100000') + 41n * 10n ** 18n - 20n * 10n ** 18n),
    );
    const list = await order(server, user.token, 'GET', 'listOptionsOrder?status=settled');
    expect(list.result.total).toBe(3);
    const total = await order(server, user.token, 'GET', 'getProfitTotal');
    expect(total.result.realisedProfit).toBe('21');
  });

  it('refuses bad purchases and keeps options private', async () => {
    const user = await registerByEmail(server);
    const other = await registerByEmail(server);
    expect((await buy(user, { timeframe: 45 })).code).toBe(10017);
    expect((await buy(user, { stake: '5' })).code).toBe(10016);
    expect((await buy(user, { stake: '1000.01' })).code).toBe(10016);
    expect((await buy(user, { stake: '10.0000001' })).code).toBe(10016);
    expect((await buy(user, { code: 'NOPE' })).code).toBe(10014);
    expect((await buy(user, {}, 'real')).code).toBe(10092);
    expect((await usdt(server, user.userId)).frozen).toBe(0n);
    const mine = (await buy(user, {})).result;
    expect((await order(server, other.token, 'GET', `getOptionsOrderById/${mine.id}`)).status).toBe(
      404,
    );
    expect((await order(server, other.token, 'GET', 'listOptionsOrder')).result.total).toBe(0);
    await hold('95000', 31);
  });
});

describe('stakes', () => {
  it('answers the shared stake table as the web form does (both call stakeAllowed)', async () => {
    // The web's margin order-math test runs the same table (@meridian/domain/testing).
    const rules = await server.call({
      method: 'GET',
      url: '/swx/customer/order/getTradingRules?code=BTCUSDT',
    });
    expect(
      rules.body.result.options.timeframes.find(
        (t: { seconds: number }) => t.seconds === OPTION_STAKE_LIMITS.seconds,
      ),
    ).toMatchObject(OPTION_STAKE_LIMITS);
    const user = await registerByEmail(server);
    const answers: [string, boolean][] = [];
    for (const { stake } of OPTION_STAKE_CASES) {
      const reply = await buy(user, { timeframe: OPTION_STAKE_LIMITS.seconds, stake });
      // 10016 is the stake refusal; an allowed stake is bought.
      expect([20004, 10016]).toContain(reply.code);
      answers.push([stake, reply.code !== 10016]);
    }
    expect(answers).toEqual(OPTION_STAKE_CASES.map(({ stake, ok }) => [stake, ok]));
  });
});

describe('across a restart', () => {
  async function restart(afterMs: number) {
    const at = new Date(server.time.clock().getTime() + afterMs);
    await server.close();
    server = await createTradingServer({ database: shared(), startAt: at });
  }

  async function settleEntries(optionId: number) {
    return server.deps.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.refType, 'option_order'),
          eq(journalEntries.refId, String(optionId)),
          eq(journalEntries.reason, 'option_settle'),
        ),
      );
  }

  it('T3, T4: settles an option that expired while the server was down by the tick recorded at expiry, exactly once', async () => {
    const user = await registerByEmail(server);
    const option = (await buy(user, { direction: 'down' })).result;
    await hold('94900', 30); // the last one is the tick at expiry
    expect(
      (await order(server, user.token, 'GET', `getOptionsOrderById/${option.id}`)).result.status,
    ).toBe('open');
    await restart(5 * 60_000);
    const token = user.token;
    const settled = (await order(server, token, 'GET', `getOptionsOrderById/${option.id}`)).result;
    expect(settled).toMatchObject({ status: 'won', settlePrice: '94900', returned: '180' });
    expect(settled.settleTickAt).toBe(option.expiresAt);
    await restart(60_000);
    expect(await settleEntries(option.id)).toHaveLength(1);
    expect(formatAmount((await usdt(server, user.userId)).available)).toBe('100080');
  });

  it('voids and refunds an option when no tick was recorded near its expiry', async () => {
    await server.tick({ BTCUSDT: '95000' });
    const user = await registerByEmail(server);
    const option = (await buy(user, {})).result;
    await hold('99000', 5); // then the platform goes down for ten minutes
    await restart(10 * 60_000);
    const settled = (await order(server, user.token, 'GET', `getOptionsOrderById/${option.id}`))
      .result;
    expect(settled).toMatchObject({
      status: 'void',
      settlePrice: null,
      returned: '100',
      profit: '0',
    });
    const balance = await usdt(server, user.userId);
    expect(formatAmount(balance.available)).toBe('100000');
    expect(balance.frozen).toBe(0n);
    expect(MARKETS_OPEN.getTime()).toBeLessThan(option.expiresAt);
  });
});
