import {
  bucketStart,
  CANDLE_INTERVALS,
  formatAmount,
  generateHistory,
  INTERVAL_MS,
  parseAmount,
  type Candle,
  type CandleInterval,
} from '@meridian/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { candles, marketHistory } from '../../db/schema/index.js';
import { fetchKlines, type KlineClientOptions } from '../../feeds/binance-klines.js';
import type { ListedInstrument } from './market-state.js';

const DAY_MS = 86_400_000;
const CHUNK = 2_000;

export interface MarketHistorySettings {
  /** Candles every chart interval opens on (the web chart asks for 300). */
  screen: number;
  /** Days of 1-minute candles for the instruments plans backtest on (`backtestCodes`). */
  oneMinuteDays: number;
  /** Days of hourly candles for every instrument. */
  hourlyDays: number;
  backtestCodes: readonly string[];
}

export interface MarketHistoryOptions extends MarketHistorySettings {
  db: Db;
  log: FastifyBaseLogger;
  instruments: readonly ListedInstrument[];
  nowMs: () => number;
  /** MARKET_SEED: the simulated history is generated from it. */
  seed: string;
  /** Instruments whose history comes from the exchange's kline endpoint instead. */
  exchange?: { codes: readonly string[]; client: KlineClientOptions } | undefined;
}

type Marker = typeof marketHistory.$inferSelect;

/**
 * First-start history (issue 13). For an instrument without history it fixes where the history
 * ends (now, or just before its oldest stored candle) in `market_history`, then:
 * - simulated instruments: `prepare()` writes the newest screen of every interval before the feed
 *   starts (charts open full); `background()` writes the rest (30 days of minutes for the
 *   backtest instruments, 180 days of hours, a screen of days) and marks the instrument complete;
 * - exchange instruments: `background()` backfills from the kline endpoint, never blocking start.
 * Every write skips candles already there, so a second start writes nothing and a start after a
 * crash half-way completes the same history (it is deterministic from the seed and the end).
 */
export class MarketHistory {
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: MarketHistoryOptions) {}

  private generate(instrument: ListedInstrument, marker: Marker) {
    const o = this.options;
    return generateHistory(instrument, {
      seed: o.seed,
      endMs: marker.endMs,
      endPrice: parseAmount(marker.endPrice),
      screen: o.screen,
      oneMinuteDays: o.backtestCodes.includes(instrument.code) ? o.oneMinuteDays : 0,
      hourlyDays: o.hourlyDays,
    });
  }

  /** The markers of every instrument, made for those that have none. */
  private async markers(): Promise<Map<number, Marker>> {
    const { db, instruments } = this.options;
    const ids = instruments.map((i) => i.id);
    const existing = await db
      .select()
      .from(marketHistory)
      .where(inArray(marketHistory.instrumentId, ids));
    const have = new Set(existing.map((m) => m.instrumentId));
    const missing = instruments.filter((i) => !have.has(i.id));
    if (missing.length > 0) {
      // Where the history must end: before the oldest candle already stored, or now.
      const oldest = await db
        .selectDistinctOn([candles.instrumentId], {
          instrumentId: candles.instrumentId,
          openTime: candles.openTime,
          open: candles.open,
        })
        .from(candles)
        .where(
          and(
            inArray(
              candles.instrumentId,
              missing.map((i) => i.id),
            ),
            eq(candles.interval, '1m'),
          ),
        )
        .orderBy(asc(candles.instrumentId), asc(candles.openTime));
      const byId = new Map(oldest.map((o) => [o.instrumentId, o]));
      const now = bucketStart(this.options.nowMs(), '1m');
      const exchange = new Set(this.options.exchange?.codes ?? []);
      await db
        .insert(marketHistory)
        .values(
          missing.map((i) => {
            const first = byId.get(i.id);
            return {
              instrumentId: i.id,
              source: exchange.has(i.code) ? ('binance' as const) : ('simulated' as const),
              endMs: first ? first.openTime.getTime() : now,
              endPrice: first ? first.open : formatAmount(i.startPrice),
            };
          }),
        )
        .onConflictDoNothing();
    }
    const all = await db
      .select()
      .from(marketHistory)
      .where(inArray(marketHistory.instrumentId, ids));
    return new Map(all.map((m) => [m.instrumentId, m]));
  }

  /** Before the feed starts: every simulated instrument's charts get their newest screen. */
  async prepare(): Promise<void> {
    const started = Date.now();
    const markers = await this.markers();
    const rows: StoredCandle[] = [];
    for (const instrument of this.options.instruments) {
      const marker = markers.get(instrument.id)!;
      if (marker.completedAt !== null || marker.source !== 'simulated') continue;
      const history = this.generate(instrument, marker);
      for (const interval of CANDLE_INTERVALS)
        for (const candle of history[interval].slice(-this.options.screen))
          rows.push({ ...candle, instrumentId: instrument.id });
    }
    if (rows.length === 0) return;
    // One transaction: one commit to disk instead of one per statement.
    const written = await this.options.db.transaction(async (tx) => insertMissingCandles(tx, rows));
    this.options.log.info(
      { candles: written, ms: Date.now() - started },
      'market history: newest screens written',
    );
  }

  /** Writes the rest of the history in the background; `idle()` waits for it. */
  startBackground(): void {
    this.running ??= this.background().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'market history: backfill failed');
    });
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.idle();
  }

  private async background() {
    const started = Date.now();
    const markers = await this.markers();
    let written = 0;
    for (const instrument of this.options.instruments) {
      const marker = markers.get(instrument.id)!;
      if (marker.completedAt !== null || this.stopped) continue;
      if (marker.source === 'simulated') {
        const history = this.generate(instrument, marker);
        for (const interval of CANDLE_INTERVALS) {
          // Newest first: should the process stop, the charts have the most recent part.
          const list = history[interval];
          for (let end = list.length; end > 0 && !this.stopped; end -= CHUNK) {
            const rows = list.slice(Math.max(0, end - CHUNK), end);
            written += await insertMissingCandles(
              this.options.db,
              rows.map((c) => ({ ...c, instrumentId: instrument.id })),
            );
            // PGlite runs in this thread: let waiting requests in between two chunks.
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
      } else {
        try {
          written += await this.fromExchange(instrument, marker);
        } catch (error) {
          // The exchange did not answer: the next start tries again (the marker stays open).
          this.options.log.warn(
            { err: error, code: instrument.code },
            'market history: kline backfill failed',
          );
          continue;
        }
      }
      if (this.stopped) return;
      await this.options.db
        .update(marketHistory)
        .set({ completedAt: new Date(this.options.nowMs()) })
        .where(eq(marketHistory.instrumentId, instrument.id));
    }
    if (written > 0)
      this.options.log.info(
        { candles: written, ms: Date.now() - started },
        'market history: backfill complete',
      );
  }

  /** How far back each interval goes for an exchange instrument (as the simulated ones). */
  private spans(instrument: ListedInstrument): Record<CandleInterval, number> {
    const o = this.options;
    const screen = (interval: CandleInterval) => o.screen * INTERVAL_MS[interval];
    return {
      '1m': Math.max(
        screen('1m'),
        o.backtestCodes.includes(instrument.code) ? o.oneMinuteDays * DAY_MS : 0,
      ),
      '5m': screen('5m'),
      '15m': screen('15m'),
      '1h': Math.max(screen('1h'), o.hourlyDays * DAY_MS),
      '4h': screen('4h'),
      '1d': screen('1d'),
    };
  }

  private async fromExchange(instrument: ListedInstrument, marker: Marker): Promise<number> {
    const exchange = this.options.exchange!;
    const spans = this.spans(instrument);
    let written = 0;
    for (const interval of CANDLE_INTERVALS) {
      if (this.stopped) break;
      // Up to the bucket the live feed started in (that one is the feed's).
      const to = bucketStart(marker.endMs, interval);
      await fetchKlines(
        exchange.client,
        instrument.code,
        interval,
        to - spans[interval],
        to,
        async (page) => {
          written += await insertMissingCandles(
            this.options.db,
            page.map((c) => ({ ...c, instrumentId: instrument.id })),
          );
        },
      );
    }
    return written;
  }
}

type StoredCandle = Candle & { instrumentId: number };

/** Inserts candles (one statement per chunk, a handful of parameters), skipping those stored. */
export async function insertMissingCandles(
  db: Executor,
  list: readonly StoredCandle[],
): Promise<number> {
  let written = 0;
  for (let i = 0; i < list.length; i += CHUNK) {
    const chunk = list.slice(i, i + CHUNK);
    const column = (pick: (c: StoredCandle) => string) => `{${chunk.map(pick).join(',')}}`;
    const result = (await db.execute(sql`
      INSERT INTO candles (instrument_id, interval, open_time, open, high, low, close, volume)
      SELECT * FROM unnest(
        ${column((c) => String(c.instrumentId))}::int[], ${column((c) => c.interval)}::text[],
        ${column((c) => new Date(c.openTime).toISOString())}::timestamptz[],
        ${column((c) => formatAmount(c.open))}::numeric[], ${column((c) => formatAmount(c.high))}::numeric[],
        ${column((c) => formatAmount(c.low))}::numeric[], ${column((c) => formatAmount(c.close))}::numeric[],
        ${column((c) => formatAmount(c.volume))}::numeric[])
      ON CONFLICT DO NOTHING`)) as unknown as { affectedRows?: number; rowCount?: number };
    written += result.affectedRows ?? result.rowCount ?? 0;
  }
  return written;
}
