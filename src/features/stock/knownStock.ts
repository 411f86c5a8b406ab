import { toBig, toNumber } from '../../domain/money';
import type { RecentBatch } from './recentBatches';

/**
 * What the console knows of one warehouse's stock of a product. The service has no call that
 * reads stock per warehouse: the product search gives a product's totals over all warehouses,
 * and only the answer of a stock batch gives a (warehouse, product) pair's figures. So a pair
 * is known when a batch applied in this session touched it, as of that batch's time.
 */
export interface KnownLevel {
  warehouse_id: string;
  product_id: string;
  stock: number;
  reserved: number;
  /** when the batch that reported it was applied (ISO) */
  at: string;
}

export type KnownLevels = ReadonlyMap<string, KnownLevel>;

export const NO_KNOWN_LEVELS: KnownLevels = new Map();

/** Whether two sets of figures say the same (a new Map of the same batches, or both empty). */
export function sameKnownLevels(a: KnownLevels, b: KnownLevels): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, level] of a) {
    const other = b.get(key);
    if (
      other?.stock !== level.stock ||
      other.reserved !== level.reserved ||
      other.at !== level.at ||
      other.warehouse_id !== level.warehouse_id ||
      other.product_id !== level.product_id
    )
      return false;
  }
  return true;
}

export function knownKey(warehouse: string, product: string): string {
  return JSON.stringify([warehouse, product]);
}

/** The figures after the newest batch touching each pair (batches newest first, as stored). */
export function knownLevelsOf(batches: readonly RecentBatch[]): Map<string, KnownLevel> {
  const known = new Map<string, KnownLevel>();
  for (const batch of batches) {
    for (const row of batch.rows) {
      const key = knownKey(row.warehouse_id, row.product_id);
      if (known.has(key) || row.stockAfter === null || row.reservedAfter === null) continue;
      known.set(key, {
        warehouse_id: row.warehouse_id,
        product_id: row.product_id,
        stock: row.stockAfter,
        reserved: row.reservedAfter,
        at: batch.appliedAt,
      });
    }
  }
  return known;
}

/** The known warehouses of one product, in the configured warehouses' order then the rest. */
export function knownForProduct(
  known: KnownLevels,
  productId: string,
  order: readonly string[] = [],
): KnownLevel[] {
  const rank = (w: string) => {
    const i = order.indexOf(w);
    return i < 0 ? order.length : i;
  };
  return [...known.values()]
    .filter((k) => k.product_id === productId)
    .sort(
      (a, b) =>
        rank(a.warehouse_id) - rank(b.warehouse_id) || a.warehouse_id.localeCompare(b.warehouse_id),
    );
}

/** stock - reserved, exact. */
export function availableOf(level: { stock: number; reserved: number }): number {
  return toNumber(toBig(level.stock).minus(level.reserved));
}

/**
 * The availability a line shows: its warehouse's figure where the console knows it, else the
 * product's total over all warehouses (from the product search), said to be that.
 */
export type Availability =
  | { basis: 'warehouse'; warehouse: string; available: number; reserved: number; at: string }
  | { basis: 'total'; available: number | null; reserved: number | null };

export function availabilityOf(
  known: KnownLevels,
  warehouse: string,
  product: { id: string; available: number | null; reserved: number | null },
): Availability {
  const level = known.get(knownKey(warehouse.trim(), product.id));
  if (level)
    return {
      basis: 'warehouse',
      warehouse: level.warehouse_id,
      available: availableOf(level),
      reserved: level.reserved,
      at: level.at,
    };
  return { basis: 'total', available: product.available, reserved: product.reserved };
}
