import { useQuery } from '@tanstack/react-query';
import { referralKeys, referralsApi } from './referrals-api';
import { useLoggedIn, useUser } from '@/lib/settings-store';

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

/** The caller's code, link, friends and commissions (signed in only). */
export function useInviteInfo() {
  const viewer = useViewer();
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: referralKeys.invite(viewer),
    queryFn: ({ signal }) => referralsApi.invite(signal),
    enabled: loggedIn,
  });
}
