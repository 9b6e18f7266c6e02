// Smart plans at scale (issue 14): 10,000 running plans across the four default products; on
// each candle close, the time from the first tick after the close (its intended send time: just
// before the feed hands it over) until every affected plan was evaluated and its fills journaled
// and committed. The server runs in this process with its default configuration (log level
// info), on PGlite (default) or PostgreSQL (DATABASE_URL). Prices walk so the grids trade.
import { parseAmount, type Amount } from '@meridian/domain';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { sessions, smartPlanFills, smartPlans } from '../../apps/server/src/db/schema/index.js';
import type { MarketFeed, TickHandler } from '../../apps/server/src/feeds/market-feed.js';
import type { CandleCloseTiming } from '../../apps/server/src/engines/smart/smart-plan-runtime.js';
import { buildServer } from '../../apps/server/src/server.js';
import { buySmartPlan } from '../../apps/server/src/services/smart/buy-smart-plan.js';
import { verifyLedger } from '../../apps/server/src/services/ledger/verify-ledger.js';
import { seedTraders } from '../../apps/server/test/helpers/traders.js';

const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
/**
 * `minutes` (default): every plan on a 1- or 3-day cycle, so all decide on one-minute candles —
 * the worst case. `catalogue`: the cycles spread over each product's timeframes (1, 3, 7, 15,
 * 30 days), so plans of 7 days and more decide on hourly candles, as they do live; the walk
 * then runs past the first hourly close.
 */
const MIX = process.env.BENCH_MIX === 'catalogue' ? 'catalogue' : 'minutes';
const MINUTES = Number(process.env.BENCH_MINUTES ?? (MIX === 'catalogue' ? 62 : 20));
/**
 * Hours over which the plans are bought, the prices walking meanwhile (0, the default: all at
 * one price within a minute — every plan of a product then has the same grid and trades on the
 * same candle, the worst case). Bought over hours, each plan starts from its own price.
 */
const SEED_HOURS = Number(process.env.BENCH_SEED_HOURS ?? 0);
/** Largest step of the walk every 10 s, in basis points (30 = ±0.3%, many times a real market's). */
const STEP_BP = Number(process.env.BENCH_STEP_BP ?? 30);
const TIMEFRAMES: Record<string, number[]> = {
  'btc-grid': [1, 3, 7, 15, 30],
  'eth-trend': [1, 3, 7, 15, 30],
  'eurusd-mean-reversion': [1, 3, 7, 15, 30],
  'xau-grid': [3, 7, 15, 30],
};
const PRODUCTS = ['btc-grid', 'eth-trend', 'eurusd-mean-reversion', 'xau-grid'] as const;
const DAYS: Record<(typeof PRODUCTS)[number], number> = {
  'btc-grid': 1,
  'eth-trend': 3,
  'eurusd-mean-reversion': 1,
  'xau-grid': 3,
};
const START: Record<string, string> = {
  BTCUSDT: '95000',
  ETHUSDT: '3300',
  EURUSD: '1.08',
  XAUUSD: '2650',
};

class BenchFeed implements MarketFeed {
  readonly name = 'bench';
  handler: TickHandler | undefined;
  async start(onTicks: TickHandler) {
    this.handler = onTicks;
  }
  async stop() {}
}
const feed = new BenchFeed();
// A Wednesday: every market trades. The plans are bought at 14:59, so the 15:00 hourly candle
// is their first and closes at 16:00.
let nowMs = Date.parse('2026-11-18T14:58:59Z') - SEED_HOURS * 3_600_000;
const clock = () => new Date(nowMs);
const config = loadConfig({
  PORT: '0',
  DATA_DIR: '/tmp/meridian-bench-smart',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: undefined });
const server = await buildServer({ config, database, clock, createFeed: () => feed });

const prices = new Map(Object.entries(START).map(([code, p]) => [code, parseAmount(p)]));
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
/** Every instrument one step (up to ±STEP_BP) further, at the current time. */
function push(): number {
  const ticks = [...prices].map(([code, price]) => {
    const step = BigInt(Math.round((random() - 0.5) * 2 * STEP_BP * 100)); // in 1/1,000,000
    const next: Amount = price + (price * step) / 1_000_000n;
    prices.set(code, next);
    return { code, price: next, epochMs: nowMs };
  });
  const sentAt = performance.now();
  feed.handler!(ticks);
  return sentAt;
}
const settle = async () => {
  await server.margin.idle();
  await server.smartPlans.idle();
};
nowMs += 1000;
push();
await settle();

// Plans: one user per product and plan (one running plan per product per user).
const seedStart = performance.now();
const users = Math.ceil(PLANS / PRODUCTS.length);
await seedTraders(server.deps.db, users, 'smartbench', 'real');
const owners = await server.deps.db
  .select({ userId: sessions.userId })
  .from(sessions)
  .orderBy(sessions.createdAt);
const purchases: { userId: string; product: (typeof PRODUCTS)[number]; days: number }[] = [];
for (const { userId } of owners) {
  for (const product of PRODUCTS) {
    if (purchases.length >= PLANS) break;
    const n = purchases.length;
    purchases.push({
      userId,
      product,
      days:
        MIX === 'catalogue'
          ? TIMEFRAMES[product]![Math.floor(n / PRODUCTS.length) % TIMEFRAMES[product]!.length]!
          : DAYS[product],
    });
  }
}
// Spread: the walk goes on between purchases (10 s a tick) until the usual 14:58:59.
const perTick = SEED_HOURS > 0 ? Math.ceil(PLANS / (SEED_HOURS * 360)) : PLANS;
for (let bought = 0; bought < purchases.length;) {
  if (SEED_HOURS > 0) {
    nowMs += 10_000;
    push();
    await settle();
  }
  for (const { userId, product, days } of purchases.slice(bought, bought + perTick)) {
    await buySmartPlan(server.deps, userId, 'real', {
      product,
      days,
      amount: String(500 + (bought % 20) * 100),
    });
    bought += 1;
  }
}
nowMs = Math.max(nowMs, Date.parse('2026-11-18T14:58:59Z'));
// The last purchase is at least a second before the next close: let that second pass in real
// time too, as it would on a server — the engine reads newly bought plans in 200 ms after a burst
// of purchases (its preload), not at the close. Without the wait the first close would also read
// every plan bought in the same instant, which no purchase rate a real server sees would do.
await new Promise((resolve) => setTimeout(resolve, 1000));
await settle();
const [{ n: running } = { n: 0 }] = await server.deps.db
  .select({ n: count() })
  .from(smartPlans)
  .where(eq(smartPlans.status, 'running'));
const perInterval = await server.deps.db
  .select({ interval: smartPlans.candleInterval, n: count() })
  .from(smartPlans)
  .groupBy(smartPlans.candleInterval);
console.log(`seed hours ${SEED_HOURS}, walk step up to ±${STEP_BP} bp per 10 s`);
console.log(`mix ${MIX}: ${perInterval.map((r) => `${r.n} on ${r.interval} candles`).join(', ')}`);
console.log(
  `${running} running plans (${PRODUCTS.length} products, ${users} users) seeded through buySmart in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

// Walk the clock: ticks every 10 s; at each minute boundary every plan's candle closes.
const timings: (CandleCloseTiming & { sentAt: number; fromSendMs: number })[] = [];
let sentAt = 0;
server.smartPlans.onClose = (timing) =>
  timings.push({ ...timing, sentAt, fromSendMs: timing.finishedAt - sentAt });
const walkStart = performance.now();
for (let minute = 0; minute < MINUTES; minute += 1) {
  for (let step = 0; step < 6; step += 1) {
    nowMs += 10_000;
    sentAt = push();
    await settle();
  }
}
const walkSeconds = (performance.now() - walkStart) / 1000;

// A boundary's closes (four instruments, one or two intervals) run side by side: the last one
// to commit is what the last plan's owner waits for.
const byBoundary = new Map<number, { ms: number; plans: number; traded: number }>();
for (const t of timings) {
  const seen = byBoundary.get(t.sentAt) ?? { ms: 0, plans: 0, traded: 0 };
  byBoundary.set(t.sentAt, {
    ms: Math.max(seen.ms, t.fromSendMs),
    plans: seen.plans + t.evaluated,
    traded: seen.traded + t.traded,
  });
}
const busy = [...byBoundary.values()].filter((b) => b.plans > 0);
const boundaries = busy.map((b) => b.ms).sort((a, b) => a - b);
const slowest = busy.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, plans: 0, traded: 0 });
const perClose = timings.map((t) => t.fromSendMs).sort((a, b) => a - b);
const pct = (list: number[], p: number) =>
  list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? NaN;
const [{ n: fills } = { n: 0 }] = await server.deps.db.select({ n: count() }).from(smartPlanFills);
const evaluated = timings.reduce((n, t) => n + t.evaluated, 0);
const traded = timings.reduce((n, t) => n + t.traded, 0);
console.log(
  `${MINUTES} minutes simulated in ${walkSeconds.toFixed(1)} s: ${timings.length} candle closes, ${evaluated} plan evaluations, ${traded} plans traded (${fills} fills journaled)`,
);
console.log(
  `candle close → every plan of the boundary evaluated and journaled (all ${PRODUCTS.length} instruments): p50 ${pct(boundaries, 50).toFixed(0)} ms, p99 ${pct(boundaries, 99).toFixed(0)} ms, max ${boundaries.at(-1)!.toFixed(0)} ms (${boundaries.length} boundaries with plans; the slowest evaluated ${slowest.plans} plans)`,
);
console.log(
  `per instrument close (${Math.round(PLANS / PRODUCTS.length)} plans): p50 ${pct(perClose, 50).toFixed(0)} ms, p99 ${pct(perClose, 99).toFixed(0)} ms`,
);
console.log(
  `each boundary, in order (ms / plans that traded): ${busy.map((b) => `${b.ms.toFixed(0)}/${b.traded}`).join(', ')}`,
);
const { violations } = await verifyLedger(server.deps.db);
console.log(
  `ledger:verify: ${violations.length === 0 ? 'sound' : JSON.stringify(violations.slice(0, 3))}`,
);
await server.close();
