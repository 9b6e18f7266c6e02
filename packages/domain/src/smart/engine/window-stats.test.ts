import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../money/amount.js';
import type { PlanCandle, PlanCosts, Strategy } from '../plan-types.js';
import { runBacktest } from './backtest.js';
import {
  backtestWindows,
  maxDrawdownPpm,
  nearestRank,
  netDailyYieldPpm,
  summarizeWindows,
  type WindowStat,
} from './window-stats.js';

const a = parseAmount;
const COSTS: PlanCosts = { spreadBp: 10, commissionBp: 10, slippageBp: 5 };

/** A test strategy: all in on the first candle, out when a candle closes below its open. */
const inThenOut: Strategy<null, { bought: boolean }> = {
  id: 'in-then-out',
  init: () => ({ bought: false }),
  decide: (_params, state, candle, holdings) => {
    if (!state.bought) {
      return {
        state: { bought: true },
        orders: [{ side: 'buy', quote: holdings.cash, reason: 'in' }],
      };
    }
    if (candle.close < candle.open && holdings.quantity > 0n) {
      return { state, orders: [{ side: 'sell', quantity: holdings.quantity, reason: 'out' }] };
    }
    return { state, orders: [] };
  },
};

describe('netDailyYieldPpm', () => {
  it('is the geometric daily rate, exact when it is whole', () => {
    expect(netDailyYieldPpm(a('100'), a('121'), 2, 1)).toBe(100_000);
    expect(netDailyYieldPpm(a('100'), a('100'), 1_440, 1_440)).toBe(0);
    expect(netDailyYieldPpm(a('100'), a('99'), 1_440, 1_440)).toBe(-10_000);
    expect(netDailyYieldPpm(a('100'), a('0'), 3, 1)).toBe(-1_000_000);
    // Half a day: (1 + y)^(1/2) = 1.1 → y = 0.21.
    expect(netDailyYieldPpm(a('100'), a('110'), 720, 1_440)).toBe(210_000);
  });

  it('rounds down, never overstating a gain or understating a loss', () => {
    // √1.1 − 1 = 0.0488088481…; √0.9 − 1 = −0.0513167019…
    expect(netDailyYieldPpm(a('100'), a('110'), 2, 1)).toBe(48_808);
    expect(netDailyYieldPpm(a('100'), a('90'), 2, 1)).toBe(-51_317);
    // 30 days of a tiny loss still shows as a loss.
    expect(netDailyYieldPpm(a('100'), a('99.9999'), 30, 1)).toBe(-1);
  });
});

describe('maxDrawdownPpm', () => {
  it('is the deepest fall from a running peak, the principal the first peak, rounded up', () => {
    expect(maxDrawdownPpm(a('100'), [a('110'), a('99'), a('120'), a('90'), a('130')])).toBe(
      250_000,
    );
    expect(maxDrawdownPpm(a('100'), [a('95')])).toBe(50_000);
    expect(maxDrawdownPpm(a('3'), [a('2')])).toBe(333_334);
    expect(maxDrawdownPpm(a('100'), [a('101'), a('102')])).toBe(0);
    expect(maxDrawdownPpm(a('100'), [])).toBe(0);
  });
});

describe('nearestRank', () => {
  const values = Array.from({ length: 200 }, (_, i) => i + 1);
  it('takes the value at rank ⌈p·n/100⌉', () => {
    expect(nearestRank(values, 5)).toBe(10);
    expect(nearestRank(values, 50)).toBe(100);
    expect(nearestRank(values, 95)).toBe(190);
    expect(nearestRank(values, 100)).toBe(200);
    expect(nearestRank([7], 5)).toBe(7);
    expect(nearestRank([1, 2, 3], 50)).toBe(2);
  });
});

describe('backtestWindows', () => {
  const day = (i: number, open: string, close: string): PlanCandle => ({
    openTime: i * 86_400_000,
    open: a(open),
    close: a(close),
    high: a(open) > a(close) ? a(open) : a(close),
    low: a(open) < a(close) ? a(open) : a(close),
  });
  const prices = ['100', '101', '103', '102', '104', '107', '106', '108', '111', '110', '112'];
  const candles = prices.slice(1).map((close, i) => day(i, prices[i]!, close));
  const input = { strategy: inThenOut, params: null, costs: COSTS, principal: a('1000'), candles };

  it('runs a fresh plan over every whole window, one start every stride', () => {
    const windows = backtestWindows({
      ...input,
      windowCandles: 4,
      strideCandles: 3,
      candlesPerDay: 1,
    });
    expect(windows.map((w) => w.startIndex)).toEqual([0, 3, 6]);
    for (const w of windows) {
      const slice = candles.slice(w.startIndex, w.startIndex + 4);
      const result = runBacktest({ ...input, candles: slice });
      expect(w.startTime).toBe(slice[0]!.openTime);
      expect(w.endTime).toBe(slice[3]!.openTime);
      expect(w.finalValue).toBe(result.finalValue);
      expect(w.trades).toBe(result.trades);
      expect(w.tradesPerDay).toBe(result.trades / 4);
      expect(w.lost).toBe(result.finalValue < a('1000'));
      expect(w.netDailyYieldPpm).toBe(netDailyYieldPpm(a('1000'), result.finalValue, 4, 1));
      expect(w.maxDrawdownPpm).toBe(maxDrawdownPpm(a('1000'), result.equity));
    }
    expect(
      backtestWindows({ ...input, windowCandles: 11, strideCandles: 1, candlesPerDay: 1 }),
    ).toEqual([]);
  });

  it('refuses windows and strides that are not whole positive counts', () => {
    expect(() =>
      backtestWindows({ ...input, windowCandles: 0, strideCandles: 1, candlesPerDay: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      backtestWindows({ ...input, windowCandles: 2, strideCandles: 1.5, candlesPerDay: 1 }),
    ).toThrow(RangeError);
  });
});

describe('summarizeWindows', () => {
  const stat = (yieldPpm: number, drawdown: number, tradesPerDay: number): WindowStat => ({
    startIndex: 0,
    startTime: 0,
    endTime: 0,
    finalValue: 0n,
    netDailyYieldPpm: yieldPpm,
    maxDrawdownPpm: drawdown,
    lost: yieldPpm < 0,
    trades: tradesPerDay,
    tradesPerDay,
  });

  it('publishes nearest-rank percentiles, drawdowns, the losing share and trades per day', () => {
    // Yields −100…99 (200 windows), drawdowns 0…199 in reverse, trades 1 or 3 a day.
    const windows = Array.from({ length: 200 }, (_, i) => stat(i - 100, 199 - i, i % 2 ? 3 : 1));
    expect(summarizeWindows(windows)).toEqual({
      windows: 200,
      p5NetDailyYieldPpm: -91,
      p50NetDailyYieldPpm: -1,
      p95NetDailyYieldPpm: 89,
      medianMaxDrawdownPpm: 99,
      maxMaxDrawdownPpm: 199,
      losingWindows: 100,
      losingShare: 0.5,
      meanTradesPerDay: 2,
    });
    expect(summarizeWindows([])).toBeNull();
  });
});
