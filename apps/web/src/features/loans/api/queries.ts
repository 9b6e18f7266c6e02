import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { loanKeys, loansApi, type LoanListStatus, type LoanTerm } from './loans-api';
import { nextPageParam } from '@/lib/paging';
import { queryKeys } from '@/lib/query-keys';
import { useAccountMode, useLoggedIn, type AccountMode } from '@/lib/settings-store';

export const LOANS_PAGE_SIZE = 10;

/**
 * The quote of the amount and term on the form (null while the amount is not a valid one). The
 * previous quote stays on screen while the next loads, so the box does not jump as the user types.
 */
export function useLoanQuote(amount: string | null, days: LoanTerm) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: loanKeys.quote(mode, amount ?? '', days),
    queryFn: ({ signal }) => loansApi.quote(amount!, days, signal),
    enabled: loggedIn && amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The caller's loans (always empty in demo), newest first, a page at a time. */
export function useLoanRecords(status: LoanListStatus) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: loanKeys.list(mode, status),
    queryFn: ({ pageParam, signal }) =>
      loansApi.list({ status, page: pageParam, size: LOANS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(LOANS_PAGE_SIZE),
    enabled: loggedIn,
  });
}

/** One loan with its schedule and what repaying it now costs. */
export function useLoan(id: number | undefined) {
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: loanKeys.detail(mode, id ?? 0),
    queryFn: ({ signal }) => loansApi.loan(id!, signal),
    enabled: loggedIn && id !== undefined,
  });
}

/** After an application or a repayment: the loans, the quotes (the limit) and the balances. */
export function refreshLoans(queryClient: QueryClient, mode: AccountMode): void {
  void queryClient.invalidateQueries({ queryKey: loanKeys.records(mode) });
  void queryClient.invalidateQueries({ queryKey: ['loans', mode, 'quote'] });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info });
}
