import shippedConfig from '../public/config.json' with { type: 'json' };
import { runtimeConfigSchema } from '../src/config/schema.ts';
import type { ShipmentStatusRecord } from './records.ts';

/**
 * The catalogs the sandbox serves (warehouses, numerations, taxes, categories, shipment
 * statuses) come from the shipped `public/config.json`, parsed with the console's own config
 * schema, so the seed always matches what the console is configured with.
 */
export const catalog = runtimeConfigSchema.parse(shippedConfig);

export type Catalog = typeof catalog;

/** The date the shipped catalogs are said to have been created. */
export const CATALOG_CREATED_AT = '2025-01-01T00:00:00.000Z';

export const warehouseIds: ReadonlySet<string> = new Set(catalog.warehouses.map((w) => w.id));

export function findNumeration(id: string): Catalog['invoiceNumerations'][number] | undefined {
  return catalog.invoiceNumerations.find((n) => n.id === id);
}

/** The shipment status record of the catalog, as one account sees it. */
export function shipmentStatusRecord(
  statusId: string,
  accountId: string,
): ShipmentStatusRecord | null {
  const status = catalog.shipmentStatuses.find((s) => s.id === statusId);
  if (!status) return null;
  return {
    id: status.id,
    account_id: accountId,
    alias_name: status.alias_name ?? null,
    name: status.name,
    icon: null,
    active: status.active,
    required_notification: false,
    index: status.index,
    color: status.color,
    created_at: CATALOG_CREATED_AT,
    updated_at: CATALOG_CREATED_AT,
    stock_action: null,
  };
}

/** Active statuses, lowest index first. */
export const activeStatusesByIndex = catalog.shipmentStatuses
  .filter((s) => s.active)
  .sort((a, b) => a.index - b.index);

export function firstActiveStatusId(): string {
  const first = activeStatusesByIndex[0];
  if (!first) throw new Error('config.json has no active shipment status');
  return first.id;
}
