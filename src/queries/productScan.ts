import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { searchProducts } from '../api/products';
import type { ProductSearchItem } from '../api/schemas/product';
import { productKeys, productQuery } from './products';

/*
 * What a scanned (or typed) code stands for: an exact SKU, else an exact `code` (the barcode,
 * EAN/UPC), else an exact `reference`, compared without case or surrounding spaces. Shared by
 * every place a product is picked (the stock page's scan field and lines, order entry).
 *
 * The contract's search matches `query` word by word (accents and case ignored) against name, sku, code and reference, but a
 * search item carries only id, name and sku: the SKU is checked on the item, the code and the
 * reference on the product itself (GET /v1/products/{id}, cached as the product page's read), for
 * at most SCAN_DETAIL_MAX candidates, those the name and SKU cannot explain first. Several
 * products that match at the first level that matches at all are returned to choose from,
 * never one of them picked.
 *
 *   ['products', 'list', 'scan', CODE]   the resolution of one code (refreshed by any product or stock write)
 */

export type ScanMatchField = 'sku' | 'code' | 'reference';

export type ScanResolution =
  | { kind: 'found'; by: ScanMatchField; item: ProductSearchItem }
  | { kind: 'several'; by: ScanMatchField; items: ProductSearchItem[] }
  | { kind: 'none' };

/** The code and reference of a candidate (from its product record). */
export interface ScanDetail {
  code: string | null | undefined;
  reference: string | null | undefined;
}

/** Search results looked through for an exact match. */
export const SCAN_PAGE_SIZE = 100;
/** Candidates whose product record is read for their code and reference. */
export const SCAN_DETAIL_MAX = 20;

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

const same = (a: string | null | undefined, wanted: string) =>
  a != null && normalizeCode(a) === wanted;

/** The items that match at the first level that matches: SKU, then code, then reference. */
export function resolveScanMatches(
  code: string,
  items: readonly ProductSearchItem[],
  details: ReadonlyMap<string, ScanDetail>,
): ScanResolution {
  const wanted = normalizeCode(code);
  if (wanted === '') return { kind: 'none' };
  const levels: [ScanMatchField, (item: ProductSearchItem) => boolean][] = [
    ['sku', (item) => same(item.sku, wanted)],
    ['code', (item) => same(details.get(item.id)?.code, wanted)],
    ['reference', (item) => same(details.get(item.id)?.reference, wanted)],
  ];
  for (const [by, matches] of levels) {
    const hits = items.filter(matches);
    const [first] = hits;
    if (hits.length === 1 && first) return { kind: 'found', by, item: first };
    if (hits.length > 1) return { kind: 'several', by, items: hits };
  }
  return { kind: 'none' };
}

/**
 * The search items whose code and reference must be read: none when one has the exact SKU
 * (SKUs are unique per account); else those whose name and SKU do not hold the code (they
 * matched by code or reference) first, then the others, at most SCAN_DETAIL_MAX.
 */
export function scanCandidates(
  code: string,
  items: readonly ProductSearchItem[],
): ProductSearchItem[] {
  const wanted = normalizeCode(code);
  if (items.some((i) => same(i.sku, wanted))) return [];
  const explained = (i: ProductSearchItem) =>
    (i.name ?? '').toUpperCase().includes(wanted) || (i.sku ?? '').toUpperCase().includes(wanted);
  const first = items.filter((i) => !explained(i));
  const rest = items.filter(explained);
  return [...first, ...rest].slice(0, SCAN_DETAIL_MAX);
}

async function resolve(
  client: QueryClient,
  code: string,
  signal: AbortSignal,
): Promise<ScanResolution> {
  const page = await searchProducts(
    {
      query: code.trim(),
      page: 1,
      page_size: SCAN_PAGE_SIZE,
      sort: { field: 'sku', direction: 'asc' },
    },
    { signal },
  );
  const items = page.items ?? [];
  const details = new Map<string, ScanDetail>();
  await Promise.all(
    scanCandidates(code, items).map(async (item) => {
      const product = await client.query({ ...productQuery(item.id), staleTime: 60_000 });
      details.set(item.id, { code: product.code, reference: product.reference });
    }),
  );
  return resolveScanMatches(code, items, details);
}

/** The resolution of one scanned or typed code (a product read: any product or stock write refreshes it). */
export function scanQuery(code: string) {
  return queryOptions({
    queryKey: [...productKeys.lists(), 'scan', normalizeCode(code)] as const,
    queryFn: ({ client, signal }) => resolve(client, code, signal),
    staleTime: 60_000,
  });
}

/** Resolves a code (from the cache while fresh). */
export function resolveScan(client: QueryClient, code: string): Promise<ScanResolution> {
  return client.query(scanQuery(code));
}

/** An earlier resolution of the code, if any (the same barcode scanned twice is instant). */
export function cachedScan(client: QueryClient, code: string): ScanResolution | undefined {
  return client.getQueryData(scanQuery(code).queryKey);
}
