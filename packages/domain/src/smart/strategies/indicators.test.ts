import fc from 'fast-check';
import { BollingerBands, EMA, SMA } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, type Amount } from '../../money/amount.js';
import { createPrng, seedFromText } from '../../market/prng.js';
import {
  averageValue,
  compareAverages,
  emaValue,
  initAverage,
  initEma,
  initSma,
  nextAverage,
  nextEma,
  nextSma,
  smaValue,
  type EmaState,
  type SmaState,
} from './moving-average.js';
import {
  initRollingDeviation,
  nextRollingDeviation,
  rollingDeviationValue,
} from './rolling-deviation.js';

/**
 * Our indicators are exact (bigint, 18 places); `trading-signals` computes in doubles. Doubles
 * carry about 16 significant digits and a window of at most a few hundred prices loses at most
 * a few hundred ulps (≈ 1e-13 of the largest price), so the two must agree to within
 * TOLERANCE = 1e-12 × the largest price in the series (plus one 10^-18 unit of our rounding).
 * Any real mistake (a window off by one, a sample instead of a population deviation, another EMA
 * seed) is many orders of magnitude larger.
 */
const RELATIVE_TOLERANCE = 1e-12;

const toNumber = (amount: Amount) => Number(formatAmount(amount));

/** A seeded random walk of `count` prices with up to 8 decimals, from about `start`. */
function walk(seed: string, count: number, start: number): Amount[] {
  const prng = createPrng(seedFromText(seed));
  const prices: Amount[] = [];
  let units = BigInt(Math.round(start * 1e8));
  for (let i = 0; i < count; i += 1) {
    // ±2% steps (parts per 10^6), occasionally a jump of ±15%.
    let ppm = BigInt(prng.nextInt(40_001) - 20_000);
    if (prng.nextInt(100) === 0) ppm += BigInt(prng.nextInt(2) === 0 ? -150_000 : 150_000);
    units += (units * ppm) / 1_000_000n;
    if (units < 1n) units = 1n;
    prices.push(units * 10n ** 10n);
  }
  return prices;
}

function expectClose(ours: Amount | null, theirs: number | null, scale: number, label: string) {
  // Plain checks first, `expect` only to report a failure (a few hundred thousand comparisons).
  if (ours === null || theirs === null) {
    if ((ours === null) !== (theirs === null)) {
      expect(ours === null, `${label}: warm at the same time`).toBe(theirs === null);
    }
    return;
  }
  const error = Math.abs(toNumber(ours) - theirs);
  if (!(error <= RELATIVE_TOLERANCE * scale + 1e-18)) {
    expect(error, `${label}: ${formatAmount(ours)} vs ${theirs}`).toBeLessThanOrEqual(
      RELATIVE_TOLERANCE * scale + 1e-18,
    );
  }
}

function compareAll(prices: Amount[], period: number, label: string) {
  const scale = Math.max(...prices.map(toNumber));
  const sma = new SMA(period);
  const ema = new EMA(period);
  const bands = new BollingerBands(period, 2);
  let smaState: SmaState = initSma(period);
  let emaState: EmaState = initEma(period);
  let devState = initRollingDeviation(period);
  prices.forEach((price, i) => {
    const p = toNumber(price);
    const at = `${label} period ${period} #${i}`;
    smaState = nextSma(smaState, price);
    expectClose(smaValue(smaState), sma.add(p), scale, `SMA ${at}`);
    emaState = nextEma(emaState, price);
    const theirEma = ema.add(p);
    expectClose(emaValue(emaState), ema.isStable ? theirEma : null, scale, `EMA ${at}`);
    devState = nextRollingDeviation(devState, price);
    const ours = rollingDeviationValue(devState);
    const theirs = bands.add(p);
    expectClose(ours?.mean ?? null, theirs?.middle ?? null, scale, `mean ${at}`);
    // The library's bands are middle ± 2σ: σ = (upper − middle) / 2.
    const sigma = theirs === null ? null : (theirs.upper - theirs.middle) / 2;
    expectClose(ours?.deviation ?? null, sigma, scale, `σ ${at}`);
  });
}

describe('indicators against trading-signals', () => {
  it('agree on a few thousand seeded prices at several periods and price levels', () => {
    for (const [start, count] of [
      [95_000, 4_000],
      [1.0842, 3_000],
      [0.000_12, 3_000],
    ] as const) {
      for (const period of [1, 2, 9, 20, 50, 200]) {
        compareAll(walk(`indicators:${start}`, count, start), period, `from ${start}`);
      }
    }
  });

  it('agree on arbitrary price series (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 13n }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 60 }),
        (units, period) => {
          // Up to 100,000 with 8 decimals.
          compareAll(
            units.map((u) => u * 10n ** 10n),
            period,
            'property',
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('exact indicators', () => {
  it('compute known values exactly', () => {
    const prices = ['2', '4', '4', '4', '5', '5', '7', '9'].map(parseAmount);
    let dev = initRollingDeviation(8);
    let sma = initSma(3);
    let ema = initEma(3);
    for (const p of prices) {
      dev = nextRollingDeviation(dev, p);
      sma = nextSma(sma, p);
      ema = nextEma(ema, p);
    }
    // The textbook population example: mean 5, σ 2.
    expect(rollingDeviationValue(dev)).toEqual({
      mean: parseAmount('5'),
      deviation: parseAmount('2'),
    });
    expect(smaValue(sma)).toBe(parseAmount('7'));
    // α = 1/2 seeded with 2: 3, 3.5, 3.75, 4.375, 4.6875, 5.84375, 7.421875.
    expect(emaValue(ema)).toBe(parseAmount('7.421875'));
    // SMA of 1/3: rounded half away at 18 places.
    let third = initSma(3);
    for (const p of [1n, 0n, 0n]) third = nextSma(third, p);
    expect(smaValue(third)).toBe(0n);
    third = nextSma(third, 2n);
    expect(smaValue(third)).toBe(1n);
    // √2 · 10^-18 scale: σ of {0, 2·10^-18}… is 10^-18 exactly; of {0, 1, 2}·10^-18 is √(2/3) ≈ 0.816 → 1.
    let small = initRollingDeviation(3);
    for (const p of [0n, 1n, 2n]) small = nextRollingDeviation(small, p);
    expect(rollingDeviationValue(small)).toEqual({ mean: 1n, deviation: 1n });
  });

  it('never change a state they were given', () => {
    const sma = initSma(2);
    const next = nextSma(nextSma(sma, 1n), 2n);
    nextSma(next, 3n);
    expect(next.window).toEqual([1n, 2n]);
    expect(sma.window).toEqual([]);
  });
});

describe('compareAverages', () => {
  it('orders two simple averages as their exact means, and agrees with their values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 24n }), { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (prices, p, q) => {
          let a = initAverage('sma', p);
          let b = initAverage('sma', q);
          for (const price of prices) {
            a = nextAverage(a, price);
            b = nextAverage(b, price);
            const compared = compareAverages(a, b);
            const x = averageValue(a);
            const y = averageValue(b);
            if (x === null || y === null) {
              expect(compared).toBe(null);
              continue;
            }
            // Exact means as fractions: Σa/p against Σb/q.
            const sa = (a as { sum: bigint }).sum;
            const sb = (b as { sum: bigint }).sum;
            const exact = sa * BigInt(q) - sb * BigInt(p);
            expect(compared).toBe(exact > 0n ? 1 : exact < 0n ? -1 : 0);
            // Rounded values never order them the other way round.
            if (x !== y) expect(compared).toBe(x > y ? 1 : -1);
          }
        },
      ),
    );
  });
});
