import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, type Amount } from '../../money/amount.js';
import {
  candlesFromCloses,
  expectDecisionsWithinHoldings,
  holdingsStep,
  runStrategy,
} from './test-run.js';
import {
  describeTrendRules,
  trendStrategy,
  validateTrendParams,
  type TrendParams,
} from './trend.js';

const a = parseAmount;
const UNIT = 10n ** 18n;

/** Straight-line closes from `from` to `to` over `count` candles (whole units). */
const line = (from: number, to: number, count: number): Amount[] =>
  Array.from(
    { length: count },
    (_, i) =>
      (BigInt(from) * UNIT * BigInt(count - i) + BigInt(to) * UNIT * BigInt(i)) / BigInt(count),
  );

// Falls, turns up and rises, turns down and falls.
const series = candlesFromCloses([
  ...line(120, 100, 30),
  ...line(100, 150, 50),
  ...line(150, 80, 70),
]);

describe('trend strategy', () => {
  for (const average of ['sma', 'ema'] as const) {
    it(`(${average}) buys once on the golden cross and sells everything at the reversal`, () => {
      const params: TrendParams = { average, fastPeriod: 5, slowPeriod: 20, buyFractionBp: 10_000 };
      const steps = runStrategy(trendStrategy, params, series, a('1000'));
      const trades = steps.flatMap((s, i) => s.orders.map((o) => ({ i, o })));
      expect(trades.map((t) => t.o.reason)).toEqual(['trend.goldenCross', 'trend.deathCross']);
      const [buy, sell] = trades;
      // The cross comes a few candles after the turn at 30, and after the peak at 80.
      expect(buy!.i).toBeGreaterThan(30);
      expect(buy!.i).toBeLessThan(40);
      expect(buy!.o).toEqual({ side: 'buy', quote: a('1000'), reason: 'trend.goldenCross' });
      expect(sell!.i).toBeGreaterThan(80);
      expect(sell!.i).toBeLessThan(95);
      expect(sell!.o).toEqual({
        side: 'sell',
        quantity: steps[sell!.i]!.holdings.quantity,
        reason: 'trend.deathCross',
      });
      // Nothing at all until both averages are warm (the slow one after 20 closes).
      expect(steps.slice(0, 19).every((s) => s.state.signal === 'trend.warmingUp')).toBe(true);
      expect(steps[19]!.state.signal).toBe('trend.hold');
    });
  }

  it('buys with the fraction of cash asked for, and never on a touch without a cross', () => {
    const params: TrendParams = {
      average: 'sma',
      fastPeriod: 2,
      slowPeriod: 3,
      buyFractionBp: 2_500,
    };
    const steps = runStrategy(
      trendStrategy,
      params,
      candlesFromCloses(['10', '10', '10', '10', '11', '12', '9', '8', '10', '13'].map(a)),
      a('1000'),
    );
    const orders = steps.map((s) => s.orders.map((o) => o.reason));
    // Flat: no side yet. Rising from flat is not a golden cross (it never was below).
    expect(orders.slice(0, 6).flat()).toEqual([]);
    // 9: fast 10.5 < slow 11: death cross, but nothing is held.
    expect(steps[6]!.state.signal).toBe('trend.deathCross');
    expect(steps[6]!.orders).toEqual([]);
    // 13: fast 11.5 > slow ≈ 10.33: golden cross with a quarter of the cash.
    expect(steps[9]!.orders).toEqual([
      { side: 'buy', quote: a('250'), reason: 'trend.goldenCross' },
    ]);
  });

  it('never asks to spend more cash or sell more than is held (property)', () => {
    const trendParams = fc
      .record({
        average: fc.constantFrom('sma' as const, 'ema' as const),
        fastPeriod: fc.integer({ min: 1, max: 20 }),
        slowPeriod: fc.integer({ min: 2, max: 40 }),
        buyFractionBp: fc.integer({ min: 1, max: 10_000 }),
      })
      .filter((p) => p.fastPeriod < p.slowPeriod);
    fc.assert(
      fc.property(trendParams, fc.array(holdingsStep, { maxLength: 120 }), (p, script) => {
        expect(validateTrendParams(p)).toEqual([]);
        expectDecisionsWithinHoldings(trendStrategy, p, a('1'), script);
      }),
      { numRuns: 300 },
    );
  });

  it('validates its parameters and describes its rules as data', () => {
    const params: TrendParams = {
      average: 'ema',
      fastPeriod: 12,
      slowPeriod: 26,
      buyFractionBp: 10_000,
    };
    expect(validateTrendParams(params)).toEqual([]);
    expect(validateTrendParams({ ...params, fastPeriod: 26 })).toEqual([
      { field: 'fastPeriod', problem: 'notBelow', other: 'slowPeriod' },
    ]);
    expect(
      validateTrendParams({
        average: 'wma' as 'sma',
        fastPeriod: 0,
        slowPeriod: 2.5,
        buyFractionBp: 0,
      }),
    ).toEqual([
      { field: 'average', problem: 'notAllowed', allowed: ['sma', 'ema'] },
      { field: 'fastPeriod', problem: 'outOfRange', min: 1, max: 1_000 },
      { field: 'slowPeriod', problem: 'notInteger' },
      { field: 'buyFractionBp', problem: 'outOfRange', min: 1, max: 10_000 },
    ]);
    expect(describeTrendRules(params)).toEqual({
      family: 'trend',
      parameters: params,
      orderReasons: ['trend.goldenCross', 'trend.deathCross'],
    });
  });
});
