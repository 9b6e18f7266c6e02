import { mulDiv, type Amount } from '../../money/amount.js';
import { runBacktest, type BacktestInput } from './backtest.js';

const PPM = 1_000_000n;

export interface WindowsInput<Params, State> extends Omit<
  BacktestInput<Params, State>,
  'onDecision'
> {
  /** Candles in each window (a 1-day window of 1-minute candles: 1,440). */
  windowCandles: number;
  /** Candles between the starts of two windows. */
  strideCandles: number;
  /** Candles in a day, for the per-day figures (1-minute candles of a market always open: 1,440). */
  candlesPerDay: number;
}

/** One rolling window's backtest, as the product page publishes it. */
export interface WindowStat {
  /** Index of the window's first candle in the history. */
  startIndex: number;
  /** Open time of the window's first and last candle. */
  startTime: number;
  endTime: number;
  finalValue: Amount;
  /**
   * Net daily yield in parts per million: the largest whole y with (1 + y/10⁶)^days ≤
   * final / principal, i.e. the geometric daily rate rounded down (never overstated). Computed
   * exactly in integers by bisection; −1,000,000 when nothing is left.
   */
  netDailyYieldPpm: number;
  /** The deepest fall from a running peak of the equity curve (the principal is the first peak), ppm rounded up. */
  maxDrawdownPpm: number;
  /** Whether the window ended below its principal. */
  lost: boolean;
  trades: number;
  /** trades / days (a plain ratio, not money). */
  tradesPerDay: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a whole number > 0 (got ${value})`);
  }
}

/**
 * The geometric mean daily rate over `candles / candlesPerDay` days, in whole ppm rounded down:
 * the largest y with ((10⁶ + y) / 10⁶)^days ≤ final / principal. With days = a / b (a fraction in
 * lowest terms) that is (10⁶ + y)^a · principal^b ≤ final^b · (10⁶)^a, decided exactly in bigint,
 * so the published figure is the same on every machine (no floating-point root).
 */
export function netDailyYieldPpm(
  principal: Amount,
  finalValue: Amount,
  candles: number,
  candlesPerDay: number,
): number {
  if (principal <= 0n) throw new RangeError('principal must be > 0');
  if (finalValue < 0n) throw new RangeError('a plan value is never negative');
  assertCount('candles', candles);
  assertCount('candlesPerDay', candlesPerDay);
  if (finalValue === 0n) return -1_000_000;
  const divisor = gcd(candles, candlesPerDay);
  const a = BigInt(candles / divisor);
  const b = BigInt(candlesPerDay / divisor);
  const left = principal ** b;
  const right = finalValue ** b * PPM ** a;
  const fits = (y: bigint) => (PPM + y) ** a * left <= right;
  let lo = -PPM; // always fits: 0 ≤ right
  let hi = 1n;
  while (fits(hi)) hi *= 2n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return Number(lo);
}

/** The largest fall from a running peak, in ppm of the peak, rounded up; the principal is the first peak. */
export function maxDrawdownPpm(principal: Amount, equity: readonly Amount[]): number {
  let peak = principal;
  let worst = 0n;
  for (const value of equity) {
    if (value > peak) peak = value;
    else if (value < peak) {
      const drawdown = mulDiv(peak - value, PPM, peak, 'up');
      if (drawdown > worst) worst = drawdown;
    }
  }
  return Number(worst);
}

/**
 * Runs the backtest over every rolling window of the history: windows of `windowCandles` starting
 * at candle 0, stride, 2·stride… while a whole window fits. Each window is a fresh plan with the
 * same principal, started all in cash at its first candle's open.
 */
export function backtestWindows<Params, State>(input: WindowsInput<Params, State>): WindowStat[] {
  const { candles, windowCandles, strideCandles, candlesPerDay, principal } = input;
  assertCount('windowCandles', windowCandles);
  assertCount('strideCandles', strideCandles);
  assertCount('candlesPerDay', candlesPerDay);
  if (principal <= 0n) throw new RangeError('principal must be > 0');
  const days = windowCandles / candlesPerDay;
  const stats: WindowStat[] = [];
  for (let start = 0; start + windowCandles <= candles.length; start += strideCandles) {
    const window = candles.slice(start, start + windowCandles);
    const result = runBacktest({
      strategy: input.strategy,
      params: input.params,
      costs: input.costs,
      principal,
      candles: window,
    });
    stats.push({
      startIndex: start,
      startTime: window[0]!.openTime,
      endTime: window[window.length - 1]!.openTime,
      finalValue: result.finalValue,
      netDailyYieldPpm: netDailyYieldPpm(
        principal,
        result.finalValue,
        windowCandles,
        candlesPerDay,
      ),
      maxDrawdownPpm: maxDrawdownPpm(principal, result.equity),
      lost: result.finalValue < principal,
      trades: result.trades,
      tradesPerDay: result.trades / days,
    });
  }
  return stats;
}

export interface WindowSummary {
  windows: number;
  /** Net daily yield percentiles (nearest rank), ppm. */
  p5NetDailyYieldPpm: number;
  p50NetDailyYieldPpm: number;
  p95NetDailyYieldPpm: number;
  /** Median (nearest rank) and largest maximum drawdown, ppm. */
  medianMaxDrawdownPpm: number;
  maxMaxDrawdownPpm: number;
  losingWindows: number;
  /** losingWindows / windows. */
  losingShare: number;
  /** The mean of the windows' trades per day. */
  meanTradesPerDay: number;
}

/**
 * The p-th percentile by nearest rank: the value at rank ⌈p/100 · n⌉ (at least 1) of the sorted
 * values, always one of the values itself (no interpolation). p5 of 200 windows is the 10th lowest.
 */
export function nearestRank(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  if (!(percent > 0 && percent <= 100)) throw new RangeError('percent must be in (0, 100]');
  const rank = Math.max(1, Math.ceil((percent * sorted.length) / 100));
  return sorted[rank - 1]!;
}

/** The published distribution over the windows; null when there is none (too little history). */
export function summarizeWindows(windows: readonly WindowStat[]): WindowSummary | null {
  if (windows.length === 0) return null;
  const ascending = (a: number, b: number) => a - b;
  const yields = windows.map((w) => w.netDailyYieldPpm).sort(ascending);
  const drawdowns = windows.map((w) => w.maxDrawdownPpm).sort(ascending);
  const losingWindows = windows.filter((w) => w.lost).length;
  const tradesPerDay = windows.reduce((sum, w) => sum + w.tradesPerDay, 0);
  return {
    windows: windows.length,
    p5NetDailyYieldPpm: nearestRank(yields, 5),
    p50NetDailyYieldPpm: nearestRank(yields, 50),
    p95NetDailyYieldPpm: nearestRank(yields, 95),
    medianMaxDrawdownPpm: nearestRank(drawdowns, 50),
    maxMaxDrawdownPpm: drawdowns[drawdowns.length - 1]!,
    losingWindows,
    losingShare: losingWindows / windows.length,
    meanTradesPerDay: tradesPerDay / windows.length,
  };
}
