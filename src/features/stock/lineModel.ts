import { z } from 'zod/mini';
import { checkMovement } from '../../domain/stock';
import type { OnHandOperation } from '../../domain/stock';
import { quantityDecimals } from '../../domain/measurement';
import {
  entryIsBlank,
  entryNumber,
  entryProblem,
  keyWithParams,
  numberField,
} from '../../ui/formFields';
import type { WarehouseResolver } from './warehouseNames';

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

/** The operations of the contract's movements (and of scans). */
export const OPERATIONS = ['add', 'remove'] as const;
export type Operation = (typeof OPERATIONS)[number];
/**
 * A line's operations: the contract's two, and two that change only `reserved`, each sent as a
 * pair of movements of the same quantity in the same atomic batch (batchRequest.ts
 * `toMovements`): "reserve on hand" = add+reserve then remove, "release, keep on hand" =
 * remove+release then add. Stock is unchanged; reserved goes up or down by the quantity.
 */
export const LINE_OPERATIONS = ['add', 'remove', 'reserveOnHand', 'releaseOnHand'] as const;
export type LineOperation = (typeof LINE_OPERATIONS)[number];

/** Does this operation change only `reserved` (two movements, one line)? */
export function isOnHand(op: LineOperation): op is OnHandOperation {
  return op === 'reserveOnHand' || op === 'releaseOnHand';
}

/** A typed or stored operation, `add` for anything else. */
export function lineOperation(value: string): LineOperation {
  return (LINE_OPERATIONS as readonly string[]).includes(value) ? (value as LineOperation) : 'add';
}
export const RESERVATION_CHOICES = ['', 'reserve', 'release'] as const;
/** '' = no reservation. */
export type ReservationChoice = (typeof RESERVATION_CHOICES)[number];

export const LOCATION_MAX = 100;
export const COMMENT_MAX = 500;
export const WAREHOUSE_MAX = 100;
export const SKU_MAX = 100;

/** The product a line moves, with what the product search said about it when it was chosen. */
export const productRefSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  /** stock_available summed over warehouses, when known */
  available: z.nullable(z.number()),
  /** reserved summed over warehouses, when known */
  reserved: z.nullable(z.number()),
  /** the product's measurement (whole units unless weighed or measured); absent when the service did not say */
  measurement: z.optional(z.nullable(z.string())),
});
export type ProductRef = z.output<typeof productRefSchema>;

/** State of the exact-SKU lookup of a line whose product is not chosen yet. */
export const lookupSchema = z.nullable(z.enum(['pending', 'missing', 'failed']));

export const lineValuesSchema = z.object({
  warehouse: z.string().check(z.maxLength(WAREHOUSE_MAX)),
  /** What is typed in the product cell (the SKU once a product is chosen). */
  skuText: z.string().check(z.maxLength(SKU_MAX)),
  product: z.nullable(productRefSchema),
  lookup: lookupSchema,
  operation: z.enum(LINE_OPERATIONS),
  quantity: z.string().check(z.maxLength(40)),
  reservation: z.enum(RESERVATION_CHOICES),
  location: z.string().check(z.maxLength(LOCATION_MAX)),
  unitCost: z.string().check(z.maxLength(40)),
  comment: z.string().check(z.maxLength(COMMENT_MAX)),
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

export function blankValues(
  defaults: Partial<Pick<LineValues, 'warehouse' | 'operation'>> = {},
): LineValues {
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

/** Fields that hold a number entry (src/lib/numbers.ts): typed the person's way. */
export function isNumberField(field: LineField): field is 'quantity' | 'unitCost' {
  return field === 'quantity' || field === 'unitCost';
}

/** The reservations the contract allows with an operation, 'none' ('') first (an on-hand operation carries its own). */
export function reservationChoices(op: LineOperation): ReservationChoice[] {
  if (isOnHand(op)) return [''];
  return op === 'add' ? ['', 'reserve'] : ['', 'release'];
}

/** What a line checks, beyond its own values: the configured warehouses (an unknown one is an error). */
export interface LineContext {
  warehouses?: WarehouseResolver | null;
}

/**
 * The zod schema of each text field. A line is checked field by field, and a field's verdict
 * is remembered per value (quantities, costs and warehouses repeat across a pasted batch), so
 * checking 1,000 pasted lines costs little more than checking their distinct values.
 */
const FIELD_SCHEMAS = {
  warehouse: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.required'),
      z.maxLength(WAREHOUSE_MAX, 'stock:errors.tooLong'),
    ),
  location: z.string().check(z.maxLength(LOCATION_MAX, 'stock:errors.tooLong')),
  unitCost: numberField({ decimals: 2 }),
  comment: z.string().check(z.maxLength(COMMENT_MAX, 'stock:errors.tooLong')),
} as const;
type TextField = keyof typeof FIELD_SCHEMAS;
const TEXT_FIELDS = Object.keys(FIELD_SCHEMAS) as TextField[];

const VERDICTS_MAX = 4000;
const verdicts = new Map<TextField, Map<string, string | null>>(
  TEXT_FIELDS.map((f) => [f, new Map()]),
);

function fieldError(field: TextField, value: string): string | null {
  const known = verdicts.get(field);
  const cached = known?.get(value);
  if (cached !== undefined) return cached;
  const parsed = FIELD_SCHEMAS[field].safeParse(value);
  const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'form.invalid');
  if (known) {
    if (known.size >= VERDICTS_MAX) known.clear();
    known.set(value, message);
  }
  return message;
}

const quantityVerdicts = new Map<string, string | null>();

/** A quantity's message: more than zero, in whole units unless the product is weighed or measured. */
function quantityError(entry: string, decimals: number): string | null {
  const key = `${decimals}|${entry}`;
  const cached = quantityVerdicts.get(key);
  if (cached !== undefined) return cached;
  const message = entryProblem(entry, { required: true, min: 'positive', decimals, units: true });
  if (quantityVerdicts.size >= VERDICTS_MAX) quantityVerdicts.clear();
  quantityVerdicts.set(key, message);
  return message;
}

/** The client's errors of one line (empty for a blank line): zod per field, then the contract's movement rules. */
export function validateLine(v: LineValues, ctx: LineContext = {}): FieldErrors {
  if (isBlank(v)) return {};
  const errors: FieldErrors = {};
  const quantityMessage = quantityError(v.quantity, quantityDecimals(v.product?.measurement));
  if (quantityMessage !== null) errors.quantity = quantityMessage;
  for (const field of TEXT_FIELDS) {
    // A cost typed on a line that then became a removal is kept, but neither checked nor sent.
    if (field === 'unitCost' && v.operation !== 'add') continue;
    const message = fieldError(field, v[field]);
    if (message !== null) errors[field] = message;
  }
  // A warehouse is a configured one, by id or by name; anything else the service refuses (422).
  if (
    errors.warehouse === undefined &&
    ctx.warehouses &&
    ctx.warehouses.resolve(v.warehouse) === null
  ) {
    errors.warehouse = keyWithParams('stock:warehouses.unknown', { warehouse: v.warehouse.trim() });
  }

  // The contract's movement rules (src/domain/stock.ts), where they can say something the
  // field checks did not: the reservation that goes with the operation, a cost on additions only.
  const unitCost =
    v.operation === 'add' && !entryIsBlank(v.unitCost) ? entryNumber(v.unitCost) : null;
  if (isOnHand(v.operation)) {
    // The reservation goes with the operation itself; a choice left from an earlier operation is not sent.
    if (v.reservation !== '') errors.reservation = 'stock:errors.reservationNotAllowed';
  } else if (v.reservation !== '' || unitCost !== null) {
    const quantity = entryNumber(v.quantity);
    const rules = checkMovement({
      warehouse_id: v.warehouse,
      product_id: v.product?.id ?? '',
      operation: v.operation,
      quantity: quantity !== null && quantity > 0 ? quantity : 1,
      reservation: v.reservation === '' ? null : v.reservation,
      unit_cost: unitCost,
    });
    for (const e of rules) {
      if (e.path === 'reservation' && errors.reservation === undefined)
        errors.reservation = 'stock:errors.reservationNotAllowed';
      else if (e.path === 'unit_cost' && errors.unitCost === undefined)
        errors.unitCost = 'form.nonNegative';
    }
  }

  if (v.product === null) {
    if (v.lookup === 'missing') errors.product = 'stock:errors.unknownSku';
    else if (v.lookup === 'failed') errors.product = 'stock:errors.lookupFailed';
    else if (v.lookup !== 'pending')
      errors.product =
        v.skuText.trim() === '' ? 'stock:errors.productRequired' : 'stock:errors.choose';
  }
  return errors;
}

export function isLineField(s: string): s is LineField {
  return (LINE_FIELDS as readonly string[]).includes(s);
}

/**
 * The first field of the line with a message (server's first), or null. Client messages count
 * on fields the person has touched, or on every field when `showAll`.
 */
export function firstProblem(
  line: Pick<Line, 'errors' | 'server' | 'touched'>,
  showAll = true,
): { field: LineField; message: string } | null {
  for (const field of LINE_FIELDS) {
    const message = line.server[field];
    if (message !== undefined) return { field, message };
  }
  for (const field of LINE_FIELDS) {
    const message = line.errors[field];
    if (message !== undefined && (showAll || (line.touched & fieldBit(field)) !== 0))
      return { field, message };
  }
  return null;
}
