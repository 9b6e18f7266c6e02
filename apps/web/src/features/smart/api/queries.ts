import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { smartApi, smartKeys, type PlanListStatus } from './smart-api';
import { nextPageParam } from '@/lib/paging';
import { queryKeys } from '@/lib/query-keys';
import { useAccountMode, useLoggedIn, type AccountMode } from '@/lib/settings-store';
import { useUserEvents, type UserEvent } from '@/lib/user-events';

export const PLANS_PAGE_SIZE = 10;
/**
 * Running plans are reloaded this often even without a push (the next earnings time rolls over,
 * the marked value moves); pushes and reconnections reload them at once.
 */
export const RUNNING_REFRESH_MS = 30_000;
/** How often a catalogue with ranges still pending is asked for again. */
export const PENDING_REFRESH_MS = 20_000;

/** The public catalogue with its back-tested ranges (the same in both books). */
export function useSmartProducts() {
  return useQuery({
    queryKey: smartKeys.products,
    queryFn: ({ signal }) => smartApi.products(signal),
    staleTime: 60_000,
    // A range still being computed (the first start, a product staff just edited) appears by itself.
    refetchInterval: (query) =>
      query.state.data?.products.some((product) =>
        product.ranges.some((range) => range.status === 'pending'),
      )
        ? PENDING_REFRESH_MS
        : false,
  });
}

function usePlanBook(): { mode: AccountMode; enabled: boolean } {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return { mode, enabled: loggedIn && mode === 'real' };
}

export function useSmartPlans(status: PlanListStatus) {
  const { mode, enabled } = usePlanBook();
  return useInfiniteQuery({
    queryKey: smartKeys.list(mode, status),
    queryFn: ({ pageParam, signal }) =>
      smartApi.plans({ status, page: pageParam, size: PLANS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(PLANS_PAGE_SIZE),
    enabled,
    refetchInterval: status === 'running' ? RUNNING_REFRESH_MS : false,
  });
}

export function useSmartPlan(id: number | undefined) {
  const { mode, enabled } = usePlanBook();
  return useQuery({
    queryKey: smartKeys.detail(mode, id ?? 0),
    queryFn: ({ signal }) => smartApi.plan(id!, signal),
    enabled: enabled && id !== undefined,
    refetchInterval: (query) =>
      query.state.data?.plan.status === 'running' ? RUNNING_REFRESH_MS : false,
  });
}

/** After a purchase or an exit: the plans, and the balances that paid or received the money. */
export function refreshPlans(queryClient: QueryClient, mode: AccountMode): void {
  void queryClient.invalidateQueries({ queryKey: smartKeys.plans(mode) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info });
}

/** A `smartPlan` push of the user channel: `{type:'smartPlan', book, plan}` (after a fill, a settlement, the end). */
export function isSmartPlanPush(event: UserEvent | { type: string }): event is {
  type: 'smartPlan';
  book: 'demo' | 'real';
} {
  const message = event as { type?: unknown; book?: unknown };
  return message.type === 'smartPlan' && (message.book === 'real' || message.book === 'demo');
}

/**
 * Keeps the plans live: a `smartPlan` push (fill, settlement, end), a change of the real book's
 * balances (a settlement pays out, an end returns the value) or a reconnection reloads them.
 */
export function useSmartPlanEvents(): void {
  const queryClient = useQueryClient();
  const mode = useAccountMode();
  useUserEvents((event) => {
    if (event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: smartKeys.plans(mode) });
      return;
    }
    if (isSmartPlanPush(event) || event.type === 'balances') {
      if (event.book === mode)
        void queryClient.invalidateQueries({ queryKey: smartKeys.plans(mode) });
    }
  });
}

/** getUserInfo under the shell's key (it carries the current book's balances). */
export function useUsdtAvailable(): string | undefined {
  const loggedIn = useLoggedIn();
  const info = useQuery({
    queryKey: queryKeys.user.info,
    queryFn: ({ signal }) => smartApi.userInfo(signal),
    enabled: loggedIn,
    staleTime: 30_000,
    retry: false,
  });
  if (info.isFetching) return undefined;
  return info.data?.balances.find((balance) => balance.asset === 'USDT')?.available;
}
