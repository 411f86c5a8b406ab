import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryRead } from '../api/retryPolicy';

/**
 * Reads retry on network errors, timeouts, 5xx and 429 (honouring Retry-After), never on
 * other 4xx. Writes never retry on their own: a retry is always the person's choice, made
 * safe by the Idempotency-Key the form keeps.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
