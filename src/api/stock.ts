import { callRoute } from './client';
import type { WriteOptions } from './client';
import { STOCK_ROUTES } from './contract/stock';
import type { StockResultEntry, StockUpdateListRequest } from './schemas/stock';

/** An atomic batch of 1..1000 movements. Answers one entry per distinct (warehouse_id,
 * product_id) pair touched, in order of first appearance. */
export function applyStockMovements(
  body: StockUpdateListRequest,
  opts: WriteOptions = {},
): Promise<StockResultEntry[]> {
  return callRoute(STOCK_ROUTES.applyStockMovements, {
    body,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
