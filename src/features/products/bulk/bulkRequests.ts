import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors';
import { updateProduct } from '../../../api/products';
import { PRODUCT_PAGE_SIZE_MAX, PRODUCT_STATUSES } from '../../../api/schemas/product';
import type {
  Product,
  ProductSearchRequest,
  ProductUpdateRequest,
} from '../../../api/schemas/product';
import { createPool } from '../../../lib/pool';
import { productKeys, productQuery, productSearchQuery } from '../../../queries/products';
import type { JobRow, RowError } from './bulkJob';
import { BULK_CONCURRENCY } from './bulkRunner';

/*
 * The bulk editor's reads and its one write. Reads go through the shared product queries (they
 * retry per the read policy); the write is one PUT with the row's key, never retried here.
 */

/**
 * The ids of every product matching `request` (its query and filters, in its sort order),
 * collected page by page, 100 at a time.
 */
export async function collectMatchingIds(
  queryClient: QueryClient,
  request: ProductSearchRequest,
  signal: AbortSignal,
  onProgress: (collected: number, total: number | null) => void,
): Promise<string[]> {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    if (signal.aborted) throw signal.reason;
    const answer = await queryClient.query({
      ...productSearchQuery({ ...request, page, page_size: PRODUCT_PAGE_SIZE_MAX }),
      staleTime: 0,
    });
    const items = answer.items ?? [];
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      ids.push(item.id);
    }
    onProgress(ids.length, answer.total_items ?? null);
    const pages = answer.total_pages ?? 0;
    if (items.length === 0 || page >= pages) return ids;
  }
}

export interface RecordsRead {
  products: Product[];
  /** Products that could not be read (deleted since, a failure after the read retries). */
  unread: { id: string; error: unknown }[];
}

/** Each product's record (fresh), at most 4 reads at a time, in the ids' order. */
export async function readRecords(
  queryClient: QueryClient,
  ids: readonly string[],
  signal: AbortSignal,
  onProgress: (read: number) => void,
): Promise<RecordsRead> {
  const pool = createPool(BULK_CONCURRENCY);
  let read = 0;
  const outcomes = await Promise.all(
    ids.map((id) =>
      pool.run(async () => {
        try {
          const product = await queryClient.query({ ...productQuery(id), staleTime: 0 });
          return { ok: true, id, product } as const;
        } catch (error) {
          return { ok: false, id, error } as const;
        } finally {
          read += 1;
          onProgress(read);
        }
      }, signal),
    ),
  );
  const products: Product[] = [];
  const unread: RecordsRead['unread'] = [];
  for (const o of outcomes) {
    if (o.ok) products.push(o.product);
    else unread.push({ id: o.id, error: o.error });
  }
  return { products, unread };
}

/** The PUT body of a row: only its field, with its new value. */
export function bodyOf(row: Pick<JobRow, 'field' | 'new'>): ProductUpdateRequest {
  const value = row.new;
  switch (row.field) {
    case 'status':
      return { status: PRODUCT_STATUSES.find((s) => s === value) ?? null };
    case 'category_id':
      return { category_id: typeof value === 'string' ? value : null };
    default:
      return { [row.field]: typeof value === 'number' ? value : null };
  }
}

/** Sends one row: `PUT /v1/products/{id}` with its own Idempotency-Key; the answer is cached. */
export async function sendRow(queryClient: QueryClient, row: JobRow): Promise<void> {
  const product = await updateProduct(row.id, bodyOf(row), { idempotencyKey: row.key });
  queryClient.setQueryData(productKeys.detail(product.id), product);
}

/** What a failed row keeps of its failure (to be described again after a reload). */
export function rowError(error: unknown): RowError {
  if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: 'unknown', message: '' };
}

/** Every product list read before is stale (the results show the new values). */
export function productsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
}
