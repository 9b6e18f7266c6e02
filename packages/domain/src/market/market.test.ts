import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import { applyPrice, bucketStart, percentChange, type Candle } from './candles.js';
import type { Instrument } from './instrument.js';
import { createPrng } from './prng.js';
import { RandomWalk, roundToTick } from './random-walk.js';
import { isSessionOpen, minuteOfWeekUtc } from './session.js';

const btc: Instrument = {
  code: 'BTCUSDT',
  name: 'Bitcoin',
  class: 'crypto',
  quote: 'USDT',
  tickSize: parseAmount('0.01'),
  lotSize: parseAmount('1'),
  startPrice: parseAmount('95000'),
  session: 'always',
  volatilityBp: 6000,
};
const eur: Instrument = {
  ...btc,
  code: 'EURUSD',
  name: 'Euro',
  class: 'forex',
  tickSize: parseAmount('0.00001'),
  startPrice: parseAmount('1.08'),
  session: 'forex',
  volatilityBp: 800,
};

describe('seeded random walk', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const run = (seed: string) => {
      const walk = new RandomWalk([btc, eur], seed, { stepMs: 1000 });
      return Array.from({ length: 200 }, () => [...walk.step().values()].join(','));
    };
    expect(run('s1')).toEqual(run('s1'));
    expect(run('s1')).not.toEqual(run('s2'));
  });

  it('keeps every price positive and on the tick grid, and actually moves (property)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const walk = new RandomWalk([btc, eur], seed, { stepMs: 1000, jumpPerMillion: 100_000 });
        const seen = new Set<bigint>();
        for (let i = 0; i < 300; i += 1) {
          for (const [code, price] of walk.step()) {
            const tick = code === 'BTCUSDT' ? btc.tickSize : eur.tickSize;
            if (price <= 0n || price % tick !== 0n) return false;
            if (code === 'BTCUSDT') seen.add(price);
          }
        }
        return seen.size > 10;
      }),
      { numRuns: 30 },
    );
  });

  it('moves roughly as volatile as configured (one day of 1 s steps stays within a sane band)', () => {
    const walk = new RandomWalk([btc], 'band', { stepMs: 1000, jumpPerMillion: 0 });
    let price = 0n;
    for (let i = 0; i < 86_400; i += 1) price = walk.step().get('BTCUSDT')!;
    // 60% annual vol → about 3% a day; 25% would be an 8-sigma day.
    expect(price).toBeGreaterThan(parseAmount('71250'));
    expect(price).toBeLessThan(parseAmount('118750'));
  });

  it('rounds to the nearest tick and never below one tick', () => {
    expect(roundToTick(parseAmount('1.234567'), parseAmount('0.01'))).toBe(parseAmount('1.23'));
    expect(roundToTick(parseAmount('1.235'), parseAmount('0.01'))).toBe(parseAmount('1.24'));
    expect(roundToTick(0n, parseAmount('0.01'))).toBe(parseAmount('0.01'));
  });

  it('the generator is uniform enough', () => {
    const prng = createPrng(42);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i += 1) buckets[prng.nextInt(10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('trading sessions (UTC)', () => {
  const utc = (iso: string) => Date.parse(iso);
  it('knows the day of the week', () => {
    expect(minuteOfWeekUtc(utc('2026-11-22T00:00:00Z'))).toBe(0); // a Sunday
    expect(minuteOfWeekUtc(utc('2026-11-23T10:30:00Z'))).toBe(24 * 60 + 630);
  });
  it('opens and closes each market at its hours', () => {
    expect(isSessionOpen('always', utc('2026-11-22T03:00:00Z'))).toBe(true);
    expect(isSessionOpen('forex', utc('2026-11-22T21:59:00Z'))).toBe(false); // Sunday before the open
    expect(isSessionOpen('forex', utc('2026-11-22T22:00:00Z'))).toBe(true);
    expect(isSessionOpen('forex', utc('2026-11-27T21:59:00Z'))).toBe(true); // Friday
    expect(isSessionOpen('forex', utc('2026-11-27T22:00:00Z'))).toBe(false);
    expect(isSessionOpen('forex', utc('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
    expect(isSessionOpen('us-equity', utc('2026-11-23T14:29:00Z'))).toBe(false);
    expect(isSessionOpen('us-equity', utc('2026-11-23T14:30:00Z'))).toBe(true);
    expect(isSessionOpen('us-equity', utc('2026-11-23T21:00:00Z'))).toBe(false);
    expect(isSessionOpen('us-equity', utc('2026-11-22T15:00:00Z'))).toBe(false); // Sunday
    expect(isSessionOpen('cme-futures', utc('2026-11-23T22:30:00Z'))).toBe(false); // daily break
    expect(isSessionOpen('cme-futures', utc('2026-11-23T23:30:00Z'))).toBe(true);
  });
});

describe('candles and percent change', () => {
  it('folds prices into aligned OHLC buckets', () => {
    const t0 = Date.parse('2026-11-23T10:00:30Z');
    let candle: Candle | undefined;
    candle = applyPrice(candle, '1m', 100n, t0, 1n);
    candle = applyPrice(candle, '1m', 105n, t0 + 10_000, 1n);
    candle = applyPrice(candle, '1m', 98n, t0 + 20_000, 1n);
    expect(candle).toMatchObject({
      openTime: Date.parse('2026-11-23T10:00:00Z'),
      open: 100n,
      high: 105n,
      low: 98n,
      close: 98n,
      volume: 3n,
    });
    const next = applyPrice(candle, '1m', 99n, t0 + 40_000);
    expect(next).toMatchObject({
      openTime: Date.parse('2026-11-23T10:01:00Z'),
      open: 99n,
      high: 99n,
      low: 99n,
    });
    expect(bucketStart(Date.parse('2026-11-23T10:17:00Z'), '15m')).toBe(
      Date.parse('2026-11-23T10:15:00Z'),
    );
    expect(bucketStart(Date.parse('2026-11-23T10:17:00Z'), '1d')).toBe(
      Date.parse('2026-11-23T00:00:00Z'),
    );
  });

  it('computes zdf with two decimals', () => {
    expect(percentChange(parseAmount('100'), parseAmount('101.256'))).toBe('1.25');
    expect(percentChange(parseAmount('100'), parseAmount('98.75'))).toBe('-1.25');
    expect(percentChange(parseAmount('100'), parseAmount('99.999'))).toBe('0.00');
    expect(percentChange(0n, 5n)).toBe('0.00');
  });
});
