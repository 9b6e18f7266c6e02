import type { CandleView } from '@meridian/contract';
import { formatAmount, type CandleInterval } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { readCandles } from '../../engines/market/candle-store.js';

export interface CandleQuery {
  code: string;
  interval: CandleInterval;
  from?: number | undefined;
  to?: number | undefined;
  limit: number;
}

/**
 * getKValueByCodeAndDate: stored candles merged with the live ones (the current bucket is in
 * memory until the next flush), oldest first, at most `limit`.
 */
export async function getCandles(deps: Deps, query: CandleQuery): Promise<CandleView[]> {
  const instrument = deps.market.state
    .instruments()
    .find((i) => i.code === query.code.toUpperCase());
  if (!instrument) throw notFound();
  const to = query.to ?? deps.clock().getTime();
  // Without `from`, the newest `limit` candles whatever their age: a market closed since Friday
  // still opens on a full screen.
  const from = query.from ?? 0;
  const stored = await readCandles(deps.db, instrument.id, query.interval, from, to, query.limit);
  const byTime = new Map(stored.map((c) => [c.openTime, c]));
  // First start: generated history not yet written (market-history.ts) counts as stored.
  if (stored.length < query.limit)
    for (const c of deps.market.history?.pending(instrument.id, query.interval, from, to) ?? [])
      if (!byTime.has(c.openTime)) byTime.set(c.openTime, c);
  const live = deps.market.state.liveCandle(instrument.code, query.interval);
  if (live && live.openTime >= from && live.openTime <= to) byTime.set(live.openTime, live);
  return [...byTime.values()]
    .sort((a, b) => a.openTime - b.openTime)
    .slice(-query.limit)
    .map((c) => ({
      time: c.openTime,
      open: formatAmount(c.open),
      high: formatAmount(c.high),
      low: formatAmount(c.low),
      close: formatAmount(c.close),
      volume: formatAmount(c.volume),
    }));
}
