import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /health (plain JSON, outside the envelope): `{status, database}`; 503 when degraded. */
export interface Health {
  status: string;
  database?: string;
}

export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  const response = await fetch('/health', { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json();
  if (body && typeof body === 'object' && typeof (body as Health).status === 'string') {
    return body as Health;
  }
  throw new Error(`Unexpected /health reply (${response.status})`);
}

export function useHealth() {
  return useQuery({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => fetchHealth(signal),
    staleTime: 60_000,
    retry: 1,
  });
}
