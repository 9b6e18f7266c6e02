import { endpoints, type CandleView, type MarketItem } from '@meridian/contract';
import type { CandleInterval, InstrumentClass } from '@meridian/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { livePrices } from '@/lib/live-prices';

export type { CandleView, MarketItem, CandleInterval, InstrumentClass };

export const marketKeys = {
  all: ['markets'] as const,
  list: ['markets', 'list'] as const,
  info: (id: number) => ['markets', 'info', id] as const,
  candles: (code: string, interval: CandleInterval) =>
    ['markets', 'candles', code, interval] as const,
  watchlist: ['markets', 'watchlist'] as const,
};

/** Seeds each code's sparkline history with the server's `hundred`, unless live data is longer. */
export function seedHistories(items: readonly MarketItem[]): void {
  const { history } = livePrices.getSnapshot();
  for (const item of items) {
    if (item.hundred.length > (history.get(item.code)?.length ?? 0)) {
      livePrices.seedHistory(item.code, item.hundred);
    }
  }
}

/** Every listed instrument (all classes, catalogue order); live prices update them in place. */
export function useMarketList() {
  return useQuery({
    queryKey: marketKeys.list,
    queryFn: ({ signal }) => callEndpoint(endpoints.listMarketByType, { query: {} }, { signal }),
    staleTime: 60_000,
  });
}

/**
 * One instrument by id (getMarketInfo), or by code from the list when the link has no id.
 * Refreshed every 30 s for the 24h statistics and the trading status.
 */
export function useMarketItem(id: number | undefined, code: string) {
  const byId = useQuery({
    queryKey: marketKeys.info(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoints.getMarketInfo, { params: { id } }, { signal }),
    enabled: id !== undefined,
    refetchInterval: 30_000,
  });
  const list = useQuery({
    queryKey: marketKeys.list,
    queryFn: ({ signal }) => callEndpoint(endpoints.listMarketByType, { query: {} }, { signal }),
    enabled: id === undefined && code !== '',
    staleTime: 60_000,
    refetchInterval: 30_000,
    select: (items) => items.find((item) => item.code === code) ?? null,
  });
  return id !== undefined ? byId : list;
}

/** Candles of `code` at `interval`, oldest first (the last 300). */
export function useCandles(code: string, interval: CandleInterval, enabled = true) {
  return useQuery({
    queryKey: marketKeys.candles(code, interval),
    queryFn: ({ signal }) =>
      callEndpoint(
        endpoints.getKValueByCodeAndDate,
        { query: { code, interval, limit: 300 } },
        { signal },
      ),
    enabled: enabled && code !== '',
    staleTime: 0,
    gcTime: 60_000,
  });
}
