import { formatAmount, parseAmount, planLiquidationValue, type GridParams } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  ledgerAccounts,
  smartPlanFills,
  smartPlans,
  smartPlanSettlements,
} from '../../src/db/schema/index.js';
import { userTopic } from '../../src/realtime/bus.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { setSetting } from '../helpers/settings.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, usdt, type TradingServer } from '../helpers/trading.js';
import { fillsBesideBacktest, planFeed, type PlanFeed } from './plan-oracle.js';

let database: Database;
let server: TradingServer;
const shared = () => ({ ...database, close: async () => undefined });
const MINUTE = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTradingServer({ database: shared() });
  feed = planFeed(server, () => server.smartPlans.idle());
  await push({ BTCUSDT: '95000', ETHUSDT: '3300' });
});

afterAll(async () => {
  try {
    await server.assertLedgerSound();
    await server.close();
  } finally {
    await database.close();
  }
});

/** The feed of this file's prices; it remembers every tick for the replay oracle. */
let feed: PlanFeed;
const push = (prices: Record<string, string>, advanceMs?: number) => feed.push(prices, advanceMs);

/** Advances the clock to the next whole `stepMs` (a minute by default) and pushes there. */
async function pushAtBoundary(prices: Record<string, string>, stepMs = MINUTE) {
  const now = server.time.clock().getTime();
  await push(prices, Math.ceil((now + 1) / stepMs) * stepMs - now);
}
const pushAtMinute = (prices: Record<string, string>) => pushAtBoundary(prices);

async function realUser(amount = '20000'): Promise<RegisteredUser> {
  const user = await registerByEmail(server);
  await fund(server.deps.db, user.userId, 'real', 'USDT', amount);
  return user;
}

const buy = (user: RegisteredUser, body: Record<string, unknown>, key?: string) =>
  order(server, user.token, 'POST', 'buySmart', body, { book: 'real', ...(key ? { key } : {}) });

async function planAccountBalance(planId: number): Promise<bigint> {
  const [row] = await server.deps.db
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.planId, planId));
  return parseAmount(row!.available);
}

describe('buying a plan', () => {
  it('is refused in the demo book with "switch to a real account"', async () => {
    const user = await realUser();
    const reply = await order(server, user.token, 'POST', 'buySmart', {
      product: 'btc-grid',
      days: 1,
      amount: '1000',
    });
    expect(reply.code).toBe(460);
    expect(reply.msg.toLowerCase()).toContain('real account');
  });

  it('checks product (10010), days (10012), amount (10013) and balance (10011)', async () => {
    const user = await realUser('500');
    expect((await buy(user, { product: 'nope', days: 1, amount: '1000' })).code).toBe(10010);
    expect((await buy(user, { product: 'xau-grid', days: 1, amount: '1000' })).code).toBe(10012);
    expect((await buy(user, { product: 'btc-grid', days: 1, amount: '99.99' })).code).toBe(10013);
    expect((await buy(user, { product: 'btc-grid', days: 1, amount: '50000.01' })).code).toBe(
      10013,
    );
    expect((await buy(user, { product: 'btc-grid', days: 1, amount: '1000' })).code).toBe(10011);
    expect((await usdt(server, user.userId, 'real')).available).toBe(parseAmount('500'));
  });

  it('answers "intelligent trading not enabled" (484) while staff have it switched off', async () => {
    const user = await realUser();
    await setSetting(server, 'smart.enabled', 0);
    try {
      const reply = await buy(user, { product: 'btc-grid', days: 1, amount: '1000' });
      expect(reply.code).toBe(484);
      expect(reply.msg).toBe('Intelligent trading is not enabled');
    } finally {
      await setSetting(server, 'smart.enabled', 1);
    }
    expect((await usdt(server, user.userId, 'real')).available).toBe(parseAmount('20000'));
  });
});

describe('a grid plan, live, against the feed', () => {
  let user: RegisteredUser;
  let planId: number;
  const params: GridParams = { lowerBp: 800, upperBp: 800, levels: 16, initialInstrumentBp: 5000 };

  it('moves the principal into the plan account (20004) and refuses a second plan of the product (10024)', async () => {
    user = await realUser();
    const messages: any[] = [];
    const off = await server.deps.bus.subscribe(userTopic(user.userId), (m) => messages.push(m));
    const reply = await buy(user, { product: 'btc-grid', days: 1, amount: '1000' }, 'buy-grid-1');
    await off();
    expect(reply.code).toBe(20004);
    const plan = reply.result;
    planId = plan.id;
    expect(plan).toMatchObject({
      status: 'running',
      days: 1,
      amount: '1000',
      value: '1000',
      candleInterval: '1m',
      profitShareBp: 2000,
      earlyExitDamagesBp: 500,
      earlyExitDamages: '50',
      tradeCount: 0,
      product: { code: 'btc-grid', strategy: 'grid', instrument: { code: 'BTCUSDT' } },
    });
    expect(plan.nextEarningsTime - plan.startTime).toBe(DAY);
    expect(messages.some((m) => m.type === 'smartPlan' && m.plan.id === planId)).toBe(true);
    expect((await usdt(server, user.userId, 'real')).available).toBe(parseAmount('19000'));
    expect(await planAccountBalance(planId)).toBe(parseAmount('1000'));

    const again = await buy(user, { product: 'btc-grid', days: 3, amount: '100' });
    expect(again.code).toBe(10024);
    // The same key replays the first purchase instead of buying again.
    const replay = await buy(user, { product: 'btc-grid', days: 1, amount: '1000' }, 'buy-grid-1');
    expect(replay.result.id).toBe(planId);
    expect((await usdt(server, user.userId, 'real')).available).toBe(parseAmount('19000'));
  });

  it('trades on each closed minute at the first tick after it, and a replay through the backtester gives the same trades', async () => {
    // A walk of ±0.4% steps every 10 s for 40 minutes, the first tick of each minute exactly on it.
    let price = 95_000;
    let seed = 7;
    await pushAtMinute({ BTCUSDT: String(price) });
    for (let minute = 0; minute < 40; minute += 1) {
      for (let tick = 0; tick < 5; tick += 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        const step = ((seed % 9) - 4) / 1000; // −0.4% … +0.4%
        price = Math.round(price * (1 + step));
        await push({ BTCUSDT: String(price) }, 10_000);
      }
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      price = Math.round(price * (1 + ((seed % 9) - 4) / 1000));
      await pushAtMinute({ BTCUSDT: String(price) });
    }
    const { row, recorded, oracle } = await fillsBesideBacktest(server.deps.db, feed, planId);
    expect(recorded.length).toBeGreaterThan(3);
    expect(row.tradeCount).toBe(recorded.length);
    // The oracle: the backtester on candles rebuilt from the ticks pushed, with the parameters
    // the plan copied — the product's.
    expect(row.params).toEqual(params);
    expect(recorded).toEqual(oracle);
    // The plan's cash is its ledger account's balance, to the last unit.
    expect(await planAccountBalance(planId)).toBe(parseAmount(row.cash));
  });

  it('shows the plan, its trades and its value curve to its owner only', async () => {
    const list = await order(
      server,
      user.token,
      'GET',
      'listSmartOrder?status=running',
      undefined,
      {
        book: 'real',
      },
    );
    expect(list.result.total).toBe(1);
    expect(list.result.list[0].id).toBe(planId);
    await server.deps.market.flush(); // the leader writes candles every 5 s; the curve reads them
    const detail = await order(
      server,
      user.token,
      'GET',
      `getSmartOrderById/${planId}`,
      undefined,
      {
        book: 'real',
      },
    );
    expect(detail.code).toBe(200);
    expect(detail.result.trades.length).toBe(detail.result.plan.tradeCount);
    expect(detail.result.equityCurve.length).toBeGreaterThan(30);
    const stranger = await realUser();
    const denied = await order(
      server,
      stranger.token,
      'GET',
      `getSmartOrderById/${planId}`,
      undefined,
      { book: 'real' },
    );
    expect(denied.status).toBe(404);
    const demoList = await order(server, user.token, 'GET', 'listSmartOrder', undefined, {
      book: 'demo',
    });
    expect(demoList.result.total).toBe(0);
  });

  it('ends with the cycle: positions close, the platform takes 20% of the gain above the mark, the rest returns', async () => {
    const before = (await usdt(server, user.userId, 'real')).available;
    const [running] = await server.deps.db
      .select()
      .from(smartPlans)
      .where(eq(smartPlans.id, planId));
    server.time.advance(running!.endMs - server.time.clock().getTime() + 1000);
    await push({ BTCUSDT: '96000' }, 0);
    await server.jobs.runDue();
    const [ended] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, planId));
    expect(ended!.status).toBe('ended');
    expect(parseAmount(ended!.quantity)).toBe(0n);
    const returned = parseAmount(ended!.returned!);
    expect((await usdt(server, user.userId, 'real')).available - before).toBe(returned);
    expect(await planAccountBalance(planId)).toBe(0n);
    const [settlement] = await server.deps.db
      .select()
      .from(smartPlanSettlements)
      .where(eq(smartPlanSettlements.planId, planId));
    const cashAtEnd = parseAmount(settlement!.value);
    const gain = cashAtEnd > parseAmount('1000') ? cashAtEnd - parseAmount('1000') : 0n;
    expect(parseAmount(ended!.platformShareTotal)).toBe((gain * 2000n) / 10_000n);
    expect(returned).toBe(cashAtEnd - parseAmount(ended!.platformShareTotal));
    // Running it again (a retried job) changes nothing.
    await server.jobs.runDue();
    expect((await usdt(server, user.userId, 'real')).available - before).toBe(returned);
    const list = await order(server, user.token, 'GET', 'listSmartOrder?status=ended', undefined, {
      book: 'real',
    });
    expect(list.result.list[0]).toMatchObject({
      id: planId,
      status: 'ended',
      nextEarningsTime: null,
      returned: formatAmount(returned),
      totalRevenue: formatAmount(returned - parseAmount('1000')),
    });
  });
});

describe('daily settlement of a three-day plan', () => {
  it('pays a gain above the mark 80/20, pays nothing on a losing day, and charges a recovered loss only once', async () => {
    const user = await realUser();
    await push({ BTCUSDT: '95000' });
    const bought = await buy(user, { product: 'btc-grid', days: 3, amount: '1000' });
    expect(bought.code).toBe(20004);
    const id = bought.result.id as number;
    const row = async () =>
      (await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, id)))[0]!;
    // The plan decides on the candles its timeframe's range was measured on (1m or 1h).
    const stepMs = (await row()).candleInterval === '1m' ? MINUTE : 60 * MINUTE;
    const walk = async (from: number, to: number, steps: number) => {
      for (let m = 1; m <= steps; m += 1)
        await pushAtBoundary(
          { BTCUSDT: String(Math.round(from + ((to - from) * m) / steps)) },
          stepMs,
        );
    };
    const settleDay = async (day: number) => {
      const plan = await row();
      // The last tick lands a second before the settlement is due (the candle it closes may
      // trade), the figures are read, and only then does the clock pass the due time: the job
      // runner may take the job at once, in the background, not only through runDue.
      server.time.advance(plan.startMs + day * DAY - server.time.clock().getTime() - 1000);
      await push({ BTCUSDT: feed.lastPrice('BTCUSDT') }, 0);
      const before = await row();
      const userBefore = (await usdt(server, user.userId, 'real')).available;
      server.time.advance(2000);
      await server.jobs.runDue();
      const [settlement] = await server.deps.db
        .select()
        .from(smartPlanSettlements)
        .where(and(eq(smartPlanSettlements.planId, id), eq(smartPlanSettlements.day, day)));
      const paid = (await usdt(server, user.userId, 'real')).available - userBefore;
      return { before, after: await row(), settlement: settlement!, paid };
    };

    await walk(95_000, 99_500, 12); // up: the grid sells levels, the value rises
    const day1 = await settleDay(1);
    const value1 = parseAmount(day1.settlement.value);
    expect(value1).toBeGreaterThan(parseAmount('1000'));
    const payout1 =
      parseAmount(day1.settlement.userPaid) + parseAmount(day1.settlement.platformShare);
    const gain1 = value1 - parseAmount('1000');
    const cash1 = parseAmount(day1.before.cash);
    expect(payout1).toBe(gain1 < cash1 ? gain1 : cash1);
    expect(parseAmount(day1.settlement.platformShare)).toBe((payout1 * 2000n) / 10_000n);
    expect(day1.paid).toBe(parseAmount(day1.settlement.userPaid));
    expect(parseAmount(day1.after.cash)).toBe(cash1 - payout1);
    expect(day1.after.settledDays).toBe(1);
    expect(day1.after.nextSettleMs).toBe(day1.after.startMs + 2 * DAY);

    await walk(99_500, 90_000, 12); // down: a losing day
    const day2 = await settleDay(2);
    expect(parseAmount(day2.settlement.change)).toBeLessThan(0n);
    expect(parseAmount(day2.settlement.value)).toBeLessThan(parseAmount('1000'));
    expect(day2.settlement.userPaid).toBe(day2.settlement.platformShare);
    expect(parseAmount(day2.settlement.userPaid)).toBe(0n);
    expect(day2.paid).toBe(0n);

    await walk(90_000, 97_000, 12); // part of the loss recovered
    const day3 = await settleDay(3);
    expect(day3.after.status).toBe('ended');
    const cashAtEnd = parseAmount(day3.settlement.value);
    const above = cashAtEnd > parseAmount('1000') ? cashAtEnd - parseAmount('1000') : 0n;
    // Only what is above the mark is shared: recovering the loss is not charged.
    expect(parseAmount(day3.settlement.platformShare)).toBe((above * 2000n) / 10_000n);
    expect(day3.paid).toBe(cashAtEnd - parseAmount(day3.settlement.platformShare));
    expect(await planAccountBalance(id)).toBe(0n);
  });

  it('ledger:verify catches a plan whose cash drifted from its account (P1)', async () => {
    const [plan] = await server.deps.db.select().from(smartPlans).limit(1);
    await server.deps.db
      .update(smartPlans)
      .set({ cash: '123.45' })
      .where(eq(smartPlans.id, plan!.id));
    try {
      const { violations } = await verifyLedger(server.deps.db);
      expect(violations).toContainEqual(
        expect.objectContaining({ invariant: 'P1 plan cash equals its account', planId: plan!.id }),
      );
    } finally {
      await server.deps.db
        .update(smartPlans)
        .set({ cash: plan!.cash })
        .where(eq(smartPlans.id, plan!.id));
    }
    expect((await verifyLedger(server.deps.db)).violations).toEqual([]);
  });
});

describe('early exit', () => {
  it('quotes the damages, refuses a stale confirmation (485) and returns value less damages', async () => {
    const user = await realUser();
    await push({ ETHUSDT: '3300', BTCUSDT: '96000' });
    const bought = await buy(user, { product: 'eth-trend', days: 3, amount: '2000' });
    expect(bought.code).toBe(20004);
    const id = bought.result.id as number;
    const before = (await usdt(server, user.userId, 'real')).available;
    const quote = await order(server, user.token, 'GET', `getSmartExitQuote/${id}`, undefined, {
      book: 'real',
    });
    expect(quote.result).toMatchObject({ id, value: '2000', damages: '100', returned: '1900' });
    const stale = await order(
      server,
      user.token,
      'POST',
      'stopSmart',
      { id, damages: '99' },
      {
        book: 'real',
      },
    );
    expect(stale.code).toBe(485);
    const exited = await order(
      server,
      user.token,
      'POST',
      'stopSmart',
      { id, damages: '100' },
      {
        book: 'real',
        key: 'exit-key-1',
      },
    );
    expect(exited.code).toBe(20005);
    expect(exited.result).toMatchObject({
      status: 'exited',
      returned: '1900',
      earlyExitDamages: '100',
      totalRevenue: '-100',
    });
    expect((await usdt(server, user.userId, 'real')).available - before).toBe(parseAmount('1900'));
    const again = await order(
      server,
      user.token,
      'POST',
      'stopSmart',
      { id, damages: '100' },
      {
        book: 'real',
      },
    );
    expect(again.code).toBe(486);
    const total = await order(server, user.token, 'GET', 'getProfitTotal', undefined, {
      book: 'real',
    });
    expect(total.result.smart).toMatchObject({ runningPlans: 0, totalRevenue: '-100' });
  });

  it('closes what the plan holds at the latest price, then returns value less damages (a sell recorded as "close")', async () => {
    const user = await realUser();
    await push({ BTCUSDT: '96000' });
    const bought = await buy(user, { product: 'btc-grid', days: 1, amount: '1000' });
    expect(bought.code).toBe(20004);
    const id = bought.result.id as number;
    const stepMs = bought.result.candleInterval === '1m' ? MINUTE : 60 * MINUTE;
    await pushAtBoundary({ BTCUSDT: '96000' }, stepMs);
    await pushAtBoundary({ BTCUSDT: '96100' }, stepMs); // the first candle closed: half bought
    const [holding] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, id));
    expect(parseAmount(holding!.quantity)).toBeGreaterThan(0n);
    await push({ BTCUSDT: '97000' });

    const quote = await order(server, user.token, 'GET', `getSmartExitQuote/${id}`, undefined, {
      book: 'real',
    });
    // The value is what selling everything now would bring, after spread, slippage and commission.
    const expectedValue = planLiquidationValue(
      { cash: parseAmount(holding!.cash), quantity: parseAmount(holding!.quantity) },
      parseAmount('97000'),
      {
        spreadBp: holding!.spreadBp,
        commissionBp: holding!.commissionBp,
        slippageBp: holding!.slippageBp,
      },
    );
    expect(quote.result).toMatchObject({
      value: formatAmount(expectedValue),
      damages: '50',
      returned: formatAmount(expectedValue - parseAmount('50')),
    });
    const before = (await usdt(server, user.userId, 'real')).available;
    const exited = await order(
      server,
      user.token,
      'POST',
      'stopSmart',
      { id, damages: '50' },
      { book: 'real' },
    );
    expect(exited.code).toBe(20005);
    expect((await usdt(server, user.userId, 'real')).available - before).toBe(
      expectedValue - parseAmount('50'),
    );
    const fills = await server.deps.db
      .select()
      .from(smartPlanFills)
      .where(eq(smartPlanFills.planId, id))
      .orderBy(smartPlanFills.id);
    expect(fills.at(-1)).toMatchObject({ side: 'sell', reason: 'close', candleMs: null });
    expect(parseAmount(fills.at(-1)!.quantity)).toBe(parseAmount(holding!.quantity));
    expect(await planAccountBalance(id)).toBe(0n);
  });
});
