import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { searchProducts } from '../../api/products';
import { applyStockMovements } from '../../api/stock';
import type { ProductSearchItem } from '../../api/schemas/product';
import type { StockResultEntry, StockUpdateListRequest } from '../../api/schemas/stock';
import type { ProductRef } from './lineModel';

/** Query keys of the stock feature (TanStack's key-factory pattern). */
export const stockKeys = {
  all: ['stock'] as const,
  productSearches: () => [...stockKeys.all, 'product-search'] as const,
  productSearch: (query: string) => [...stockKeys.productSearches(), query] as const,
  skus: () => [...stockKeys.all, 'sku'] as const,
  sku: (sku: string) => [...stockKeys.skus(), sku.trim().toUpperCase()] as const,
  apply: () => [...stockKeys.all, 'apply'] as const,
};

/** Search results shown in the product cell's list. */
export const PICKER_PAGE_SIZE = 8;
/** How many matches of an exact-SKU lookup are looked through for the exact one. */
const SKU_PAGE_SIZE = 100;

export function toProductRef(item: ProductSearchItem): ProductRef {
  return {
    id: item.id,
    name: item.name ?? null,
    sku: item.sku ?? null,
    available: item.stock_available ?? null,
    reserved: item.reserved ?? null,
    ...(item.measurement === undefined ? {} : { measurement: item.measurement }),
  };
}

/** Products whose name, SKU, code or reference holds `query` (the product cell's list). */
export function productPickerQuery(query: string) {
  return queryOptions({
    queryKey: stockKeys.productSearch(query.trim()),
    queryFn: async ({ signal }) => {
      const page = await searchProducts({ query: query.trim(), page: 1, page_size: PICKER_PAGE_SIZE }, { signal });
      return (page.items ?? []).map(toProductRef);
    },
    staleTime: 30_000,
  });
}

export function useProductPicker(query: string, enabled: boolean) {
  return useQuery({ ...productPickerQuery(query), enabled: enabled && query.trim() !== '', placeholderData: keepPreviousData });
}

/**
 * The product whose SKU is exactly `sku` (case-insensitive), or null: the search by text,
 * then the item whose sku equals it.
 */
export function skuQuery(sku: string) {
  const wanted = sku.trim().toUpperCase();
  return queryOptions({
    queryKey: stockKeys.sku(wanted),
    queryFn: async ({ signal }): Promise<ProductRef | null> => {
      const page = await searchProducts({ query: sku.trim(), page: 1, page_size: SKU_PAGE_SIZE, sort: { field: 'sku', direction: 'asc' } }, { signal });
      const item = (page.items ?? []).find((i) => (i.sku ?? '').trim().toUpperCase() === wanted);
      return item ? toProductRef(item) : null;
    },
    staleTime: 60_000,
  });
}

export function lookupSku(client: QueryClient, sku: string): Promise<ProductRef | null> {
  return client.fetchQuery(skuQuery(sku));
}

/** The cached answer of an earlier lookup, if any (a barcode scanned twice is instant). */
export function cachedSku(client: QueryClient, sku: string): ProductRef | null | undefined {
  return client.getQueryData(skuQuery(sku).queryKey);
}

export interface ApplyVariables {
  body: StockUpdateListRequest;
  /** the draft's key: the same for every retry of one batch */
  idempotencyKey: string;
}

/** Applies a batch. Never retried on its own; afterwards every stock figure read before is stale. */
export function useApplyStockBatch() {
  const queryClient = useQueryClient();
  return useMutation<StockResultEntry[], Error, ApplyVariables>({
    mutationKey: stockKeys.apply(),
    mutationFn: ({ body, idempotencyKey }) => applyStockMovements(body, { idempotencyKey }),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: stockKeys.all, refetchType: 'none' });
      // The products feature's searches show stock too.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
