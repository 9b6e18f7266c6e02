import { endpoints } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * Which outside sign-in providers the server has enabled (signInProviders). A deployment's
 * configuration changes only with a restart, so one answer serves the whole visit.
 */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['auth', 'signInProviders'],
    queryFn: () => callEndpoint(endpoints.signInProviders, {}, { authRedirect: false }),
    staleTime: Infinity,
  });
}
