import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyStockMovements } from '../../api/stock';
import { searchProducts } from '../../api/products';
import type { ProductSearchItem, ProductSearchPage } from '../../api/schemas/product';
import type { StockResultEntry, StockUpdateListRequest } from '../../api/schemas/stock';
import {
  normalizeSku,
  productKeys,
  productSearchQuery,
  stockChanged,
} from '../../queries/products';
import { cachedScan, resolveScan } from '../../queries/productScan';
import type { ScanMatchField, ScanResolution } from '../../queries/productScan';
import type { ProductRef } from './lineModel';

/**
 * Keys of the stock feature: only its write's. Its reads are product reads
 * (src/queries/products.ts), so a product write refreshes them and a batch refreshes products.
 */
export const stockKeys = {
  all: ['stock'] as const,
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

/** A search page as the picker's list (module-level: TanStack keeps the result while the page is the same). */
function toProductRefs(page: ProductSearchPage): ProductRef[] {
  return (page.items ?? []).map(toProductRef);
}

/** Products whose name, SKU, code or reference holds `query` (the product cell's list). */
export function productPickerQuery(query: string) {
  return queryOptions({
    ...productSearchQuery({ query: query.trim(), page: 1, page_size: PICKER_PAGE_SIZE }),
    staleTime: 30_000,
    select: toProductRefs,
  });
}

export function useProductPicker(query: string, enabled: boolean) {
  return useQuery({
    ...productPickerQuery(query),
    enabled: enabled && query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * The product whose SKU is exactly `sku` (case-insensitive), or null: the search by text,
 * then the item whose sku equals it. A product read (its key is the products'), kept as the
 * grid's ProductRef only: a batch looks up hundreds.
 */
export function skuQuery(sku: string) {
  const wanted = normalizeSku(sku);
  return queryOptions({
    queryKey: productKeys.sku(wanted),
    queryFn: async ({ signal }): Promise<ProductRef | null> => {
      const page = await searchProducts(
        {
          query: sku.trim(),
          page: 1,
          page_size: SKU_PAGE_SIZE,
          sort: { field: 'sku', direction: 'asc' },
        },
        { signal },
      );
      const item = (page.items ?? []).find((i) => normalizeSku(i.sku ?? '') === wanted);
      return item ? toProductRef(item) : null;
    },
    staleTime: 60_000,
  });
}

/** The product whose SKU is exactly `sku`, or null (from the cache while fresh). */
export function lookupSku(client: QueryClient, sku: string): Promise<ProductRef | null> {
  return client.query(skuQuery(sku));
}

/** The cached answer of an earlier lookup, if any (a barcode scanned twice is instant). */
export function cachedSku(client: QueryClient, sku: string): ProductRef | null | undefined {
  return client.getQueryData(skuQuery(sku).queryKey);
}

/** A scanned or typed code as the grid's products: one found, several to choose from, or none. */
export type ProductResolution =
  | { kind: 'found'; by: ScanMatchField; product: ProductRef }
  | { kind: 'several'; by: ScanMatchField; products: ProductRef[] }
  | { kind: 'none' };

export function toProductResolution(r: ScanResolution): ProductResolution {
  switch (r.kind) {
    case 'found':
      return { kind: 'found', by: r.by, product: toProductRef(r.item) };
    case 'several':
      return { kind: 'several', by: r.by, products: r.items.map(toProductRef) };
    case 'none':
      return r;
  }
}

export interface ProductReader {
  /** What the code is: an exact SKU, else barcode (`code`), else `reference` (src/queries/productScan.ts). */
  resolve: (code: string) => Promise<ProductResolution>;
  /** An earlier answer for the code; undefined when never asked. */
  cached: (code: string) => ProductResolution | undefined;
}

/** Code resolutions bound to this session's cache (the same object for the page's life). */
export function useProductReader(): ProductReader {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      resolve: async (code) => toProductResolution(await resolveScan(queryClient, code)),
      cached: (code) => {
        const r = cachedScan(queryClient, code);
        return r === undefined ? undefined : toProductResolution(r);
      },
    }),
    [queryClient],
  );
}

export interface ApplyVariables {
  body: StockUpdateListRequest;
  /** the draft's key: the same for every retry of one batch */
  idempotencyKey: string;
}

/** Applies a batch. Never retried on its own; afterwards every product figure read before is stale. */
export function useApplyStockBatch() {
  const queryClient = useQueryClient();
  return useMutation<StockResultEntry[], Error, ApplyVariables>({
    mutationKey: stockKeys.apply(),
    mutationFn: ({ body, idempotencyKey }) => applyStockMovements(body, { idempotencyKey }),
    retry: false,
    onSuccess: () => stockChanged(queryClient),
  });
}
