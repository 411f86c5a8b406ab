import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealth } from '../api/health';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';

export const healthKeys = { all: ['health'] as const };

/** `GET /health` (no key needed). */
export function healthQuery() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => getHealth({ signal }),
    staleTime: 30_000,
  });
}

/**
 * The service's health, refreshed every minute; first asked once the page has painted (it shows
 * "checking" until then): on a cold load it is not what the person came for.
 */
export function useHealth() {
  const painted = useAfterFirstPaint();
  return useQuery({ ...healthQuery(), refetchInterval: 60_000, enabled: painted });
}
