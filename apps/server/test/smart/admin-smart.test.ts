import { endpoints } from '@meridian/contract';
import { parseAmount } from '@meridian/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  auditLog,
  journalEntries,
  ledgerAccounts,
  postings,
  smartPlans,
  smartProductRanges,
  smartProducts,
} from '../../src/db/schema/index.js';
import { rangesBackgroundIdle } from '../../src/engines/smart/ranges-background.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { generateCandles, insertCandles, instrumentId } from './candles.js';

let database: Database;
let server: TradingServer;
let admin: SignedInStaff;
let support: SignedInStaff;
let content: SignedInStaff;
const shared = () => ({ ...database, close: async () => undefined });
const MINUTE = 60_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTradingServer({ database: shared() });
  await rangesBackgroundIdle(server.deps.db);
  admin = await signInStaff(server, 'admin');
  support = await signInStaff(server, 'support');
  content = await signInStaff(server, 'content');
  await push({ BTCUSDT: '95000' });
});

afterAll(async () => {
  try {
    await rangesBackgroundIdle(server.deps.db);
    await server.assertLedgerSound();
    await server.close();
  } finally {
    await database.close();
  }
});

async function push(prices: Record<string, string>, advanceMs = 1000) {
  server.time.advance(advanceMs);
  server.feed.push(prices);
  await server.margin.idle();
  await server.smartPlans.idle();
}

const bearer = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });

async function staffCall(
  who: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  return server.call({
    method,
    url,
    headers: { ...(who ? bearer(who) : {}), ...extraHeaders },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const gridBody = (overrides: Record<string, unknown> = {}) => ({
  instrument: 'SOLUSDT',
  strategy: 'grid',
  params: { lowerBp: 600, upperBp: 600, levels: 12, initialInstrumentBp: 5000 },
  timeframes: [1, 3, 7],
  minInvestment: '50',
  maxInvestment: '20000',
  profitShareBp: 2000,
  earlyExitDamagesBp: 500,
  enabled: true,
  ...overrides,
});

async function productId(code: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ id: smartProducts.id })
    .from(smartProducts)
    .where(eq(smartProducts.code, code));
  return row!.id;
}

async function auditRows(targetId: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'smart_product'), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
}

async function counts() {
  const db = server.deps.db;
  const [products] = await db.select({ n: sql<number>`count(*)::int` }).from(smartProducts);
  const [ranges] = await db.select({ n: sql<number>`count(*)::int` }).from(smartProductRanges);
  const [audits] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return { products: products!.n, ranges: ranges!.n, audits: audits!.n };
}

describe('who may use the smart back office', () => {
  const routes = [
    ['GET', '/swx/admin/smart/products'],
    ['POST', '/swx/admin/smart/products'],
    ['PUT', '/swx/admin/smart/products/1'],
    ['POST', '/swx/admin/smart/products/preview'],
    ['GET', '/swx/admin/smart/products/1/plans'],
    ['GET', '/swx/admin/smart/earnings'],
  ] as const;

  it("refuses a user's token (401) and the content role (403) everywhere", async () => {
    const user = await registerByEmail(server);
    for (const [method, url] of routes) {
      const asUser = await staffCall(null, method, url, method === 'GET' ? undefined : gridBody(), {
        authorization: user.token,
      });
      expect(asUser.status, `${method} ${url} with a user token`).toBe(401);
      const asContent = await staffCall(
        content,
        method,
        url,
        method === 'GET' ? undefined : gridBody({ code: 'x-content' }),
      );
      expect(asContent.status, `${method} ${url} as content`).toBe(403);
    }
    expect(
      await server.deps.db.select().from(smartProducts).where(eq(smartProducts.code, 'x-content')),
    ).toEqual([]);
  });

  it('lets support read the catalogue and its plans but not change, preview or see earnings', async () => {
    const list = await staffCall(support, 'GET', '/swx/admin/smart/products');
    expect(list.status).toBe(200);
    expect(endpoints.adminListSmartProducts.result.safeParse(list.body.result).success).toBe(true);
    const id = await productId('btc-grid');
    expect((await staffCall(support, 'GET', `/swx/admin/smart/products/${id}/plans`)).status).toBe(
      200,
    );
    expect(
      (
        await staffCall(
          support,
          'POST',
          '/swx/admin/smart/products',
          gridBody({ code: 'x-support' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await staffCall(support, 'PUT', `/swx/admin/smart/products/${id}`, gridBody())).status,
    ).toBe(403);
    expect(
      (await staffCall(support, 'POST', '/swx/admin/smart/products/preview', gridBody())).status,
    ).toBe(403);
    expect((await staffCall(support, 'GET', '/swx/admin/smart/earnings')).status).toBe(403);
  });
});

describe('the catalogue for staff', () => {
  it('lists every product with its terms, running plans and ranges, the tradable instruments and the switch', async () => {
    const { status, body } = await staffCall(admin, 'GET', '/swx/admin/smart/products');
    expect(status).toBe(200);
    expect(body.result.smartEnabled).toBe(true);
    const btc = body.result.products.find((p: any) => p.code === 'btc-grid');
    expect(btc).toMatchObject({
      instrument: { code: 'BTCUSDT', quote: 'USDT' },
      strategy: 'grid',
      params: { lowerBp: 800, upperBp: 800, levels: 16, initialInstrumentBp: 5000 },
      timeframes: [1, 3, 7, 15, 30],
      minInvestment: '100',
      maxInvestment: '50000',
      profitShareBp: 2000,
      earlyExitDamagesBp: 500,
      enabled: true,
      runningPlans: 0,
      runningPrincipal: '0',
    });
    expect(btc.ranges).toHaveLength(5);
    const quotes = new Set(body.result.instruments.map((i: any) => i.quote));
    expect([...quotes].sort()).toEqual(['USD', 'USDT']);
    expect(body.result.instruments.some((i: any) => i.code === 'USDJPY')).toBe(false);
  });
});

describe('creating and editing products', () => {
  it('refuses invalid parameters with each field and its problem, and writes nothing', async () => {
    const before = await counts();
    const bad = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({
        code: 'sol-bad',
        params: { lowerBp: 0, upperBp: 600, levels: 500, initialInstrumentBp: 5000 },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('params.lowerBp: outOfRange (1–9000)');
    expect(bad.body.msg).toContain('params.levels: outOfRange (2–200)');

    const trend = await staffCall(admin, 'POST', '/swx/admin/smart/products/preview', {
      instrument: 'ETHUSDT',
      strategy: 'trend',
      params: { average: 'wma', fastPeriod: 50, slowPeriod: 20, buyFractionBp: 10000 },
      timeframes: [1],
    });
    expect(trend.status).toBe(400);
    expect(trend.body.msg).toContain('params.average: notAllowed (sma, ema)');

    const crossed = await staffCall(admin, 'POST', '/swx/admin/smart/products/preview', {
      instrument: 'ETHUSDT',
      strategy: 'trend',
      params: { average: 'ema', fastPeriod: 50, slowPeriod: 20, buyFractionBp: 10000 },
      timeframes: [1],
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.msg).toContain('params.fastPeriod: notBelow (slowPeriod)');

    const extra = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({
        code: 'sol-extra',
        params: { lowerBp: 600, upperBp: 600, levels: 12, initialInstrumentBp: 5000, leverage: 10 },
      }),
    );
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toContain('params.leverage: notAllowed');

    const inverse = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'jpy-grid', instrument: 'USDJPY' }),
    );
    expect(inverse.status).toBe(400);
    expect(inverse.body.msg).toContain('USDJPY is quoted in JPY');
    const unknown = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'nope-grid', instrument: 'NOPEUSDT' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('NOPEUSDT does not exist');

    const range = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'sol-range', minInvestment: '500', maxInvestment: '100' }),
    );
    expect(range.status).toBe(400);
    expect(range.body.msg).toContain('maxInvestment');
    const zero = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'sol-zero', minInvestment: '0' }),
    );
    expect(zero.status).toBe(400);
    for (const timeframes of [[2], [1, 1], []]) {
      const wrong = await staffCall(
        admin,
        'POST',
        '/swx/admin/smart/products',
        gridBody({ code: 'sol-days', timeframes }),
      );
      expect(wrong.status, JSON.stringify(timeframes)).toBe(400);
    }
    const share = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'sol-share', profitShareBp: 10_001 }),
    );
    expect(share.status).toBe(400);
    const code = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'Bad Code' }),
    );
    expect(code.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('previews a proposed product over the stored history without writing anything, with the figures the public list then shows', async () => {
    const db = server.deps.db;
    const sol = await instrumentId(db, 'SOLUSDT');
    const endMs = Math.floor(server.time.clock().getTime() / HOUR) * HOUR - HOUR;
    await insertCandles(db, sol, '1m', generateCandles(1440 + 240, MINUTE, endMs, 180, 12, 21));
    await insertCandles(db, sol, '1h', generateCandles(12 * 24, HOUR, endMs, 180, 70, 22));
    const before = await counts();

    const preview = await staffCall(admin, 'POST', '/swx/admin/smart/products/preview', {
      instrument: 'SOLUSDT',
      strategy: 'grid',
      params: gridBody().params,
      timeframes: [7, 1, 3],
    });
    expect(preview.status).toBe(200);
    expect(endpoints.adminPreviewSmartProduct.result.safeParse(preview.body.result).success).toBe(
      true,
    );
    const figures = preview.body.result;
    expect(figures.costs).toEqual({ spreadBp: 4, commissionBp: 10, slippageBp: 5 });
    expect(figures.ranges.map((r: any) => r.days)).toEqual([1, 3, 7]);
    for (const r of figures.ranges) {
      expect(r.status, `${r.days} days`).toBe('published');
      expect(r.figures.windows).toBeGreaterThan(0);
      expect(r.figures.equityCurve.length).toBeGreaterThan(1);
      expect(r.pastPerformanceNotAPromise).toBe(true);
    }
    expect(figures.ranges[0].figures.candleInterval).toBe('1m');
    expect(figures.ranges[2].figures.candleInterval).toBe('1h');
    expect(await counts()).toEqual(before);

    // Saved as it was previewed: the background computation publishes the same figures.
    const created = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'sol-grid' }),
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ code: 'sol-grid', enabled: true, runningPlans: 0 });
    await rangesBackgroundIdle(db);
    const list = await server.call({ method: 'GET', url: '/swx/customer/order/listSmartProducts' });
    const published = list.body.result.products.find((p: any) => p.code === 'sol-grid');
    expect(published.ranges).toEqual(figures.ranges);
  });

  it('creates a product (409 for a code taken) and audits it in the same transaction', async () => {
    const created = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({
        code: 'eurusd-grid',
        instrument: 'EURUSD',
        timeframes: [3, 1],
        enabled: false,
      }),
    );
    expect(created.status).toBe(200);
    expect(endpoints.adminCreateSmartProduct.result.safeParse(created.body.result).success).toBe(
      true,
    );
    expect(created.body.result).toMatchObject({
      code: 'eurusd-grid',
      instrument: { code: 'EURUSD', quote: 'USD' },
      timeframes: [1, 3],
      enabled: false,
    });
    const id = created.body.result.id;
    const [audit] = await auditRows(String(id));
    expect(audit).toMatchObject({
      actorId: admin.id,
      actorKind: 'staff',
      action: 'smart_product.create',
      before: null,
      after: {
        code: 'eurusd-grid',
        instrument: 'EURUSD',
        strategy: 'grid',
        params: gridBody().params,
        timeframes: [1, 3],
        minInvestment: '50',
        maxInvestment: '20000',
        enabled: false,
      },
    });
    // Not offered: users do not see it.
    const list = await server.call({ method: 'GET', url: '/swx/customer/order/listSmartProducts' });
    expect(list.body.result.products.some((p: any) => p.code === 'eurusd-grid')).toBe(false);

    const taken = await staffCall(
      admin,
      'POST',
      '/swx/admin/smart/products',
      gridBody({ code: 'eurusd-grid' }),
    );
    expect(taken.status).toBe(409);
    expect(await auditRows(String(id))).toHaveLength(1);
  });

  it('edits a product with before and after in the audit log; 404 for a product that does not exist', async () => {
    const id = await productId('eurusd-grid');
    const edited = await staffCall(admin, 'PUT', `/swx/admin/smart/products/${id}`, {
      ...gridBody({ instrument: 'EURUSD' }),
      strategy: 'meanReversion',
      params: { period: 30, deviationsBp: 15000, buyFractionBp: 4000, exitAt: 'upper' },
      timeframes: [1, 3, 7],
      profitShareBp: 1500,
      enabled: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({
      id,
      code: 'eurusd-grid',
      strategy: 'meanReversion',
      params: { period: 30, deviationsBp: 15000, buyFractionBp: 4000, exitAt: 'upper' },
      timeframes: [1, 3, 7],
      profitShareBp: 1500,
      enabled: true,
    });
    const rows = await auditRows(String(id));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'smart_product.update',
      actorId: admin.id,
      before: { strategy: 'grid', profitShareBp: 2000, enabled: false, timeframes: [1, 3] },
      after: {
        strategy: 'meanReversion',
        profitShareBp: 1500,
        enabled: true,
        timeframes: [1, 3, 7],
      },
    });
    const invalid = await staffCall(admin, 'PUT', `/swx/admin/smart/products/${id}`, {
      ...gridBody({ instrument: 'EURUSD' }),
      strategy: 'meanReversion',
      params: { period: 1, deviationsBp: 15000, buyFractionBp: 4000, exitAt: 'upper' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toContain('params.period: outOfRange (2–1000)');
    expect(await auditRows(String(id))).toHaveLength(2);
    const missing = await staffCall(admin, 'PUT', '/swx/admin/smart/products/999999', gridBody());
    expect(missing.status).toBe(404);
  });
});

describe('running plans and the earnings from plans', () => {
  let user: RegisteredUser;
  let planId: number;
  let btcId: number;

  it('lists the plans running on a product with their owner, and a plan keeps the terms it copied after an edit', async () => {
    btcId = await productId('btc-grid');
    user = await registerByEmail(server);
    await fund(server.deps.db, user.userId, 'real', 'USDT', '5000');
    const bought = await order(
      server,
      user.token,
      'POST',
      'buySmart',
      { product: 'btc-grid', days: 1, amount: '1000' },
      { book: 'real' },
    );
    expect(bought.code).toBe(20004);
    planId = bought.result.id;
    // Two closed minutes: the grid's initial purchase fills (a commission to the fee account).
    for (const price of ['95100', '95300', '94800']) {
      const now = server.time.clock().getTime();
      await push({ BTCUSDT: price }, Math.ceil((now + 1) / MINUTE) * MINUTE - now);
      await push({ BTCUSDT: price }, 5_000);
    }

    const edit = await staffCall(
      admin,
      'PUT',
      `/swx/admin/smart/products/${btcId}`,
      gridBody({
        instrument: 'BTCUSDT',
        params: { lowerBp: 300, upperBp: 300, levels: 40, initialInstrumentBp: 5000 },
        timeframes: [3, 7],
        minInvestment: '2000',
        maxInvestment: '9000',
        profitShareBp: 5000,
        earlyExitDamagesBp: 1000,
      }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.result).toMatchObject({
      runningPlans: 1,
      runningPrincipal: '1000',
      profitShareBp: 5000,
    });

    const [plan] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, planId));
    expect(plan).toMatchObject({
      status: 'running',
      days: 1,
      profitShareBp: 2000,
      earlyExitDamagesBp: 500,
      params: { lowerBp: 800, upperBp: 800, levels: 16, initialInstrumentBp: 5000 },
    });
    expect(plan!.tradeCount).toBeGreaterThan(0);

    const plans = await staffCall(
      admin,
      'GET',
      `/swx/admin/smart/products/${btcId}/plans?status=running`,
    );
    expect(plans.status).toBe(200);
    expect(endpoints.adminListSmartProductPlans.result.safeParse(plans.body.result).success).toBe(
      true,
    );
    expect(plans.body.result.total).toBe(1);
    expect(plans.body.result.list[0]).toMatchObject({
      id: planId,
      username: user.username,
      principal: '1000',
      days: 1,
      profitShareBp: 2000,
      earlyExitDamagesBp: 500,
      tradeCount: plan!.tradeCount,
      nextEarningsTime: plan!.nextSettleMs,
    });
    const ended = await staffCall(
      admin,
      'GET',
      `/swx/admin/smart/products/${btcId}/plans?status=ended`,
    );
    expect(ended.body.result.total).toBe(0);
    expect((await staffCall(admin, 'GET', '/swx/admin/smart/products/999999/plans')).status).toBe(
      404,
    );

    // The early-exit quote still charges the 5% the plan was bought with, not the new 10%.
    const quote = await order(server, user.token, 'GET', `getSmartExitQuote/${planId}`, undefined, {
      book: 'real',
    });
    expect(quote.result.damages).toBe('50');
  });

  it('a plan bought after the edit copies the new terms, and a settled day with a gain pays the platform its share', async () => {
    // The first plan ends early, charged the 5% it was bought with.
    const exitQuote = await order(
      server,
      user.token,
      'GET',
      `getSmartExitQuote/${planId}`,
      undefined,
      {
        book: 'real',
      },
    );
    const exit = await order(
      server,
      user.token,
      'POST',
      'stopSmart',
      { id: planId, damages: exitQuote.result.damages },
      { book: 'real' },
    );
    expect(exit.code).toBe(20005);
    const buyer = await registerByEmail(server);
    await fund(server.deps.db, buyer.userId, 'real', 'USDT', '5000');
    const bought = await order(
      server,
      buyer.token,
      'POST',
      'buySmart',
      { product: 'btc-grid', days: 3, amount: '2000' },
      { book: 'real' },
    );
    expect(bought.code).toBe(20004);
    expect(bought.result).toMatchObject({ profitShareBp: 5000, earlyExitDamagesBp: 1000 });
    const id = bought.result.id as number;
    const [plan] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, id));
    expect(plan!.params).toEqual({
      lowerBp: 300,
      upperBp: 300,
      levels: 40,
      initialInstrumentBp: 5000,
    });
    // The price climbs a candle at a time, then the first day is settled.
    for (let step = 1; step <= 8; step += 1) {
      const now = server.time.clock().getTime();
      await push(
        { BTCUSDT: String(94_800 + step * 300) },
        Math.ceil((now + 1) / MINUTE) * MINUTE - now,
      );
    }
    server.time.advance(plan!.startMs + 86_400_000 - server.time.clock().getTime() + 1000);
    await push({ BTCUSDT: '97200' }, 0);
    await server.jobs.runDue();
    const [settled] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, id));
    expect(settled!.settledDays).toBe(1);
    expect(parseAmount(settled!.platformShareTotal)).toBeGreaterThan(0n);
  });

  it('reports earnings that add up to the fee account movements of plans, per reason and per product', async () => {
    // A day has passed: staff sessions last 12 hours.
    admin = await signInStaff(server, 'admin');
    const earnings = await staffCall(admin, 'GET', '/swx/admin/smart/earnings');
    expect(earnings.status).toBe(200);
    expect(endpoints.adminSmartEarnings.result.safeParse(earnings.body.result).success).toBe(true);

    // The oracle: the real USDT fee account's postings in entries of plans, by reason.
    const rows = await server.deps.db
      .select({ reason: journalEntries.reason, amount: postings.amount })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(
        and(
          eq(ledgerAccounts.ownerKind, 'system'),
          eq(ledgerAccounts.systemCode, 'fee'),
          eq(ledgerAccounts.book, 'real'),
          eq(ledgerAccounts.asset, 'USDT'),
          inArray(journalEntries.reason, ['smart_fill', 'smart_settle', 'smart_end', 'smart_exit']),
        ),
      );
    const sum = (reasons: string[]) =>
      rows
        .filter((r) => reasons.includes(r.reason))
        .reduce((s, r) => s + parseAmount(r.amount), 0n);
    const commissions = sum(['smart_fill']);
    const shares = sum(['smart_settle', 'smart_end']);
    const damages = sum(['smart_exit']);
    expect(commissions).toBeGreaterThan(0n);
    expect(shares).toBeGreaterThan(0n);
    expect(damages).toBe(parseAmount('50'));
    const { total, products, fromPlans } = earnings.body.result;
    expect(parseAmount(total.commissions)).toBe(commissions);
    expect(parseAmount(total.profitShares)).toBe(shares);
    expect(parseAmount(total.damages)).toBe(damages);
    expect(parseAmount(total.total)).toBe(commissions + shares + damages);
    const btc = products.find((p: any) => p.code === 'btc-grid');
    expect(btc).toMatchObject({ productId: btcId, plans: 2, total: total.total });
    expect(
      products.filter((p: any) => p.code !== 'btc-grid').every((p: any) => p.total === '0'),
    ).toBe(true);
    expect(parseAmount(fromPlans.commissions)).toBe(commissions);
    expect(parseAmount(fromPlans.damages)).toBe(damages);
    expect(parseAmount(fromPlans.profitShares)).toBe(shares);

    const after = await staffCall(admin, 'GET', '/swx/admin/smart/products');
    expect(after.body.result.products.find((p: any) => p.code === 'btc-grid')).toMatchObject({
      runningPlans: 1,
      runningPrincipal: '2000',
    });
  });
});
