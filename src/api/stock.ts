import { request } from './client';
import type { WriteOptions } from './client';
import { stockResultListSchema } from './schemas/stock';
import type { StockResultEntry, StockUpdateListRequest } from './schemas/stock';

/** POST /v1/warehouse-products/stock/update-list: an atomic batch of 1..1000 movements. Answers one
 * entry per distinct (warehouse_id, product_id) pair touched, in order of first appearance. */
export function applyStockMovements(
  body: StockUpdateListRequest,
  opts: WriteOptions = {},
): Promise<StockResultEntry[]> {
  return request({
    method: 'POST',
    path: '/v1/warehouse-products/stock/update-list',
    body,
    schema: stockResultListSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
