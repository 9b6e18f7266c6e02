// A product's published range beside what its live plans really made (issue 14's closing
// check). A server in this process starts on an empty in-memory database with the first-start
// history (30 days of one-minute BTCUSDT candles, seeded) and computes the catalogue's ranges;
// then the simulated feed runs on, and every simulated hour a user buys a one-day btc-grid plan,
// until BENCH_PLANS plans have ended. Each ended plan's net daily yield (its value when the
// cycle closed over its principal, before the platform's share — as the published range counts)
// is set beside the published 5th/50th/95th percentiles for one day.
import { parseAmount } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import {
  sessions,
  smartPlans,
  smartPlanSettlements,
} from '../../apps/server/src/db/schema/index.js';
import { rangesBackgroundIdle } from '../../apps/server/src/engines/smart/ranges-background.js';
import { SimulatedFeed } from '../../apps/server/src/feeds/simulated-feed.js';
import { buildServer } from '../../apps/server/src/server.js';
import { buySmartPlan } from '../../apps/server/src/services/smart/buy-smart-plan.js';
import { computeAllProductRanges } from '../../apps/server/src/services/smart/compute-product-ranges.js';
import { listSmartProducts } from '../../apps/server/src/services/smart/list-smart-products.js';
import { verifyLedger } from '../../apps/server/src/services/ledger/verify-ledger.js';
import { seedTraders } from '../../apps/server/test/helpers/traders.js';

const PLANS = Number(process.env.BENCH_PLANS ?? 24);
const STEP_MS = Number(process.env.BENCH_STEP_MS ?? 2000);
const HOUR = 3_600_000;
const PRODUCT_NOTE =
  'one-minute candles up to 3 days where 30 days of them are stored, hourly beyond';

let nowMs = Date.UTC(2026, 10, 18, 0, 0); // a Wednesday
const clock = () => new Date(nowMs);
const config = loadConfig({ PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/meridian-bench-live' });
let feed: SimulatedFeed | undefined;
const server = await buildServer({
  config,
  database: await openDatabase({ databaseUrl: undefined, pgliteDir: undefined }),
  clock,
  createFeed: (instruments) =>
    (feed = new SimulatedFeed(instruments, {
      seed: config.market.seed,
      stepMs: STEP_MS,
      clock,
      autoStart: false,
    })),
});
await server.deps.market.history?.idle();
await rangesBackgroundIdle(server.deps.db);
// The whole catalogue's ranges once more, timed (issue 14's target: under 60 s).
const catalogueStart = performance.now();
const computed = await computeAllProductRanges(server.deps.db, nowMs);
console.log(
  `whole catalogue's ranges (${computed} products, every timeframe, ${PRODUCT_NOTE}): ${((performance.now() - catalogueStart) / 1000).toFixed(1)} s`,
);
const published = (await listSmartProducts(server.deps.db)).products.find(
  (p) => p.code === 'btc-grid',
)!;
const oneDay = published.ranges.find((r) => r.days === 1)!;
console.log(
  `published btc-grid, 1 day: ${JSON.stringify(oneDay.figures && { ...oneDay.figures, equityCurve: undefined })}`,
);

await seedTraders(server.deps.db, PLANS, 'live', 'real');
const owners = (await server.deps.db.select({ userId: sessions.userId }).from(sessions)).map(
  (s) => s.userId,
);
const step = async () => {
  nowMs += STEP_MS;
  feed!.step();
  await server.margin.idle();
  await server.smartPlans.idle();
};
let bought = 0;
let lastRun = nowMs;
const endAt = nowMs + (PLANS + 24) * HOUR + 10 * 60_000;
while (nowMs < endAt) {
  if (bought < PLANS && nowMs >= Date.UTC(2026, 10, 18) + bought * HOUR + 60_000) {
    await buySmartPlan(server.deps, owners[bought]!, 'real', {
      product: 'btc-grid',
      days: 1,
      amount: '10000',
    });
    bought += 1;
  }
  await step();
  if (nowMs - lastRun >= 60_000) {
    await server.jobs.runDue();
    lastRun = nowMs;
  }
}
await server.jobs.runDue();
const plans = await server.deps.db.select().from(smartPlans).where(eq(smartPlans.status, 'ended'));
const yields: number[] = [];
for (const plan of plans) {
  const [end] = await server.deps.db
    .select()
    .from(smartPlanSettlements)
    .where(eq(smartPlanSettlements.planId, plan.id));
  // A statistic for display (percent); the amounts themselves stay exact.
  const ppm = Number((parseAmount(end!.value) * 1_000_000n) / parseAmount(plan.principal));
  yields.push((ppm - 1_000_000) / 10_000);
}
yields.sort((a, b) => a - b);
const pct = (p: number) =>
  yields[Math.min(yields.length - 1, Math.floor((p / 100) * yields.length))]!;
const f = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}%`;
console.log(
  `${plans.length} one-day btc-grid plans ended; net daily yield before the platform's share: min ${f(yields[0]!)}, 5th ${f(pct(5))}, median ${f(pct(50))}, 95th ${f(pct(95))}, max ${f(yields.at(-1)!)}`,
);
console.log(
  `published (past performance): 5th ${oneDay.figures?.p5DailyYieldPercent}%, median ${oneDay.figures?.p50DailyYieldPercent}%, 95th ${oneDay.figures?.p95DailyYieldPercent}% over ${oneDay.figures?.windows} windows`,
);
const inside = yields.filter(
  (y) =>
    oneDay.figures &&
    y >= Number(oneDay.figures.p5DailyYieldPercent) &&
    y <= Number(oneDay.figures.p95DailyYieldPercent),
).length;
console.log(`${inside} of ${yields.length} live plans inside the published 5th–95th range`);
const { violations } = await verifyLedger(server.deps.db);
console.log(
  `ledger:verify: ${violations.length === 0 ? 'sound' : JSON.stringify(violations.slice(0, 3))}`,
);
await server.close();
