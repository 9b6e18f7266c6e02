// Margin triggers with 100,000 open positions: the indexed TriggerEngine against the naive scan
// (engine alone, the same tick stream), then the whole server: tick received → positions closed
// and journaled, on PGlite (default) or PostgreSQL (DATABASE_URL).
import {
  conversionFor,
  createPrng,
  formatAmount,
  freeze,
  NaiveTriggerEngine,
  parseAmount,
  quoteFromMid,
  requiredMargin,
  toTick,
  TriggerEngine,
  type Amount,
  type Quote,
  type Trigger,
  type TriggerEvaluator,
  type WatchedOrder,
} from '@meridian/domain';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { marginOrders } from '../../apps/server/src/db/schema/index.js';
import { inTransaction } from '../../apps/server/src/db/transaction.js';
import { CATALOGUE } from '../../apps/server/src/feeds/catalogue.js';
import type { MarketFeed, TickHandler } from '../../apps/server/src/feeds/market-feed.js';
import { buildServer } from '../../apps/server/src/server.js';
import { userAccountId } from '../../apps/server/src/services/ledger/accounts.js';
import { postEntry } from '../../apps/server/src/services/ledger/post-entry.js';
import { createUser } from '../../apps/server/src/services/users/create-user.js';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const ENGINE_TICKS = Number(process.env.BENCH_TICKS ?? 5_000);
const NAIVE_TICKS = Number(process.env.BENCH_NAIVE_TICKS ?? 100);
const TRIGGERED = Number(process.env.BENCH_TRIGGERED ?? 1_000);
const prng = createPrng(42);
const ONE = 10n ** 18n;

const instruments = CATALOGUE.map((entry) => ({
  ...entry,
  tick: parseAmount(entry.tickSize),
  lot: parseAmount(entry.lotSize),
  price: parseAmount(entry.startPrice),
  conversion: conversionFor(entry.base, entry.quote),
}));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** A random position with stops 5–20% away (they do not fire during the run). */
function randomOrder(id: number, accountKey: string): WatchedOrder {
  const instrument = instruments[prng.nextInt(instruments.length)]!;
  const side = prng.nextInt(2) === 0 ? 'long' : 'short';
  const away = (percent: number, up: boolean) =>
    toTick(
      (instrument.price * BigInt(100 + (up ? percent : -percent))) / 100n,
      instrument.tick,
      'down',
    );
  const lots = parseAmount('0.01');
  return {
    id,
    accountKey,
    code: instrument.code,
    status: 'open',
    side,
    lots,
    lotSize: instrument.lot,
    conversion: instrument.conversion,
    margin: requiredMargin(
      lots,
      instrument.lot,
      instrument.price,
      instrument.maxLeverage,
      instrument.conversion,
    ),
    openPrice: instrument.price,
    stopLoss: away(5 + prng.nextInt(15), side === 'short'),
    takeProfit: away(5 + prng.nextInt(15), side === 'long'),
  };
}

// ---------------------------------------------------------------- engine alone
function engineRun(
  engine: TriggerEvaluator,
  orders: WatchedOrder[],
  ticks: { code: string; quote: Quote }[],
) {
  for (const order of orders) engine.upsert(order);
  for (let u = 0; u < USERS; u += 1) engine.setCash(`u${u}`, 100_000n * ONE);
  const times: number[] = [];
  const fired: Trigger[] = [];
  for (const { code, quote } of ticks) {
    const start = performance.now();
    const triggers = engine.onQuote(code, quote);
    times.push(performance.now() - start);
    for (const trigger of triggers) {
      engine.remove(trigger.id);
      fired.push(trigger);
    }
  }
  return { times: times.sort((a, b) => a - b), fired };
}

const orders = Array.from({ length: POSITIONS }, (_, i) => randomOrder(i + 1, `u${i % USERS}`));
// A random walk per instrument, plus one crash of BTC through 1,000 stops.
const ticks: { code: string; quote: Quote }[] = [];
const walk = new Map(instruments.map((i) => [i.code, i.price]));
for (let t = 0; t < ENGINE_TICKS; t += 1) {
  const instrument = instruments[prng.nextInt(instruments.length)]!;
  const step = (walk.get(instrument.code)! * BigInt(prng.nextInt(21) - 10)) / 100_000n;
  const mid = toTick(walk.get(instrument.code)! + step, instrument.tick, 'down');
  walk.set(instrument.code, mid);
  ticks.push({
    code: instrument.code,
    quote: { ...quoteFromMid(mid, instrument.spreadBp, instrument.tick), epochMs: t },
  });
}
const fast = engineRun(new TriggerEngine({ stopOutLevelBp: 5000n }), orders, ticks);
const naive = engineRun(
  new NaiveTriggerEngine({ stopOutLevelBp: 5000n }),
  orders,
  ticks.slice(0, NAIVE_TICKS),
);
const sameTriggers =
  JSON.stringify(
    fast.fired
      .filter((t) => t.epochMs < NAIVE_TICKS)
      .map((t) => [t.id, t.kind])
      .sort(),
  ) === JSON.stringify(naive.fired.map((t) => [t.id, t.kind]).sort());
const perSecond = (times: number[]) =>
  Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length));
console.log(
  `engine alone, ${POSITIONS} open positions on ${instruments.length} instruments, ${USERS} accounts`,
);
console.log(
  `  indexed: ${ENGINE_TICKS} ticks, ${perSecond(fast.times)} ticks/s, p50 ${ms(percentile(fast.times, 50))}, p99 ${ms(percentile(fast.times, 99))}`,
);
console.log(
  `  naive:   ${NAIVE_TICKS} ticks, ${perSecond(naive.times)} ticks/s, p50 ${ms(percentile(naive.times, 50))}, p99 ${ms(percentile(naive.times, 99))}`,
);
console.log(`  same triggers on the common ticks: ${sameTriggers}`);

// ---------------------------------------------------------------- whole server
class BenchFeed implements MarketFeed {
  readonly name = 'bench';
  handler: TickHandler | undefined;
  async start(onTicks: TickHandler) {
    this.handler = onTicks;
  }
  async stop() {}
}
const feed = new BenchFeed();
let nowMs = Date.parse('2026-11-18T15:00:00Z');
const clock = () => new Date(nowMs);
const config = loadConfig({
  PORT: '0',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/meridian-bench',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: undefined });
const server = await buildServer({
  config,
  database,
  clock,
  logger: false,
  createFeed: () => feed,
});
const push = (prices: Record<string, Amount>) =>
  feed.handler!(Object.entries(prices).map(([code, price]) => ({ code, price, epochMs: nowMs })));
nowMs += 1000;
push(Object.fromEntries(instruments.map((i) => [i.code, i.price])));
await server.margin.idle();

const seedStart = performance.now();
const ids = new Map(server.deps.market.state.instruments().map((i) => [i.code, i.id]));
const userIds: string[] = [];
for (let u = 0; u < USERS; u += 1) {
  userIds.push(
    await inTransaction(
      server.deps.db,
      async (tx) =>
        (
          await createUser(tx, {
            username: `bench${u}`,
            email: null,
            phone: null,
            passwordHash: null,
          })
        ).user.id,
    ),
  );
}
const btc = instruments.find((i) => i.code === 'BTCUSDT')!;
const rows = orders.map((order, index) => {
  // The first TRIGGERED positions: BTC longs with a stop loss at 94,000 (the price is 95,000).
  const o =
    index < TRIGGERED
      ? {
          ...order,
          code: 'BTCUSDT',
          side: 'long' as const,
          lotSize: btc.lot,
          conversion: btc.conversion,
          openPrice: btc.price,
          margin: requiredMargin(order.lots, btc.lot, btc.price, btc.maxLeverage, btc.conversion),
          stopLoss: parseAmount('94000'),
          takeProfit: parseAmount('99000'),
        }
      : order;
  return {
    userId: userIds[index % USERS]!,
    book: 'demo' as const,
    instrumentId: ids.get(o.code)!,
    code: o.code,
    side: o.side,
    type: 'market' as const,
    status: 'open' as const,
    lots: formatAmount(o.lots),
    lotSize: formatAmount(o.lotSize),
    leverage: 1,
    openPrice: formatAmount(o.openPrice!),
    stopLoss: formatAmount(o.stopLoss!),
    takeProfit: formatAmount(o.takeProfit!),
    margin: formatAmount(o.margin),
    createdAt: clock(),
    openedAt: clock(),
  };
});
const heldByUser = new Map<string, Amount>();
for (const row of rows)
  heldByUser.set(row.userId, (heldByUser.get(row.userId) ?? 0n) + parseAmount(row.margin));
for (const [userId, held] of heldByUser) {
  await inTransaction(server.deps.db, async (tx) => {
    const account = await userAccountId(tx, userId, 'demo', 'USDT');
    await postEntry(tx, {
      reason: 'margin_open',
      refType: 'bench',
      refId: userId,
      postings: freeze(account, 'USDT', held),
    });
  });
}
for (let i = 0; i < rows.length; i += 2_000)
  await server.deps.db.insert(marginOrders).values(rows.slice(i, i + 2_000));
console.log(
  `whole server (${server.deps.dbKind}): seeded ${rows.length} positions for ${USERS} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

const loadStart = performance.now();
nowMs += 31_000; // past the resync period: the runtime reloads every open position
push({ ETHUSDT: instruments.find((i) => i.code === 'ETHUSDT')!.price });
await server.margin.idle();
console.log(
  `  runtime loaded ${server.margin.watched} watched orders in ${((performance.now() - loadStart) / 1000).toFixed(2)} s`,
);

const quiet: number[] = [];
for (let t = 0; t < 500; t += 1) {
  const instrument = instruments[t % instruments.length]!;
  nowMs += 20;
  const start = performance.now();
  push({
    [instrument.code]:
      instrument.code === 'BTCUSDT'
        ? parseAmount('95010')
        : instrument.price + instrument.tick * BigInt(t % 3),
  });
  await server.margin.idle();
  quiet.push(performance.now() - start);
}
quiet.sort((a, b) => a - b);
console.log(
  `  ticks without triggers: ${perSecond(quiet)} ticks/s, p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))}`,
);

const latencies: number[] = [];
server.margin.observer = (_trigger, receivedAtMs, doneAtMs) =>
  latencies.push(doneAtMs - receivedAtMs);
nowMs += 1000;
const crashStart = performance.now();
push({ BTCUSDT: parseAmount('93900') });
await server.margin.idle();
const crashMs = performance.now() - crashStart;
latencies.sort((a, b) => a - b);
const naiveEngine = new NaiveTriggerEngine({ stopOutLevelBp: 5000n });
let naiveId = 1;
const conversionOf = (code: string) => instruments.find((i) => i.code === code)!.conversion;
for (const row of rows)
  naiveEngine.upsert({
    ...orders[0]!,
    id: naiveId++,
    conversion: conversionOf(row.code),
    accountKey: row.userId,
    code: row.code,
    side: row.side,
    lots: parseAmount(row.lots),
    lotSize: parseAmount(row.lotSize),
    margin: parseAmount(row.margin),
    openPrice: parseAmount(row.openPrice),
    stopLoss: parseAmount(row.stopLoss),
    takeProfit: parseAmount(row.takeProfit),
  });
for (const userId of userIds) naiveEngine.setCash(userId, 100_000n * ONE);
const naiveStart = performance.now();
const naiveFired = naiveEngine.onQuote('BTCUSDT', {
  ...quoteFromMid(parseAmount('93900'), btc.spreadBp, btc.tick),
  epochMs: nowMs,
});
const naiveDecisionMs = performance.now() - naiveStart;
console.log(
  `  BTC through ${TRIGGERED} stop losses: ${latencies.length} closed and journaled in ${(crashMs / 1000).toFixed(2)} s (${Math.round(latencies.length / (crashMs / 1000))} closes/s)`,
);
console.log(
  `  trigger latency (tick received → closed and journaled): first ${ms(latencies[0] ?? NaN)}, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
);
console.log(
  `  naive scan of the same tick: ${ms(naiveDecisionMs)} to find ${naiveFired.length} triggers (added before the first close)`,
);
await server.close();
