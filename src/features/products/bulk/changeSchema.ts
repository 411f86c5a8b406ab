import { z } from 'zod/mini';
import { PRICE_LISTS, PRODUCT_STATUSES } from '../../../api/schemas/product';
import { isDecimalString } from '../../../lib/numbers';

/*
 * The shape of a bulk change (what the persisted job keeps): light, loaded with the products
 * page. The rules that compute new values are in bulkChange.ts (loaded with the editor).
 */

export const PRICE_FIELDS = PRICE_LISTS;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The product fields a bulk edit writes. */
export const BULK_FIELDS = [...PRICE_FIELDS, 'status', 'category_id'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

const decimal = () => z.string().check(z.refine(isDecimalString, 'a decimal'));

export const bulkChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set'), field: z.enum(PRICE_FIELDS), value: decimal() }),
  z.object({ kind: z.literal('percent'), field: z.enum(PRICE_FIELDS), value: decimal() }),
  z.object({ kind: z.literal('status'), value: z.enum(PRODUCT_STATUSES) }),
  z.object({ kind: z.literal('category'), value: z.string().check(z.minLength(1)) }),
]);
/** A change; `value` of a price change is a canonical decimal string ("1200.5", "-10"). */
export type BulkChange = z.output<typeof bulkChangeSchema>;

/** A field's value as read and written: a price, a status, a category id; null when unset. */
export type FieldValue = number | string | null;

export function isPriceField(field: BulkField): field is PriceField {
  return (PRICE_FIELDS as readonly string[]).includes(field);
}
