import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import {
  MARGIN_LOT_CASES,
  MARGIN_LOT_GRID,
  OPTION_STAKE_CASES,
  OPTION_STAKE_LIMITS,
} from '../testing/margin-cases.js';
import { stakeAllowed } from './options-math.js';
import { checkOrder, lotsOnGrid, type InstrumentTerms } from './order-terms.js';

const a = parseAmount;
const grid = {
  minLots: a(MARGIN_LOT_GRID.minLots),
  maxLots: a(MARGIN_LOT_GRID.maxLots),
  lotStep: a(MARGIN_LOT_GRID.lotStep),
};
const limits = {
  minStake: a(OPTION_STAKE_LIMITS.minStake),
  maxStake: a(OPTION_STAKE_LIMITS.maxStake),
};
const terms: InstrumentTerms = {
  code: 'BTCUSDT',
  lotSize: a('1'),
  tickSize: a('0.01'),
  spreadBp: 2,
  maxLeverage: 100,
  commissionBp: 5,
  conversion: 'par',
  ...grid,
};
const quote = { bid: a('94990'), ask: a('95010') };

describe('margin lots: the shared table', () => {
  it.each(MARGIN_LOT_CASES)('$lots lots → $ok', ({ lots, ok }) => {
    expect(lotsOnGrid(grid, a(lots))).toBe(ok);
    // checkOrder refuses exactly these lots.
    const order = { side: 'long' as const, type: 'market' as const, lots: a(lots), leverage: 2 };
    expect(checkOrder(terms, order, quote) === 'lots').toBe(!ok);
  });

  it('property: whole steps within the range, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 0n, max: 1_000n }),
        fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }),
        (step, minSteps, spanSteps, lots) => {
          const g = {
            minLots: minSteps * step,
            maxLots: (minSteps + spanSteps) * step,
            lotStep: step,
          };
          const expected = lots >= g.minLots && lots <= g.maxLots && lots % step === 0n;
          expect(lotsOnGrid(g, lots)).toBe(expected);
          expect(lotsOnGrid(g, g.minLots) && lotsOnGrid(g, g.maxLots)).toBe(true);
        },
      ),
    );
  });

  it('a step that is not positive puts no step on the lots (the range still holds)', () => {
    expect(lotsOnGrid({ ...grid, lotStep: 0n }, a('0.015'))).toBe(true);
    expect(lotsOnGrid({ ...grid, lotStep: 0n }, a('0.005'))).toBe(false);
  });
});

describe('option stakes: the shared table', () => {
  it.each(OPTION_STAKE_CASES)('$stake USDT → $ok', ({ stake, ok }) => {
    expect(stakeAllowed(limits, a(stake))).toBe(ok);
  });

  it('property: whole USDT units within the limits, and nothing else', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }), (stake) => {
        const expected =
          stake >= limits.minStake && stake <= limits.maxStake && stake % 10n ** 12n === 0n;
        expect(stakeAllowed(limits, stake)).toBe(expected);
      }),
    );
  });
});
