import { formatAmount, parseAmount, planLiquidationValue } from '@meridian/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  journalEntries,
  ledgerAccounts,
  postings,
  smartPlanCloses,
  smartPlanFills,
  smartPlanGroups,
  smartPlans,
} from '../../src/db/schema/index.js';
import {
  SMART_PLAN_RUNTIME_DEFAULTS,
  SmartPlanRuntime,
  type SmartPlanRuntimeOptions,
} from '../../src/engines/smart/smart-plan-runtime.js';
import { evaluateGroupClose, StalePlanError } from '../../src/services/smart/evaluate-plans.js';
import { loadPlanGroup, newPlanGroup, syncPlanGroup } from '../../src/services/smart/plan-group.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { fillsBesideBacktest, planFeed, type PlanFeed } from './plan-oracle.js';

// The plan engine keeps running plans in memory and writes a plan only when it trades (P6). These
// tests take that engine away without a checkpoint — as a crash would — and run two engines at
// once (a leader change), and hold the plans' trades to the backtester on the same candles.

let database: Database;
let server: TradingServer;
/** The engines following the feed; each push waits for all of them. */
let engines: SmartPlanRuntime[] = [];
const shared = () => ({ ...database, close: async () => undefined });
const MINUTE = 60_000;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTradingServer({ database: shared() });
  engines = [server.smartPlans];
  feed = planFeed(server, async () => {
    for (const engine of engines) await engine.idle();
  });
  await push({ BTCUSDT: '95000', EURUSD: '1.08' });
});

afterAll(async () => {
  try {
    await server.assertLedgerSound();
    for (const engine of engines) if (engine !== server.smartPlans) await engine.stop();
    await server.close();
  } finally {
    await database.close();
  }
});

let feed: PlanFeed;
const push = (prices: Record<string, string>, advanceMs?: number) => feed.push(prices, advanceMs);

async function startEngine(
  options: Partial<SmartPlanRuntimeOptions> = {},
): Promise<SmartPlanRuntime> {
  const engine = new SmartPlanRuntime(server.deps, { ...SMART_PLAN_RUNTIME_DEFAULTS, ...options });
  await engine.start();
  engines.push(engine);
  return engine;
}

// A seeded walk: Bitcoin ±0.4% steps; the euro small steps with a sharp fall every 13 minutes
// (the mean-reversion plan buys below its band, then sells back at the mean).
let seed = 11;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
let btc = 95_000;
let eur = 108_000; // in 1e-5
let minuteNo = 0;
const prices = () => ({ BTCUSDT: String(btc), EURUSD: (eur / 100_000).toFixed(5) });
function step() {
  btc = Math.round(btc * (1 + ((next() % 9) - 4) / 1000));
  eur += (next() % 21) - 10;
}

/** Walks `minutes` minutes: five ticks inside each, one exactly on each minute. */
async function walk(minutes: number) {
  for (let m = 0; m < minutes; m += 1) {
    minuteNo += 1;
    for (let tick = 0; tick < 5; tick += 1) {
      step();
      if (minuteNo % 13 === 0 && tick === 2) eur -= 400;
      await push(prices(), 10_000);
    }
    step();
    const now = server.time.clock().getTime();
    await push(prices(), Math.ceil((now + 1) / MINUTE) * MINUTE - now);
  }
}

/** The group row (the watermark) of a plan's instrument and interval. */
async function groupOf(row: { instrumentId: number; candleInterval: string }) {
  const groups = await server.deps.db.select().from(smartPlanGroups);
  return groups.find(
    (g) => g.instrumentId === row.instrumentId && g.candleInterval === row.candleInterval,
  );
}

let user: RegisteredUser;
const planIds: number[] = [];
const planRows = () =>
  server.deps.db.select().from(smartPlans).where(inArray(smartPlans.id, planIds));
const buy = (product: string, days: number, amount: string) =>
  order(server, user.token, 'POST', 'buySmart', { product, days, amount }, { book: 'real' });

async function planAccountBalance(planId: number): Promise<bigint> {
  const [row] = await server.deps.db
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.planId, planId));
  return parseAmount(row!.available);
}

describe('the plan engine across a crash and a leader change', () => {
  it('buys a grid plan and a mean-reversion plan', async () => {
    user = await registerByEmail(server);
    await fund(server.deps.db, user.userId, 'real', 'USDT', '10000');
    for (const product of ['btc-grid', 'eurusd-mean-reversion']) {
      const reply = await buy(product, 1, '2000');
      expect(reply.code).toBe(20004);
      planIds.push(reply.result.id);
    }
  });

  it('writes a plan only when it trades, and a new engine after a crash replays the stored closes to the same trades', async () => {
    await walk(30);
    const meanReversion = (await planRows()).find((r) => r.strategy === 'meanReversion')!;
    // The plan's stored state is older than the last close evaluated: only memory had the rest.
    expect((await groupOf(meanReversion))!.lastCandleMs).toBeGreaterThan(
      meanReversion.lastCandleMs ?? 0,
    );
    const stored = await server.deps.db
      .select()
      .from(smartPlanCloses)
      .where(eq(smartPlanCloses.instrumentId, meanReversion.instrumentId));
    expect(stored.length).toBeGreaterThanOrEqual(29);

    // The crash: the engine goes, nothing is written back; a new one takes over and, from the
    // stored states and closes, has every plan exactly as the first had it in memory.
    const inMemory = server.smartPlans.planStates();
    expect([...inMemory.keys()].sort()).toEqual([...planIds].sort());
    await server.smartPlans.stop({ checkpoint: false });
    engines = engines.filter((e) => e !== server.smartPlans);
    const successor = await startEngine();
    expect(successor.planStates()).toEqual(inMemory);
    await walk(25);

    for (const planId of planIds) {
      const { row, recorded, oracle } = await fillsBesideBacktest(server.deps.db, feed, planId);
      expect(recorded.length, `${row.strategy} traded`).toBeGreaterThan(1);
      expect(recorded).toEqual(oracle);
      expect(row.tradeCount).toBe(recorded.length);
      // Each close's fills were journaled: the plan's account holds what its row says.
      expect(await planAccountBalance(planId)).toBe(parseAmount(row.cash));
    }
    // One entry per close and product (ref smart_close, the product's id first), whose postings
    // reach only that product's plans.
    const closeLines = await server.deps.db
      .select({ refId: journalEntries.refId, productId: smartPlans.productId })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .innerJoin(smartPlans, eq(smartPlans.id, ledgerAccounts.planId))
      .where(eq(journalEntries.refType, 'smart_close'));
    expect(closeLines.length).toBeGreaterThan(2);
    for (const line of closeLines) expect(line.refId.split(':')[0]).toBe(String(line.productId));
  });

  it('with two engines at once, each close is evaluated once and the trades still match', async () => {
    const second = await startEngine();
    await walk(12);
    // A clean stop writes the states back: every plan's row is at the group's last close.
    await second.stop();
    engines = engines.filter((e) => e !== second);
    for (const row of await planRows())
      expect(row.lastCandleMs).toBe((await groupOf(row))!.lastCandleMs);
    await walk(5);
    for (const planId of planIds) {
      const { recorded, oracle } = await fillsBesideBacktest(server.deps.db, feed, planId);
      expect(recorded).toEqual(oracle);
    }
    // Never two fills of one plan from one candle's decision twice over.
    const fills = await server.deps.db
      .select()
      .from(smartPlanFills)
      .where(inArray(smartPlanFills.planId, planIds));
    const keys = fills.map((f) => `${f.planId}:${f.candleMs}:${f.side}:${f.reason}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes the states back every checkpointMs, between closes, and drops the closes no plan needs', async () => {
    for (const engine of engines) await engine.stop();
    engines = [];
    const engine = await startEngine({ checkpointMs: 3 * MINUTE, checkpointDelayMs: 0 });
    await walk(3);
    // The checkpoint runs on a timer after the close that found it due.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await engine.idle();
    for (const row of await planRows()) {
      const group = (await groupOf(row))!;
      expect(row.lastCandleMs).toBe(group.lastCandleMs);
      expect(engine.planStates().get(row.id)?.lastCandleMs).toBe(row.lastCandleMs);
      const closes = await server.deps.db
        .select()
        .from(smartPlanCloses)
        .where(eq(smartPlanCloses.instrumentId, row.instrumentId));
      expect(closes.map((c) => c.candleMs)).toEqual([group.lastCandleMs]);
    }
  });
});

describe("what a plan's owner sees while its row is not written", () => {
  it('lists running plans and getProfitTotal at the latest price, not at the value last stored', async () => {
    // A tick inside the minute: no candle closes, nothing is written.
    await push({ BTCUSDT: String(btc + 700), EURUSD: (eur / 100_000 + 0.002).toFixed(5) });
    const rows = await planRows();
    const marked = rows.map((row) =>
      planLiquidationValue(
        { cash: parseAmount(row.cash), quantity: parseAmount(row.quantity) },
        parseAmount(feed.lastPrice(row.code)),
        { spreadBp: row.spreadBp, commissionBp: row.commissionBp, slippageBp: row.slippageBp },
      ),
    );
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
    for (const [i, row] of rows.entries()) {
      const shown = list.result.list.find((p: { id: number }) => p.id === row.id);
      expect(shown.value).toBe(formatAmount(marked[i]!));
      expect(shown.valueTime).toBe(server.time.clock().getTime());
    }
    // The grid holds bitcoin: its stored value is at an older price.
    expect(rows.some((row, i) => parseAmount(row.value) !== marked[i])).toBe(true);
    const total = await order(server, user.token, 'GET', 'getProfitTotal', undefined, {
      book: 'real',
    });
    expect(total.result.smart.value).toBe(formatAmount(marked.reduce((a, b) => a + b, 0n)));
  });
});

describe("a close racing a change of a plan's money", () => {
  it('writes nothing for a plan whose revision moved, then trades it once from a fresh read', async () => {
    await push({ XAUUSD: '2650' });
    const reply = await buy('xau-grid', 3, '1000');
    expect(reply.code).toBe(20004);
    const planId = reply.result.id as number;
    const [row] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, planId));
    const group = newPlanGroup(row!.instrumentId, row!.candleInterval);
    await loadPlanGroup(server.deps, group);
    // What a settlement or an exit committing meanwhile does to the row's revision.
    await server.deps.db
      .update(smartPlans)
      .set({ rev: sql`${smartPlans.rev} + 1` })
      .where(eq(smartPlans.id, planId));
    // The plan's first candle: a grid's initial purchase.
    const openTime = Math.ceil(row!.startMs / MINUTE) * MINUTE;
    const price = parseAmount('2650');
    const close = {
      candle: { openTime, open: price, high: price, low: price, close: price },
      price,
      timeMs: openTime + MINUTE,
    };
    await expect(evaluateGroupClose(server.deps, group, close)).rejects.toBeInstanceOf(
      StalePlanError,
    );
    const fillsOf = () =>
      server.deps.db.select().from(smartPlanFills).where(eq(smartPlanFills.planId, planId));
    expect(await fillsOf()).toEqual([]);
    expect(await planAccountBalance(planId)).toBe(parseAmount('1000'));
    expect(await groupOf(row!)).toBeUndefined();
    expect(group.watermarkMs).toBeNull();
    expect(group.plans.get(planId)!.lastCandleMs).toBeNull();

    await syncPlanGroup(server.deps, group);
    const done = await evaluateGroupClose(server.deps, group, close);
    expect(done.traded.map((r) => r.id)).toEqual([planId]);
    const [after] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, planId));
    expect(await fillsOf()).toHaveLength(1);
    expect(await planAccountBalance(planId)).toBe(parseAmount(after!.cash));
    expect(parseAmount(after!.cash)).toBeLessThan(parseAmount('1000'));
    expect(after!.rev).toBe(row!.rev + 2);
    // The same close again changes nothing.
    expect((await evaluateGroupClose(server.deps, group, close)).evaluated).toBe(0);
    expect(await fillsOf()).toHaveLength(1);
  });
});
