import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { fundsApi, fundsKeys, type ReviewStatus } from './funds-api';
import { nextPageParam } from '@/lib/paging';
import { queryKeys } from '@/lib/query-keys';
import { useAccountMode, useLoggedIn, type AccountMode } from '@/lib/settings-store';

/** The funds queries: off for a visitor; deposits and withdrawals only in the real book. */

export const RECORDS_PAGE_SIZE = 10;

/** The user's KYC status and latest submission (the same in both books). */
export function useKyc() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: fundsKeys.kyc,
    queryFn: ({ signal }) => fundsApi.kyc(signal),
    enabled: loggedIn,
  });
}

/** getUserInfo under the shell's key: the shell stores what it returns as the user. */
export function useUserInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: queryKeys.user.info,
    queryFn: ({ signal }) => fundsApi.userInfo(signal),
    enabled: loggedIn,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Whether two-factor sign-in is on (the Security page's query, same key): the withdrawal and
 * withdrawal-password forms then ask for its code.
 */
export function useTwoFactorOn(): boolean {
  const loggedIn = useLoggedIn();
  const status = useQuery({
    queryKey: ['user', 'security', 'status'],
    queryFn: ({ signal }) => fundsApi.securityStatus(signal),
    enabled: loggedIn,
    retry: false,
  });
  return status.data?.twoFactorEnabled === true;
}

function useRealBook(): { mode: AccountMode; enabled: boolean } {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return { mode, enabled: loggedIn && mode === 'real' };
}

export function useDepositOptions() {
  const { mode, enabled } = useRealBook();
  return useQuery({
    queryKey: fundsKeys.depositOptions(mode),
    queryFn: ({ signal }) => fundsApi.depositOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useDeposits(status: ReviewStatus | undefined) {
  const { mode, enabled } = useRealBook();
  return useInfiniteQuery({
    queryKey: fundsKeys.deposits(mode, status),
    queryFn: ({ pageParam, signal }) =>
      fundsApi.deposits({ status, page: pageParam, size: RECORDS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(RECORDS_PAGE_SIZE),
    enabled,
  });
}

export function useWithdrawalTerms() {
  const { mode, enabled } = useRealBook();
  return useQuery({
    queryKey: fundsKeys.withdrawalTerms(mode),
    queryFn: ({ signal }) => fundsApi.withdrawalTerms(signal),
    enabled,
  });
}

export function useWithdrawals(status: ReviewStatus | undefined, enabledHere = true) {
  const { mode, enabled } = useRealBook();
  return useInfiniteQuery({
    queryKey: fundsKeys.withdrawals(mode, status),
    queryFn: ({ pageParam, signal }) =>
      fundsApi.withdrawals({ status, page: pageParam, size: RECORDS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(RECORDS_PAGE_SIZE),
    enabled: enabled && enabledHere,
  });
}

/** After a deposit: its list (every filter) is reloaded. */
export function refreshDeposits(queryClient: QueryClient, mode: AccountMode): void {
  void queryClient.invalidateQueries({ queryKey: ['funds', mode, 'deposits'] });
}

/** After a withdrawal: the list, the available amounts and the balances are reloaded. */
export function refreshWithdrawals(queryClient: QueryClient, mode: AccountMode): void {
  void queryClient.invalidateQueries({ queryKey: ['funds', mode, 'withdrawals'] });
  void queryClient.invalidateQueries({ queryKey: fundsKeys.withdrawalTerms(mode) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info });
}

/** After a KYC submission or a withdrawal password change: what depends on them is reloaded. */
export function refreshAccount(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: fundsKeys.kyc });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'funds' && query.queryKey[2] === 'withdrawalTerms',
  });
}
