import type { CandleView, SpotMarket, SpotPairs } from '@meridian/contract';
import { formatAmount, ticksToPrice, type Book, type CandleInterval } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { wireAmount } from '../../lib/wire-amount.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';
import { findSpotPairDef, SPOT_PAIR_DEFS } from '../../engines/spot/spot-pairs.js';

export function listSpotPairs(deps: Pick<Deps, 'market'>): SpotPairs {
  return SPOT_PAIR_DEFS.flatMap((def) => {
    const instrument = deps.market.state.latest(def.code)?.instrument;
    return instrument
      ? [{ code: def.code, id: instrument.id, base: def.base, quote: def.quote }]
      : [];
  });
}

/** getSpotMarket: terms, depth and recent trades of a pair in the selected book (public). */
export async function getSpotMarket(
  deps: Pick<Deps, 'db' | 'market'>,
  spot: SpotRuntime,
  code: string,
  book: Book,
): Promise<SpotMarket> {
  const def = findSpotPairDef(code);
  const pair = def && spot.pairTerms(def.code);
  const snapshot = def && deps.market.state.snapshot(def.code);
  if (!def || !pair || !snapshot) throw notFound();
  const trades = await spot.tape.recentTrades(deps.db, book, def.code);
  const local = spot.market({ book, pair: def.code });
  const lastTicks = local?.lastPriceTicks ?? null;
  return {
    code: def.code,
    id: snapshot.instrument.id,
    book,
    base: def.base,
    quote: def.quote,
    tickSize: formatAmount(pair.tickSize),
    lotSize: formatAmount(pair.lotSize),
    makerFeeBp: Number(pair.makerFeeBp),
    takerFeeBp: Number(pair.takerFeeBp),
    referencePrice: snapshot.updatedAtMs === 0 ? null : formatAmount(snapshot.price),
    lastPrice:
      lastTicks !== null ? formatAmount(ticksToPrice(pair, lastTicks)) : (trades[0]?.price ?? null),
    depth: spot.tape.depth(book, def.code),
    trades,
  };
}

/**
 * Candles of a spot market from its trades (not from the feed): what was really traded here. Read
 * from spot_candles, which the writer keeps with the trades (writeSpotBatch): the newest `limit`
 * candles by the primary key, whatever the number of trades.
 */
export async function getSpotKline(
  deps: Pick<Deps, 'db'>,
  code: string,
  book: Book,
  interval: CandleInterval,
  limit: number,
): Promise<CandleView[]> {
  const def = findSpotPairDef(code);
  if (!def) throw notFound();
  const rows = await queryRows<Record<string, string | number>>(
    deps.db,
    sql`
    SELECT bucket, open, high, low, close, volume FROM (
      SELECT (extract(epoch FROM open_time) * 1000)::bigint AS bucket, open, high, low, close, volume
      FROM spot_candles WHERE book = ${book} AND pair = ${def.code} AND interval = ${interval}
      ORDER BY open_time DESC LIMIT ${limit}
    ) c ORDER BY bucket`,
  );
  return rows.map((r) => ({
    time: Number(r.bucket),
    open: wireAmount(String(r.open)),
    high: wireAmount(String(r.high)),
    low: wireAmount(String(r.low)),
    close: wireAmount(String(r.close)),
    volume: wireAmount(String(r.volume)),
  }));
}
