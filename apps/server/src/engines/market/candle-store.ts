import {
  CANDLE_INTERVALS,
  formatAmount,
  parseAmount,
  type Candle,
  type CandleInterval,
} from '@meridian/domain';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { candles } from '../../db/schema/index.js';

type StoredCandle = Candle & { instrumentId: number };

/** Upserts candles in one statement per batch (the writer owns the live buckets). */
export async function saveCandles(db: Executor, batch: readonly StoredCandle[]): Promise<void> {
  for (let i = 0; i < batch.length; i += 500) {
    const chunk = batch.slice(i, i + 500);
    await db
      .insert(candles)
      .values(
        chunk.map((c) => ({
          instrumentId: c.instrumentId,
          interval: c.interval,
          openTime: new Date(c.openTime),
          open: formatAmount(c.open),
          high: formatAmount(c.high),
          low: formatAmount(c.low),
          close: formatAmount(c.close),
          volume: formatAmount(c.volume),
        })),
      )
      .onConflictDoUpdate({
        target: [candles.instrumentId, candles.interval, candles.openTime],
        set: {
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      });
  }
}

function toCandle(row: typeof candles.$inferSelect): Candle {
  return {
    interval: row.interval,
    openTime: row.openTime.getTime(),
    open: parseAmount(row.open),
    high: parseAmount(row.high),
    low: parseAmount(row.low),
    close: parseAmount(row.close),
    volume: parseAmount(row.volume),
  };
}

/** Candles of one instrument and interval between two instants, oldest first, at most `limit`. */
export async function readCandles(
  db: Executor,
  instrumentId: number,
  interval: CandleInterval,
  fromMs: number,
  toMs: number,
  limit: number,
): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(candles)
    .where(
      and(
        eq(candles.instrumentId, instrumentId),
        eq(candles.interval, interval),
        gte(candles.openTime, new Date(fromMs)),
        lte(candles.openTime, new Date(toMs)),
      ),
    )
    .orderBy(desc(candles.openTime))
    .limit(limit);
  return rows.reverse().map(toCandle);
}

/**
 * The newest candle of every interval for an instrument (to continue live buckets after a
 * restart): one index lookup per interval, however long the history.
 */
export async function latestCandles(db: Executor, instrumentId: number): Promise<Candle[]> {
  const intervals = sql.join(
    CANDLE_INTERVALS.map((i) => sql`(${i})`),
    sql`, `,
  );
  const rows = await queryRows<{
    interval: CandleInterval;
    open_ms: string | number;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
  }>(
    db,
    sql`SELECT c.interval, (extract(epoch FROM c.open_time) * 1000)::bigint AS open_ms,
          c.open, c.high, c.low, c.close, c.volume
        FROM (VALUES ${intervals}) AS iv(interval)
        CROSS JOIN LATERAL (
          SELECT * FROM candles
           WHERE instrument_id = ${instrumentId} AND interval = iv.interval
           ORDER BY open_time DESC LIMIT 1) c`,
  );
  return rows.map((r) => ({
    interval: r.interval,
    openTime: Number(r.open_ms),
    open: parseAmount(String(r.open)),
    high: parseAmount(String(r.high)),
    low: parseAmount(String(r.low)),
    close: parseAmount(String(r.close)),
    volume: parseAmount(String(r.volume)),
  }));
}
