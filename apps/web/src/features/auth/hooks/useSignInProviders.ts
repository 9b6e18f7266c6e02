import type { SignInProviders } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Which outside sign-in providers the server has enabled (signInProviders). A deployment's
 * configuration changes only with a restart, so one answer serves the whole visit.
 */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['auth', 'signInProviders'],
    queryFn: () =>
      api.get<SignInProviders>('/swx/customer/login/signInProviders', { authRedirect: false }),
    staleTime: Infinity,
  });
}
