import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../money/amount.js';
import {
  describeMeanReversionRules,
  meanReversionStrategy,
  validateMeanReversionParams,
  type MeanReversionParams,
} from './mean-reversion.js';
import {
  candlesFromCloses,
  expectDecisionsWithinHoldings,
  holdingsStep,
  runStrategy,
} from './test-run.js';

const a = parseAmount;
const params: MeanReversionParams = {
  period: 10,
  deviationsBp: 20_000,
  buyFractionBp: 5_000,
  exitAt: 'mean',
};
// Ten quiet closes around 100 (mean 100, σ ≈ 0.77), then a drop, a second drop, and the way back.
const quiet = ['100', '101', '99', '100', '101', '99', '100', '101', '99', '100'];
const closes = (...xs: string[]) => candlesFromCloses([...quiet, ...xs].map(a));

describe('mean reversion strategy', () => {
  it('buys a fraction of the cash below the lower band and sells all back above the mean', () => {
    const steps = runStrategy(
      meanReversionStrategy,
      params,
      closes('95', '94', '99', '101'),
      a('1000'),
    );
    expect(steps.slice(0, 9).every((s) => s.state.signal === 'meanReversion.warmingUp')).toBe(true);
    expect(steps.slice(9, 10).map((s) => s.state.signal)).toEqual(['meanReversion.hold']);
    // 95 is far below 99.5 − 2σ: half of the cash.
    expect(steps[10]!.orders).toEqual([
      { side: 'buy', quote: a('500'), reason: 'meanReversion.belowBand' },
    ]);
    // Still below the band (if at all): no second buy in the same visit.
    expect(steps[11]!.orders).toEqual([]);
    // 99 is above the mean of the last ten (≈ 98.8): sell all.
    const held = steps[12]!.holdings.quantity;
    expect(held).toBeGreaterThan(0n);
    expect(steps[12]!.orders).toEqual([
      { side: 'sell', quantity: held, reason: 'meanReversion.exit' },
    ]);
    expect(steps[13]!.orders).toEqual([]); // nothing left
  });

  it('buys again after a close back inside the band', () => {
    const steps = runStrategy(meanReversionStrategy, params, closes('95', '90'), a('1000'));
    expect(steps[11]!.state.signal).toBe('meanReversion.stillBelowBand');
    expect(steps[11]!.orders).toEqual([]);
    const again = runStrategy(
      meanReversionStrategy,
      { ...params, exitAt: 'upper' },
      closes('95', '97', '90'),
      a('1000'),
    );
    expect(again.map((s) => s.orders.map((o) => o.reason)).flat()).toEqual([
      'meanReversion.belowBand',
      'meanReversion.belowBand',
    ]);
    // A quarter: half of the half left.
    expect(again[12]!.orders[0]).toEqual({
      side: 'buy',
      quote: a('250'),
      reason: 'meanReversion.belowBand',
    });
  });

  it('with the exit at the upper band, holds through the mean and sells above the band', () => {
    const upper = { ...params, exitAt: 'upper' as const };
    const steps = runStrategy(
      meanReversionStrategy,
      upper,
      closes('95', '100', '101', '110'),
      a('1000'),
    );
    expect(steps[10]!.orders.map((o) => o.reason)).toEqual(['meanReversion.belowBand']);
    expect(steps[11]!.orders).toEqual([]);
    expect(steps[12]!.orders).toEqual([]);
    expect(steps[13]!.orders).toEqual([
      { side: 'sell', quantity: steps[13]!.holdings.quantity, reason: 'meanReversion.exit' },
    ]);
  });

  it('never asks to spend more cash or sell more than is held (property)', () => {
    const mrParams = fc.record({
      period: fc.integer({ min: 2, max: 40 }),
      deviationsBp: fc.integer({ min: 1, max: 100_000 }),
      buyFractionBp: fc.integer({ min: 1, max: 10_000 }),
      exitAt: fc.constantFrom('mean' as const, 'upper' as const),
    });
    fc.assert(
      fc.property(mrParams, fc.array(holdingsStep, { maxLength: 120 }), (p, script) => {
        expect(validateMeanReversionParams(p)).toEqual([]);
        expectDecisionsWithinHoldings(meanReversionStrategy, p, a('1'), script);
      }),
      { numRuns: 300 },
    );
  });

  it('validates its parameters and describes its rules as data', () => {
    expect(validateMeanReversionParams(params)).toEqual([]);
    expect(
      validateMeanReversionParams({
        period: 1,
        deviationsBp: 0,
        buyFractionBp: 10_001,
        exitAt: 'lower' as 'mean',
      }),
    ).toEqual([
      { field: 'period', problem: 'outOfRange', min: 2, max: 1_000 },
      { field: 'deviationsBp', problem: 'outOfRange', min: 1, max: 100_000 },
      { field: 'buyFractionBp', problem: 'outOfRange', min: 1, max: 10_000 },
      { field: 'exitAt', problem: 'notAllowed', allowed: ['mean', 'upper'] },
    ]);
    expect(describeMeanReversionRules(params)).toEqual({
      family: 'meanReversion',
      parameters: params,
      orderReasons: ['meanReversion.belowBand', 'meanReversion.exit'],
    });
  });
});
