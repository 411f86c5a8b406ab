import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getProduct, searchProducts } from '../api/products';
import type { Product, ProductSearchRequest } from '../api/schemas/product';

/**
 * The product reads every feature shares: one key family, the query options of the two reads
 * (search, one product), their hooks, and what a write must refresh. Features never write a
 * product key by hand. Reads built on these, each in its own module so that a page loads only
 * what it uses: productSearchPrefetch.ts (the search page), productLabels.ts (order lines),
 * catalogGlance.ts (home); the stock feature's SKU lookup (features/stock/queries.ts).
 *
 *   ['products']                                 everything about products
 *   ['products', 'list']                         every read that lists products (refreshed by any product write)
 *   ['products', 'list', 'search', request]      one search (the search page, the stock picker, order lines)
 *   ['products', 'list', 'sku', SKU]             the one product whose SKU is exactly SKU, or null
 *   ['products', 'list', 'glance']               the home page's catalog figures
 *   ['products', 'detail', id]                   one product (the product page, order line labels)
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  searches: () => [...productKeys.lists(), 'search'] as const,
  search: (request: ProductSearchRequest) => [...productKeys.searches(), request] as const,
  skus: () => [...productKeys.lists(), 'sku'] as const,
  /** SKUs are matched case-insensitively: `abc-1 ` and `ABC-1` are one lookup. */
  sku: (sku: string) => [...productKeys.skus(), normalizeSku(sku)] as const,
  glance: () => [...productKeys.lists(), 'glance'] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

export function normalizeSku(sku: string): string {
  return sku.trim().toUpperCase();
}

// ------------------------------------------------------------------ query options

/** One page of `POST /v1/products/search`. */
export function productSearchQuery(request: ProductSearchRequest) {
  return queryOptions({
    queryKey: productKeys.search(request),
    queryFn: ({ signal }) => searchProducts(request, { signal }),
  });
}

/** `GET /v1/products/{id}`. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

// ------------------------------------------------------------------ hooks

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/**
 * One page of search results. While the next page (or another query) loads, the previous
 * answer stays on screen (`isPlaceholderData` tells them apart).
 */
export function useProductSearch(request: ProductSearchRequest) {
  return useQuery({ ...productSearchQuery(request), placeholderData: keepPreviousData });
}

// ------------------------------------------------------------------ cache reads and writes

/**
 * After a product is created or saved: its page shows the service's answer at once, and every
 * read that lists products (searches, SKU lookups, the catalog figures) is stale and refetched
 * where shown. Other products' pages and orders are untouched.
 */
export function productSaved(queryClient: QueryClient, product: Product): void {
  queryClient.setQueryData(productKeys.detail(product.id), product);
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
}

/**
 * After stock movements are applied: every product figure read before (searches, SKU lookups,
 * the catalog figures, product pages) is stale and refetched where shown. Orders are untouched.
 */
export function stockChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}
