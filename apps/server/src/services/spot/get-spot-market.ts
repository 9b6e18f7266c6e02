import type { CandleView, SpotMarket, SpotPairs } from '@meridian/contract';
import { formatAmount, ticksToPrice, type Book } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { wireAmount } from '../../lib/wire-amount.js';
import type { SpotRuntime } from '../../engines/spot/spot-runtime.js';
import { findSpotPairDef, SPOT_PAIR_DEFS } from '../../engines/spot/spot-pairs.js';

export function listSpotPairs(deps: Pick<Deps, 'market'>): SpotPairs {
  return SPOT_PAIR_DEFS.flatMap((def) => {
    const instrument = deps.market.state.snapshot(def.code)?.instrument;
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

const INTERVAL_MS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
} as const;

/** Candles of a spot market from its trades (not from the feed): what was really traded here. */
export async function getSpotKline(
  deps: Pick<Deps, 'db'>,
  code: string,
  book: Book,
  interval: keyof typeof INTERVAL_MS,
  limit: number,
): Promise<CandleView[]> {
  const def = findSpotPairDef(code);
  if (!def) throw notFound();
  const ms = INTERVAL_MS[interval];
  const rows = await queryRows<Record<string, string | number>>(
    deps.db,
    sql`
    SELECT bucket, open, high, low, close, volume FROM (
      SELECT (floor(extract(epoch FROM created_at) * 1000 / ${ms}) * ${ms})::bigint AS bucket,
        (array_agg(price ORDER BY id))[1] AS open, max(price) AS high, min(price) AS low,
        (array_agg(price ORDER BY id DESC))[1] AS close, sum(quantity) AS volume
      FROM spot_trades WHERE book = ${book} AND pair = ${def.code}
      GROUP BY 1 ORDER BY 1 DESC LIMIT ${limit}
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
