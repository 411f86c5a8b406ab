import type { z } from 'zod/mini';
import type {
  addressSchema,
  contactSchema,
  healthReportSchema,
  orderItemDiscountSchema,
  orderItemSchema,
  orderItemTaxSchema,
  orderSchema,
  productSchema,
  productSearchItemSchema,
  productSearchPageSchema,
  shipmentCostItemSchema,
  shipmentSchema,
  shipmentStatusSchema,
  shippingLabelSchema,
  statusLogCommentSchema,
  statusLogSchema,
  stockResultEntrySchema,
} from '../src/api/schemas/index.ts';

/*
 * The records the sandbox stores and sends, derived from the response schemas of
 * src/api/schemas (the contract): a field renamed, added or removed there is renamed, added or
 * removed here, and every builder of the sandbox that no longer fits fails the typecheck.
 *
 * The schemas are tolerant (a service may omit any field but `id`, or send null). The sandbox
 * is a complete service: every field of every record it sends is present, `null` where there
 * is no value (Sent), and the fields it always has a value for are never null (the second
 * argument of SandboxRecord: the sandbox's own code relies on them, e.g. a product's name and
 * counters). Nested records are the sandbox's records too (the third argument), each checked
 * to fit the schema's field.
 */

/** Every field of `T` present, deeply (nested records and list elements too); `null` stays. */
type Sent<T> = T extends readonly (infer E)[]
  ? Sent<E>[]
  : T extends object
    ? { [K in keyof T]-?: Sent<Exclude<T[K], undefined>> }
    : T;

/** `Sent<T>` with the fields named in `F` never null. */
type Filled<T, F extends keyof T> = {
  [K in keyof Sent<T>]: K extends F ? NonNullable<Sent<T>[K]> : Sent<T>[K];
};

/**
 * The sandbox's record for a schema's output `T`: every field present, those in `F` never
 * null, and the nested records of `N` (each must fit the field it replaces) in place of the
 * schema's.
 */
type SandboxRecord<
  T,
  F extends keyof T = never,
  N extends { [K in keyof N]: K extends keyof Filled<T, F> ? Filled<T, F>[K] : never } = object,
> = { [K in keyof Filled<T, F>]: K extends keyof N ? N[K] : Filled<T, F>[K] };

type Out<S extends z.ZodMiniType> = z.output<S>;

export type ProductRecord = SandboxRecord<
  Out<typeof productSchema>,
  | 'account_id'
  | 'name'
  | 'purchase_count'
  | 'purchase_quantity'
  | 'status'
  | 'control_inventory'
  | 'available_online'
  | 'hide_in_catalog'
  | 'fast_shipping'
  | 'is_raw_material'
  | 'includes_variants'
  | 'includes_serials'
  | 'includes_optionals'
  | 'includes_features'
  | 'hide_childs_in_ecommerce'
  | 'images'
  | 'files'
  | 'custom_fields'
  | 'total_sale_total_price_sum'
  | 'total_sale_price_sum'
  | 'total_sale_count'
  | 'total_sale_stock_sum'
  | 'accumulated_sales'
  | 'review_count'
  | 'is_parent'
  | 'has_taxes'
  | 'has_discounts'
  | 'created_at'
  | 'updated_at'
>;

export type StockResultEntryRecord = SandboxRecord<
  Out<typeof stockResultEntrySchema>,
  'warehouse_id' | 'product_id' | 'stock' | 'reserved'
>;

/**
 * Stock of one product in one warehouse, as the sandbox stores it: the figures of a stock
 * result entry, plus two fields the contract has no record for (the sandbox keeps them for
 * itself: an order line takes its `location_code`; `updated_at` dates the last movement).
 */
export type WarehouseProductRecord = StockResultEntryRecord & {
  location_code: string | null;
  updated_at: string;
};

export type ProductSearchItemRecord = SandboxRecord<
  Out<typeof productSearchItemSchema>,
  'name' | 'stock_available' | 'reserved'
>;

export type ProductSearchPageRecord = SandboxRecord<
  Out<typeof productSearchPageSchema>,
  'items' | 'total_items' | 'page' | 'page_size' | 'total_pages',
  { items: ProductSearchItemRecord[] }
>;

export type OrderItemTaxRecord = SandboxRecord<
  Out<typeof orderItemTaxSchema>,
  'account_id' | 'total_tax_value' | 'tax_is_include' | 'tax_is_percentage' | 'order_item_id'
>;

export type OrderItemDiscountRecord = SandboxRecord<
  Out<typeof orderItemDiscountSchema>,
  'discount_type' | 'order_item_id' | 'value_base' | 'value'
>;

export type OrderItemRecord = SandboxRecord<
  Out<typeof orderItemSchema>,
  | 'order_id'
  | 'account_id'
  | 'quantity'
  | 'quantity_returned'
  | 'unit_price'
  | 'base_price'
  | 'subtotal'
  | 'total'
  | 'manual_percentage_discount'
  | 'manual_percentage_discount_value'
  | 'total_discount'
  | 'total_tax'
  | 'total_tax_percentage'
  | 'position'
  | 'is_custom_item'
  | 'has_returns'
  | 'created_at'
  | 'serials'
  | 'taxes'
  | 'discounts'
  | 'details'
  | 'custom_fields',
  { taxes: OrderItemTaxRecord[]; discounts: OrderItemDiscountRecord[] }
>;

export type AddressRecord = SandboxRecord<Out<typeof addressSchema>>;

export type ShippingLabelRecord = SandboxRecord<
  Out<typeof shippingLabelSchema>,
  Exclude<keyof Out<typeof shippingLabelSchema>, 'comment'>
>;

export type StatusLogCommentRecord = SandboxRecord<
  Out<typeof statusLogCommentSchema>,
  keyof Out<typeof statusLogCommentSchema>
>;

export type StatusLogRecord = SandboxRecord<
  Out<typeof statusLogSchema>,
  keyof Out<typeof statusLogSchema>,
  { comments: StatusLogCommentRecord[] }
>;

export type ShipmentStatusRecord = SandboxRecord<
  Out<typeof shipmentStatusSchema>,
  'account_id' | 'name' | 'active' | 'required_notification' | 'index' | 'created_at' | 'updated_at'
>;

export type CostItemRecord = SandboxRecord<
  Out<typeof shipmentCostItemSchema>,
  keyof Out<typeof shipmentCostItemSchema>
>;

export type ShipmentRecord = SandboxRecord<
  Out<typeof shipmentSchema>,
  | 'account_id'
  | 'order_id'
  | 'created_at'
  | 'updated_at'
  | 'status_updated_at'
  | 'archived'
  | 'cash_on_delivery_order'
  | 'stock_processed'
  | 'is_gift'
  | 'shipping_label'
  | 'status_logs'
  | 'status_id'
  | 'out_of_order_costs'
  | 'includes_accounts_payable'
  | 'shipping_cost'
  | 'cost_items'
  | 'is_insured'
  | 'insurance_value'
  | 'custom_details',
  {
    shipping_label: ShippingLabelRecord;
    status_logs: StatusLogRecord[];
    status: ShipmentStatusRecord | null;
    cost_items: CostItemRecord[];
  }
>;

export type OrderRecord = SandboxRecord<
  Out<typeof orderSchema>,
  | 'account_id'
  | 'number'
  | 'allow_logistics_service'
  | 'status'
  | 'subtotal'
  | 'total_amount'
  | 'total_amount_items'
  | 'total_items_discount'
  | 'total_manual_percentage_discount_items'
  | 'total_tax_items'
  | 'items_count'
  | 'items_quantity_count'
  | 'total_discount'
  | 'total_tip'
  | 'total_delivery'
  | 'percentage_tip'
  | 'percentage_discount'
  | 'tip_before_tax'
  | 'discount_before_tax'
  | 'total_tax'
  | 'total'
  | 'total_amount_returns'
  | 'total_paid'
  | 'total_payment'
  | 'total_refund'
  | 'invoice_available'
  | 'is_billed'
  | 'e_billing_generated'
  | 'includes_tax_withholding'
  | 'total_tax_withholdings'
  | 'picking_available'
  | 'has_returns'
  | 'has_document_returns'
  | 'comments_count'
  | 'takeout_order'
  | 'is_restaurant'
  | 'is_restaurant_close'
  | 'is_delivery'
  | 'is_delivery_close'
  | 'has_notifications'
  | 'include_invoice'
  | 'created_at'
  | 'updated_at'
  | 'items'
  | 'tax_withholdings'
  | 'tax_total_calculations'
  | 'files'
  | 'error_messages'
  | 'additional_details'
  | 'custom_fields',
  { items: OrderItemRecord[]; shipment: ShipmentRecord | null }
>;

export type ContactRecord = SandboxRecord<
  Out<typeof contactSchema>,
  'account_id' | 'first_name' | 'status' | 'created_at'
>;

export type HealthRecord = SandboxRecord<
  Out<typeof healthReportSchema>,
  keyof Out<typeof healthReportSchema>
>;

/** A product with every field at its empty value; callers then apply the given fields. */
export function blankProduct(
  id: string,
  accountId: string,
  name: string,
  now: string,
): ProductRecord {
  return {
    id,
    account_id: accountId,
    name,
    description: null,
    characteristics: null,
    sku: null,
    code: null,
    reference: null,
    slug: null,
    base_price: null,
    price: null,
    price_2: null,
    price_3: null,
    price_4: null,
    price_5: null,
    price_6: null,
    price_7: null,
    price_8: null,
    price_9: null,
    price_10: null,
    cost_weighted_average: null,
    cost_base_weighted_average: null,
    cost_average: null,
    cost_base_average: null,
    cost_last_purchase: null,
    cost_base_last_purchase: null,
    last_purchase_date: null,
    cost_updated_at: null,
    purchase_count: 0,
    purchase_quantity: 0,
    item_width: null,
    item_length: null,
    item_height: null,
    item_weight: null,
    measurement: null,
    category_id: null,
    custom_category_id: null,
    reference_category: null,
    custom_category: null,
    status: 'active',
    internal_status: null,
    type: 'product',
    ecommerce_status: null,
    control_inventory: true,
    available_online: false,
    hide_in_catalog: false,
    fast_shipping: false,
    is_raw_material: false,
    includes_variants: false,
    includes_serials: false,
    includes_optionals: false,
    includes_features: false,
    hide_childs_in_ecommerce: false,
    variant_image_for_option: null,
    variants_in_groups: null,
    variant_options_line: null,
    profile_picture: null,
    images: [],
    files: [],
    custom_fields: {},
    search_engine_title: null,
    search_engine_description: null,
    total_sale_total_price_sum: 0,
    total_sale_price_sum: 0,
    total_sale_count: 0,
    total_sale_stock_sum: 0,
    sale_weighted_average: null,
    sale_average_cost: null,
    last_sale_price: null,
    accumulated_sales: 0,
    last_sale_date: null,
    review_rating: null,
    review_count: 0,
    supplier_id: null,
    supplier_estimated_delivery_time: null,
    is_parent: false,
    has_taxes: false,
    has_discounts: false,
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
  };
}

export function blankShippingLabel(): ShippingLabelRecord {
  return {
    comment: null,
    customer_document_number: false,
    organization_phone: false,
    organization_address: false,
    observation: false,
    order_number: false,
    invoice_number: false,
    order_value: false,
    shipping_value: false,
    payment_status: false,
    payment_method: false,
    tracking_number: false,
    tracking_qr: false,
    contact_seller: false,
  };
}

/**
 * An address with every field but `id` at its empty value: the contract requires an address to
 * have an id, so the caller gives one.
 */
export function blankAddress(): Omit<AddressRecord, 'id'> {
  return {
    street: null,
    city: null,
    state: null,
    state_code: null,
    postal_code: null,
    country: null,
    country_code: null,
    contact_name: null,
    contact_email: null,
    contact_phone_code: null,
    contact_phone: null,
    additional_information: null,
    lat: null,
    lng: null,
    location_info: null,
  };
}
