import { noop, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';
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

/**
 * The longest wait after a page arrives before the next one is fetched (a hidden tab paints no
 * frame; a busy page has no idle moment).
 */
export const PREFETCH_DELAY_MS = 150;

/**
 * Once a page has arrived, fetches the one after it in the background: as soon as the page has
 * painted and the browser is idle (so that it does not compete with showing the page that just
 * arrived), at most PREFETCH_DELAY_MS later. Not a fixed 150 ms: a person paging on at once
 * (a click every ~120 ms) then found the next page still unfetched at every click, and waited
 * for its answer, drawn in a render of its own (issue #15's page change).
 */
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
    return whenIdleAfterPaint(() => {
      queryClient.query(productSearchQuery({ ...request, page: current + 1 })).catch(noop);
    }, PREFETCH_DELAY_MS);
  }, [queryClient, request, current, totalPages, enabled]);
}
