import {
  applyPrice,
  CANDLE_INTERVALS,
  percentChange,
  type Amount,
  type Candle,
  type CandleInterval,
  type Instrument,
} from '@meridian/domain';
import type { PriceTick } from '../../feeds/market-feed.js';

export const HUNDRED_POINTS = 100;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export interface ListedInstrument extends Instrument {
  id: number;
  base: string;
  sortOrder: number;
  maxLeverage: number;
  spreadBp: number;
}

interface MinuteBucket {
  minute: number;
  open: Amount;
  high: Amount;
  low: Amount;
  volume: Amount;
}

interface InstrumentState {
  instrument: ListedInstrument;
  price: Amount;
  updatedAtMs: number;
  hundred: Amount[];
  /** One bucket per minute of the last 24 hours: the rolling 24h change, range and volume. */
  minutes: MinuteBucket[];
  candles: Map<CandleInterval, Candle>;
}

export interface MarketSnapshot {
  instrument: ListedInstrument;
  price: Amount;
  updatedAtMs: number;
  zdf: string;
  high24h: Amount;
  low24h: Amount;
  volume24h: Amount;
  hundred: readonly Amount[];
}

/**
 * What the platform knows about every instrument right now, fed only by recorded ticks. Kept in
 * memory per process; candles are persisted by the leader and reload the state on start.
 */
export class MarketState {
  private readonly byCode = new Map<string, InstrumentState>();
  private readonly dirty = new Map<string, Candle & { instrumentId: number }>();
  private changes = 0;

  constructor(instruments: readonly ListedInstrument[]) {
    for (const instrument of instruments) {
      this.byCode.set(instrument.code, {
        instrument,
        price: instrument.startPrice,
        updatedAtMs: 0,
        hundred: [],
        minutes: [],
        candles: new Map(),
      });
    }
  }

  /**
   * Moves on whenever a price, the last hundred prices or the 24 h window may have changed, so a
   * reply built from a snapshot can be kept until it moves (listMarketByType).
   */
  get version(): number {
    return this.changes;
  }

  instruments(): ListedInstrument[] {
    return [...this.byCode.values()]
      .map((s) => s.instrument)
      .sort((a, b) => a.sortOrder - b.sortOrder);
  }

  byId(id: number): ListedInstrument | undefined {
    for (const state of this.byCode.values())
      if (state.instrument.id === id) return state.instrument;
    return undefined;
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /**
   * The instrument and its latest price, without the 24 h figures `snapshot` folds from a day
   * of minutes: what engines read on every tick and every plan.
   */
  latest(
    code: string,
  ): { instrument: ListedInstrument; price: Amount; updatedAtMs: number } | undefined {
    const state = this.byCode.get(code);
    if (!state) return undefined;
    return { instrument: state.instrument, price: state.price, updatedAtMs: state.updatedAtMs };
  }

  /** Folds ticks in; returns the codes whose price changed. */
  apply(ticks: readonly PriceTick[]): string[] {
    const changed: string[] = [];
    for (const tick of ticks) {
      const state = this.byCode.get(tick.code);
      if (!state || tick.epochMs < state.updatedAtMs) continue;
      this.changes += 1;
      const volume = tick.volume ?? 0n;
      if (state.price !== tick.price || state.updatedAtMs === 0) changed.push(tick.code);
      state.price = tick.price;
      state.updatedAtMs = tick.epochMs;
      state.hundred.push(tick.price);
      if (state.hundred.length > HUNDRED_POINTS)
        state.hundred.splice(0, state.hundred.length - HUNDRED_POINTS);
      this.foldMinute(state, tick.price, tick.epochMs, volume);
      for (const interval of CANDLE_INTERVALS) {
        const candle = applyPrice(
          state.candles.get(interval),
          interval,
          tick.price,
          tick.epochMs,
          volume,
        );
        state.candles.set(interval, candle);
        this.dirty.set(`${tick.code}:${interval}:${candle.openTime}`, {
          ...candle,
          instrumentId: state.instrument.id,
        });
      }
    }
    return changed;
  }

  private foldMinute(state: InstrumentState, price: Amount, epochMs: number, volume: Amount) {
    const minute = Math.floor(epochMs / MINUTE_MS);
    const last = state.minutes.at(-1);
    if (last && last.minute === minute) {
      if (price > last.high) last.high = price;
      if (price < last.low) last.low = price;
      last.volume += volume;
    } else {
      state.minutes.push({ minute, open: price, high: price, low: price, volume });
    }
    const oldest = minute - DAY_MINUTES + 1;
    while (state.minutes.length > 0 && state.minutes[0]!.minute < oldest) state.minutes.shift();
  }

  /** Restores recent history after a restart: 1-minute candles of the last day, oldest first. */
  hydrate(code: string, oneMinuteCandles: readonly Candle[]) {
    const state = this.byCode.get(code);
    if (!state || oneMinuteCandles.length === 0) return;
    this.changes += 1;
    for (const candle of oneMinuteCandles) {
      state.minutes.push({
        minute: Math.floor(candle.openTime / MINUTE_MS),
        open: candle.open,
        high: candle.high,
        low: candle.low,
        volume: candle.volume,
      });
    }
    const last = oneMinuteCandles.at(-1)!;
    state.price = last.close;
    state.updatedAtMs = last.openTime;
    state.hundred = oneMinuteCandles.slice(-HUNDRED_POINTS).map((c) => c.close);
  }

  /** Seeds the live candles from the stored ones so a restart continues the current buckets. */
  restoreCandle(code: string, candle: Candle) {
    this.byCode.get(code)?.candles.set(candle.interval, candle);
  }

  snapshot(code: string): MarketSnapshot | undefined {
    const state = this.byCode.get(code);
    if (!state) return undefined;
    const first = state.minutes[0];
    let high = state.price;
    let low = state.price;
    let volume = 0n;
    for (const bucket of state.minutes) {
      if (bucket.high > high) high = bucket.high;
      if (bucket.low < low) low = bucket.low;
      volume += bucket.volume;
    }
    return {
      instrument: state.instrument,
      price: state.price,
      updatedAtMs: state.updatedAtMs,
      zdf: first ? percentChange(first.open, state.price) : '0.00',
      high24h: high,
      low24h: low,
      volume24h: volume,
      hundred: state.hundred,
    };
  }

  liveCandle(code: string, interval: CandleInterval): Candle | undefined {
    return this.byCode.get(code)?.candles.get(interval);
  }

  /** Candles changed since the last call, for the writer to persist. */
  takeDirtyCandles(): (Candle & { instrumentId: number })[] {
    const out = [...this.dirty.values()];
    this.dirty.clear();
    return out;
  }
}
