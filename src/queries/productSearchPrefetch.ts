import { noop, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ProductSearchPage, ProductSearchRequest } from '../api/schemas/product';
import { productSearchQuery } from './products';

/**
 * Starts a search before anything shows it (e.g. as soon as a search is committed, while the
 * URL and the page catch up): the page then finds it on its way.
 */
export function usePrefetchProductSearch(): (request: ProductSearchRequest) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (request: ProductSearchRequest) => {
      queryClient.query(productSearchQuery(request)).catch(noop);
    },
    [queryClient],
  );
}

/** Wait after a page arrives before fetching the next one. */
export const PREFETCH_DELAY_MS = 150;

/** Once a page has arrived, fetches the one after it in the background. */
export function usePrefetchNextPage(
  request: ProductSearchRequest,
  page: ProductSearchPage | undefined,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const current = request.page ?? 1;
  const totalPages = page?.total_pages ?? 0;
  useEffect(() => {
    if (!enabled || current >= totalPages) return;
    // A moment later, so that it does not compete with showing the page that just arrived.
    const timer = window.setTimeout(() => {
      queryClient.query(productSearchQuery({ ...request, page: current + 1 })).catch(noop);
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient, request, current, totalPages, enabled]);
}
