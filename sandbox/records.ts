/**
 * The records the sandbox stores and sends. Each interface lists every field of the matching
 * table in service-interface.md, none optional, so the compiler makes sure every answer
 * carries every field (`null` where there is no value), nested records included.
 */

export type JsonObject = { [key: string]: unknown };

export interface CustomCategoryRecord {
  id: string | null;
  name: string | null;
  sort_index: number | null;
  created_at: string | null;
  category_parent_id: string | null;
  account_id: string | null;
  image: string | null;
}

export interface ProductRecord {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  characteristics: string | null;
  sku: string | null;
  code: string | null;
  reference: string | null;
  slug: string | null;
  base_price: number | null;
  price: number | null;
  price_2: number | null;
  price_3: number | null;
  price_4: number | null;
  price_5: number | null;
  price_6: number | null;
  price_7: number | null;
  price_8: number | null;
  price_9: number | null;
  price_10: number | null;
  cost_weighted_average: number | null;
  cost_base_weighted_average: number | null;
  cost_average: number | null;
  cost_base_average: number | null;
  cost_last_purchase: number | null;
  cost_base_last_purchase: number | null;
  last_purchase_date: string | null;
  cost_updated_at: string | null;
  purchase_count: number;
  purchase_quantity: number;
  item_width: number | null;
  item_length: number | null;
  item_height: number | null;
  item_weight: number | null;
  measurement: string | null;
  category_id: string | null;
  custom_category_id: string | null;
  reference_category: string | null;
  custom_category: CustomCategoryRecord | null;
  status: string;
  internal_status: string | null;
  type: string | null;
  ecommerce_status: string | null;
  control_inventory: boolean;
  available_online: boolean;
  hide_in_catalog: boolean;
  fast_shipping: boolean;
  is_raw_material: boolean;
  includes_variants: boolean;
  includes_serials: boolean;
  includes_optionals: boolean;
  includes_features: boolean;
  hide_childs_in_ecommerce: boolean;
  variant_image_for_option: string | null;
  variants_in_groups: string | null;
  variant_options_line: string | null;
  profile_picture: string | null;
  images: JsonObject[];
  files: JsonObject[];
  custom_fields: Record<string, string>;
  search_engine_title: string | null;
  search_engine_description: string | null;
  total_sale_total_price_sum: number;
  total_sale_price_sum: number;
  total_sale_count: number;
  total_sale_stock_sum: number;
  sale_weighted_average: number | null;
  sale_average_cost: number | null;
  last_sale_price: number | null;
  accumulated_sales: number;
  last_sale_date: string | null;
  review_rating: number | null;
  review_count: number;
  supplier_id: string | null;
  supplier_estimated_delivery_time: number | null;
  is_parent: boolean;
  has_taxes: boolean;
  has_discounts: boolean;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** Stock of one product in one warehouse. */
export interface WarehouseProductRecord {
  warehouse_id: string;
  product_id: string;
  stock: number;
  reserved: number;
  location_code: string | null;
  updated_at: string;
}

export interface ProductSearchItemRecord {
  id: string;
  name: string;
  sku: string | null;
  price: number | null;
  stock_available: number;
  reserved: number;
  measurement: string | null;
}

export interface ProductSearchPageRecord {
  items: ProductSearchItemRecord[];
  total_items: number;
  page: number;
  page_size: number;
  total_pages: number;
}

export interface StockResultEntryRecord {
  warehouse_id: string;
  product_id: string;
  stock: number;
  reserved: number;
}

export interface OrderItemTaxRecord {
  id: string;
  tax_id: string | null;
  account_id: string;
  organization_id: string | null;
  tax_tribute_type: string | null;
  tax_name: string | null;
  tax_description: string | null;
  tax_value: number | null;
  total_tax_value: number;
  tax_percentage: number | null;
  tax_is_include: boolean;
  tax_is_percentage: boolean;
  accounting_account_id: string | null;
  order_item_id: string;
}

export interface OrderItemDiscountRecord {
  id: string;
  discount_id: string | null;
  discount_type: string;
  discount_code: string | null;
  discount_name: string | null;
  discount_description: string | null;
  order_item_id: string;
  value_base: number;
  discount_percentage: number | null;
  value: number;
}

export interface OrderItemRecord {
  id: string;
  order_id: string;
  product_id: string | null;
  account_id: string;
  organization_id: string | null;
  product_variant_id: string | null;
  product_category_id: string | null;
  warehouse_id: string | null;
  location_code: string | null;
  quantity: number;
  quantity_returned: number;
  unit_price: number;
  base_price: number;
  subtotal: number;
  total: number;
  manual_percentage_discount: number;
  manual_percentage_discount_value: number;
  total_discount: number;
  total_tax: number;
  total_tax_percentage: number;
  cost_weighted_average: number | null;
  cost_base_weighted_average: number | null;
  cost_average: number | null;
  cost_base_average: number | null;
  cost_last_purchase: number | null;
  cost_base_last_purchase: number | null;
  comment: string | null;
  account_user_id: string | null;
  position: number;
  is_custom_item: boolean;
  custom_item_name: string | null;
  has_returns: boolean;
  last_return_date: string | null;
  created_at: string;
  preparation_status: string | null;
  serials: string[];
  optionals_config: JsonObject | null;
  taxes: OrderItemTaxRecord[];
  discounts: OrderItemDiscountRecord[];
  details: JsonObject;
  custom_fields: JsonObject;
}

export interface LocationInfoRecord {
  input_address: string | null;
  formatted_address: string | null;
  type: string | null;
  lat: number | null;
  lng: number | null;
}

export interface AddressRecord {
  id: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  state_code: string | null;
  postal_code: string | null;
  country: string | null;
  country_code: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone_code: string | null;
  contact_phone: string | null;
  additional_information: string | null;
  lat: number | null;
  lng: number | null;
  location_info: LocationInfoRecord | null;
}

export interface ShippingLabelRecord {
  comment: string | null;
  customer_document_number: boolean;
  organization_phone: boolean;
  organization_address: boolean;
  observation: boolean;
  order_number: boolean;
  invoice_number: boolean;
  order_value: boolean;
  shipping_value: boolean;
  payment_status: boolean;
  payment_method: boolean;
  tracking_number: boolean;
  tracking_qr: boolean;
  contact_seller: boolean;
}

export interface StatusLogCommentRecord {
  key: string;
  comment: string;
  visibility: string;
  date: string;
}

export interface StatusLogRecord {
  status_id: string;
  date: string;
  comments: StatusLogCommentRecord[];
}

export interface ShipmentStatusRecord {
  id: string;
  account_id: string;
  alias_name: string | null;
  name: string;
  icon: string | null;
  active: boolean;
  required_notification: boolean;
  index: number;
  color: string | null;
  created_at: string;
  updated_at: string;
  stock_action: string | null;
}

export interface CostItemRecord {
  name: string;
  value: number;
}

export interface ShipmentRecord {
  id: string;
  account_id: string;
  order_id: string;
  created_at: string;
  updated_at: string;
  status_updated_at: string;
  ship_from_id: string | null;
  ship_from: AddressRecord | null;
  ship_to_id: string | null;
  ship_to: AddressRecord | null;
  courier_id: string | null;
  archived: boolean;
  cash_on_delivery_order: boolean;
  stock_processed: boolean;
  is_gift: boolean;
  shipping_label: ShippingLabelRecord;
  status_logs: StatusLogRecord[];
  status_id: string;
  status: ShipmentStatusRecord | null;
  out_of_order_costs: boolean;
  includes_accounts_payable: boolean;
  shipping_cost: number;
  cost_items: CostItemRecord[];
  shipping_method: string | null;
  total_weight: number | null;
  is_insured: boolean;
  insurance_value: number;
  custom_details: JsonObject;
  shipping_tracking_link: string | null;
  shipping_tracking_number: string | null;
}

export interface OrderRecord {
  id: string;
  account_id: string;
  organization_id: string | null;
  account_user_id: string | null;
  last_account_user_id: string | null;
  document_type: string | null;
  document_number: string | null;
  document_reference_id: string | null;
  number: number;
  customer_id: string | null;
  contact_seller_id: string | null;
  order_channel_id: string | null;
  warehouse_id: string | null;
  allow_logistics_service: boolean;
  shipment: ShipmentRecord | null;
  status: string;
  internal_status: string | null;
  subtotal: number;
  total_amount: number;
  total_amount_items: number;
  total_items_discount: number;
  total_manual_percentage_discount_items: number;
  total_tax_items: number;
  items_count: number;
  items_quantity_count: number;
  total_discount: number;
  total_tip: number;
  total_delivery: number;
  percentage_tip: number;
  percentage_discount: number;
  tip_before_tax: boolean;
  discount_before_tax: boolean;
  total_tax: number;
  total: number;
  total_amount_returns: number;
  total_paid: number;
  total_payment: number;
  total_refund: number;
  payment_terms_days: number | null;
  payment_terms_description: string | null;
  invoice_number: string | null;
  invoice_created_at: string | null;
  invoice_available: boolean;
  is_billed: boolean;
  e_billing_resolution_id: string | null;
  e_billing_operation_mode_id: string | null;
  e_billing_url: string | null;
  e_billing_cufe: string | null;
  e_billing_generated: boolean;
  e_billing_number: string | null;
  e_billing_document_type: string | null;
  e_billing_created_at: string | null;
  includes_tax_withholding: boolean;
  total_tax_withholdings: number;
  tax_type: string | null;
  picking_available: boolean;
  has_returns: boolean;
  has_document_returns: boolean;
  comments_count: number;
  takeout_order: boolean;
  is_restaurant: boolean;
  is_restaurant_close: boolean;
  is_delivery: boolean;
  is_delivery_close: boolean;
  comment: string | null;
  client_ip_address: string | null;
  device_id: string | null;
  last_cash_register_id: string | null;
  source: string | null;
  tracking_number: string | null;
  has_notifications: boolean;
  ecommerce_id: string | null;
  default_price: string | null;
  currency: string | null;
  include_invoice: boolean;
  created_at: string;
  updated_at: string;
  billing_date: string | null;
  date_created_custom: string | null;
  last_payment_date: string | null;
  items: OrderItemRecord[];
  tax_withholdings: JsonObject[];
  tax_total_calculations: JsonObject[];
  files: JsonObject[];
  error_messages: JsonObject[];
  additional_details: JsonObject;
  custom_fields: JsonObject;
  order_invoice_numeration_id: string | null;
}

export interface ContactRecord {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  phone_prefix: string | null;
  identification_number: string | null;
  identification_type: string | null;
  status: string;
  created_at: string;
}

export interface HealthRecord {
  status: string;
  version: string;
  service: string;
  environment: string;
  message: string;
  timestamp: string;
}

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

export function blankAddress(): AddressRecord {
  return {
    id: null,
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
