import type { Amount } from '../money/amount.js';

/**
 * PRODUCT §3: candle intervals stored for charts and getKValueByCodeAndDate, shortest first. The
 * one list: the server stores and serves these (its tables' interval columns take them from here),
 * the web's interval buttons show them, and the contract's `candleIntervalSchema` (which may not
 * import the domain) is tested equal to it (apps/server/test/market/candle-intervals.test.ts).
 */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** True for one of CANDLE_INTERVALS (a stored preference, a query string). */
export function isCandleInterval(value: unknown): value is CandleInterval {
  return (CANDLE_INTERVALS as readonly unknown[]).includes(value);
}

/** Each interval's length in milliseconds; every one is a whole number of the one before it. */
export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
};

export interface Candle {
  interval: CandleInterval;
  /** Epoch ms of the bucket start (UTC-aligned). */
  openTime: number;
  open: Amount;
  high: Amount;
  low: Amount;
  close: Amount;
  /** Number of ticks (or traded quantity, for spot pairs) in the bucket. */
  volume: Amount;
}

export function bucketStart(epochMs: number, interval: CandleInterval): number {
  const size = INTERVAL_MS[interval];
  return Math.floor(epochMs / size) * size;
}

/**
 * Folds one price into the candle of its bucket: a new candle when the bucket changed (the
 * previous one is then final), otherwise an updated copy.
 */
export function applyPrice(
  current: Candle | undefined,
  interval: CandleInterval,
  price: Amount,
  epochMs: number,
  volume: Amount = 0n,
): Candle {
  const openTime = bucketStart(epochMs, interval);
  if (!current || current.openTime !== openTime) {
    return { interval, openTime, open: price, high: price, low: price, close: price, volume };
  }
  return {
    ...current,
    high: price > current.high ? price : current.high,
    low: price < current.low ? price : current.low,
    close: price,
    volume: current.volume + volume,
  };
}

/** Percentage change from `from` to `to` with two decimals, as the spec's `zdf` ("-1.25"). */
export function percentChange(from: Amount, to: Amount): string {
  if (from === 0n) return '0.00';
  const hundredths = ((to - from) * 10_000n) / from;
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative && abs !== 0n ? `-${text}` : text;
}
