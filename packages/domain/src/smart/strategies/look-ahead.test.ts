import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../money/amount.js';
import { lookAheadDiff } from '../engine/look-ahead.js';
import type { Strategy } from '../plan-types.js';
import { gridStrategy, type GridParams } from './grid.js';
import { meanReversionStrategy, type MeanReversionParams } from './mean-reversion.js';
import { runStrategy, seededHistory } from './test-run.js';
import { trendStrategy, type TrendParams } from './trend.js';

/**
 * The look-ahead test (as Freqtrade runs it): a strategy run over a long history and over the
 * same history cut at 50 points must make, up to each cut, exactly the same decisions and reach
 * exactly the same states — so nothing it decided used a candle after the one it had just seen.
 */
const candles = seededHistory('look-ahead');
const CASH = parseAmount('10000');
const CUTS = 50;
const GRID: GridParams = { lowerBp: 500, upperBp: 500, levels: 10, initialInstrumentBp: 5_000 };
const TREND: TrendParams = {
  average: 'sma',
  fastPeriod: 10,
  slowPeriod: 40,
  buyFractionBp: 10_000,
};
const MEAN_REVERSION: MeanReversionParams = {
  period: 20,
  deviationsBp: 20_000,
  buyFractionBp: 5_000,
  exitAt: 'mean',
};

/** Deep equality of plain data (objects, arrays, bigints, numbers, strings), fast enough for 3,000 steps × 50 cuts. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((key) => key in y && sameData(x[key], y[key]));
}

function expectNoLookAhead<Params, State>(strategy: Strategy<Params, State>, params: Params) {
  const full = runStrategy(strategy, params, candles, CASH);
  // Not vacuous: the strategy trades many times over the history.
  expect(full.filter((step) => step.orders.length > 0).length).toBeGreaterThanOrEqual(10);
  for (let k = 1; k <= CUTS; k += 1) {
    // Spread over the history, off the round numbers (1 to 2,999 for 3,000 candles).
    const cut = Math.floor((candles.length * k) / (CUTS + 1)) + (k % 7);
    const part = runStrategy(strategy, params, candles.slice(0, cut), CASH);
    expect(part.length).toBe(cut);
    // Holdings, orders and state after every candle before the cut: the first that differs.
    const differs = part.findIndex((step, i) => !sameData(step, full[i]));
    expect(differs, `cut at ${cut}: step ${differs} differs`).toBe(-1);
  }
}

describe('look-ahead: decisions before a cut never change', () => {
  it('has a long history to cut', () => {
    expect(candles.length).toBeGreaterThanOrEqual(3_000);
  });

  it('grid', () => {
    expectNoLookAhead(gridStrategy, GRID);
  });

  it('trend (sma and ema)', () => {
    for (const average of ['sma', 'ema'] as const) {
      expectNoLookAhead(trendStrategy, { ...TREND, average });
    }
  });

  it('catches a strategy whose states change after the fact (the check can fail)', () => {
    // Keeps one state object and changes it in place: earlier steps end up showing later counts.
    const mutating: Strategy<null, { seen: number }> = {
      id: 'mutating',
      init: () => ({ seen: 0 }),
      decide: (_params, state, _candle, holdings) => {
        state.seen += 1;
        const quote = state.seen % 100 === 0 ? holdings.cash / 10n : 0n;
        return { state, orders: quote > 0n ? [{ side: 'buy', quote, reason: 'test' }] : [] };
      },
    };
    expect(() => expectNoLookAhead(mutating, null)).toThrow(/cut at/);
  });

  it('mean reversion', () => {
    expectNoLookAhead(meanReversionStrategy, MEAN_REVERSION);
  });

  it('also through the plan engine (fills with spread, commission and slippage)', () => {
    const cuts = Array.from(
      { length: 20 },
      (_, k) => Math.floor((candles.length * (k + 1)) / 21) + 3,
    );
    expect(lookAheadDiff(gridStrategy, GRID, candles, cuts)).toBeNull();
    expect(lookAheadDiff(trendStrategy, TREND, candles, cuts)).toBeNull();
    expect(lookAheadDiff(meanReversionStrategy, MEAN_REVERSION, candles, cuts)).toBeNull();
  });
});
