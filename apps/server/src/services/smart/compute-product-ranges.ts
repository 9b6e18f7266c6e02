import {
  AMOUNT_SCALE,
  backtestWindows,
  formatAmountFixed,
  mulDiv,
  parseAmount,
  runBacktest,
  summarizeWindows,
  type Amount,
  type PlanCandle,
  type PlanCosts,
  type WindowStat,
} from '@meridian/domain';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { candles, instruments, smartProductRanges, smartProducts } from '../../db/schema/index.js';
import { getSetting } from '../settings/get-setting.js';
import { SMART_STRATEGIES, type SmartStrategyId } from './smart-strategies.js';

/** The timeframes a product may offer, in days. */
export const SMART_TIMEFRAMES = [1, 3, 7, 15, 30] as const;
/** Windows a range is computed over where the history allows (issue 14). */
export const MIN_WINDOWS = 200;
/** Timeframes up to this many days use 1-minute candles when the instrument has enough of them. */
export const ONE_MINUTE_MAX_DAYS = 3;
/** The principal every window starts with (figures are ratios; it only sets the rounding's scale). */
export const BACKTEST_PRINCIPAL: Amount = parseAmount('10000');
/** Points of the published equity curve at most. */
export const EQUITY_CURVE_POINTS = 200;

const UNIT = 10n ** BigInt(AMOUNT_SCALE);
const INTERVALS = {
  '1m': { ms: 60_000, perDay: 1440 },
  '1h': { ms: 3_600_000, perDay: 24 },
} as const;
export type RangeInterval = keyof typeof INTERVALS;

/**
 * Candles between two windows' starts: the largest stride that still gives `minWindows` windows
 * (floor(room / stride) + 1 ≥ minWindows); 1 when the history is too short for that many.
 */
export function strideFor(total: number, windowCandles: number, minWindows = MIN_WINDOWS): number {
  const room = total - windowCandles;
  if (room < minWindows - 1) return 1;
  return Math.max(1, Math.floor(room / (minWindows - 1)));
}

/** Every closed candle of one instrument and interval stored before `nowMs`, oldest first. */
export async function loadPlanCandles(
  db: Executor,
  instrumentId: number,
  interval: RangeInterval,
  nowMs: number,
): Promise<PlanCandle[]> {
  // A candle is closed once its whole bucket lies before now.
  const closedBefore = new Date(nowMs - INTERVALS[interval].ms + 1);
  const rows = await db
    .select({
      openTime: candles.openTime,
      open: candles.open,
      high: candles.high,
      low: candles.low,
      close: candles.close,
    })
    .from(candles)
    .where(
      and(
        eq(candles.instrumentId, instrumentId),
        eq(candles.interval, interval),
        lt(candles.openTime, closedBefore),
      ),
    )
    .orderBy(asc(candles.openTime));
  return rows.map((r) => ({
    openTime: r.openTime.getTime(),
    open: parseAmount(r.open),
    high: parseAmount(r.high),
    low: parseAmount(r.low),
    close: parseAmount(r.close),
  }));
}

export interface RangeProduct {
  id: number;
  instrumentId: number;
  strategy: SmartStrategyId;
  params: unknown;
  timeframes: readonly number[];
  spreadBp: number;
}

export type RangeRow = typeof smartProductRanges.$inferInsert;

/** The value as a multiple of the principal, 6 decimals ("1.012345"). */
function multiple(value: Amount, principal: Amount): string {
  return formatAmountFixed(mulDiv(value, UNIT, principal, 'down'), 6);
}

/** At most `points` evenly spaced values, the first and the last included. */
export function thinCurve<T>(values: readonly T[], points = EQUITY_CURVE_POINTS): T[] {
  if (values.length <= points) return [...values];
  return Array.from(
    { length: points },
    (_, i) => values[Math.round((i * (values.length - 1)) / (points - 1))]!,
  );
}

export interface TimeframeInput {
  product: RangeProduct;
  days: number;
  interval: RangeInterval;
  history: readonly PlanCandle[];
  costs: PlanCosts;
  computedAt: Date;
}

/**
 * One timeframe's published row: the domain's backtestWindows over windows of `days` days of the
 * given candles (stride from strideFor), summarized by summarizeWindows; too little history gives
 * a row with no windows and no figures.
 */
export function rangeForTimeframe(input: TimeframeInput): {
  row: RangeRow;
  windows: WindowStat[];
} {
  const { product, days, interval, history, costs, computedAt } = input;
  const { strategy } = SMART_STRATEGIES[product.strategy];
  const perDay = INTERVALS[interval].perDay;
  const windowCandles = days * perDay;
  const strideCandles = strideFor(history.length, windowCandles);
  const base: RangeRow = {
    productId: product.id,
    timeframeDays: days,
    computedAt,
    historyFromMs: history[0]?.openTime ?? null,
    historyToMs: history[history.length - 1]?.openTime ?? null,
    candleInterval: history.length > 0 ? interval : null,
    windowCount: 0,
    strideCandles: null,
    p5NetDailyYieldPpm: null,
    p50NetDailyYieldPpm: null,
    p95NetDailyYieldPpm: null,
    medianMaxDrawdownPpm: null,
    maxMaxDrawdownPpm: null,
    losingSharePpm: null,
    tradesPerDay: null,
    spreadBp: costs.spreadBp,
    commissionBp: costs.commissionBp,
    slippageBp: costs.slippageBp,
    equityCurve: [],
  };
  if (history.length < windowCandles) return { row: base, windows: [] };
  const windows = backtestWindows({
    strategy,
    params: product.params,
    candles: history,
    costs,
    principal: BACKTEST_PRINCIPAL,
    windowCandles,
    strideCandles,
    candlesPerDay: perDay,
  });
  const summary = summarizeWindows(windows);
  if (!summary) return { row: base, windows };
  // The median window's equity curve (the window whose yield is the published p50).
  const median = windows.find((w) => w.netDailyYieldPpm === summary.p50NetDailyYieldPpm)!;
  const replay = runBacktest({
    strategy,
    params: product.params,
    candles: history.slice(median.startIndex, median.startIndex + windowCandles),
    costs,
    principal: BACKTEST_PRINCIPAL,
  });
  const curve = [BACKTEST_PRINCIPAL, ...replay.equity];
  return {
    windows,
    row: {
      ...base,
      windowCount: summary.windows,
      strideCandles,
      p5NetDailyYieldPpm: summary.p5NetDailyYieldPpm,
      p50NetDailyYieldPpm: summary.p50NetDailyYieldPpm,
      p95NetDailyYieldPpm: summary.p95NetDailyYieldPpm,
      medianMaxDrawdownPpm: summary.medianMaxDrawdownPpm,
      maxMaxDrawdownPpm: summary.maxMaxDrawdownPpm,
      losingSharePpm: Math.round((summary.losingWindows * 1_000_000) / summary.windows),
      tradesPerDay: summary.meanTradesPerDay.toFixed(6),
      equityCurve: thinCurve(curve).map((v) => multiple(v, BACKTEST_PRINCIPAL)),
    },
  };
}

/** The costs a product's backtest assumes: the instrument's spread, the smart.* settings. */
export async function smartCosts(db: Executor, spreadBp: number): Promise<PlanCosts> {
  return {
    spreadBp,
    commissionBp: await getSetting(db, 'smart.commissionBp'),
    slippageBp: await getSetting(db, 'smart.slippageBp'),
  };
}

const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Recomputes and stores one product's range for each of its timeframes (replacing the earlier
 * rows; a timeframe the product no longer offers loses its row). Timeframes up to 3 days use the
 * 1-minute candles when there are enough for one window, the others the hourly candles.
 */
export async function computeProductRanges(
  db: Executor,
  product: RangeProduct,
  nowMs: number,
  /** Checked between timeframes: true abandons the product (its earlier rows stay). */
  stopped: () => boolean = () => false,
): Promise<RangeRow[]> {
  const costs = await smartCosts(db, product.spreadBp);
  const computedAt = new Date(nowMs);
  const loaded = new Map<RangeInterval, PlanCandle[]>();
  const load = async (interval: RangeInterval) => {
    let list = loaded.get(interval);
    if (!list) {
      list = await loadPlanCandles(db, product.instrumentId, interval, nowMs);
      loaded.set(interval, list);
    }
    return list;
  };
  const rows: RangeRow[] = [];
  for (const days of [...product.timeframes].sort((a, b) => a - b)) {
    let interval: RangeInterval = '1h';
    if (days <= ONE_MINUTE_MAX_DAYS) {
      const minutes = await load('1m');
      if (minutes.length >= days * INTERVALS['1m'].perDay) interval = '1m';
    }
    const { row } = rangeForTimeframe({
      product,
      days,
      interval,
      history: await load(interval),
      costs,
      computedAt,
    });
    rows.push(row);
    await yieldTurn();
    if (stopped()) return [];
  }
  // Replaced at once (a nested transaction is a savepoint inside the daily job's).
  await db.transaction(async (tx) => {
    await tx.delete(smartProductRanges).where(eq(smartProductRanges.productId, product.id));
    if (rows.length > 0) await tx.insert(smartProductRanges).values(rows);
  });
  return rows;
}

/** The enabled products with what a range needs. */
export async function rangeProducts(db: Executor): Promise<RangeProduct[]> {
  const rows = await db
    .select({
      id: smartProducts.id,
      instrumentId: smartProducts.instrumentId,
      strategy: smartProducts.strategy,
      params: smartProducts.params,
      timeframes: smartProducts.timeframes,
      spreadBp: instruments.spreadBp,
    })
    .from(smartProducts)
    .innerJoin(instruments, eq(instruments.id, smartProducts.instrumentId))
    .where(eq(smartProducts.enabled, true))
    .orderBy(asc(smartProducts.sortOrder), asc(smartProducts.id));
  return rows;
}

/** Recomputes every enabled product's ranges; resolves with how many products were computed. */
export async function computeAllProductRanges(
  db: Executor,
  nowMs: number,
  only?: (product: RangeProduct) => boolean | Promise<boolean>,
  stopped: () => boolean = () => false,
): Promise<number> {
  let computed = 0;
  for (const product of await rangeProducts(db)) {
    if (stopped()) break;
    if (only && !(await only(product))) continue;
    await computeProductRanges(db, product, nowMs, stopped);
    if (stopped()) break;
    computed += 1;
  }
  return computed;
}
