import { mulDiv, type Amount } from '../money/amount.js';
import {
  CANDLE_INTERVALS,
  INTERVAL_MS,
  bucketStart,
  type Candle,
  type CandleInterval,
} from './candles.js';
import type { Instrument } from './instrument.js';
import { createPrng, seedFromText, type Prng } from './prng.js';
import { roundToTick } from './random-walk.js';
import { isSessionOpen } from './session.js';

const PPB = 1_000_000_000n;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const DAY_MS = 86_400_000;
const HALF_HOUR_MS = 1_800_000;

/** The resolutions the history is walked at, finest first; every coarser interval is folded. */
const TIERS: readonly CandleInterval[] = ['1m', '5m', '15m', '1h', '1d'];

export interface HistoryOptions {
  /** MARKET_SEED: the same seed, instrument and end give the same candles. */
  seed: string;
  /** The history ends just before the 1-minute bucket of this instant (where the live feed starts). */
  endMs: number;
  /** The close of the newest history candle: where the live walk starts (its start price). */
  endPrice?: Amount;
  /** Candles of every interval the history must hold at least (a chart's screen). */
  screen: number;
  /** Days of 1-minute candles at least (backtesting); 0 = only what the screen needs. */
  oneMinuteDays: number;
  /** Days of hourly candles at least. */
  hourlyDays: number;
}

/**
 * Whether a market trades at some point of [startMs, startMs + ms): sessions open and close on
 * the half hour, so a look every half hour is enough.
 */
function tradesWithin(instrument: Instrument, startMs: number, ms: number): boolean {
  for (let t = startMs; t < startMs + ms; t += HALF_HOUR_MS)
    if (isSessionOpen(instrument.session, t)) return true;
  return false;
}

/**
 * An approximately standard-normal sample (Irwin–Hall of 4 uniforms, rescaled) from integer draws
 * only, so the same seed gives the same history on every machine and engine.
 */
function normal(prng: Prng): number {
  let sum = 0;
  for (let i = 0; i < 4; i += 1) sum += prng.nextInt(65_536);
  // The sum's standard deviation is 65,536 × sqrt(4/12).
  return (sum - 2 * 65_536) / 37_837.23;
}

/**
 * The price history of an instrument before `endMs`, generated from the seed (no clock, no I/O):
 * a random walk taken backwards from `endPrice` (the live walk's start price), with the
 * instrument's volatility, occasional jumps and a gentle pull toward its start price, only while
 * its market is open. It is walked in 1-minute steps as far back as `oneMinuteDays` and a screen of
 * 15-minute candles need, then in coarser steps (5m, 15m, 1h, 1d) until every interval has at
 * least `screen` candles and the hourly ones reach `hourlyDays`; each coarser interval is folded
 * from the finer candles where those exist, so the intervals agree with each other.
 *
 * Returns, per interval, the candles oldest first, prices on the tick grid.
 */
export function generateHistory(
  instrument: Instrument,
  options: HistoryOptions,
): Record<CandleInterval, Candle[]> {
  const prng = createPrng(seedFromText(`${options.seed}:history:${instrument.code}`));
  // Newest first while walking back; reversed at the end.
  const out = Object.fromEntries(CANDLE_INTERVALS.map((i) => [i, [] as Candle[]])) as Record<
    CandleInterval,
    Candle[]
  >;
  const lot = instrument.lotSize;
  let exact = options.endPrice ?? instrument.startPrice;
  let cursor = bucketStart(options.endMs, '1m');
  const oldestMinute = cursor - options.oneMinuteDays * DAY_MS;
  const oldestHour = cursor - options.hourlyDays * DAY_MS;
  // The walk stops after this many steps of any one tier, whatever happens (a session that never opens).
  const maxSteps = 400_000;

  const fold = (candle: Candle) => {
    for (const interval of CANDLE_INTERVALS) {
      if (INTERVAL_MS[interval] < INTERVAL_MS[candle.interval]) continue;
      const list = out[interval];
      const openTime = bucketStart(candle.openTime, interval);
      const earliest = list.at(-1);
      if (earliest && earliest.openTime === openTime) {
        // Walking back: this candle comes before everything already in the bucket.
        earliest.open = candle.open;
        if (candle.high > earliest.high) earliest.high = candle.high;
        if (candle.low < earliest.low) earliest.low = candle.low;
        earliest.volume += candle.volume;
      } else list.push({ ...candle, interval, openTime });
    }
  };

  const done = (tier: CandleInterval): boolean => {
    switch (tier) {
      case '1m':
        return out['1m'].length >= options.screen && cursor <= oldestMinute;
      case '5m':
        return out['5m'].length >= options.screen;
      case '15m':
        return out['15m'].length >= options.screen;
      case '1h':
        return (
          out['1h'].length >= options.screen &&
          out['4h'].length >= options.screen &&
          cursor <= oldestHour
        );
      default:
        return out['1d'].length >= options.screen;
    }
  };

  for (const [index, tier] of TIERS.entries()) {
    const size = INTERVAL_MS[tier];
    const sdPpb = Math.max(
      1,
      Math.round((instrument.volatilityBp / 10_000) * Math.sqrt(size / YEAR_MS) * 1e9),
    );
    // Seconds in the candle: the live feed trades 0.01–5 lots a second.
    const seconds = BigInt(size / 1000);
    const next = TIERS[index + 1];
    // A tier ends on a bucket boundary of the next one, so each coarse candle has one source.
    const aligned = () => next === undefined || cursor % INTERVAL_MS[next] === 0;
    let steps = 0;
    while (!(done(tier) && aligned()) && steps < maxSteps) {
      steps += 1;
      const openTime = cursor - size;
      cursor = openTime;
      if (!tradesWithin(instrument, openTime, size)) continue;
      const close = exact;
      let move = BigInt(Math.round(normal(prng) * sdPpb));
      if (prng.nextInt(1_000_000) < 50 * Math.max(1, Math.round(size / 60_000))) {
        move += BigInt(prng.nextInt(2) === 0 ? -1 : 1) * BigInt(sdPpb) * 4n;
      }
      const reversion = mulDiv(instrument.startPrice - close, 2_000n, PPB, 'half-away');
      const open = close - mulDiv(close, move, PPB, 'half-away') + reversion;
      exact = open > instrument.tickSize ? open : instrument.tickSize;
      const top = exact > close ? exact : close;
      const bottom = exact < close ? exact : close;
      // Wicks: half a step's noise above the higher and below the lower of open and close.
      const up = BigInt(Math.abs(Math.round((normal(prng) * sdPpb) / 2)));
      const down = BigInt(Math.abs(Math.round((normal(prng) * sdPpb) / 2)));
      const high = top + mulDiv(top, up, PPB, 'half-away');
      const low = bottom - mulDiv(bottom, down, PPB, 'half-away');
      const volume = mulDiv(lot, seconds * BigInt(1 + prng.nextInt(500)), 100n, 'down');
      fold({
        interval: tier,
        openTime,
        open: roundToTick(exact, instrument.tickSize),
        high: roundToTick(high, instrument.tickSize),
        low: roundToTick(
          low > instrument.tickSize ? low : instrument.tickSize,
          instrument.tickSize,
        ),
        close: roundToTick(close, instrument.tickSize),
        volume,
      });
    }
  }
  for (const interval of CANDLE_INTERVALS) out[interval].reverse();
  return out;
}
