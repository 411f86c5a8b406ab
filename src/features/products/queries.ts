import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { createProduct, getProduct, searchProducts, updateProduct } from '../../api/products';
import type {
  Product,
  ProductCreateRequest,
  ProductSearchPage,
  ProductSearchRequest,
  ProductUpdateRequest,
} from '../../api/schemas/product';

/** Query keys of the products feature (TanStack's key-factory pattern). */
export const productKeys = {
  all: ['products'] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (request: ProductSearchRequest) => [...productKeys.searches(), request] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

export function productSearchQuery(request: ProductSearchRequest) {
  return queryOptions({
    queryKey: productKeys.search(request),
    queryFn: ({ signal }) => searchProducts(request, { signal }),
  });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

/**
 * One page of search results. While the next page (or another query) loads, the previous
 * answer stays on screen (`isPlaceholderData` tells them apart).
 */
export function useProductSearch(request: ProductSearchRequest) {
  return useQuery({ ...productSearchQuery(request), placeholderData: keepPreviousData });
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
      void queryClient.prefetchQuery(productSearchQuery({ ...request, page: current + 1 }));
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient, request, current, totalPages, enabled]);
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/** After a write, the product's page has the server's answer and every search refetches. */
function useAfterProductWrite() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(productKeys.detail(product.id), product);
    void queryClient.invalidateQueries({ queryKey: productKeys.searches() });
  };
}

export interface WriteVariables<B> {
  body: B;
  idempotencyKey: string;
}

export function useCreateProduct() {
  const after = useAfterProductWrite();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: WriteVariables<ProductCreateRequest>) =>
      createProduct(body, { idempotencyKey }),
    retry: false,
    onSuccess: after,
  });
}

export function useUpdateProduct(id: string) {
  const after = useAfterProductWrite();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: WriteVariables<ProductUpdateRequest>) =>
      updateProduct(id, body, { idempotencyKey }),
    retry: false,
    onSuccess: after,
  });
}
