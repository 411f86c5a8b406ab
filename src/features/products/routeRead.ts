import type { RouteReadContext } from '../../queries/routeRead';
import { productQuery, productSearchQuery } from '../../queries/products';
import { parseSearchParams, toSearchRequest } from './searchParams';
import { noop } from '@tanstack/react-query';

/**
 * The first read of /products: the search the URL describes, parsed exactly as the page parses
 * it, so the page finds the request already on its way (the same query key).
 */
export function readProductList({ queryClient, config, search }: RouteReadContext): void {
  const state = parseSearchParams(search, { knownCategories: config.categories.map((c) => c.id) });
  queryClient.query(productSearchQuery(toSearchRequest(state))).catch(noop);
}

/** The first read of /products/:id. */
export function readProductPage({ queryClient, params }: RouteReadContext): void {
  const id = params.id ?? '';
  if (id !== '') queryClient.query(productQuery(id)).catch(noop);
}
