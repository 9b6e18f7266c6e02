import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import {
  lotsToQuantity,
  lotsWithinBudget,
  priceToTicks,
  quantityToLots,
  quoteNotional,
  SpotGridError,
  spotFee,
  spotPair,
  SpotPairError,
  ticksToPrice,
  type SpotPairTerms,
} from './pair.js';

const a = parseAmount;
/** PRODUCT §4: BTC/USDT, maker 0.08%, taker 0.10%; USDT has 6 decimals. */
const TERMS: SpotPairTerms = {
  code: 'BTCUSDT',
  tickSize: a('0.01'),
  lotSize: a('0.0001'),
  quoteUnit: a('0.000001'),
  makerFeeBp: 8n,
  takerFeeBp: 10n,
};
const BTC = spotPair(TERMS);

describe('spot pair terms', () => {
  it('derives the notional of one lot at one tick', () => {
    expect(BTC.quotePerTickLot).toBe(a('0.000001'));
    expect(Object.isFrozen(BTC)).toBe(true);
  });

  it('refuses grids that cannot price every fill exactly on the quote asset’s grid', () => {
    const bad = (terms: Partial<SpotPairTerms>) => () => spotPair({ ...TERMS, ...terms });
    expect(bad({ tickSize: 0n })).toThrow(SpotPairError);
    expect(bad({ lotSize: -1n })).toThrow(SpotPairError);
    expect(bad({ quoteUnit: 0n })).toThrow(SpotPairError);
    // 10^-10 × 10^-10 is finer than 10^-18.
    expect(bad({ tickSize: a('0.0000000001'), lotSize: a('0.0000000001') })).toThrow(
      'finer than 10^-18',
    );
    // One tick of one lot = 0.0000001 USDT, below USDT's 6 decimals.
    expect(bad({ lotSize: a('0.00001') })).toThrow('whole number of quote units');
    expect(bad({ makerFeeBp: -1n })).toThrow('basis points');
    expect(bad({ takerFeeBp: 10_001n })).toThrow('basis points');
    expect(() =>
      spotPair({ ...TERMS, lotSize: a('0.00001'), quoteUnit: a('0.0000001') }),
    ).not.toThrow();
  });
});

describe('ticks and lots', () => {
  it('converts prices and quantities both ways, exactly', () => {
    expect(priceToTicks(BTC, a('95000.37'))).toBe(9_500_037n);
    expect(ticksToPrice(BTC, 9_500_037n)).toBe(a('95000.37'));
    expect(quantityToLots(BTC, a('1.2345'))).toBe(12_345n);
    expect(lotsToQuantity(BTC, 12_345n)).toBe(a('1.2345'));
    expect(priceToTicks(BTC, 0n)).toBe(0n);
  });

  it('rejects values off the grid instead of rounding them', () => {
    expect(() => priceToTicks(BTC, a('95000.375'))).toThrow(SpotGridError);
    expect(() => quantityToLots(BTC, a('0.00015'))).toThrow(SpotGridError);
    expect(() => quantityToLots(BTC, 1n)).toThrow('not a whole multiple');
  });

  it('round-trips every on-grid value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (n) => {
        expect(priceToTicks(BTC, ticksToPrice(BTC, n))).toBe(n);
        expect(quantityToLots(BTC, lotsToQuantity(BTC, n))).toBe(n);
      }),
    );
  });
});

describe('notional and fees', () => {
  it('prices a fill exactly: 3 lots at 12,345.67 = 3.703701 USDT', () => {
    const quote = quoteNotional(BTC, 1_234_567n, 3n);
    expect(quote).toBe(a('3.703701'));
    // 0.08% = 0.0029629608 → rounded up to 0.002963; 0.10% = 0.0037037010 → 0.003704.
    expect(spotFee(BTC, quote, BTC.makerFeeBp)).toBe(a('0.002963'));
    expect(spotFee(BTC, quote, BTC.takerFeeBp)).toBe(a('0.003704'));
    // Exact fees are not rounded: 3 USDT × 0.08% = 0.0024.
    expect(spotFee(BTC, a('3'), 8n)).toBe(a('0.0024'));
    expect(spotFee(BTC, a('3'), 0n)).toBe(0n);
    // The smallest fill (one lot at one tick = 0.000001 USDT) pays one unit of fee.
    expect(spotFee(BTC, quoteNotional(BTC, 1n, 1n), 8n)).toBe(a('0.000001'));
  });

  it('a fee is the exact fee rounded up to a whole quote unit, and never above the notional', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (ticks, lots, bp) => {
          const quote = quoteNotional(BTC, ticks, lots);
          const fee = spotFee(BTC, quote, bp);
          expect(fee % BTC.quoteUnit).toBe(0n);
          expect(fee * 10_000n >= quote * bp).toBe(true);
          expect((fee - BTC.quoteUnit) * 10_000n < quote * bp).toBe(true);
          expect(fee <= quote).toBe(true);
        },
      ),
    );
  });

  it('lotsWithinBudget is the largest affordable count (notional + taker fee ≤ budget)', () => {
    const cost = (ticks: bigint, lots: bigint) => {
      const quote = quoteNotional(BTC, ticks, lots);
      return quote + spotFee(BTC, quote, BTC.takerFeeBp);
    };
    // 2 lots at 10,000.00 cost 2.002 USDT; 1 lot costs 1.001.
    expect(lotsWithinBudget(BTC, 1_000_000n, 5n, a('2.002'))).toBe(2n);
    expect(lotsWithinBudget(BTC, 1_000_000n, 5n, a('2.001999'))).toBe(1n);
    expect(lotsWithinBudget(BTC, 1_000_000n, 5n, a('1'))).toBe(0n);
    expect(lotsWithinBudget(BTC, 1_000_000n, 5n, a('100'))).toBe(5n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        fc.bigInt({ min: 1n, max: 10n ** 5n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        (ticks, want, budget) => {
          const n = lotsWithinBudget(BTC, ticks, want, budget);
          expect(n >= 0n && n <= want).toBe(true);
          if (n > 0n) expect(cost(ticks, n) <= budget).toBe(true);
          if (n < want) expect(cost(ticks, n + 1n) > budget).toBe(true);
        },
      ),
    );
  });
});
