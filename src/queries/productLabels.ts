import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Product } from '../api/schemas/product';
import { productQuery } from './products';

export interface ProductLabel {
  name: string;
  sku: string | null;
}

/** A product's name and SKU, or null when it has no name (module-level: TanStack keeps its result). */
function toProductLabel(p: Product): ProductLabel | null {
  return p.name ? { name: p.name, sku: p.sku ?? null } : null;
}

/** A product's label, read through the product's own query (one cache entry, shared with its page). */
export function productLabelQuery(id: string) {
  return queryOptions({ ...productQuery(id), staleTime: 5 * 60_000, select: toProductLabel });
}

/** Names and SKUs of the given products (e.g. an order's lines, which carry only the product id). */
export function useProductLabels(ids: readonly string[]): Map<string, ProductLabel> {
  const results = useQueries({ queries: ids.map((id) => productLabelQuery(id)) });
  const labels = new Map<string, ProductLabel>();
  results.forEach((r, i) => {
    const id = ids[i];
    if (id !== undefined && r.data) labels.set(id, r.data);
  });
  return labels;
}
