import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import { CANDLE_INTERVALS, INTERVAL_MS, bucketStart, type Candle } from './candles.js';
import { generateHistory } from './history.js';
import type { Instrument } from './instrument.js';
import { isSessionOpen } from './session.js';

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
const aapl: Instrument = {
  ...btc,
  code: 'AAPL',
  class: 'stock',
  quote: 'USD',
  startPrice: parseAmount('230'),
  session: 'us-equity',
  volatilityBp: 2500,
};
const xtz: Instrument = {
  ...btc,
  code: 'XTZUSDT',
  tickSize: parseAmount('0.001'),
  startPrice: parseAmount('0.55'),
};

// Monday 2026-01-05 08:00 UTC: the US market is closed (it opened last on Friday).
const END = Date.UTC(2026, 0, 5, 8, 0, 30);
const options = { seed: 'meridian', endMs: END, screen: 300, oneMinuteDays: 0, hourlyDays: 180 };

describe('generated market history', () => {
  it('is the same for the same seed and differs for another', { timeout: 60_000 }, () => {
    const a = generateHistory(btc, options);
    expect(generateHistory(btc, options)).toEqual(a);
    expect(generateHistory(btc, { ...options, seed: 'other' })['1m']).not.toEqual(a['1m']);
  });

  it(
    'gives every interval a full screen that ends where the live walk starts',
    { timeout: 60_000 },
    () => {
      for (const instrument of [btc, aapl, xtz]) {
        const history = generateHistory(instrument, options);
        for (const interval of CANDLE_INTERVALS) {
          const list = history[interval];
          expect(list.length, `${instrument.code} ${interval}`).toBeGreaterThanOrEqual(300);
          // Oldest first, one candle per bucket, nothing at or after the live minute.
          for (let i = 1; i < list.length; i += 1)
            expect(list[i]!.openTime).toBeGreaterThan(list[i - 1]!.openTime);
          for (const c of list) {
            expect(c.openTime).toBe(bucketStart(c.openTime, interval));
            expect(
              c.high >= c.open && c.high >= c.close && c.low <= c.open && c.low <= c.close,
            ).toBe(true);
            expect(c.low).toBeGreaterThan(0n);
            for (const price of [c.open, c.high, c.low, c.close])
              expect(price % instrument.tickSize).toBe(0n);
          }
          expect(list.at(-1)!.openTime).toBeLessThan(END);
        }
        // The newest candle closes at the instrument's start price: the live walk goes on from there.
        expect(history['1m'].at(-1)!.close).toBe(instrument.startPrice);
        expect(history['1d'].at(-1)!.close).toBe(instrument.startPrice);
        const hours = history['1h'];
        // 180 days of hours (a stock's oldest may fall on a weekend before, when nothing traded).
        expect(END - hours[0]!.openTime).toBeGreaterThanOrEqual(177 * 86_400_000);
      }
    },
  );

  it(
    'has candles only while the market trades, and the intervals agree',
    { timeout: 60_000 },
    () => {
      const history = generateHistory(aapl, options);
      for (const c of history['1m']) expect(isSessionOpen('us-equity', c.openTime)).toBe(true);
      // Friday's last minute is the newest: the market has been closed since.
      expect(new Date(history['1m'].at(-1)!.openTime).toISOString()).toBe(
        '2026-01-02T20:59:00.000Z',
      );
      // Each 5m and 1h candle folded from the 1m ones it covers.
      const ones = history['1m'];
      const firstMinute = ones[0]!.openTime;
      for (const interval of ['5m', '15m', '1h'] as const) {
        const folded = new Map<number, Candle[]>();
        for (const c of ones) {
          const key = bucketStart(c.openTime, interval);
          folded.set(key, [...(folded.get(key) ?? []), c]);
        }
        let checked = 0;
        for (const coarse of history[interval]) {
          if (coarse.openTime < firstMinute) continue;
          const parts = folded.get(coarse.openTime)!;
          expect(coarse.open).toBe(parts[0]!.open);
          expect(coarse.close).toBe(parts.at(-1)!.close);
          expect(coarse.high).toBe(parts.reduce((m, c) => (c.high > m ? c.high : m), 0n));
          expect(coarse.volume).toBe(parts.reduce((s, c) => s + c.volume, 0n));
          checked += 1;
        }
        expect(checked).toBeGreaterThan(0);
      }
    },
  );

  it(
    'keeps 30 days of 1-minute candles for an instrument plans use, without gaps',
    { timeout: 60_000 },
    () => {
      const history = generateHistory(btc, { ...options, oneMinuteDays: 30 });
      const ones = history['1m'];
      expect(ones.length).toBeGreaterThanOrEqual(30 * 1440);
      for (let i = 1; i < ones.length; i += 1) {
        expect(ones[i]!.openTime - ones[i - 1]!.openTime).toBe(INTERVAL_MS['1m']);
        // Each candle opens where the previous one closed (one walk).
        expect(ones[i]!.open).toBe(ones[i - 1]!.close);
      }
    },
  );
});
