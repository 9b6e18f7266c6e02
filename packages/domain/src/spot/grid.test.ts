import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import {
  SPOT_BUDGET_CASES,
  BTC_USDT_TEST_PAIR,
  SPOT_PRICE_CASES,
  SPOT_QUANTITY_CASES,
} from '../testing/spot-grid-cases.js';
import {
  checkSpotBudget,
  checkSpotPrice,
  checkSpotQuantity,
  MAX_ORDER_LOTS,
  MAX_QUOTE_BUDGET,
  roundSpotPrice,
  roundSpotQuantity,
  roundSpotQuote,
  roundToStep,
} from './grid.js';
import { MAX_PRICE_TICKS } from './validate.js';

const a = parseAmount;
const BTC = BTC_USDT_TEST_PAIR;

const problemOf = (check: { ok: true } | { ok: false; problem: string }) =>
  check.ok ? undefined : check.problem;

describe('spot grid: the shared case table', () => {
  it.each(SPOT_PRICE_CASES)('price $input → $problem', ({ input, problem }) => {
    expect(problemOf(checkSpotPrice(BTC, a(input)))).toBe(problem);
  });
  it.each(SPOT_QUANTITY_CASES)('quantity $input → $problem', ({ input, problem }) => {
    expect(problemOf(checkSpotQuantity(BTC, a(input)))).toBe(problem);
  });
  it.each(SPOT_BUDGET_CASES)('budget $input → $problem', ({ input, problem }) => {
    expect(problemOf(checkSpotBudget(BTC, a(input)))).toBe(problem);
  });
});

const tickSize = fc.bigInt({ min: 1n, max: 10n ** 20n });
const value = fc.bigInt({ min: -(10n ** 36n), max: 10n ** 36n });

describe('spot grid: properties', () => {
  it('a price is accepted exactly when it is a positive multiple of the tick within the limit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 34n), max: 10n ** 34n }), (price) => {
        const check = checkSpotPrice(BTC, price);
        const expected =
          price > 0n && price % BTC.tickSize === 0n && price / BTC.tickSize <= MAX_PRICE_TICKS;
        expect(check.ok).toBe(expected);
        if (check.ok) expect(check.ticks * BTC.tickSize).toBe(price);
      }),
    );
  });

  it('a quantity is accepted exactly when it is 1..MAX_ORDER_LOTS whole lots', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 4n), max: MAX_ORDER_LOTS + 10n ** 4n }), (lots) => {
        const onGrid = checkSpotQuantity(BTC, lots * BTC.lotSize);
        expect(onGrid.ok).toBe(lots >= 1n && lots <= MAX_ORDER_LOTS);
        if (onGrid.ok) expect(onGrid.lots).toBe(lots);
        // Half a lot more is never on the grid.
        expect(checkSpotQuantity(BTC, lots * BTC.lotSize + BTC.lotSize / 2n).ok).toBe(false);
      }),
    );
  });

  it('a budget is accepted exactly when it is a positive whole number of quote units, capped', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 31n), max: 10n ** 31n }), (total) => {
        const expected = total > 0n && total % BTC.quoteUnit === 0n && total <= MAX_QUOTE_BUDGET;
        expect(checkSpotBudget(BTC, total).ok).toBe(expected);
      }),
    );
  });

  it('rounding lands on the grid, within one step, on the asked side, and keeps grid values', () => {
    fc.assert(
      fc.property(value, tickSize, (v, step) => {
        const down = roundToStep(v, step, 'down');
        const up = roundToStep(v, step, 'up');
        expect(down % step).toBe(0n);
        expect(up % step).toBe(0n);
        // toward zero and away from it
        expect(v >= 0n ? down <= v && v <= up : up <= v && v <= down).toBe(true);
        expect(v - down < step && down - v < step).toBe(true);
        expect(up - v < step && v - up < step).toBe(true);
        expect(roundToStep(down, step, 'up')).toBe(down);
        if (v % step === 0n) expect(up).toBe(v);
      }),
    );
  });

  it('rounded prices, quantities and totals pass the checks (when positive and in range)', () => {
    expect(roundSpotPrice(BTC, a('95000.005'), 'down')).toBe(a('95000'));
    expect(roundSpotPrice(BTC, a('95000.005'), 'up')).toBe(a('95000.01'));
    expect(roundSpotQuantity(BTC, a('0.00529'), 'down')).toBe(a('0.0052'));
    expect(roundSpotQuote(BTC, a('12.3456789'), 'down')).toBe(a('12.345678'));
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 24n }), (v) => {
        expect(checkSpotPrice(BTC, roundSpotPrice(BTC, v, 'up')).ok).toBe(true);
        expect(checkSpotQuantity(BTC, roundSpotQuantity(BTC, v, 'up')).ok).toBe(true);
        expect(checkSpotBudget(BTC, roundSpotQuote(BTC, v, 'up')).ok).toBe(true);
      }),
    );
    expect(() => roundToStep(1n, 0n, 'down')).toThrow(RangeError);
  });
});
