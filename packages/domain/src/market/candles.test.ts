import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStart, CANDLE_INTERVALS, INTERVAL_MS, isCandleInterval } from './candles.js';

describe('candle intervals: the one list', () => {
  it('has a length for each interval and nothing else, shortest first, each a multiple of the last', () => {
    expect(Object.keys(INTERVAL_MS).sort()).toEqual([...CANDLE_INTERVALS].sort());
    const lengths = CANDLE_INTERVALS.map((interval) => INTERVAL_MS[interval]);
    for (let i = 1; i < lengths.length; i += 1) {
      expect(lengths[i]! > lengths[i - 1]!).toBe(true);
      // A longer candle is whole shorter ones, so candles of every interval line up.
      expect(lengths[i]! % lengths[i - 1]!).toBe(0);
    }
    // The code says the length: 1m, 5m, 15m, 1h, 4h, 1d.
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
    for (const interval of CANDLE_INTERVALS) {
      const count = Number(interval.slice(0, -1));
      const u = interval.slice(-1) as keyof typeof unit;
      expect(INTERVAL_MS[interval]).toBe(count * unit[u]);
    }
  });

  it('knows its own codes and nothing else', () => {
    for (const interval of CANDLE_INTERVALS) expect(isCandleInterval(interval)).toBe(true);
    for (const other of ['1M', '2m', '1w', '', null, undefined, 60_000, 'toString'])
      expect(isCandleInterval(other)).toBe(false);
  });

  it('property: a bucket starts on its interval and holds the moment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANDLE_INTERVALS),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (interval, epochMs) => {
          const start = bucketStart(epochMs, interval);
          expect(start % INTERVAL_MS[interval]).toBe(0);
          expect(start <= epochMs && epochMs < start + INTERVAL_MS[interval]).toBe(true);
        },
      ),
    );
  });
});
