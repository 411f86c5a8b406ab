import { z } from 'zod/mini';

/**
 * A category's or shipment status's name in the console's languages (`{ "es": "Pendiente" }`),
 * shown instead of `name` when the console speaks that language. Only these two catalogs are
 * display-only: warehouse names are read back from pasted rows and tax names are sent with an
 * order, so those keep one name.
 */
export const localizedNamesSchema = z.optional(
  z.object({
    en: z.optional(z.string().check(z.minLength(1))),
    es: z.optional(z.string().check(z.minLength(1))),
  }),
);

const nonEmpty = () => z.string().check(z.minLength(1));

/** Runtime configuration served as `config.json` beside index.html (CONTRACT.md "Runtime configuration"). */
export const warehouseConfigSchema = z.object({ id: nonEmpty(), name: nonEmpty() });

export const invoiceNumerationConfigSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  prefix: z.string(),
});

/** A tax of the catalog: a percentage tax (`percentage`) or a fixed amount per unit (`value`). */
export const taxConfigSchema = z
  .object({
    id: nonEmpty(),
    name: nonEmpty(),
    percentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
    value: z.optional(z.number().check(z.gte(0))),
    included: z._default(z.boolean(), false),
  })
  .check(
    z.refine((t) => (t.percentage === undefined) !== (t.value === undefined), {
      message: 'a tax needs exactly one of "percentage" or "value"',
    }),
  );

export const categoryConfigSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  names: localizedNamesSchema,
});

export const shipmentStatusConfigSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  names: localizedNamesSchema,
  alias_name: z.optional(z.string()),
  index: z.number().check(z.int()),
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1e88e5')),
  active: z._default(z.boolean(), true),
});

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.pipe(
    z.string().check(
      z.refine((v) => v === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
        message: 'an http(s) URL, or "" for the same origin',
      }),
    ),
    z.transform((v) => v.replace(/\/+$/, '')),
  ),
  environmentLabel: z.string().check(z.minLength(1), z.maxLength(40)),
  locale: z._default(z.enum(['en', 'es']), 'en'),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as COP')),
  sendIdempotencyKey: z._default(z.boolean(), true),
  sessionIdleMinutes: z._default(z.number().check(z.int(), z.gte(1), z.lte(24 * 60)), 30),
  warehouses: z.array(warehouseConfigSchema).check(z.minLength(1)),
  invoiceNumerations: z._default(z.array(invoiceNumerationConfigSchema), []),
  taxes: z._default(z.array(taxConfigSchema), []),
  categories: z._default(z.array(categoryConfigSchema), []),
  shipmentStatuses: z.array(shipmentStatusConfigSchema).check(z.minLength(1)),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
export type WarehouseConfig = z.output<typeof warehouseConfigSchema>;
export type TaxConfig = z.output<typeof taxConfigSchema>;
export type ShipmentStatusConfig = z.output<typeof shipmentStatusConfigSchema>;
