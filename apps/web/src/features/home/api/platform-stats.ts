import { endpoints, type PlatformStats } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

export type { PlatformStats };

export const platformStatsKey = ['home', 'platformStats'] as const;

/** GET getPlatformStats: the home page's live figures (PRODUCT §1), refreshed every minute. */
export function usePlatformStats() {
  return useQuery({
    queryKey: platformStatsKey,
    queryFn: ({ signal }): Promise<PlatformStats> =>
      callEndpoint(endpoints.getPlatformStats, {}, { signal }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
