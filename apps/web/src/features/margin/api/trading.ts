import {
  endpoints,
  type Envelope,
  type MarginOrderList,
  type MarginOrderView,
  type OptionOrderList,
  type OptionOrderView,
  type ProfitTotal,
  type TradingRules,
} from '@meridian/contract';
import { useInfiniteQuery, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { serverClock } from '../lib/clock';
import { callEndpoint, callEndpointEnvelope, type CallInput } from '@/lib/endpoint-client';
import { nextPageParam } from '@/lib/paging';
import { useAccountMode, useLoggedIn, type AccountMode } from '@/lib/settings-store';

/**
 * The margin and options calls (SPEC §7 "Orders", declared in the contract's endpoint table,
 * packages/contract/src/endpoints/margin.ts). Every key of the user's data carries the book (demo
 * or real), so switching the account never shows the other book's orders while the new ones load.
 */

export type {
  MarginOrderView,
  MarginRules,
  OptionOrderView,
  OptionRules,
  ProfitTotal,
  TradingRules,
} from '@meridian/contract';

/** The bodies as sent (input side: optional fields may be left out). */
export type BuyUInput = CallInput<typeof endpoints.buyU>['body'];
export type StopUInput = CallInput<typeof endpoints.stopU>['body'];
export type ModifyUInput = CallInput<typeof endpoints.modifyU>['body'];
export type BuyOptionsInput = CallInput<typeof endpoints.buyOptions>['body'];
export type OrderListStatus = 'open' | 'pending' | 'history';
export type OptionListStatus = 'open' | 'settled' | 'all';

export const tradingKeys = {
  all: ['margin'] as const,
  rules: (code: string) => ['margin', 'rules', code] as const,
  book: (mode: AccountMode) => ['margin', mode] as const,
  profit: (mode: AccountMode) => ['margin', mode, 'profit'] as const,
  orders: (mode: AccountMode) => ['margin', mode, 'orders'] as const,
  orderList: (mode: AccountMode, status: OrderListStatus) =>
    ['margin', mode, 'orders', status] as const,
  options: (mode: AccountMode) => ['margin', mode, 'options'] as const,
  optionList: (mode: AccountMode, status: OptionListStatus) =>
    ['margin', mode, 'options', 'list', status] as const,
  option: (mode: AccountMode, id: number) => ['margin', mode, 'options', 'byId', id] as const,
};

export const HISTORY_PAGE_SIZE = 20;
export const OPTIONS_PAGE_SIZE = 20;
/** Open positions and pending orders are listed whole (the server's largest page). */
const ALL = 100;

export const tradingApi = {
  rules: (code: string, signal?: AbortSignal): Promise<TradingRules> =>
    callEndpoint(endpoints.getTradingRules, { query: { code } }, { signal }),
  profitTotal: (signal?: AbortSignal): Promise<ProfitTotal> =>
    callEndpoint(endpoints.getProfitTotal, {}, { signal }),
  listOrders: (
    status: OrderListStatus,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<MarginOrderList> =>
    callEndpoint(endpoints.listUOrder, { query: { status, page, size } }, { signal }),
  listOptions: (
    status: OptionListStatus,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<OptionOrderList> =>
    callEndpoint(endpoints.listOptionsOrder, { query: { status, page, size } }, { signal }),
  option: (id: number, signal?: AbortSignal): Promise<OptionOrderView> =>
    callEndpoint(endpoints.getOptionsOrderById, { params: { id } }, { signal }),
  /** 20004 "purchase successful" (the envelope, for its message). Null stops: none. */
  buyU: (body: BuyUInput, idempotencyKey: string): Promise<Envelope<MarginOrderView>> =>
    callEndpointEnvelope(endpoints.buyU, { body }, { idempotencyKey }),
  stopU: (body: StopUInput, idempotencyKey: string): Promise<Envelope<MarginOrderView>> =>
    callEndpointEnvelope(endpoints.stopU, { body }, { idempotencyKey }),
  /** 20005 "changed successfully". */
  modifyU: (body: ModifyUInput): Promise<Envelope<MarginOrderView>> =>
    callEndpointEnvelope(endpoints.modifyU, { body }),
  cancelU: (id: number, idempotencyKey: string): Promise<Envelope<MarginOrderView>> =>
    callEndpointEnvelope(endpoints.cancelU, { body: { id } }, { idempotencyKey }),
  /** 20004 "purchase successful". */
  buyOptions: (body: BuyOptionsInput, idempotencyKey: string): Promise<Envelope<OptionOrderView>> =>
    callEndpointEnvelope(endpoints.buyOptions, { body }, { idempotencyKey }),
};

/** Trading rules of one instrument (public): lots, leverage, spread, commission, option timeframes. */
export function useTradingRules(code: string) {
  return useQuery({
    queryKey: tradingKeys.rules(code),
    queryFn: ({ signal }) => tradingApi.rules(code, signal),
    enabled: code !== '',
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The rules of several instruments at once (the live profit of positions in several codes). */
export function useRulesByCode(codes: readonly string[]) {
  return useQueries({
    queries: codes.map((code) => ({
      queryKey: tradingKeys.rules(code),
      queryFn: ({ signal }: { signal: AbortSignal }) => tradingApi.rules(code, signal),
      staleTime: 60_000,
    })),
    combine: (results) => {
      const map = new Map<string, TradingRules>();
      results.forEach((result, index) => {
        const code = codes[index];
        if (code !== undefined && result.data) map.set(code, result.data);
      });
      return map;
    },
  });
}

/** The rules of the instruments the items are in (each code once, in a stable order). */
export function useRulesOf(items: readonly { code: string }[] | undefined) {
  const codes = useMemo(() => [...new Set((items ?? []).map((item) => item.code))].sort(), [items]);
  return useRulesByCode(codes);
}

/** The margin account of the current book. */
export function useProfitTotal() {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: tradingKeys.profit(mode),
    queryFn: ({ signal }) => tradingApi.profitTotal(signal),
    enabled: loggedIn,
    refetchInterval: 30_000,
  });
}

/** Open positions or pending orders of the current book (all of them, newest first). */
export function useOrderList(status: 'open' | 'pending') {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: tradingKeys.orderList(mode, status),
    queryFn: ({ signal }) => tradingApi.listOrders(status, 1, ALL, signal),
    enabled: loggedIn,
    refetchInterval: 30_000,
  });
}

/** Closed positions and cancelled orders, page by page. */
export function useOrderHistory() {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: tradingKeys.orderList(mode, 'history'),
    queryFn: ({ pageParam, signal }) =>
      tradingApi.listOrders('history', pageParam, HISTORY_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(HISTORY_PAGE_SIZE),
    enabled: loggedIn,
  });
}

/** The latest options of the current book (open and settled). */
export function useOptionList() {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: tradingKeys.optionList(mode, 'all'),
    queryFn: ({ signal }) => tradingApi.listOptions('all', 1, OPTIONS_PAGE_SIZE, signal),
    enabled: loggedIn,
  });
}

/**
 * One option, starting from what we already know (`initial`): while open it is fetched again at
 * its expiry and then every 1.5 s until the server has settled it (the live channel's `option`
 * message usually brings the result first).
 */
export function useOptionOrder(initial: OptionOrderView) {
  const mode = useAccountMode();
  return useQuery({
    queryKey: tradingKeys.option(mode, initial.id),
    queryFn: ({ signal }) => tradingApi.option(initial.id, signal),
    initialData: initial,
    staleTime: Infinity,
    refetchInterval: (query) => {
      const option = query.state.data;
      if (!option || option.status !== 'open') return false;
      const left = option.expiresAt - serverClock.now();
      return left > 0 ? left + SETTLE_POLL_MS : SETTLE_POLL_MS;
    },
  });
}

export const SETTLE_POLL_MS = 1_500;

/** After an order changed: the lists and the account of this book are reloaded. */
export function refreshBook(queryClient: QueryClient, mode: AccountMode): void {
  void queryClient.invalidateQueries({ queryKey: tradingKeys.orders(mode) });
  void queryClient.invalidateQueries({ queryKey: tradingKeys.profit(mode) });
}

/** After an option changed: its entry, the list and the account. */
export function storeOption(
  queryClient: QueryClient,
  mode: AccountMode,
  option: OptionOrderView,
): void {
  queryClient.setQueryData(tradingKeys.option(mode, option.id), option);
  queryClient.setQueryData<OptionOrderList>(tradingKeys.optionList(mode, 'all'), (list) => {
    if (!list) return list;
    const at = list.list.findIndex((item) => item.id === option.id);
    if (at >= 0) {
      const next = [...list.list];
      next[at] = option;
      return { ...list, list: next };
    }
    return { list: [option, ...list.list].slice(0, OPTIONS_PAGE_SIZE), total: list.total + 1 };
  });
  void queryClient.invalidateQueries({ queryKey: tradingKeys.profit(mode) });
}
