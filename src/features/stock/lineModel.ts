import { z } from 'zod';
import { checkMovement } from '../../domain/stock';
import { decimalText, parseDecimal } from '../../ui/formFields';

/**
 * One line of a stock movement batch as the person edits it: text as typed, the chosen
 * product (with the stock figures the product search reported), and the per-line checks
 * (zod for the fields, src/domain/stock.ts for the contract's movement rules).
 */
export const LINE_FIELDS = [
  'warehouse',
  'product',
  'operation',
  'quantity',
  'reservation',
  'location',
  'unitCost',
  'comment',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export const OPERATIONS = ['add', 'remove'] as const;
export type Operation = (typeof OPERATIONS)[number];
export const RESERVATION_CHOICES = ['', 'reserve', 'release'] as const;
/** '' = no reservation. */
export type ReservationChoice = (typeof RESERVATION_CHOICES)[number];

export const LOCATION_MAX = 100;
export const COMMENT_MAX = 500;
export const WAREHOUSE_MAX = 100;
export const SKU_MAX = 100;

/** The product a line moves, with what the product search said about it when it was chosen. */
export const productRefSchema = z.object({
  id: z.string().min(1),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  /** stock_available summed over warehouses, when known */
  available: z.number().nullable(),
  /** reserved summed over warehouses, when known */
  reserved: z.number().nullable(),
});
export type ProductRef = z.output<typeof productRefSchema>;

/** State of the exact-SKU lookup of a line whose product is not chosen yet. */
export const lookupSchema = z.enum(['pending', 'missing', 'failed']).nullable();
export type Lookup = z.output<typeof lookupSchema>;

export const lineValuesSchema = z.object({
  warehouse: z.string().max(WAREHOUSE_MAX),
  /** What is typed in the product cell (the SKU once a product is chosen). */
  skuText: z.string().max(SKU_MAX),
  product: productRefSchema.nullable(),
  lookup: lookupSchema,
  operation: z.enum(OPERATIONS),
  quantity: z.string().max(40),
  reservation: z.enum(RESERVATION_CHOICES),
  location: z.string().max(LOCATION_MAX),
  unitCost: z.string().max(40),
  comment: z.string().max(COMMENT_MAX),
});
export type LineValues = z.output<typeof lineValuesSchema>;

/** Messages: i18n keys (client checks) or server sentences (409/422 `details`). */
export type FieldErrors = Partial<Record<LineField, string>>;

export interface Line extends LineValues {
  id: string;
  /** The client's checks of this line (i18n keys). */
  errors: FieldErrors;
  /** What the server said about this line's fields at the last apply; a field's message goes when it is edited. */
  server: FieldErrors;
  /** Bit per field (LINE_FIELDS order) the person has left or edited: its errors show. */
  touched: number;
}

export const ALL_TOUCHED = (1 << LINE_FIELDS.length) - 1;

export function fieldBit(field: LineField): number {
  return 1 << LINE_FIELDS.indexOf(field);
}

export function blankValues(defaults: Partial<Pick<LineValues, 'warehouse' | 'operation'>> = {}): LineValues {
  return {
    warehouse: defaults.warehouse ?? '',
    skuText: '',
    product: null,
    lookup: null,
    operation: defaults.operation ?? 'add',
    quantity: '',
    reservation: '',
    location: '',
    unitCost: '',
    comment: '',
  };
}

/**
 * A line nobody has started: no product, no quantity, nothing optional. Blank lines are
 * neither checked nor sent (a spreadsheet's trailing empty row), whatever their warehouse
 * and operation defaults say.
 */
export function isBlank(v: LineValues): boolean {
  return (
    v.product === null &&
    v.skuText.trim() === '' &&
    v.quantity.trim() === '' &&
    v.reservation === '' &&
    v.location.trim() === '' &&
    v.unitCost.trim() === '' &&
    v.comment.trim() === ''
  );
}

/** The reservations the contract allows with an operation, 'none' ('') first. */
export function reservationChoices(op: Operation): ReservationChoice[] {
  return op === 'add' ? ['', 'reserve'] : ['', 'release'];
}

const quantityText = decimalText({ required: true, min: 'positive', maxDecimals: 6 });
const unitCostText = decimalText({ maxDecimals: 2 });

const lineSchema = z
  .object({
    warehouse: z.string().trim().min(1, 'form.required').max(WAREHOUSE_MAX, 'stock:errors.tooLong'),
    product: z.unknown(),
    operation: z.enum(OPERATIONS),
    quantity: quantityText,
    reservation: z.enum(RESERVATION_CHOICES),
    location: z.string().max(LOCATION_MAX, 'stock:errors.tooLong'),
    unitCost: unitCostText,
    comment: z.string().max(COMMENT_MAX, 'stock:errors.tooLong'),
  })
  .superRefine((v, ctx) => {
    // The contract's movement rules, from the shared domain module.
    const quantity = parseDecimal(v.quantity);
    const unitCost = v.unitCost.trim() === '' ? null : parseDecimal(v.unitCost);
    const errors = checkMovement({
      warehouse_id: v.warehouse,
      product_id: '',
      operation: v.operation,
      quantity: quantity ?? 1,
      reservation: v.reservation === '' ? null : v.reservation,
      // A cost typed on a line that then became a removal is kept, but neither checked nor sent.
      unit_cost: v.operation === 'add' ? unitCost : null,
    });
    for (const e of errors) {
      if (e.path === 'reservation') {
        ctx.addIssue({ code: 'custom', path: ['reservation'], message: 'stock:errors.reservationNotAllowed' });
      } else if (e.path === 'unit_cost' && unitCost !== null) {
        ctx.addIssue({ code: 'custom', path: ['unitCost'], message: 'stock:errors.unitCostOnRemove' });
      }
    }
  });

/** The client's errors of one line (empty for a blank line). */
export function validateLine(v: LineValues): FieldErrors {
  if (isBlank(v)) return {};
  const errors: FieldErrors = {};
  const parsed = lineSchema.safeParse(v);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && isLineField(field) && errors[field] === undefined) {
        errors[field] = issue.message;
      }
    }
  }
  if (v.product === null && errors.product === undefined) {
    if (v.lookup === 'missing') errors.product = 'stock:errors.unknownSku';
    else if (v.lookup === 'failed') errors.product = 'stock:errors.lookupFailed';
    else if (v.lookup !== 'pending') errors.product = v.skuText.trim() === '' ? 'stock:errors.productRequired' : 'stock:errors.choose';
  }
  return errors;
}

export function isLineField(s: string): s is LineField {
  return (LINE_FIELDS as readonly string[]).includes(s);
}

/** The first field of the line with a message (server's first), or null. */
export function firstProblem(line: Pick<Line, 'errors' | 'server'>): { field: LineField; message: string } | null {
  for (const source of [line.server, line.errors]) {
    for (const field of LINE_FIELDS) {
      const message = source[field];
      if (message !== undefined) return { field, message };
    }
  }
  return null;
}
