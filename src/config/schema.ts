import { z } from 'zod/mini';
import { checkNit, nitCheckDigit } from '../domain/nit.ts';

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
  /** The DIAN resolution that authorises this numeration, printed on its invoices as written. */
  resolution: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(600))),
});

/** A tax of the catalog: a percentage tax (`percentage`) or a fixed amount per unit (`value`). */
export const taxConfigSchema = z
  .object({
    id: nonEmpty(),
    name: nonEmpty(),
    percentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
    value: z.optional(z.number().check(z.gte(0))),
    included: z._default(z.boolean(), false),
    /** A new order line starts with every default tax (e.g. IVA 19 %). */
    default: z.optional(z.boolean()),
  })
  .check(
    z.refine((t) => (t.percentage === undefined) !== (t.value === undefined), {
      message: 'a tax needs exactly one of "percentage" or "value"',
    }),
  );

/**
 * A NIT written with its check digit ("900123456-8", "900.123.456-8"), checked with the DIAN
 * algorithm and kept as digits, dash, check digit.
 */
export const nitWithCheckDigitSchema = z.pipe(
  z.string().check(
    z.superRefine((value, ctx) => {
      const nit = checkNit(value);
      if (!nit.ok && nit.reason === 'check_digit') {
        const base = value.replace(/[\s.]/g, '').split('-')[0] ?? '';
        ctx.addIssue({
          code: 'custom',
          message: `the check digit of NIT ${base} is ${nit.expected ?? '?'}, not ${value.trim().slice(-1)}`,
        });
      } else if (!nit.ok) {
        ctx.addIssue({
          code: 'custom',
          message:
            'a NIT with its check digit, such as "900123456-8" (digits, a dash, the check digit)',
        });
      } else if (nit.checkDigit === null) {
        ctx.addIssue({
          code: 'custom',
          message: `the NIT needs its check digit: "${nit.base}-${nitCheckDigit(nit.base)}"`,
        });
      }
    }),
  ),
  z.transform((value) => {
    const nit = checkNit(value);
    return nit.ok ? `${nit.base}-${nit.checkDigit ?? nitCheckDigit(nit.base)}` : value;
  }),
);

/**
 * A file served beside config.json ("logo.svg", "brand/logo.png"): a relative path, so the
 * image comes from the console's own origin, which the Content-Security-Policy allows
 * (img-src 'self'), and moves with the deployment's base path.
 */
export const besideConfigPathSchema = z.string().check(
  z.refine(
    (v) =>
      /^(?!\/)(?![a-z][a-z0-9+.-]*:)[\w.~-]+(\/[\w.~-]+)*$/i.test(v) &&
      !v.split('/').includes('..'),
    {
      message:
        'a file path beside config.json, such as "logo.svg" (no http(s) address: images load from the console\'s own origin)',
    },
  ),
);

/**
 * The business that sells: printed as the seller on invoices. A deployment without it still
 * runs; its printed documents carry no seller block (the console never names itself as the
 * seller) and the order page says what to add.
 */
export const businessConfigSchema = z.object({
  legalName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  taxId: nitWithCheckDigitSchema,
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  phone: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  email: z.email({ message: 'an email address, such as ventas@example.com' }),
  logoUrl: z.optional(besideConfigPathSchema),
});

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
  business: z.optional(businessConfigSchema),
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
export type InvoiceNumerationConfig = z.output<typeof invoiceNumerationConfigSchema>;
export type ShipmentStatusConfig = z.output<typeof shipmentStatusConfigSchema>;
