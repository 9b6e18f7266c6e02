import { useQuery, useQueryClient } from '@tanstack/react-query';
import { referralKeys, referralsApi } from './referrals-api';
import { useLoggedIn, useUser } from '@/lib/settings-store';
import { useUserEvents } from '@/lib/user-events';

/** Who is asking, for the keys of answers that depend on the caller. */
export function useViewer(): string {
  const loggedIn = useLoggedIn();
  const user = useUser();
  return loggedIn ? (user?.id ?? 'user') : 'guest';
}

/** The VIP levels; with a session, the caller's level and progress too (`mine`). */
export function useLevels() {
  const viewer = useViewer();
  return useQuery({
    queryKey: referralKeys.levels(viewer),
    queryFn: ({ signal }) => referralsApi.levels(signal),
  });
}

/**
 * The caller's code, link, friends and commissions (signed in only). A commission is credited to
 * the real balance in the fee's own entry, so a change of the real balances reloads it: it shows
 * the moment a friend's trade pays it.
 */
export function useInviteInfo() {
  const viewer = useViewer();
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if ((event.type === 'balances' && event.book === 'real') || event.type === 'resync')
      void queryClient.invalidateQueries({ queryKey: referralKeys.invite(viewer) });
  });
  return useQuery({
    queryKey: referralKeys.invite(viewer),
    queryFn: ({ signal }) => referralsApi.invite(signal),
    enabled: loggedIn,
  });
}
