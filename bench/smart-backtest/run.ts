// Smart-plan backtests (issue 14): one 30-day backtest on 43,200 one-minute candles of BTCUSDT
// from the seeded market history, per strategy — the three product families (grid, trend, mean
// reversion) and the engine's own minimal test strategy — through the live plan's code path
// (closeCandle / fillPending with the fill model), then the rolling-window sweep the product
// page publishes: 200 one-day windows over the same 30 days. An idle strategy that never
// trades shows the engine's own share of the time.
//
//   npx tsx bench/smart-backtest/run.ts
//   env: BENCH_RUNS (timed runs per strategy, default 9), BENCH_WARMUP (untimed runs, 2),
//        BENCH_WINDOWS (one-day windows in the sweep, 200)
import {
  backtestWindows,
  formatAmount,
  generateHistory,
  gridStrategy,
  meanReversionStrategy,
  parseAmount,
  runBacktest,
  summarizeWindows,
  trendStrategy,
  type Instrument,
  type PlanCandle,
  type PlanCosts,
  type Strategy,
} from '@meridian/domain';
import { CATALOGUE, catalogueInstrument } from '../../apps/server/src/feeds/catalogue.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 200);
const CANDLES = 43_200;
const PER_DAY = 1_440;

const entry = CATALOGUE.find((row) => row.code === 'BTCUSDT')!;
const instrument: Instrument = catalogueInstrument(entry);
// The instrument's spread; commission 0.1%; slippage 0.05% beyond the spread.
const COSTS: PlanCosts = { spreadBp: entry.spreadBp, commissionBp: 10, slippageBp: 5 };
const PRINCIPAL = parseAmount('10000');

/** The engine's test strategy: in when the close is above the mean of the last 60, out below. */
const meanCross: Strategy<{ length: number }, { closes: bigint[]; sum: bigint }> = {
  id: 'test.meanCross',
  init: () => ({ closes: [], sum: 0n }),
  decide: ({ length }, state, candle, holdings) => {
    const closes = [...state.closes, candle.close];
    let sum = state.sum + candle.close;
    if (closes.length > length) sum -= closes.shift()!;
    if (closes.length < length) return { state: { closes, sum }, orders: [] };
    const above = candle.close * BigInt(length) > sum;
    if (above && holdings.cash > 0n) {
      return {
        state: { closes, sum },
        orders: [{ side: 'buy', quote: holdings.cash, reason: 'above' }],
      };
    }
    if (!above && holdings.quantity > 0n) {
      return {
        state: { closes, sum },
        orders: [{ side: 'sell', quantity: holdings.quantity, reason: 'below' }],
      };
    }
    return { state: { closes, sum }, orders: [] };
  },
};

/** Asks for nothing: the engine's own cost per candle (close, mark at the close). */
const idle: Strategy<null, null> = {
  id: 'test.idle',
  init: () => null,
  decide: (_params, state) => ({ state, orders: [] }),
};

interface Case {
  name: string;
  strategy: Strategy<unknown, unknown>;
  params: unknown;
}
const erase = <P, S>(name: string, strategy: Strategy<P, S>, params: P): Case => ({
  name,
  strategy: strategy as unknown as Strategy<unknown, unknown>,
  params,
});
const CASES: Case[] = [
  erase('grid ±5%, 10 levels, half in', gridStrategy, {
    lowerBp: 500,
    upperBp: 500,
    levels: 10,
    initialInstrumentBp: 5_000,
  }),
  erase('trend SMA 20/60, all in', trendStrategy, {
    average: 'sma',
    fastPeriod: 20,
    slowPeriod: 60,
    buyFractionBp: 10_000,
  }),
  erase('mean reversion 20, 2σ, exit at mean', meanReversionStrategy, {
    period: 20,
    deviationsBp: 20_000,
    buyFractionBp: 10_000,
    exitAt: 'mean',
  }),
  erase('test: close vs mean of 60', meanCross, { length: 60 }),
  erase('idle (engine alone)', idle, null),
];

const generated = performance.now();
const history = generateHistory(instrument, {
  seed: 'meridian',
  endMs: Date.UTC(2026, 10, 1),
  screen: 0,
  oneMinuteDays: 30,
  hourlyDays: 0,
});
const candles: PlanCandle[] = history['1m']
  .slice(-CANDLES)
  .map(({ openTime, open, high, low, close }) => ({ openTime, open, high, low, close }));
if (candles.length !== CANDLES) throw new Error(`history has ${candles.length} one-minute candles`);
const first = candles[0]!;
const last = candles[CANDLES - 1]!;
console.log(
  `BTCUSDT history: ${CANDLES} one-minute candles, ${new Date(first.openTime).toISOString()} … ` +
    `${new Date(last.openTime).toISOString()}, open ${formatAmount(first.open)}, close ` +
    `${formatAmount(last.close)} (generated in ${(performance.now() - generated).toFixed(0)} ms)`,
);
console.log(
  `costs: spread ${COSTS.spreadBp} bp, commission ${COSTS.commissionBp} bp, slippage ` +
    `${COSTS.slippageBp} bp; principal ${formatAmount(PRINCIPAL)}; ${WARMUP} warm-up + ${RUNS} timed runs\n`,
);

const stats = (times: number[]) => {
  const sorted = [...times].sort((x, y) => x - y);
  const f = (ms: number) => ms.toFixed(1);
  return `min ${f(sorted[0]!)} / median ${f(sorted[Math.floor(sorted.length / 2)]!)} / max ${f(sorted.at(-1)!)} ms`;
};

for (const { name, strategy, params } of CASES) {
  const input = { strategy, params, candles, costs: COSTS, principal: PRINCIPAL };
  for (let i = 0; i < WARMUP; i += 1) runBacktest(input);
  const times: number[] = [];
  let result = runBacktest(input);
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    result = runBacktest(input);
    times.push(performance.now() - start);
  }
  console.log(`${name}: 30-day backtest ${stats(times)}`);
  console.log(
    `  ${result.trades} fills, final value ${formatAmount(result.finalValue)}, fees ` +
      `${formatAmount(result.feesPaid)}`,
  );

  const stride = Math.floor((CANDLES - PER_DAY) / (WINDOWS - 1));
  const sweepStart = performance.now();
  const windows = backtestWindows({
    ...input,
    windowCandles: PER_DAY,
    strideCandles: stride,
    candlesPerDay: PER_DAY,
  });
  const summary = summarizeWindows(windows)!;
  const sweepMs = performance.now() - sweepStart;
  const pct = (ppm: number) => `${(ppm / 10_000).toFixed(4)}%`;
  console.log(
    `  ${windows.length} one-day windows (stride ${stride}): ${sweepMs.toFixed(0)} ms — net daily ` +
      `yield p5 ${pct(summary.p5NetDailyYieldPpm)}, p50 ${pct(summary.p50NetDailyYieldPpm)}, p95 ` +
      `${pct(summary.p95NetDailyYieldPpm)}; max drawdown median ${pct(summary.medianMaxDrawdownPpm)}, ` +
      `max ${pct(summary.maxMaxDrawdownPpm)}; losing ${(summary.losingShare * 100).toFixed(1)}%; ` +
      `${summary.meanTradesPerDay.toFixed(1)} trades/day\n`,
  );
}
