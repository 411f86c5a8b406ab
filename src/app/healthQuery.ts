import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealth } from '../api/health';

export const healthKeys = { all: ['health'] as const };

/** `GET /health` (no key needed). */
export function healthQuery() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => getHealth({ signal }),
    staleTime: 30_000,
  });
}

/** The service's health, refreshed every minute. */
export function useHealth() {
  return useQuery({ ...healthQuery(), refetchInterval: 60_000 });
}
