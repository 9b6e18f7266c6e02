import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * Queries: fresh for 30 s; a server answer (ApiError: a business code or 4xx/5xx) is not retried,
 * network failures twice. Mutations are never retried here: money calls retry with an
 * Idempotency-Key on purpose, not by accident.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
