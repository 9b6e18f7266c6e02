import { useQueryClient } from '@tanstack/react-query';
import { refreshSpotAccount } from '../api/queries';
import { useAccountMode } from '@/lib/settings-store';
import { useUserEvents } from '@/lib/user-events';

/**
 * Keeps the spot screens live: a `spotOrder` message of the current book (placed, filled,
 * cancelled) or a reconnection of the user channel reloads this book's orders, the pair's
 * balances and the holdings. Messages of the other book are ignored (its screens reload when the
 * user switches). Mount it once per page.
 */
export function useSpotOrderEvents(): void {
  const queryClient = useQueryClient();
  const mode = useAccountMode();
  useUserEvents((event) => {
    if (event.type === 'resync' || (event.type === 'spotOrder' && event.book === mode))
      refreshSpotAccount(queryClient, mode);
  });
}
