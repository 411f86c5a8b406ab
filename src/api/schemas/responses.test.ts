import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { camelKeysSchema } from '../contract/caseKeys';
import {
  addressSchema,
  contactSchema,
  customCategorySchema,
  errorBodySchema,
  healthReportSchema,
  locationInfoSchema,
  orderItemDiscountSchema,
  orderItemSchema,
  orderItemTaxSchema,
  orderSchema,
  productSchema,
  productSearchItemSchema,
  productSearchPageSchema,
  shipmentSchema,
  shipmentStatusSchema,
  shippingLabelSchema,
  statusLogCommentSchema,
  statusLogSchema,
  stockResultEntrySchema,
} from './index';
import serviceInterface from '../../../docs/service-interface.md?raw';
import { shipmentCamelSchema, shipmentStatusResponseSchema } from './shipmentStatus';

// The camelCase forms are derived from the snake_case schemas (camelKeysSchema); the camelCase
// samples below use the document's names, so a derivation that names a field otherwise fails.
const addressCamelSchema = camelKeysSchema(addressSchema);
const locationInfoCamelSchema = camelKeysSchema(locationInfoSchema);
const shippingLabelCamelSchema = camelKeysSchema(shippingLabelSchema);
const statusLogCamelSchema = camelKeysSchema(statusLogSchema);
const shipmentStatusCamelSchema = camelKeysSchema(shipmentStatusSchema);

/*
 * Every response schema against a full sample of its resource. Each sample is typed by its
 * schema's input (Full: every field, with a value of the field's type), so a field added,
 * renamed, removed or retyped in a schema fails the typecheck of this file. The tests check
 * what types cannot: the schemas' tolerance (a sparse answer, nulls, unknown fields) and that a
 * wrong type is refused, field by field, nested records included. The field names themselves are
 * compared with the resource tables of docs/service-interface.md (at the end), read from the
 * document rather than copied here.
 */

/** Every field of `T`, deeply (nested records and list elements too), neither absent nor null. */
type Deep<T> = T extends readonly (infer E)[]
  ? Deep<E>[]
  : T extends object
    ? { [K in keyof T]-?: Deep<Exclude<T[K], null | undefined>> }
    : T;

/** A full sample of what a schema accepts. */
type Full<S extends z.ZodMiniType> = Deep<z.input<S>>;

type Sample = Record<string, unknown>;

/** A value of the wrong type for a field whose sample is `value` (nested fields name theirs). */
function wrongOf(value: unknown): unknown {
  switch (typeof value) {
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'string':
      return 42;
    default:
      return 'not-an-object';
  }
}

function firstIssue(schema: z.ZodMiniType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success
    ? null
    : { path: r.error.issues[0]?.path.join('.'), code: r.error.issues[0]?.code };
}

interface CheckOptions<S extends z.ZodMiniType> {
  /** The fields a valid answer must have (default: `id`). */
  required?: (keyof Full<S> & string)[];
  /** Wrong values for nested fields (records, lists, maps), checked inside where possible. */
  wrong?: { [K in keyof Full<S>]?: unknown };
}

/** Every schema checked below, for the comparison with docs/service-interface.md. */
const checkedSchemas: { readonly shape: object }[] = [];

function checkResource<S extends z.ZodMiniType & { readonly shape: object }>(
  name: string,
  schema: S,
  sample: Full<S>,
  options: CheckOptions<S> = {},
) {
  checkedSchemas.push(schema);
  const full = sample as Sample; // an object schema's input is a record
  const required: string[] = options.required ?? ['id'];
  const wrong: Sample = options.wrong ?? {};
  describe(name, () => {
    it('parses a full sample unchanged', () => {
      expect(schema.parse(full)).toEqual(full);
    });

    it('parses a sparse sample (required fields only)', () => {
      const sparse = Object.fromEntries(required.map((f) => [f, full[f]]));
      expect(schema.parse(sparse)).toEqual(sparse);
    });

    it('parses a sample whose optional fields are all null', () => {
      const nulls = Object.fromEntries(
        Object.keys(full).map((f) => [f, required.includes(f) ? full[f] : null]),
      );
      expect(schema.parse(nulls)).toEqual(nulls);
    });

    it('accepts and drops unknown fields', () => {
      const parsed: unknown = schema.parse({ ...full, brand_new_field: { x: 1 }, anotherOne: 'y' });
      expect(parsed).toEqual(full);
    });

    it.each(required)('fails without %s', (f) => {
      const { [f]: _removed, ...without } = full;
      expect(firstIssue(schema, without)).toEqual({ path: f, code: 'invalid_type' });
    });

    it.each(Object.keys(full))('fails when %s has the wrong type', (field) => {
      const value = field in wrong ? wrong[field] : wrongOf(full[field]);
      const issue = firstIssue(schema, { ...full, [field]: value });
      expect(issue?.code).toBe('invalid_type');
      // a nested record or list fails at the field itself or inside it (images.0, items.0.price)
      expect(issue?.path === field || issue?.path?.startsWith(`${field}.`)).toBe(true);
    });
  });
}

// ------------------------------------------------------------------------------ the samples

const objectArray = { sample: [{ url: 'https://x.test/a.png', position: 1 }], wrong: [1, 2] };
const stringMap = { sample: { color: 'red', size: 'L' }, wrong: { color: 7 } };
const anyMap = { sample: { a: { deep: true }, b: 'text' }, wrong: ['not', 'a', 'map'] };
const costItems = {
  sample: [{ name: 'Packaging', value: 1500 }],
  wrong: [{ name: 'Packaging', value: 'cheap' }],
};

const customCategory = {
  id: 'id-value',
  name: 'name-value',
  sort_index: 1002.25,
  created_at: '2026-03-04T10:00:00.000Z',
  category_parent_id: 'category_parent_id-value',
  account_id: 'account_id-value',
  image: 'image-value',
} satisfies Full<typeof customCategorySchema>;

const product = {
  id: 'id-value',
  account_id: 'account_id-value',
  name: 'name-value',
  description: 'description-value',
  characteristics: 'characteristics-value',
  sku: 'sku-value',
  code: 'code-value',
  reference: 'reference-value',
  slug: 'slug-value',
  base_price: 1009.25,
  price: 1010.25,
  price_2: 1011.25,
  price_3: 1012.25,
  price_4: 1013.25,
  price_5: 1014.25,
  price_6: 1015.25,
  price_7: 1016.25,
  price_8: 1017.25,
  price_9: 1018.25,
  price_10: 1019.25,
  cost_weighted_average: 1020.25,
  cost_base_weighted_average: 1021.25,
  cost_average: 1022.25,
  cost_base_average: 1023.25,
  cost_last_purchase: 1024.25,
  cost_base_last_purchase: 1025.25,
  last_purchase_date: '2026-03-27T10:00:00.000Z',
  cost_updated_at: '2026-03-28T10:00:00.000Z',
  purchase_count: 1028.25,
  purchase_quantity: 1029.25,
  item_width: 1030.25,
  item_length: 1031.25,
  item_height: 1032.25,
  item_weight: 1033.25,
  measurement: 'measurement-value',
  category_id: 'category_id-value',
  custom_category_id: 'custom_category_id-value',
  reference_category: 'reference_category-value',
  custom_category: customCategory,
  status: 'status-value',
  internal_status: 'internal_status-value',
  type: 'type-value',
  ecommerce_status: 'ecommerce_status-value',
  control_inventory: false,
  available_online: true,
  hide_in_catalog: false,
  fast_shipping: true,
  is_raw_material: false,
  includes_variants: true,
  includes_serials: false,
  includes_optionals: true,
  includes_features: false,
  hide_childs_in_ecommerce: true,
  variant_image_for_option: 'variant_image_for_option-value',
  variants_in_groups: 'variants_in_groups-value',
  variant_options_line: 'variant_options_line-value',
  profile_picture: 'profile_picture-value',
  images: objectArray.sample,
  files: objectArray.sample,
  custom_fields: stringMap.sample,
  search_engine_title: 'search_engine_title-value',
  search_engine_description: 'search_engine_description-value',
  total_sale_total_price_sum: 1062.25,
  total_sale_price_sum: 1063.25,
  total_sale_count: 1064.25,
  total_sale_stock_sum: 1065.25,
  sale_weighted_average: 1066.25,
  sale_average_cost: 1067.25,
  last_sale_price: 1068.25,
  accumulated_sales: 1069.25,
  last_sale_date: '2026-03-15T10:00:00.000Z',
  review_rating: 1071.25,
  review_count: 1072.25,
  supplier_id: 'supplier_id-value',
  supplier_estimated_delivery_time: 1074.25,
  is_parent: false,
  has_taxes: true,
  has_discounts: false,
  created_at: '2026-03-23T10:00:00.000Z',
  updated_at: '2026-03-24T10:00:00.000Z',
  created_by: 'created_by-value',
  updated_by: 'updated_by-value',
} satisfies Full<typeof productSchema>;

const searchItem = {
  id: 'id-value',
  name: 'name-value',
  sku: 'sku-value',
  price: 1003.25,
  stock_available: 1004.25,
  reserved: 1005.25,
  measurement: 'measurement-value',
} satisfies Full<typeof productSearchItemSchema>;

const searchPage = {
  items: [searchItem],
  total_items: 1001.25,
  page: 1002.25,
  page_size: 1003.25,
  total_pages: 1004.25,
} satisfies Full<typeof productSearchPageSchema>;

const stockEntry = {
  warehouse_id: 'warehouse_id-value',
  product_id: 'product_id-value',
  stock: 1002.25,
  reserved: 1003.25,
} satisfies Full<typeof stockResultEntrySchema>;

const locationInfo = {
  input_address: 'input_address-value',
  formatted_address: 'formatted_address-value',
  type: 'type-value',
  lat: 1003.25,
  lng: 1004.25,
} satisfies Full<typeof locationInfoSchema>;

const address = {
  id: 'id-value',
  street: 'street-value',
  city: 'city-value',
  state: 'state-value',
  state_code: 'state_code-value',
  postal_code: 'postal_code-value',
  country: 'country-value',
  country_code: 'country_code-value',
  contact_name: 'contact_name-value',
  contact_email: 'contact_email-value',
  contact_phone_code: 'contact_phone_code-value',
  contact_phone: 'contact_phone-value',
  additional_information: 'additional_information-value',
  lat: 1013.25,
  lng: 1014.25,
  location_info: locationInfo,
} satisfies Full<typeof addressSchema>;

const shippingLabel = {
  comment: 'comment-value',
  customer_document_number: false,
  organization_phone: true,
  organization_address: false,
  observation: true,
  order_number: false,
  invoice_number: true,
  order_value: false,
  shipping_value: true,
  payment_status: false,
  payment_method: true,
  tracking_number: false,
  tracking_qr: true,
  contact_seller: false,
} satisfies Full<typeof shippingLabelSchema>;

const statusLogComment = {
  key: 'key-value',
  comment: 'comment-value',
  visibility: 'visibility-value',
  date: '2026-03-04T10:00:00.000Z',
} satisfies Full<typeof statusLogCommentSchema>;

const statusLog = {
  status_id: 'status_id-value',
  date: '2026-03-02T10:00:00.000Z',
  comments: [statusLogComment],
} satisfies Full<typeof statusLogSchema>;

const shipmentStatus = {
  id: 'id-value',
  account_id: 'account_id-value',
  alias_name: 'alias_name-value',
  name: 'name-value',
  icon: 'icon-value',
  active: false,
  required_notification: true,
  index: 1007.25,
  color: 'color-value',
  created_at: '2026-03-10T10:00:00.000Z',
  updated_at: '2026-03-11T10:00:00.000Z',
  stock_action: 'stock_action-value',
} satisfies Full<typeof shipmentStatusSchema>;

const shipment = {
  id: 'id-value',
  account_id: 'account_id-value',
  order_id: 'order_id-value',
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  status_updated_at: '2026-03-06T10:00:00.000Z',
  ship_from_id: 'ship_from_id-value',
  ship_from: address,
  ship_to_id: 'ship_to_id-value',
  ship_to: address,
  courier_id: 'courier_id-value',
  archived: false,
  cash_on_delivery_order: true,
  stock_processed: false,
  is_gift: true,
  shipping_label: shippingLabel,
  status_logs: [statusLog],
  status_id: 'status_id-value',
  status: shipmentStatus,
  out_of_order_costs: false,
  includes_accounts_payable: true,
  shipping_cost: 1021.25,
  cost_items: costItems.sample,
  shipping_method: 'shipping_method-value',
  total_weight: 1024.25,
  is_insured: false,
  insurance_value: 1026.25,
  custom_details: anyMap.sample,
  shipping_tracking_link: 'shipping_tracking_link-value',
  shipping_tracking_number: 'shipping_tracking_number-value',
} satisfies Full<typeof shipmentSchema>;

const orderItemTax = {
  id: 'id-value',
  tax_id: 'tax_id-value',
  account_id: 'account_id-value',
  organization_id: 'organization_id-value',
  tax_tribute_type: 'tax_tribute_type-value',
  tax_name: 'tax_name-value',
  tax_description: 'tax_description-value',
  tax_value: 1007.25,
  total_tax_value: 1008.25,
  tax_percentage: 1009.25,
  tax_is_include: true,
  tax_is_percentage: false,
  accounting_account_id: 'accounting_account_id-value',
  order_item_id: 'order_item_id-value',
} satisfies Full<typeof orderItemTaxSchema>;

const orderItemDiscount = {
  id: 'id-value',
  discount_id: 'discount_id-value',
  discount_type: 'discount_type-value',
  discount_code: 'discount_code-value',
  discount_name: 'discount_name-value',
  discount_description: 'discount_description-value',
  order_item_id: 'order_item_id-value',
  value_base: 1007.25,
  discount_percentage: 1008.25,
  value: 1009.25,
} satisfies Full<typeof orderItemDiscountSchema>;

const orderItem = {
  id: 'id-value',
  order_id: 'order_id-value',
  product_id: 'product_id-value',
  account_id: 'account_id-value',
  organization_id: 'organization_id-value',
  product_variant_id: 'product_variant_id-value',
  product_category_id: 'product_category_id-value',
  warehouse_id: 'warehouse_id-value',
  location_code: 'location_code-value',
  quantity: 1009.25,
  quantity_returned: 1010.25,
  unit_price: 1011.25,
  base_price: 1012.25,
  subtotal: 1013.25,
  total: 1014.25,
  manual_percentage_discount: 1015.25,
  manual_percentage_discount_value: 1016.25,
  total_discount: 1017.25,
  total_tax: 1018.25,
  total_tax_percentage: 1019.25,
  cost_weighted_average: 1020.25,
  cost_base_weighted_average: 1021.25,
  cost_average: 1022.25,
  cost_base_average: 1023.25,
  cost_last_purchase: 1024.25,
  cost_base_last_purchase: 1025.25,
  comment: 'comment-value',
  account_user_id: 'account_user_id-value',
  position: 1028.25,
  is_custom_item: false,
  custom_item_name: 'custom_item_name-value',
  has_returns: false,
  last_return_date: '2026-03-05T10:00:00.000Z',
  created_at: '2026-03-06T10:00:00.000Z',
  preparation_status: 'preparation_status-value',
  serials: ['SN-1', 'SN-2'],
  optionals_config: { size: 'L', extras: ['a'] },
  taxes: [orderItemTax],
  discounts: [orderItemDiscount],
  details: anyMap.sample,
  custom_fields: anyMap.sample,
} satisfies Full<typeof orderItemSchema>;

const order = {
  id: 'id-value',
  account_id: 'account_id-value',
  organization_id: 'organization_id-value',
  account_user_id: 'account_user_id-value',
  last_account_user_id: 'last_account_user_id-value',
  document_type: 'document_type-value',
  document_number: 'document_number-value',
  document_reference_id: 'document_reference_id-value',
  number: 1008.25,
  customer_id: 'customer_id-value',
  contact_seller_id: 'contact_seller_id-value',
  order_channel_id: 'order_channel_id-value',
  warehouse_id: 'warehouse_id-value',
  allow_logistics_service: false,
  shipment: shipment,
  status: 'status-value',
  internal_status: 'internal_status-value',
  subtotal: 1017.25,
  total_amount: 1018.25,
  total_amount_items: 1019.25,
  total_items_discount: 1020.25,
  total_manual_percentage_discount_items: 1021.25,
  total_tax_items: 1022.25,
  items_count: 1023.25,
  items_quantity_count: 1024.25,
  total_discount: 1025.25,
  total_tip: 1026.25,
  total_delivery: 1027.25,
  percentage_tip: 1028.25,
  percentage_discount: 1029.25,
  tip_before_tax: true,
  discount_before_tax: false,
  total_tax: 1032.25,
  total: 1033.25,
  total_amount_returns: 1034.25,
  total_paid: 1035.25,
  total_payment: 1036.25,
  total_refund: 1037.25,
  payment_terms_days: 1038.25,
  payment_terms_description: 'payment_terms_description-value',
  invoice_number: 'invoice_number-value',
  invoice_created_at: '2026-03-14T10:00:00.000Z',
  invoice_available: true,
  is_billed: false,
  e_billing_resolution_id: 'e_billing_resolution_id-value',
  e_billing_operation_mode_id: 'e_billing_operation_mode_id-value',
  e_billing_url: 'e_billing_url-value',
  e_billing_cufe: 'e_billing_cufe-value',
  e_billing_generated: true,
  e_billing_number: 'e_billing_number-value',
  e_billing_document_type: 'e_billing_document_type-value',
  e_billing_created_at: '2026-03-24T10:00:00.000Z',
  includes_tax_withholding: true,
  total_tax_withholdings: 1053.25,
  tax_type: 'tax_type-value',
  picking_available: false,
  has_returns: true,
  has_document_returns: false,
  comments_count: 1058.25,
  takeout_order: false,
  is_restaurant: true,
  is_restaurant_close: false,
  is_delivery: true,
  is_delivery_close: false,
  comment: 'comment-value',
  client_ip_address: 'client_ip_address-value',
  device_id: 'device_id-value',
  last_cash_register_id: 'last_cash_register_id-value',
  source: 'source-value',
  tracking_number: 'tracking_number-value',
  has_notifications: true,
  ecommerce_id: 'ecommerce_id-value',
  default_price: 'default_price-value',
  currency: 'currency-value',
  include_invoice: true,
  created_at: '2026-03-20T10:00:00.000Z',
  updated_at: '2026-03-21T10:00:00.000Z',
  billing_date: '2026-03-22T10:00:00.000Z',
  date_created_custom: '2026-03-23T10:00:00.000Z',
  last_payment_date: '2026-03-24T10:00:00.000Z',
  items: [orderItem],
  tax_withholdings: objectArray.sample,
  tax_total_calculations: objectArray.sample,
  files: objectArray.sample,
  error_messages: objectArray.sample,
  additional_details: anyMap.sample,
  custom_fields: anyMap.sample,
  order_invoice_numeration_id: 'order_invoice_numeration_id-value',
} satisfies Full<typeof orderSchema>;

const contact = {
  id: 'id-value',
  account_id: 'account_id-value',
  first_name: 'first_name-value',
  last_name: 'last_name-value',
  email: 'email-value',
  phone_number: 'phone_number-value',
  phone_prefix: 'phone_prefix-value',
  identification_number: 'identification_number-value',
  identification_type: 'identification_type-value',
  status: 'status-value',
  created_at: '2026-03-11T10:00:00.000Z',
} satisfies Full<typeof contactSchema>;

const health = {
  status: 'status-value',
  version: 'version-value',
  service: 'service-value',
  environment: 'environment-value',
  message: 'message-value',
  timestamp: '2026-03-06T10:00:00.000Z',
} satisfies Full<typeof healthReportSchema>;

const locationInfoCamel = {
  inputAddress: 'inputAddress-value',
  formattedAddress: 'formattedAddress-value',
  type: 'type-value',
  lat: 1003.25,
  lng: 1004.25,
} satisfies Full<typeof locationInfoCamelSchema>;

const addressCamel = {
  id: 'id-value',
  street: 'street-value',
  city: 'city-value',
  state: 'state-value',
  stateCode: 'stateCode-value',
  postalCode: 'postalCode-value',
  country: 'country-value',
  countryCode: 'countryCode-value',
  contactName: 'contactName-value',
  contactEmail: 'contactEmail-value',
  contactPhoneCode: 'contactPhoneCode-value',
  contactPhone: 'contactPhone-value',
  additionalInformation: 'additionalInformation-value',
  lat: 1013.25,
  lng: 1014.25,
  locationInfo: locationInfoCamel,
} satisfies Full<typeof addressCamelSchema>;

const shippingLabelCamel = {
  comment: 'comment-value',
  customerDocumentNumber: false,
  organizationPhone: true,
  organizationAddress: false,
  observation: true,
  orderNumber: false,
  invoiceNumber: true,
  orderValue: false,
  shippingValue: true,
  paymentStatus: false,
  paymentMethod: true,
  trackingNumber: false,
  trackingQr: true,
  contactSeller: false,
} satisfies Full<typeof shippingLabelCamelSchema>;

const statusLogCamel = {
  statusId: 'statusId-value',
  date: '2026-03-02T10:00:00.000Z',
  comments: [statusLogComment],
} satisfies Full<typeof statusLogCamelSchema>;

const shipmentStatusCamel = {
  id: 'id-value',
  accountId: 'accountId-value',
  aliasName: 'aliasName-value',
  name: 'name-value',
  icon: 'icon-value',
  active: false,
  requiredNotification: true,
  index: 1007.25,
  color: 'color-value',
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-11T10:00:00.000Z',
  stockAction: 'stockAction-value',
} satisfies Full<typeof shipmentStatusCamelSchema>;

const shipmentCamel = {
  id: 'id-value',
  accountId: 'accountId-value',
  orderId: 'orderId-value',
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  statusUpdatedAt: '2026-03-06T10:00:00.000Z',
  shipFromId: 'shipFromId-value',
  shipFrom: addressCamel,
  shipToId: 'shipToId-value',
  shipTo: addressCamel,
  courierId: 'courierId-value',
  archived: false,
  cashOnDeliveryOrder: true,
  stockProcessed: false,
  isGift: true,
  shippingLabel: shippingLabelCamel,
  statusLogs: [statusLogCamel],
  statusId: 'statusId-value',
  status: shipmentStatusCamel,
  outOfOrderCosts: false,
  includesAccountsPayable: true,
  shippingCost: 1021.25,
  costItems: costItems.sample,
  shippingMethod: 'shippingMethod-value',
  totalWeight: 1024.25,
  isInsured: false,
  insuranceValue: 1026.25,
  customDetails: anyMap.sample,
  shippingTrackingLink: 'shippingTrackingLink-value',
  shippingTrackingNumber: 'shippingTrackingNumber-value',
} satisfies Full<typeof shipmentCamelSchema>;

// ------------------------------------------------------------------------------ the checks

checkResource('Product', productSchema, product, {
  wrong: {
    custom_category: 'cat-1',
    images: objectArray.wrong,
    files: objectArray.wrong,
    custom_fields: stringMap.wrong,
  },
});
checkResource('Custom category', customCategorySchema, customCategory);
checkResource('Product search item', productSearchItemSchema, searchItem);
checkResource('Product search result page', productSearchPageSchema, searchPage, {
  required: [],
  wrong: { items: [{ id: 'p', price: 'x' }] },
});
checkResource('Stock result entry', stockResultEntrySchema, stockEntry, { required: [] });
checkResource('Order', orderSchema, order, {
  wrong: {
    shipment: 'sh-1',
    items: { id: 'not-a-list' },
    tax_withholdings: objectArray.wrong,
    tax_total_calculations: objectArray.wrong,
    files: objectArray.wrong,
    error_messages: objectArray.wrong,
    additional_details: anyMap.wrong,
    custom_fields: anyMap.wrong,
  },
});
checkResource('Order item', orderItemSchema, orderItem, {
  wrong: {
    serials: [1, 2],
    optionals_config: 'L',
    taxes: [{ id: 't', tax_percentage: '19' }],
    discounts: [{ id: 'd', value: '5' }],
    details: anyMap.wrong,
    custom_fields: anyMap.wrong,
  },
});
checkResource('Order item tax', orderItemTaxSchema, orderItemTax);
checkResource('Order item discount', orderItemDiscountSchema, orderItemDiscount);
checkResource('Shipment (snake_case)', shipmentSchema, shipment, {
  wrong: {
    ship_from: 'Bogotá',
    ship_to: 'Bogotá',
    shipping_label: true,
    status_logs: { status_id: 'x' },
    status: 'st-pending',
    cost_items: costItems.wrong,
    custom_details: anyMap.wrong,
  },
});
checkResource('Shipment (camelCase)', shipmentCamelSchema, shipmentCamel, {
  wrong: {
    shipFrom: 'Bogotá',
    shipTo: 'Bogotá',
    shippingLabel: true,
    statusLogs: { statusId: 'x' },
    status: 'st-pending',
    costItems: costItems.wrong,
    customDetails: anyMap.wrong,
  },
});
checkResource('Address (snake_case)', addressSchema, address, { wrong: { location_info: 'here' } });
checkResource('Address (camelCase)', addressCamelSchema, addressCamel, {
  wrong: { locationInfo: 'here' },
});
checkResource('Location info (snake_case)', locationInfoSchema, locationInfo, { required: [] });
checkResource('Location info (camelCase)', locationInfoCamelSchema, locationInfoCamel, {
  required: [],
});
checkResource('Shipping label (snake_case)', shippingLabelSchema, shippingLabel, { required: [] });
checkResource('Shipping label (camelCase)', shippingLabelCamelSchema, shippingLabelCamel, {
  required: [],
});
checkResource('Status log (snake_case)', statusLogSchema, statusLog, {
  required: [],
  wrong: { comments: 'note' },
});
checkResource('Status log (camelCase)', statusLogCamelSchema, statusLogCamel, {
  required: [],
  wrong: { comments: 'note' },
});
checkResource('Status log comment', statusLogCommentSchema, statusLogComment, { required: [] });
checkResource('Shipment status (snake_case)', shipmentStatusSchema, shipmentStatus);
checkResource('Shipment status (camelCase)', shipmentStatusCamelSchema, shipmentStatusCamel);
checkResource('Contact', contactSchema, contact);
checkResource('Health report', healthReportSchema, health, { required: ['status'] });

/*
 * The schemas against the document they come from, over all resources at once: each schema
 * field is named in the "Resources and their fields" section, and each name there written in
 * snake_case or camelCase is a field of some schema (a one-word field such as `sku` is only
 * checked in the first direction).
 */
describe('the schemas name the fields of docs/service-interface.md', () => {
  const start = serviceInterface.indexOf('## Resources and their fields');
  const end = serviceInterface.indexOf('### Gaps in resource information');
  const resources = serviceInterface.slice(start, end);
  const fields = () => new Set(checkedSchemas.flatMap((schema) => Object.keys(schema.shape)));

  it('finds the section of the document', () => {
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
  });

  it('every field of a schema is named in the document', () => {
    const unnamed = [...fields()].filter((f) => !new RegExp(`\\b${f}\\b`).test(resources));
    expect(unnamed).toEqual([]);
  });

  it('every snake_case or camelCase name of the document is a field of a schema', () => {
    const known = fields();
    const names = resources.match(
      /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g,
    );
    // the two words the document uses to name the conventions themselves
    const prose = new Set(['snake_case', 'lowerCamelCase']);
    expect((names ?? []).filter((n) => !known.has(n) && !prose.has(n))).toEqual([]);
    expect(names?.length).toBeGreaterThan(300);
  });
});

describe('nested failures name the full path', () => {
  it('a wrong type deep inside an order', () => {
    const item = { ...orderItem, taxes: [{ ...orderItemTax, tax_percentage: '19' }] };
    const r = orderSchema.safeParse({ ...order, items: [orderItem, item] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['items', 1, 'taxes', 0, 'tax_percentage']);
  });
  it('a wrong type in a search page item', () => {
    const r = productSearchPageSchema.safeParse({ items: [{ id: 'p1', price: '10' }] });
    expect(r.error?.issues[0]?.path).toEqual(['items', 0, 'price']);
  });

  it('a shipment without its status record id fails at status.id', () => {
    const r = shipmentSchema.safeParse({ id: 'sh', status: { name: 'Pending' } });
    expect(r.error?.issues[0]?.path).toEqual(['status', 'id']);
  });
});

describe('wrapper shapes', () => {
  it('shipment-status response: camelCase shipment plus message', () => {
    const answer = { shipment: shipmentCamel, message: 'Shipment status updated' };
    expect(shipmentStatusResponseSchema.parse(answer)).toEqual(answer);
    expect(shipmentStatusResponseSchema.parse({ shipment: { id: 'sh-1' } })).toEqual({
      shipment: { id: 'sh-1' },
    });
  });

  it('shipment-status response: a failure deep in the shipment names the camelCase path', () => {
    const shipment = {
      ...shipmentCamel,
      shipTo: { ...addressCamel, postalCode: 50021 },
    };
    const r = shipmentStatusResponseSchema.safeParse({ shipment });
    expect(r.error?.issues[0]?.path).toEqual(['shipment', 'shipTo', 'postalCode']);
    const logs = [{ statusId: 'st', comments: [{ date: 5 }] }];
    const r2 = shipmentStatusResponseSchema.safeParse({ shipment: { id: 's', statusLogs: logs } });
    expect(r2.error?.issues[0]?.path).toEqual(['shipment', 'statusLogs', 0, 'comments', 0, 'date']);
  });

  it('shipment-status response: snake_case members are not the camelCase ones (dropped)', () => {
    const r = shipmentStatusResponseSchema.parse({ shipment: { id: 's', status_id: 'st' } });
    expect(r).toEqual({ shipment: { id: 's' } });
  });

  it('shipment-status response without a shipment fails', () => {
    const r = shipmentStatusResponseSchema.safeParse({ message: 'ok' });
    expect(r.error?.issues[0]?.path).toEqual(['shipment']);
  });

  it('shipment-status response whose message is not text fails', () => {
    const r = shipmentStatusResponseSchema.safeParse({ shipment: { id: 'sh' }, message: 3 });
    expect(r.error?.issues[0]?.path).toEqual(['message']);
  });

  it('error body: the contract form, sparse, and a wrong detail', () => {
    const body = {
      code: 'validation_failed',
      message: '2 fields are invalid',
      details: [{ path: 'items.0.quantity', message: 'must be greater than 0' }],
    };
    expect(errorBodySchema.parse({ ...body, extra: 1 })).toEqual(body);
    expect(errorBodySchema.parse({})).toEqual({});
    expect(
      errorBodySchema.safeParse({ details: [{ path: 3, message: 'x' }] }).error?.issues[0]?.path,
    ).toEqual(['details', 0, 'path']);
  });
});
