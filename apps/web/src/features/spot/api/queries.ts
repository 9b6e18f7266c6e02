import type { CandleInterval } from '@meridian/domain';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { spotApi, spotKeys } from './spot-api';
import { nextPageParam } from '@/lib/paging';
import { useAccountMode, useLoggedIn, type AccountMode } from '@/lib/settings-store';

/** The spot queries; every one of the user's is off for a visitor. */

export const HISTORY_PAGE_SIZE = 20;
/** Current orders are listed whole (the server's largest page). */
const ALL = 100;

/** The spot pairs (public): which instruments have a spot market. */
export function useSpotPairs() {
  return useQuery({
    queryKey: spotKeys.pairs,
    queryFn: ({ signal }) => spotApi.pairs(signal),
    staleTime: 5 * 60_000,
  });
}

/** One pair's terms, depth and recent trades in the current book (public). */
export function useSpotMarket(code: string) {
  const mode = useAccountMode();
  return useQuery({
    queryKey: spotKeys.market(mode, code),
    queryFn: ({ signal }) => spotApi.market(code, signal),
    enabled: code !== '',
    // The live stream keeps depth and trades current; the terms rarely change.
    staleTime: 60_000,
  });
}

/** Candles from the pair's trades, oldest first (the last 300), refreshed every minute. */
export function useSpotKline(code: string, interval: CandleInterval) {
  const mode = useAccountMode();
  return useQuery({
    queryKey: spotKeys.kline(mode, code, interval),
    queryFn: ({ signal }) => spotApi.kline(code, interval, signal),
    enabled: code !== '',
    refetchInterval: 60_000,
  });
}

/** The user's open and partly filled orders (of one pair, or all). */
export function useCurrentOrders(code?: string) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: spotKeys.orders(mode, 'current', code),
    queryFn: ({ signal }) =>
      spotApi.orders({ status: 'current', code, page: 1, size: ALL }, signal),
    enabled: loggedIn,
  });
}

/** Filled and cancelled orders, newest first, page by page. */
export function useOrderHistory(code?: string) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: spotKeys.orders(mode, 'history', code),
    queryFn: ({ pageParam, signal }) =>
      spotApi.orders({ status: 'history', code, page: pageParam, size: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(HISTORY_PAGE_SIZE),
    enabled: loggedIn,
  });
}

/** The user's base and quote holdings for the pair with instrument id `id`. */
export function useAssetInfo(id: number | undefined) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: spotKeys.assets(mode, id ?? 0),
    queryFn: ({ signal }) => spotApi.assets(id!, signal),
    enabled: loggedIn && id !== undefined,
  });
}

/** Every asset of the current book with its value in USDT. */
export function useHoldings() {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: spotKeys.holdings(mode),
    queryFn: ({ signal }) => spotApi.holdings(signal),
    enabled: loggedIn,
    refetchInterval: 30_000,
  });
}

/** After an order changed: this book's orders, balances and holdings are reloaded. */
export function refreshSpotAccount(queryClient: QueryClient, mode: AccountMode): void {
  void queryClient.invalidateQueries({ queryKey: spotKeys.account(mode) });
}
