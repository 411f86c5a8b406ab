import { z } from 'zod/mini';
import {
  boolean,
  integer,
  isoDateText,
  nBool,
  nMap,
  nNum,
  nObject,
  nObjectArray,
  nonNegative,
  nStr,
  nTimestamp,
  number,
  oneOf,
  optionalEmailText,
  percentage,
  positive,
  requiredText,
  text,
  typeError,
  whenObject,
} from './common.ts';
import { shipmentSchema } from './shipment.ts';

// =============================================================== responses (service-interface.md)

export const orderItemTaxSchema = z.object({
  id: z.string(),
  tax_id: nStr(),
  account_id: nStr(),
  organization_id: nStr(),
  tax_tribute_type: nStr(),
  tax_name: nStr(),
  tax_description: nStr(),
  tax_value: nNum(),
  total_tax_value: nNum(),
  tax_percentage: nNum(),
  tax_is_include: nBool(),
  tax_is_percentage: nBool(),
  /** A UUID per the service; not enforced, so a differently formed id still reads. */
  accounting_account_id: nStr(),
  order_item_id: nStr(),
});

export const orderItemDiscountSchema = z.object({
  id: z.string(),
  discount_id: nStr(),
  discount_type: nStr(),
  discount_code: nStr(),
  discount_name: nStr(),
  discount_description: nStr(),
  order_item_id: nStr(),
  value_base: nNum(),
  discount_percentage: nNum(),
  value: nNum(),
});

export const orderItemSchema = z.object({
  id: z.string(),
  order_id: nStr(),
  product_id: nStr(),
  account_id: nStr(),
  organization_id: nStr(),
  product_variant_id: nStr(),
  product_category_id: nStr(),
  warehouse_id: nStr(),
  location_code: nStr(),
  quantity: nNum(),
  quantity_returned: nNum(),
  unit_price: nNum(),
  base_price: nNum(),
  subtotal: nNum(),
  total: nNum(),
  manual_percentage_discount: nNum(),
  manual_percentage_discount_value: nNum(),
  total_discount: nNum(),
  total_tax: nNum(),
  total_tax_percentage: nNum(),
  cost_weighted_average: nNum(),
  cost_base_weighted_average: nNum(),
  cost_average: nNum(),
  cost_base_average: nNum(),
  cost_last_purchase: nNum(),
  cost_base_last_purchase: nNum(),
  comment: nStr(),
  account_user_id: nStr(),
  position: nNum(),
  is_custom_item: nBool(),
  custom_item_name: nStr(),
  has_returns: nBool(),
  last_return_date: nTimestamp(),
  created_at: nTimestamp(),
  preparation_status: nStr(),
  serials: z.nullish(z.array(z.string())),
  optionals_config: nObject(),
  taxes: z.nullish(z.array(orderItemTaxSchema)),
  discounts: z.nullish(z.array(orderItemDiscountSchema)),
  details: nMap(),
  custom_fields: nMap(),
});
export type OrderItem = z.output<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  account_id: nStr(),
  organization_id: nStr(),
  account_user_id: nStr(),
  last_account_user_id: nStr(),
  document_type: nStr(),
  document_number: nStr(),
  document_reference_id: nStr(),
  number: nNum(),
  customer_id: nStr(),
  contact_seller_id: nStr(),
  order_channel_id: nStr(),
  warehouse_id: nStr(),
  allow_logistics_service: nBool(),
  shipment: z.nullish(shipmentSchema),
  status: nStr(),
  internal_status: nStr(),
  subtotal: nNum(),
  total_amount: nNum(),
  total_amount_items: nNum(),
  total_items_discount: nNum(),
  total_manual_percentage_discount_items: nNum(),
  total_tax_items: nNum(),
  items_count: nNum(),
  items_quantity_count: nNum(),
  total_discount: nNum(),
  total_tip: nNum(),
  total_delivery: nNum(),
  percentage_tip: nNum(),
  percentage_discount: nNum(),
  tip_before_tax: nBool(),
  discount_before_tax: nBool(),
  total_tax: nNum(),
  total: nNum(),
  total_amount_returns: nNum(),
  total_paid: nNum(),
  total_payment: nNum(),
  total_refund: nNum(),
  payment_terms_days: nNum(),
  payment_terms_description: nStr(),
  invoice_number: nStr(),
  invoice_created_at: nTimestamp(),
  invoice_available: nBool(),
  is_billed: nBool(),
  e_billing_resolution_id: nStr(),
  e_billing_operation_mode_id: nStr(),
  e_billing_url: nStr(),
  e_billing_cufe: nStr(),
  e_billing_generated: nBool(),
  e_billing_number: nStr(),
  e_billing_document_type: nStr(),
  e_billing_created_at: nTimestamp(),
  includes_tax_withholding: nBool(),
  total_tax_withholdings: nNum(),
  tax_type: nStr(),
  picking_available: nBool(),
  has_returns: nBool(),
  has_document_returns: nBool(),
  comments_count: nNum(),
  takeout_order: nBool(),
  is_restaurant: nBool(),
  is_restaurant_close: nBool(),
  is_delivery: nBool(),
  is_delivery_close: nBool(),
  comment: nStr(),
  client_ip_address: nStr(),
  device_id: nStr(),
  last_cash_register_id: nStr(),
  source: nStr(),
  tracking_number: nStr(),
  has_notifications: nBool(),
  ecommerce_id: nStr(),
  default_price: nStr(),
  currency: nStr(),
  include_invoice: nBool(),
  created_at: nTimestamp(),
  updated_at: nTimestamp(),
  billing_date: nTimestamp(),
  date_created_custom: nTimestamp(),
  last_payment_date: nTimestamp(),
  items: z.nullish(z.array(orderItemSchema)),
  tax_withholdings: nObjectArray(),
  tax_total_calculations: nObjectArray(),
  files: nObjectArray(),
  error_messages: nObjectArray(),
  additional_details: nMap(),
  custom_fields: nMap(),
  order_invoice_numeration_id: nStr(),
});
export type Order = z.output<typeof orderSchema>;

// =============================================================== requests (CONTRACT.md "Orders")

export const ORDER_ITEMS_MAX = 200;
export const DISCOUNT_TYPES = ['percentage', 'value'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

const isSet = (v: unknown): boolean => v !== undefined && v !== null;
const isBlank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

/** A tax of an order line. `tax_is_percentage: true` uses `tax_percentage`, `false` uses
 * `tax_value` (a fixed amount per unit). `tax_is_include: true`: the price already includes it. */
export const orderTaxRequestSchema = z
  .object(
    {
      tax_id: z.nullish(text()),
      tax_name: z.nullish(text()),
      tax_percentage: z.nullish(percentage()),
      tax_value: z.nullish(nonNegative()),
      tax_is_percentage: boolean(),
      tax_is_include: z.nullish(boolean()),
    },
    typeError('an object'),
  )
  .check(
    z.superRefine((t, ctx) => {
      // This check also runs when tax_is_percentage itself failed (absent or not a boolean, an
      // issue already reported): then neither rule applies, whatever the inferred type says.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare
      if (t.tax_is_percentage === true && !isSet(t.tax_percentage)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tax_percentage'],
          message: 'is required for a percentage tax',
        });
      }
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare
      if (t.tax_is_percentage === false && !isSet(t.tax_value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tax_value'],
          message: 'is required for a fixed-amount tax',
        });
      }
    }, whenObject),
  );
export type OrderTaxRequest = z.input<typeof orderTaxRequestSchema>;

/** A discount of an order line: `percentage` uses `discount_percentage` (0..100), `value` uses
 * `value` (a fixed amount per line). */
export const orderDiscountRequestSchema = z
  .object(
    {
      discount_type: oneOf(DISCOUNT_TYPES),
      discount_name: z.nullish(text()),
      discount_percentage: z.nullish(percentage()),
      value: z.nullish(nonNegative()),
    },
    typeError('an object'),
  )
  .check(
    z.superRefine((d, ctx) => {
      if (d.discount_type === 'percentage' && !isSet(d.discount_percentage)) {
        ctx.addIssue({
          code: 'custom',
          path: ['discount_percentage'],
          message: 'is required for a percentage discount',
        });
      }
      if (d.discount_type === 'value' && !isSet(d.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'is required for a fixed-amount discount',
        });
      }
    }, whenObject),
  );
export type OrderDiscountRequest = z.input<typeof orderDiscountRequestSchema>;

/** An order line: a `product_id`, or `is_custom_item: true` with a `custom_item_name`. */
export const orderItemRequestSchema = z
  .object(
    {
      product_id: z.nullish(text()),
      quantity: positive(),
      unit_price: nonNegative(),
      is_custom_item: z.nullish(boolean()),
      custom_item_name: z.nullish(text()),
      manual_percentage_discount: z.nullish(percentage()),
      comment: z.nullish(text()),
      taxes: z.nullish(z.array(orderTaxRequestSchema, typeError('a list of taxes'))),
      discounts: z.nullish(z.array(orderDiscountRequestSchema, typeError('a list of discounts'))),
    },
    typeError('an object'),
  )
  .check(
    z.superRefine((line, ctx) => {
      if (line.is_custom_item === true) {
        if (isBlank(line.custom_item_name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['custom_item_name'],
            message: 'is required for a custom item',
          });
        }
      } else if (isBlank(line.product_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['product_id'],
          message: 'choose a product, or make it a custom item',
        });
      }
    }, whenObject),
  );
export type OrderItemRequest = z.input<typeof orderItemRequestSchema>;

/** The address a shipment goes to; `city` is required. */
export const shipToRequestSchema = z.object(
  {
    street: z.nullish(text()),
    city: requiredText(),
    state: z.nullish(text()),
    state_code: z.nullish(text()),
    postal_code: z.nullish(text()),
    country: z.nullish(text()),
    country_code: z.nullish(text()),
    contact_name: z.nullish(text()),
    contact_email: z.nullish(optionalEmailText()),
    contact_phone_code: z.nullish(text()),
    contact_phone: z.nullish(text()),
    additional_information: z.nullish(text()),
    lat: z.nullish(
      number().check(
        z.gte(-90, 'must be between -90 and 90'),
        z.lte(90, 'must be between -90 and 90'),
      ),
    ),
    lng: z.nullish(
      number().check(
        z.gte(-180, 'must be between -180 and 180'),
        z.lte(180, 'must be between -180 and 180'),
      ),
    ),
  },
  typeError('an object'),
);

/** The shipment to create with the order. */
export const orderShipmentRequestSchema = z.object(
  {
    ship_to: shipToRequestSchema,
    shipping_method: z.nullish(text()),
    shipping_cost: z.nullish(nonNegative()),
    is_gift: z.nullish(boolean()),
    cash_on_delivery_order: z.nullish(boolean()),
    is_insured: z.nullish(boolean()),
    insurance_value: z.nullish(nonNegative()),
  },
  typeError('an object'),
);
export type OrderShipmentRequest = z.input<typeof orderShipmentRequestSchema>;

/** `POST /v1/orders` body. */
export const orderCreateRequestSchema = z
  .object(
    {
      customer_id: requiredText(),
      warehouse_id: z.nullish(requiredText()),
      currency: z.nullish(
        text().check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 code such as COP')),
      ),
      contact_seller_id: z.nullish(text()),
      order_channel_id: z.nullish(text()),
      comment: z.nullish(text()),
      payment_terms_days: z.nullish(integer().check(z.gte(0, 'must be 0 or more'))),
      payment_terms_description: z.nullish(text()),
      percentage_discount: z.nullish(percentage()),
      discount_before_tax: z.nullish(boolean()),
      percentage_tip: z.nullish(nonNegative()),
      tip_before_tax: z.nullish(boolean()),
      total_delivery: z.nullish(nonNegative()),
      billing_date: z.nullish(isoDateText()),
      include_invoice: z.nullish(boolean()),
      order_invoice_numeration_id: z.nullish(text()),
      items: z
        .array(orderItemRequestSchema, typeError('a list of lines'))
        .check(
          z.minLength(1, 'needs at least 1 line'),
          z.maxLength(ORDER_ITEMS_MAX, `holds at most ${ORDER_ITEMS_MAX} lines`),
        ),
      shipment: z.nullish(orderShipmentRequestSchema),
    },
    typeError('an object'),
  )
  .check(
    z.superRefine((o, ctx) => {
      if (o.include_invoice === true && isBlank(o.order_invoice_numeration_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['order_invoice_numeration_id'],
          message: 'choose a numeration to invoice the order',
        });
      }
    }, whenObject),
  );
export type OrderCreateRequest = z.input<typeof orderCreateRequestSchema>;
export type OrderCreateData = z.output<typeof orderCreateRequestSchema>;

/** `POST /v1/orders/{id}/invoice` body. */
export const invoiceRequestSchema = z.object(
  { numeration_id: requiredText() },
  typeError('an object'),
);
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>;
