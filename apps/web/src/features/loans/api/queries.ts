import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loanKeys, loansApi, type LoanTerm } from './loans-api';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';

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
