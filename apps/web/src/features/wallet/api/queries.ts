import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  walletApi,
  walletKeys,
  type Asset,
  type MarginListStatus,
  type OptionListStatus,
  type SpotListStatus,
  type StatementFilters,
} from './wallet-api';
import { useAccountMode, useLoggedIn, type AccountMode } from '@/lib/settings-store';
import { useUserEvents } from '@/lib/user-events';

/** The wallet's queries; every one is off for a visitor. */

/**
 * While the next page (or filter, or amount) loads, the last answer stays on screen, but only
 * one of the same book: after a switch of the account the other book's rows never show.
 */
function sameBook(mode: AccountMode) {
  return <T>(previous: T | undefined, query?: { queryKey: readonly unknown[] }) =>
    query?.queryKey[1] === mode ? previous : undefined;
}

export const PAGE_SIZE = 20;
export const EXCHANGE_PAGE_SIZE = 10;
/** The exchange quote is asked again this often while the page is visible. */
export const QUOTE_REFRESH_MS = 3_000;

/** Both books' balances with their value in USDT, reloaded when the ledger says they changed. */
export function useBalances() {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if (event.type === 'balances' || event.type === 'resync')
      void queryClient.invalidateQueries({ queryKey: walletKeys.balances });
  });
  return useQuery({
    queryKey: walletKeys.balances,
    queryFn: ({ signal }) => walletApi.balances(signal),
    enabled: loggedIn,
    refetchInterval: 30_000,
  });
}

/**
 * The live quote of `from` → `to` in the current book (what `amount` buys, when given): asked
 * again every 3 s while the page is visible (TanStack Query pauses the interval in a hidden tab).
 */
export function useExchangeQuote(from: Asset, to: Asset, amount: string | undefined) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.quote(mode, from, to, amount),
    queryFn: ({ signal }) => walletApi.quote({ from, to, amount }, signal),
    enabled: loggedIn && from !== to,
    refetchInterval: QUOTE_REFRESH_MS,
    refetchIntervalInBackground: false,
    // While another amount's quote loads, the last one's rate stays on screen.
    placeholderData: sameBook(mode),
  });
}

/** The user's exchanges in the current book, newest first, a page at a time. */
export function useExchangeHistory(page: number) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.exchanges(mode, page),
    queryFn: ({ signal }) => walletApi.exchanges(page, EXCHANGE_PAGE_SIZE, signal),
    enabled: loggedIn,
    placeholderData: sameBook(mode),
  });
}

/** The statement of the current book with `filters`, a page at a time. */
export function useStatement(filters: StatementFilters, page: number, enabled = true) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.statement(mode, filters, page),
    queryFn: ({ signal }) => walletApi.statement(filters, page, PAGE_SIZE, signal),
    enabled: loggedIn && enabled,
    placeholderData: sameBook(mode),
  });
}

export function useMarginOrders(status: MarginListStatus, page: number) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.marginOrders(mode, status, page),
    queryFn: ({ signal }) => walletApi.marginOrders(status, page, PAGE_SIZE, signal),
    enabled: loggedIn,
    placeholderData: sameBook(mode),
  });
}

export function useOptionOrders(status: OptionListStatus, page: number) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.optionOrders(mode, status, page),
    queryFn: ({ signal }) => walletApi.optionOrders(status, page, PAGE_SIZE, signal),
    enabled: loggedIn,
    placeholderData: sameBook(mode),
  });
}

export function useSpotOrders(status: SpotListStatus, page: number) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.spotOrders(mode, status, page),
    queryFn: ({ signal }) => walletApi.spotOrders(status, page, PAGE_SIZE, signal),
    enabled: loggedIn,
    placeholderData: sameBook(mode),
  });
}

/**
 * After money moved (an exchange): everything of the user's is reloaded, as after a switch of
 * the account: balances here, the account hub's balance, holdings and the margin account.
 */
export function refreshAfterMoneyMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'content' && query.queryKey[0] !== 'param',
  });
}
