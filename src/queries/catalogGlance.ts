import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchProducts } from '../api/products';
import { productKeys } from './products';

export interface CatalogFigures {
  total: number;
  outOfStock: number;
}

/** Two figures staff look at first: the catalog's size and how many products are out of stock. */
export function catalogGlanceQuery() {
  return queryOptions({
    queryKey: productKeys.glance(),
    queryFn: async ({ signal }): Promise<CatalogFigures> => {
      const [all, out] = await Promise.all([
        searchProducts({ page: 1, page_size: 1 }, { signal }),
        searchProducts({ page: 1, page_size: 1, filters: { stock_max: 0 } }, { signal }),
      ]);
      return { total: all.total_items ?? 0, outOfStock: out.total_items ?? 0 };
    },
  });
}

export function useCatalogGlance() {
  return useQuery(catalogGlanceQuery());
}
