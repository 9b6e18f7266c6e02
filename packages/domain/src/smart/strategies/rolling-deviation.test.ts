import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDiv } from '../../money/amount.js';
import {
  exceedsBandWidth,
  initRollingDeviation,
  nextRollingDeviation,
  rollingDeviationValue,
  rollingMean,
  type RollingDeviationState,
} from './rolling-deviation.js';

const UNIT = 10n ** 18n;

function filled(period: number, prices: bigint[]): RollingDeviationState {
  let state = initRollingDeviation(period);
  for (const p of prices) state = nextRollingDeviation(state, p);
  return state;
}

const exactWidth = (state: RollingDeviationState, deviationsBp: number) =>
  mulDiv(rollingDeviationValue(state)!.deviation, BigInt(deviationsBp), 10_000n, 'half-away');

// Prices from a base (a euro to a bitcoin) with moves from a few units to a few percent: flat
// windows, where the float root loses most, included.
const windowArb = fc
  .record({
    period: fc.integer({ min: 2, max: 40 }),
    base: fc.bigInt({ min: UNIT / 2n, max: 120_000n * UNIT }),
    spreadExp: fc.integer({ min: 0, max: 17 }),
    seeds: fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 40, maxLength: 60 }),
  })
  .map(({ period, base, spreadExp, seeds }) => {
    const step = 10n ** BigInt(spreadExp);
    return { period, prices: seeds.map((s) => base + BigInt(s) * step) };
  });

describe('exceedsBandWidth', () => {
  it('answers as the exact width does, at the edge and away from it', () => {
    fc.assert(
      fc.property(
        windowArb,
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: -6, max: 6 }),
        fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }),
        ({ period, prices }, deviationsBp, nearEdge, anywhere) => {
          const state = filled(period, prices);
          const width = exactWidth(state, deviationsBp);
          for (const diff of [width + BigInt(nearEdge), anywhere, width, width + 1n, width - 1n])
            expect(exceedsBandWidth(state, deviationsBp, diff)).toBe(diff > width);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the mean rollingDeviationValue gives', () => {
    fc.assert(
      fc.property(windowArb, ({ period, prices }) => {
        const state = filled(period, prices);
        expect(rollingMean(state)).toBe(rollingDeviationValue(state)!.mean);
      }),
    );
  });
});
