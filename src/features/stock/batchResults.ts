import { z } from 'zod/mini';
import type { StockMovement, StockResultEntry } from '../../api/schemas/stock';
import { toBig, toNumber } from '../../domain/money';

/**
 * The results table of an applied batch: stock and reserved after the batch per
 * (warehouse, product), as the service answered, with the figures before and the difference.
 * The batch is atomic, so the figures before are the answer minus the batch's own movements
 * on that pair (what applyMovement adds, taken back).
 */
export const resultRowSchema = z.object({
  warehouse_id: z.string(),
  product_id: z.string(),
  name: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  stockBefore: z.nullable(z.number()),
  stockAfter: z.nullable(z.number()),
  reservedBefore: z.nullable(z.number()),
  reservedAfter: z.nullable(z.number()),
});
export type ResultRow = z.output<typeof resultRowSchema>;

export interface ProductLabel {
  name: string | null;
  sku: string | null;
}

function pairKey(warehouse: string, product: string): string {
  return JSON.stringify([warehouse, product]);
}

export function buildResultRows(
  entries: readonly StockResultEntry[],
  movements: readonly StockMovement[],
  labels: ReadonlyMap<string, ProductLabel>,
): ResultRow[] {
  const change = new Map<
    string,
    { stock: ReturnType<typeof toBig>; reserved: ReturnType<typeof toBig> }
  >();
  for (const m of movements) {
    const key = pairKey(m.warehouse_id, m.product_id);
    const c = change.get(key) ?? { stock: toBig(0), reserved: toBig(0) };
    const q = toBig(m.quantity);
    c.stock = m.operation === 'add' ? c.stock.plus(q) : c.stock.minus(q);
    if (m.reservation === 'reserve') c.reserved = c.reserved.plus(q);
    if (m.reservation === 'release') c.reserved = c.reserved.minus(q);
    change.set(key, c);
  }
  return entries.map((e) => {
    const warehouse = e.warehouse_id ?? '';
    const product = e.product_id ?? '';
    const c = change.get(pairKey(warehouse, product));
    const stockAfter = e.stock ?? null;
    const reservedAfter = e.reserved ?? null;
    const label = labels.get(product);
    return {
      warehouse_id: warehouse,
      product_id: product,
      name: label?.name ?? null,
      sku: label?.sku ?? null,
      stockAfter,
      reservedAfter,
      stockBefore: c && stockAfter !== null ? toNumber(toBig(stockAfter).minus(c.stock)) : null,
      reservedBefore:
        c && reservedAfter !== null ? toNumber(toBig(reservedAfter).minus(c.reserved)) : null,
    };
  });
}

/** after - before, exact; null when either is unknown. */
export function difference(before: number | null, after: number | null): number | null {
  if (before === null || after === null) return null;
  return toNumber(toBig(after).minus(before));
}
