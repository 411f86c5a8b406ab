import { z } from 'zod';

/**
 * A category's or shipment status's name in the console's languages (`{ "es": "Pendiente" }`),
 * shown instead of `name` when the console speaks that language. Only these two catalogs are
 * display-only: warehouse names are read back from pasted rows and tax names are sent with an
 * order, so those keep one name.
 */
export const localizedNamesSchema = z.object({ en: z.string().min(1).optional(), es: z.string().min(1).optional() }).optional();

/** Runtime configuration served as `config.json` beside index.html (CONTRACT.md "Runtime configuration"). */
export const warehouseConfigSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });

export const invoiceNumerationConfigSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  prefix: z.string(),
});

/** A tax of the catalog: a percentage tax (`percentage`) or a fixed amount per unit (`value`). */
export const taxConfigSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    percentage: z.number().min(0).max(100).optional(),
    value: z.number().min(0).optional(),
    included: z.boolean().default(false),
  })
  .refine((t) => (t.percentage === undefined) !== (t.value === undefined), {
    message: 'a tax needs exactly one of "percentage" or "value"',
  });

export const categoryConfigSchema = z.object({ id: z.string().min(1), name: z.string().min(1), names: localizedNamesSchema });

export const shipmentStatusConfigSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  names: localizedNamesSchema,
  alias_name: z.string().optional(),
  index: z.number().int(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1e88e5'),
  active: z.boolean().default(true),
});

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z
    .string()
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
      message: 'an http(s) URL, or "" for the same origin',
    })
    .transform((v) => v.replace(/\/+$/, '')),
  environmentLabel: z.string().min(1).max(40),
  locale: z.enum(['en', 'es']).default('en'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as COP'),
  sendIdempotencyKey: z.boolean().default(true),
  sessionIdleMinutes: z.number().int().min(1).max(24 * 60).default(30),
  warehouses: z.array(warehouseConfigSchema).min(1),
  invoiceNumerations: z.array(invoiceNumerationConfigSchema).default([]),
  taxes: z.array(taxConfigSchema).default([]),
  categories: z.array(categoryConfigSchema).default([]),
  shipmentStatuses: z.array(shipmentStatusConfigSchema).min(1),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
export type WarehouseConfig = z.output<typeof warehouseConfigSchema>;
export type TaxConfig = z.output<typeof taxConfigSchema>;
export type ShipmentStatusConfig = z.output<typeof shipmentStatusConfigSchema>;
