import { z } from 'zod/mini';
import { whenObject } from '../../api/schemas/common';
import { DISCOUNT_TYPES, ORDER_ITEMS_MAX } from '../../api/schemas/order';
import type { DiscountType } from '../../api/schemas/order';
import { FRACTION_DECIMALS } from '../../domain/measurement';
import { entryProblem, numberField } from '../../ui/formFields';
import type { NumberFieldRules } from '../../ui/formFields';

/*
 * The order entry form: its values (numbers kept as typed text), the schema that checks them
 * (messages are i18n keys) and the shape its draft is stored in. The mapper to the request
 * body lives in orderMapper.ts. Field names follow the request body, so the service's error
 * paths (`items.2.quantity`, `shipment.ship_to.city`) land on the fields as they are.
 */

export type LineKind = 'product' | 'custom';

export interface DiscountValues {
  discount_type: DiscountType;
  discount_name: string;
  /** The percentage (type `percentage`) or the amount per line (type `value`), as typed. */
  amount: string;
}

export interface LineValues {
  kind: LineKind;
  product_id: string;
  /** The chosen product's name, for display (the request carries only the id). */
  product_name: string;
  custom_item_name: string;
  /**
   * Decimals the chosen product's quantity may carry (src/domain/measurement.ts): 0 for a
   * product counted in units, the default until a product says otherwise; 6 for a weighed or
   * measured one. A custom item's quantity may always carry decimals (hours of a service).
   */
  quantity_decimals: number;
  quantity: string;
  unit_price: string;
  manual_percentage_discount: string;
  /** Ids of taxes of the configured catalog. */
  taxes: string[];
  discounts: DiscountValues[];
  comment: string;
  /**
   * The chosen product's available stock as its search item gave it (sum over warehouses of
   * stock - reserved), for the line's "only N available" warning; null or absent: not known.
   */
  available?: number | null | undefined;
}

export interface ShipToValues {
  street: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
}

export interface ShipmentValues {
  ship_to: ShipToValues;
  shipping_method: string;
  shipping_cost: string;
  is_gift: boolean;
  cash_on_delivery_order: boolean;
  is_insured: boolean;
  insurance_value: string;
}

export interface OrderFormValues {
  customer_id: string;
  warehouse_id: string;
  currency: string;
  comment: string;
  payment_terms_days: string;
  payment_terms_description: string;
  contact_seller_id: string;
  order_channel_id: string;
  items: LineValues[];
  percentage_discount: string;
  discount_before_tax: boolean;
  percentage_tip: string;
  tip_before_tax: boolean;
  total_delivery: string;
  has_shipment: boolean;
  shipment: ShipmentValues;
  /** `YYYY-MM-DD`, or '' for none. */
  billing_date: string;
  include_invoice: boolean;
  order_invoice_numeration_id: string;
}

export const TEXT_MAX = 1000;
export const COMMENT_MAX = 5000;

/** The ids of the configured taxes marked `default: true`: what a new order line starts with. */
export function defaultTaxIds(
  taxes: readonly { id: string; default?: boolean | undefined }[],
): string[] {
  return taxes.filter((t) => t.default === true).map((t) => t.id);
}

/** A new line; `taxes` are the ids it starts with (the catalog's defaults, `defaultTaxIds`). */
export function emptyLine(kind: LineKind = 'product', taxes: readonly string[] = []): LineValues {
  return {
    kind,
    product_id: '',
    product_name: '',
    custom_item_name: '',
    quantity_decimals: 0,
    quantity: '1',
    unit_price: '',
    manual_percentage_discount: '',
    taxes: [...taxes],
    discounts: [],
    comment: '',
  };
}

export function emptyDiscount(type: DiscountType = 'percentage'): DiscountValues {
  return { discount_type: type, discount_name: '', amount: '' };
}

export function emptyShipment(): ShipmentValues {
  return {
    ship_to: {
      street: '',
      city: '',
      state: '',
      country: '',
      postal_code: '',
      contact_name: '',
      contact_email: '',
      contact_phone: '',
    },
    shipping_method: '',
    shipping_cost: '',
    is_gift: false,
    cash_on_delivery_order: false,
    is_insured: false,
    insurance_value: '',
  };
}

export interface OrderFormDefaults {
  warehouseId: string;
  currency: string;
  customerId?: string;
  /** Tax ids a new line starts with (`defaultTaxIds` of the configured catalog). */
  lineTaxes?: readonly string[];
}

export function emptyOrderForm({
  warehouseId,
  currency,
  customerId = '',
  lineTaxes = [],
}: OrderFormDefaults): OrderFormValues {
  return {
    customer_id: customerId,
    warehouse_id: warehouseId,
    currency,
    comment: '',
    payment_terms_days: '',
    payment_terms_description: '',
    contact_seller_id: '',
    order_channel_id: '',
    items: [emptyLine('product', lineTaxes)],
    percentage_discount: '',
    discount_before_tax: true,
    percentage_tip: '',
    tip_before_tax: true,
    total_delivery: '',
    has_shipment: false,
    shipment: emptyShipment(),
    billing_date: '',
    include_invoice: false,
    order_invoice_numeration_id: '',
  };
}

/** A copy of a line (duplicate). */
export function copyLine(line: LineValues): LineValues {
  return { ...line, taxes: [...line.taxes], discounts: line.discounts.map((d) => ({ ...d })) };
}

// ------------------------------------------------------------------------------- checks

const blank = (v: string) => v.trim() === '';
const tooLong = (max: number) => (v: string) => v.length <= max;

const shortText = () => z.string().check(z.refine(tooLong(TEXT_MAX), 'orders:errors.tooLong'));

/** A percentage 0..100 (empty = none). */
const PERCENT: NumberFieldRules = { decimals: 4, max: 100 };
/** An amount of money (empty = none). */
const MONEY: NumberFieldRules = { decimals: 2 };

export function percentText() {
  return numberField(PERCENT);
}

const money = () => numberField(MONEY);

const discountSchema = z
  .object({
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_name: shortText(),
    amount: z.string(),
  })
  .check(
    z.superRefine((d, ctx) => {
      const message = entryProblem(d.amount, {
        ...(d.discount_type === 'percentage' ? PERCENT : MONEY),
        required: true,
      });
      if (message !== null) ctx.addIssue({ code: 'custom', path: ['amount'], message });
    }, whenObject),
  );

/** What a half-typed date is kept as: not a date, so the form's check asks for a valid one. */
export const INCOMPLETE_DATE = 'incomplete';

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a real calendar day. */
export function isDateText(v: string): boolean {
  if (!DATE_TEXT.test(v)) return false;
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const lineSchema = z
  .object({
    kind: z.enum(['product', 'custom']),
    product_id: z.string(),
    product_name: z.string(),
    custom_item_name: shortText(),
    quantity_decimals: z.number(),
    quantity: z.string(),
    unit_price: numberField({ ...MONEY, required: true }),
    manual_percentage_discount: percentText(),
    taxes: z.array(z.string()),
    discounts: z.array(discountSchema).check(z.maxLength(20, 'orders:errors.tooManyDiscounts')),
    comment: z.string().check(z.refine(tooLong(COMMENT_MAX), 'orders:errors.tooLong')),
  })
  .check(
    z.superRefine((line, ctx) => {
      // Whole units unless the line's product is weighed or measured (or a custom item).
      const quantity = entryProblem(line.quantity, {
        required: true,
        min: 'positive',
        decimals: line.kind === 'custom' ? FRACTION_DECIMALS : line.quantity_decimals,
        units: line.kind === 'product',
      });
      if (quantity !== null)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: quantity });
      if (line.kind === 'product' && blank(line.product_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['product_id'],
          message: 'orders:errors.productRequired',
        });
      }
      if (line.kind === 'custom' && blank(line.custom_item_name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['custom_item_name'],
          message: 'orders:errors.customNameRequired',
        });
      }
    }, whenObject),
  );

const emailFormat = z.email();

const shipmentSchema = z.object({
  ship_to: z.object({
    street: shortText(),
    city: shortText(),
    state: shortText(),
    country: shortText(),
    postal_code: shortText(),
    contact_name: shortText(),
    contact_email: z
      .string()
      .check(z.refine((v) => blank(v) || emailFormat.safeParse(v.trim()).success, 'form.email')),
    contact_phone: shortText(),
  }),
  shipping_method: shortText(),
  shipping_cost: money(),
  is_gift: z.boolean(),
  cash_on_delivery_order: z.boolean(),
  is_insured: z.boolean(),
  insurance_value: money(),
});

/** The form's schema: checks only (the mapper turns text into numbers). */
export const orderFormSchema = z
  .object({
    customer_id: z.string().check(
      z.refine((v) => !blank(v), 'orders:errors.customerRequired'),
      z.refine(tooLong(200), 'orders:errors.tooLong'),
    ),
    warehouse_id: z.string(),
    currency: z
      .string()
      .check(z.refine((v) => /^[A-Za-z]{3}$/.test(v.trim()), 'orders:errors.currency')),
    comment: z.string().check(z.refine(tooLong(COMMENT_MAX), 'orders:errors.tooLong')),
    payment_terms_days: numberField({ decimals: 0, max: 100_000 }),
    payment_terms_description: shortText(),
    contact_seller_id: shortText(),
    order_channel_id: shortText(),
    items: z
      .array(lineSchema)
      .check(
        z.minLength(1, 'orders:errors.noLines'),
        z.maxLength(ORDER_ITEMS_MAX, 'orders:errors.tooManyLines'),
      ),
    percentage_discount: percentText(),
    discount_before_tax: z.boolean(),
    percentage_tip: percentText(),
    tip_before_tax: z.boolean(),
    total_delivery: money(),
    has_shipment: z.boolean(),
    shipment: z.custom<ShipmentValues>(),
    billing_date: z
      .string()
      .check(z.refine((v) => v === '' || isDateText(v), 'orders:errors.date')),
    include_invoice: z.boolean(),
    order_invoice_numeration_id: z.string(),
  })
  .check(
    z.superRefine((o, ctx) => {
      if (o.has_shipment) {
        const result = shipmentSchema.safeParse(o.shipment);
        if (!result.success) {
          for (const issue of result.error.issues) {
            ctx.addIssue({
              code: 'custom',
              path: ['shipment', ...issue.path.map(String)],
              message: issue.message,
            });
          }
        }
        // Runs on values that may have failed other checks: the shipment may lack ship_to.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        const city = (o.shipment as ShipmentValues | undefined)?.ship_to?.city ?? '';
        if (blank(city)) {
          ctx.addIssue({
            code: 'custom',
            path: ['shipment', 'ship_to', 'city'],
            message: 'orders:errors.cityRequired',
          });
        }
      }
      if (o.include_invoice && blank(o.order_invoice_numeration_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['order_invoice_numeration_id'],
          message: 'orders:errors.numerationRequired',
        });
      }
    }, whenObject),
  );

// ------------------------------------------------------------------------------- draft

const str = () => z.string().check(z.maxLength(20_000));

/** Values as typed, valid or not (a draft that fails the checks must come back as it was). */
export const orderDraftSchema = z.object({
  customer_id: str(),
  warehouse_id: str(),
  currency: str(),
  comment: str(),
  payment_terms_days: str(),
  payment_terms_description: str(),
  contact_seller_id: str(),
  order_channel_id: str(),
  items: z
    .array(
      z.object({
        kind: z.enum(['product', 'custom']),
        product_id: str(),
        product_name: str(),
        custom_item_name: str(),
        // Drafts saved before lines knew their product's unit: whole units (the strict answer).
        quantity_decimals: z.catch(
          z.number().check(z.int(), z.gte(0), z.lte(FRACTION_DECIMALS)),
          0,
        ),
        quantity: str(),
        unit_price: str(),
        manual_percentage_discount: str(),
        taxes: z.array(str()).check(z.maxLength(50)),
        discounts: z
          .array(
            z.object({
              discount_type: z.enum(DISCOUNT_TYPES),
              discount_name: str(),
              amount: str(),
            }),
          )
          .check(z.maxLength(50)),
        comment: str(),
        available: z.optional(z.catch(z.nullable(z.number()), null)),
      }),
    )
    .check(z.maxLength(ORDER_ITEMS_MAX * 2)),
  percentage_discount: str(),
  discount_before_tax: z.boolean(),
  percentage_tip: str(),
  tip_before_tax: z.boolean(),
  total_delivery: str(),
  has_shipment: z.boolean(),
  shipment: z.object({
    ship_to: z.object({
      street: str(),
      city: str(),
      state: str(),
      country: str(),
      postal_code: str(),
      contact_name: str(),
      contact_email: str(),
      contact_phone: str(),
    }),
    shipping_method: str(),
    shipping_cost: str(),
    is_gift: z.boolean(),
    cash_on_delivery_order: z.boolean(),
    is_insured: z.boolean(),
    insurance_value: str(),
  }),
  billing_date: str(),
  include_invoice: z.boolean(),
  order_invoice_numeration_id: str(),
}) satisfies z.ZodMiniType<OrderFormValues>;

/** Whether a person typed anything worth keeping (defaults alone are not a draft). */
export function hasContent(values: OrderFormValues, defaults: OrderFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(defaults);
}
