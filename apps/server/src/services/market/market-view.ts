import type { MarketItem } from '@meridian/contract';
import { formatAmount, isSessionOpen } from '@meridian/domain';
import type { MarketState } from '../../engines/market/market-state.js';

/** The spec's market item for one instrument, from the live state. */
export function toMarketItem(
  state: MarketState,
  code: string,
  nowMs: number,
): MarketItem | undefined {
  const snap = state.snapshot(code);
  if (!snap) return undefined;
  const { instrument } = snap;
  const price = formatAmount(snap.price);
  return {
    id: instrument.id,
    code: instrument.code,
    type: instrument.class,
    appName: instrument.name,
    logo: `/logos/${encodeURIComponent(instrument.base)}.svg`,
    price,
    nowPrice: price,
    zdf: snap.zdf,
    hundred: snap.hundred.map(formatAmount),
    base: instrument.base,
    quote: instrument.quote,
    high24h: formatAmount(snap.high24h),
    low24h: formatAmount(snap.low24h),
    volume24h: formatAmount(snap.volume24h),
    tickSize: formatAmount(instrument.tickSize),
    lotSize: formatAmount(instrument.lotSize),
    tradingOpen: isSessionOpen(instrument.session, nowMs),
    updatedAt: snap.updatedAtMs || null,
  };
}
