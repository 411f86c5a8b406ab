import type { RouteReadContext } from '../../queries/routeRead';
import { productQuery, productSearchQuery } from '../../queries/products';
import { parseSearchParams, toSearchRequest } from './searchParams';

/**
 * The first read of /products: the search the URL describes, parsed exactly as the page parses
 * it, so the page finds the request already on its way (the same query key).
 */
export function readProductList({ queryClient, config, search }: RouteReadContext): void {
  const state = parseSearchParams(search, { knownCategories: config.categories.map((c) => c.id) });
  void queryClient.prefetchQuery(productSearchQuery(toSearchRequest(state)));
}

/** The first read of /products/:id. */
export function readProductPage({ queryClient, params }: RouteReadContext): void {
  const id = params.id ?? '';
  if (id !== '') void queryClient.prefetchQuery(productQuery(id));
}
