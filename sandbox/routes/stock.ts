import type { Hono } from 'hono';
import type { StockUpdateListData } from '../../src/api/schemas/index.ts';
import { nextWeightedAverageCost, simulateBatch } from '../../src/domain/index.ts';
import { warehouseIds } from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { ApiProblem, validationFailed } from '../http.ts';
import type { ErrorDetail } from '../http.ts';
import type { StockResultEntryRecord, WarehouseProductRecord } from '../records.ts';
import { serve } from '../routeTable.ts';
import { putProduct, putStock, stockTotals } from '../store.ts';
import type { AccountState } from '../store.ts';

type Movement = StockUpdateListData['movements'][number];

/** 422 for every movement that names a warehouse or product the account does not know. */
function checkReferences(acc: AccountState, movements: readonly Movement[]): void {
  const details: ErrorDetail[] = [];
  movements.forEach((m, i) => {
    if (!warehouseIds.has(m.warehouse_id)) {
      details.push({
        path: `movements.${i}.warehouse_id`,
        message: 'is not a warehouse of the account',
      });
    }
    if (!acc.products.has(m.product_id)) {
      details.push({
        path: `movements.${i}.product_id`,
        message: 'is not a product of the account',
      });
    }
  });
  if (details.length > 0) throw validationFailed(details);
}

/**
 * Applies a batch atomically (CONTRACT.md "Warehouse stock"): everything is checked on a
 * simulation first, and the store is only touched once the whole batch is known to hold.
 */
export function applyStockBatch(
  acc: AccountState,
  movements: readonly Movement[],
  now: string,
): StockResultEntryRecord[] {
  checkReferences(acc, movements);
  const outcome = simulateBatch(movements, (warehouseId, productId) => {
    const level = acc.stock.get(productId)?.get(warehouseId);
    return { stock: level?.stock ?? 0, reserved: level?.reserved ?? 0 };
  });
  if (!outcome.ok) {
    throw new ApiProblem(
      409,
      'conflict',
      `Movement ${outcome.index + 1} cannot be applied: ${outcome.message}`,
      [{ path: outcome.path, message: outcome.message }],
    );
  }

  // Costs, in movement order, with the on-hand quantity (over all warehouses) before each one.
  const onHand = new Map<string, number>();
  const costUpdates = new Map<
    string,
    { average: number | null; last: number; count: number; quantity: number }
  >();
  for (const m of movements) {
    const product = acc.products.get(m.product_id);
    if (!product) continue;
    const before = onHand.get(m.product_id) ?? stockTotals(acc, m.product_id).stock;
    if (m.operation === 'add' && m.unit_cost !== undefined && m.unit_cost !== null) {
      const previous = costUpdates.get(m.product_id) ?? {
        average: product.cost_weighted_average,
        last: product.cost_last_purchase ?? 0,
        count: product.purchase_count,
        quantity: product.purchase_quantity,
      };
      costUpdates.set(m.product_id, {
        average: nextWeightedAverageCost({
          previousAverage: previous.average,
          onHandBefore: before,
          unitCost: m.unit_cost,
          quantity: m.quantity,
        }),
        last: m.unit_cost,
        count: previous.count + 1,
        quantity: Math.round((previous.quantity + m.quantity) * 1e6) / 1e6,
      });
    }
    const after = m.operation === 'add' ? before + m.quantity : before - m.quantity;
    onHand.set(m.product_id, Math.round(after * 1e6) / 1e6);
  }

  // Locations: the last location_code given for a pair wins.
  const locations = new Map<string, string>();
  for (const m of movements) {
    if (m.location_code !== undefined && m.location_code !== null) {
      locations.set(`${m.warehouse_id}|${m.product_id}`, m.location_code);
    }
  }

  // Apply.
  const results: StockResultEntryRecord[] = [];
  for (const entry of outcome.entries) {
    const current = acc.stock.get(entry.product_id)?.get(entry.warehouse_id);
    const record: WarehouseProductRecord = {
      warehouse_id: entry.warehouse_id,
      product_id: entry.product_id,
      stock: entry.after.stock,
      reserved: entry.after.reserved,
      location_code:
        locations.get(`${entry.warehouse_id}|${entry.product_id}`) ??
        current?.location_code ??
        null,
      updated_at: now,
    };
    putStock(acc, record);
    results.push({
      warehouse_id: record.warehouse_id,
      product_id: record.product_id,
      stock: record.stock,
      reserved: record.reserved,
    });
  }
  for (const [productId, cost] of costUpdates) {
    const product = acc.products.get(productId);
    if (!product) continue;
    putProduct(acc, {
      ...product,
      cost_weighted_average: cost.average,
      cost_last_purchase: cost.last,
      last_purchase_date: now,
      cost_updated_at: now,
      purchase_count: cost.count,
      purchase_quantity: cost.quantity,
      updated_at: now,
    });
  }
  return results;
}

export function registerStockRoutes(app: Hono, ctx: SandboxContext): void {
  serve(app, 'applyStockMovements', async (req) => {
    const acc = ctx.account(req.c);
    const data = await req.body();
    return ctx.write(acc, () => applyStockBatch(acc, data.movements, ctx.nowIso()));
  });
}
