import {
  applyPrice,
  formatAmount,
  parseAmount,
  runBacktest,
  type Candle,
  type PlanCandle,
} from '@meridian/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
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
import { SMART_STRATEGIES } from '../../src/services/smart/smart-strategies.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';

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

const pushed = new Map<string, { price: string; epochMs: number }[]>();

async function push(prices: Record<string, string>, advanceMs = 1000) {
  server.time.advance(advanceMs);
  server.feed.push(prices);
  const epochMs = server.time.clock().getTime();
  for (const [code, price] of Object.entries(prices))
    pushed.set(code, [...(pushed.get(code) ?? []), { price, epochMs }]);
  await server.margin.idle();
  for (const engine of engines) await engine.idle();
}

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

function candlesFrom(code: string, fromMs: number): PlanCandle[] {
  const candles: PlanCandle[] = [];
  let candle: Candle | undefined;
  for (const t of pushed.get(code)!.filter((p) => p.epochMs >= fromMs)) {
    const nextCandle = applyPrice(candle, '1m', parseAmount(t.price), t.epochMs);
    if (candle && nextCandle.openTime !== candle.openTime) candles.push(candle);
    candle = nextCandle;
  }
  return candles;
}

/** The plan's recorded fills beside the backtester's on candles rebuilt from the ticks pushed. */
async function fillsAndOracle(planId: number) {
  const [row] = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.id, planId));
  const fills = await server.deps.db
    .select()
    .from(smartPlanFills)
    .where(eq(smartPlanFills.planId, planId))
    .orderBy(smartPlanFills.id);
  const candles = candlesFrom(row!.code, row!.startMs);
  const replay = runBacktest({
    strategy: SMART_STRATEGIES[row!.strategy].strategy,
    params: row!.params,
    candles: candles.filter((c) => c.openTime >= row!.startMs),
    costs: {
      spreadBp: row!.spreadBp,
      commissionBp: row!.commissionBp,
      slippageBp: row!.slippageBp,
    },
    principal: parseAmount(row!.principal),
    startPrice: parseAmount(row!.startPrice),
  });
  const recorded = fills.map((f) => ({
    time: f.timeMs,
    side: f.side,
    price: formatAmount(parseAmount(f.price)),
    quantity: formatAmount(parseAmount(f.quantity)),
    reason: f.reason,
  }));
  const oracle = replay.fills.map((f) => ({
    time: f.time,
    side: f.side,
    price: formatAmount(f.price),
    quantity: formatAmount(f.quantity),
    reason: f.reason,
  }));
  return { row: row!, recorded, oracle };
}

describe('the plan engine across a crash and a leader change', () => {
  let user: RegisteredUser;
  const planIds: number[] = [];

  it('buys a grid plan and a mean-reversion plan', async () => {
    user = await registerByEmail(server);
    await fund(server.deps.db, user.userId, 'real', 'USDT', '10000');
    for (const product of ['btc-grid', 'eurusd-mean-reversion']) {
      const reply = await order(
        server,
        user.token,
        'POST',
        'buySmart',
        { product, days: 1, amount: '2000' },
        { book: 'real' },
      );
      expect(reply.code).toBe(20004);
      planIds.push(reply.result.id);
    }
  });

  it('writes a plan only when it trades, and a new engine after a crash replays the stored closes to the same trades', async () => {
    await walk(30);
    const before = await server.deps.db
      .select()
      .from(smartPlans)
      .where(inArray(smartPlans.id, planIds));
    const [meanReversion] = before.filter((r) => r.strategy === 'meanReversion');
    const [group] = await server.deps.db
      .select()
      .from(smartPlanGroups)
      .where(eq(smartPlanGroups.instrumentId, meanReversion!.instrumentId));
    // The plan's stored state is older than the last close evaluated: only memory had the rest.
    expect(group!.lastCandleMs).toBeGreaterThan(meanReversion!.lastCandleMs ?? 0);
    const stored = await server.deps.db
      .select()
      .from(smartPlanCloses)
      .where(eq(smartPlanCloses.instrumentId, meanReversion!.instrumentId));
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
      const { row, recorded, oracle } = await fillsAndOracle(planId);
      expect(recorded.length, `${row.strategy} traded`).toBeGreaterThan(1);
      expect(recorded).toEqual(oracle);
      expect(row.tradeCount).toBe(recorded.length);
    }
  });

  it('with two engines at once, each close is evaluated once and the trades still match', async () => {
    const second = await startEngine();
    await walk(12);
    // A clean stop writes the states back: every plan's row is at the group's last close.
    await second.stop();
    engines = engines.filter((e) => e !== second);
    const rows = await server.deps.db
      .select()
      .from(smartPlans)
      .where(inArray(smartPlans.id, planIds));
    const groups = await server.deps.db.select().from(smartPlanGroups);
    for (const row of rows) {
      const group = groups.find(
        (g) => g.instrumentId === row.instrumentId && g.candleInterval === row.candleInterval,
      );
      expect(row.lastCandleMs).toBe(group!.lastCandleMs);
    }
    await walk(5);
    for (const planId of planIds) {
      const { recorded, oracle } = await fillsAndOracle(planId);
      expect(recorded).toEqual(oracle);
    }
    // Never two fills of one plan from one candle's decision twice over.
    const fills = await server.deps.db
      .select()
      .from(smartPlanFills)
      .where(and(inArray(smartPlanFills.planId, planIds)));
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
    const rows = await server.deps.db
      .select()
      .from(smartPlans)
      .where(inArray(smartPlans.id, planIds));
    const groups = await server.deps.db.select().from(smartPlanGroups);
    for (const row of rows) {
      const group = groups.find(
        (g) => g.instrumentId === row.instrumentId && g.candleInterval === row.candleInterval,
      )!;
      expect(row.lastCandleMs).toBe(group.lastCandleMs);
      const closes = await server.deps.db
        .select()
        .from(smartPlanCloses)
        .where(eq(smartPlanCloses.instrumentId, row.instrumentId));
      expect(closes.map((c) => c.candleMs)).toEqual([group.lastCandleMs]);
    }
    expect(engine.planStates().get(planIds[1]!)?.lastCandleMs).toBe(
      rows.find((r) => r.id === planIds[1])!.lastCandleMs,
    );
  });
});
