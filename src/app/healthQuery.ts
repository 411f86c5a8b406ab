import { useQuery } from '@tanstack/react-query';
import { getHealth } from '../api/health';

export const healthKeys = { all: ['health'] as const };

/** The service's health, refreshed every minute (no key needed). */
export function useHealth() {
  return useQuery({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => getHealth({ signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
