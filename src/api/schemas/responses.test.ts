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
import { shipmentCamelSchema, shipmentStatusResponseSchema } from './shipmentStatus';

/*
 * Every resource of service-interface.md, field by field. The field lists below are copied
 * from the document's tables (not from the schemas), so a missing, extra or mistyped field
 * fails here.
 */

type Kind = 'string' | 'number' | 'boolean' | 'timestamp';

interface NestedField {
  /** A valid value. */
  sample: unknown;
  /** A value of the wrong type. */
  wrong: unknown;
}

interface Table {
  string?: string[];
  number?: string[];
  boolean?: string[];
  timestamp?: string[];
  nested?: Record<string, NestedField>;
}

function sampleOf(kind: Kind, field: string, i: number): unknown {
  switch (kind) {
    case 'string':
      return `${field}-value`;
    case 'number':
      return 1000 + i + 0.25;
    case 'boolean':
      return i % 2 === 0;
    case 'timestamp':
      return `2026-03-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`;
  }
}

function wrongOf(kind: Kind): unknown {
  return kind === 'number' ? 'not-a-number' : kind === 'boolean' ? 'yes' : 42;
}

function entries(table: Table): [string, Kind | 'nested'][] {
  const out: [string, Kind | 'nested'][] = [];
  for (const kind of ['string', 'number', 'boolean', 'timestamp'] as const) {
    for (const f of table[kind] ?? []) out.push([f, kind]);
  }
  for (const f of Object.keys(table.nested ?? {})) out.push([f, 'nested']);
  return out;
}

function fullSample(table: Table): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  entries(table).forEach(([f, kind], i) => {
    out[f] = kind === 'nested' ? table.nested?.[f]?.sample : sampleOf(kind, f, i);
  });
  return out;
}

function firstIssue(schema: z.ZodMiniType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success
    ? null
    : { path: r.error.issues[0]?.path.join('.'), code: r.error.issues[0]?.code };
}

function checkResource(
  name: string,
  schema: z.ZodMiniType & { readonly shape: object },
  table: Table,
  required: string[] = ['id'],
) {
  describe(name, () => {
    const full = fullSample(table);

    it('has exactly the fields of the table', () => {
      expect(Object.keys(schema.shape).sort()).toEqual(Object.keys(full).sort());
    });

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

    it.each(entries(table))('fails when %s has the wrong type', (field, kind) => {
      const wrong = kind === 'nested' ? table.nested?.[field]?.wrong : wrongOf(kind);
      const issue = firstIssue(schema, { ...full, [field]: wrong });
      expect(issue?.code).toBe('invalid_type');
      // a nested record or list fails at the field itself or inside it (images.0, items.0.price)
      expect(issue?.path === field || issue?.path?.startsWith(`${field}.`)).toBe(true);
    });
  });
}

// ------------------------------------------------------------------------------ the tables

const customCategoryTable: Table = {
  string: ['id', 'name', 'category_parent_id', 'account_id', 'image'],
  number: ['sort_index'],
  timestamp: ['created_at'],
};

const objectArray = { sample: [{ url: 'https://x.test/a.png', position: 1 }], wrong: [1, 2] };
const stringMap = { sample: { color: 'red', size: 'L' }, wrong: { color: 7 } };
const anyMap = { sample: { a: { deep: true }, b: 'text' }, wrong: ['not', 'a', 'map'] };

const productTable: Table = {
  string: [
    'id',
    'account_id',
    'name',
    'description',
    'characteristics',
    'sku',
    'code',
    'reference',
    'slug',
    'measurement',
    'category_id',
    'custom_category_id',
    'reference_category',
    'status',
    'internal_status',
    'type',
    'ecommerce_status',
    'variant_image_for_option',
    'variants_in_groups',
    'variant_options_line',
    'profile_picture',
    'search_engine_title',
    'search_engine_description',
    'supplier_id',
    'created_by',
    'updated_by',
  ],
  number: [
    'base_price',
    'price',
    'price_2',
    'price_3',
    'price_4',
    'price_5',
    'price_6',
    'price_7',
    'price_8',
    'price_9',
    'price_10',
    'cost_weighted_average',
    'cost_base_weighted_average',
    'cost_average',
    'cost_base_average',
    'cost_last_purchase',
    'cost_base_last_purchase',
    'purchase_count',
    'purchase_quantity',
    'item_width',
    'item_length',
    'item_height',
    'item_weight',
    'total_sale_total_price_sum',
    'total_sale_price_sum',
    'total_sale_count',
    'total_sale_stock_sum',
    'sale_weighted_average',
    'sale_average_cost',
    'last_sale_price',
    'accumulated_sales',
    'review_rating',
    'review_count',
    'supplier_estimated_delivery_time',
  ],
  boolean: [
    'control_inventory',
    'available_online',
    'hide_in_catalog',
    'fast_shipping',
    'is_raw_material',
    'includes_variants',
    'includes_serials',
    'includes_optionals',
    'includes_features',
    'hide_childs_in_ecommerce',
    'is_parent',
    'has_taxes',
    'has_discounts',
  ],
  timestamp: [
    'last_purchase_date',
    'cost_updated_at',
    'last_sale_date',
    'created_at',
    'updated_at',
  ],
  nested: {
    custom_category: { sample: fullSample(customCategoryTable), wrong: 'cat-1' },
    images: objectArray,
    files: objectArray,
    custom_fields: stringMap,
  },
};

const searchItemTable: Table = {
  // the table's fields, plus `measurement`: not in service-interface.md's search item, a
  // documented contract assumption (src/api/schemas/product.ts, CONTRACT note of issue 13)
  string: ['id', 'name', 'sku', 'measurement'],
  number: ['price', 'stock_available', 'reserved'],
};

const searchPageTable: Table = {
  number: ['total_items', 'page', 'page_size', 'total_pages'],
  nested: { items: { sample: [fullSample(searchItemTable)], wrong: [{ id: 'p', price: 'x' }] } },
};

const stockEntryTable: Table = {
  string: ['warehouse_id', 'product_id'],
  number: ['stock', 'reserved'],
};

const locationInfoTable: Table = {
  string: ['input_address', 'formatted_address', 'type'],
  number: ['lat', 'lng'],
};
const locationInfoCamelTable: Table = {
  string: ['inputAddress', 'formattedAddress', 'type'],
  number: ['lat', 'lng'],
};

const addressTable: Table = {
  string: [
    'id',
    'street',
    'city',
    'state',
    'state_code',
    'postal_code',
    'country',
    'country_code',
    'contact_name',
    'contact_email',
    'contact_phone_code',
    'contact_phone',
    'additional_information',
  ],
  number: ['lat', 'lng'],
  nested: { location_info: { sample: fullSample(locationInfoTable), wrong: 'here' } },
};
const addressCamelTable: Table = {
  string: [
    'id',
    'street',
    'city',
    'state',
    'stateCode',
    'postalCode',
    'country',
    'countryCode',
    'contactName',
    'contactEmail',
    'contactPhoneCode',
    'contactPhone',
    'additionalInformation',
  ],
  number: ['lat', 'lng'],
  nested: { locationInfo: { sample: fullSample(locationInfoCamelTable), wrong: 'here' } },
};

const labelTable: Table = {
  string: ['comment'],
  boolean: [
    'customer_document_number',
    'organization_phone',
    'organization_address',
    'observation',
    'order_number',
    'invoice_number',
    'order_value',
    'shipping_value',
    'payment_status',
    'payment_method',
    'tracking_number',
    'tracking_qr',
    'contact_seller',
  ],
};
const labelCamelTable: Table = {
  string: ['comment'],
  boolean: [
    'customerDocumentNumber',
    'organizationPhone',
    'organizationAddress',
    'observation',
    'orderNumber',
    'invoiceNumber',
    'orderValue',
    'shippingValue',
    'paymentStatus',
    'paymentMethod',
    'trackingNumber',
    'trackingQr',
    'contactSeller',
  ],
};

const commentTable: Table = { string: ['key', 'comment', 'visibility'], timestamp: ['date'] };
const statusLogTable: Table = {
  string: ['status_id'],
  timestamp: ['date'],
  nested: { comments: { sample: [fullSample(commentTable)], wrong: 'note' } },
};
const statusLogCamelTable: Table = {
  string: ['statusId'],
  timestamp: ['date'],
  nested: { comments: { sample: [fullSample(commentTable)], wrong: 'note' } },
};

const statusTable: Table = {
  string: ['id', 'account_id', 'alias_name', 'name', 'icon', 'color', 'stock_action'],
  boolean: ['active', 'required_notification'],
  number: ['index'],
  timestamp: ['created_at', 'updated_at'],
};
const statusCamelTable: Table = {
  string: ['id', 'accountId', 'aliasName', 'name', 'icon', 'color', 'stockAction'],
  boolean: ['active', 'requiredNotification'],
  number: ['index'],
  timestamp: ['createdAt', 'updatedAt'],
};

const costItems = {
  sample: [{ name: 'Packaging', value: 1500 }],
  wrong: [{ name: 'Packaging', value: 'cheap' }],
};

const shipmentTable: Table = {
  string: [
    'id',
    'account_id',
    'order_id',
    'ship_from_id',
    'ship_to_id',
    'courier_id',
    'status_id',
    'shipping_method',
    'shipping_tracking_link',
    'shipping_tracking_number',
  ],
  timestamp: ['created_at', 'updated_at', 'status_updated_at'],
  boolean: [
    'archived',
    'cash_on_delivery_order',
    'stock_processed',
    'is_gift',
    'out_of_order_costs',
    'includes_accounts_payable',
    'is_insured',
  ],
  number: ['shipping_cost', 'total_weight', 'insurance_value'],
  nested: {
    ship_from: { sample: fullSample(addressTable), wrong: 'Bogotá' },
    ship_to: { sample: fullSample(addressTable), wrong: 'Bogotá' },
    shipping_label: { sample: fullSample(labelTable), wrong: true },
    status_logs: { sample: [fullSample(statusLogTable)], wrong: { status_id: 'x' } },
    status: { sample: fullSample(statusTable), wrong: 'st-pending' },
    cost_items: costItems,
    custom_details: anyMap,
  },
};
const shipmentCamelTable: Table = {
  string: [
    'id',
    'accountId',
    'orderId',
    'shipFromId',
    'shipToId',
    'courierId',
    'statusId',
    'shippingMethod',
    'shippingTrackingLink',
    'shippingTrackingNumber',
  ],
  timestamp: ['createdAt', 'updatedAt', 'statusUpdatedAt'],
  boolean: [
    'archived',
    'cashOnDeliveryOrder',
    'stockProcessed',
    'isGift',
    'outOfOrderCosts',
    'includesAccountsPayable',
    'isInsured',
  ],
  number: ['shippingCost', 'totalWeight', 'insuranceValue'],
  nested: {
    shipFrom: { sample: fullSample(addressCamelTable), wrong: 'Bogotá' },
    shipTo: { sample: fullSample(addressCamelTable), wrong: 'Bogotá' },
    shippingLabel: { sample: fullSample(labelCamelTable), wrong: true },
    statusLogs: { sample: [fullSample(statusLogCamelTable)], wrong: { statusId: 'x' } },
    status: { sample: fullSample(statusCamelTable), wrong: 'st-pending' },
    costItems,
    customDetails: anyMap,
  },
};

const taxTable: Table = {
  string: [
    'id',
    'tax_id',
    'account_id',
    'organization_id',
    'tax_tribute_type',
    'tax_name',
    'tax_description',
    'accounting_account_id',
    'order_item_id',
  ],
  number: ['tax_value', 'total_tax_value', 'tax_percentage'],
  boolean: ['tax_is_include', 'tax_is_percentage'],
};

const discountTable: Table = {
  string: [
    'id',
    'discount_id',
    'discount_type',
    'discount_code',
    'discount_name',
    'discount_description',
    'order_item_id',
  ],
  number: ['value_base', 'discount_percentage', 'value'],
};

const orderItemTable: Table = {
  string: [
    'id',
    'order_id',
    'product_id',
    'account_id',
    'organization_id',
    'product_variant_id',
    'product_category_id',
    'warehouse_id',
    'location_code',
    'comment',
    'account_user_id',
    'custom_item_name',
    'preparation_status',
  ],
  number: [
    'quantity',
    'quantity_returned',
    'unit_price',
    'base_price',
    'subtotal',
    'total',
    'manual_percentage_discount',
    'manual_percentage_discount_value',
    'total_discount',
    'total_tax',
    'total_tax_percentage',
    'cost_weighted_average',
    'cost_base_weighted_average',
    'cost_average',
    'cost_base_average',
    'cost_last_purchase',
    'cost_base_last_purchase',
    'position',
  ],
  boolean: ['is_custom_item', 'has_returns'],
  timestamp: ['last_return_date', 'created_at'],
  nested: {
    serials: { sample: ['SN-1', 'SN-2'], wrong: [1, 2] },
    optionals_config: { sample: { size: 'L', extras: ['a'] }, wrong: 'L' },
    taxes: { sample: [fullSample(taxTable)], wrong: [{ id: 't', tax_percentage: '19' }] },
    discounts: { sample: [fullSample(discountTable)], wrong: [{ id: 'd', value: '5' }] },
    details: anyMap,
    custom_fields: anyMap,
  },
};

const orderTable: Table = {
  string: [
    'id',
    'account_id',
    'organization_id',
    'account_user_id',
    'last_account_user_id',
    'document_type',
    'document_number',
    'document_reference_id',
    'customer_id',
    'contact_seller_id',
    'order_channel_id',
    'warehouse_id',
    'status',
    'internal_status',
    'payment_terms_description',
    'invoice_number',
    'e_billing_resolution_id',
    'e_billing_operation_mode_id',
    'e_billing_url',
    'e_billing_cufe',
    'e_billing_number',
    'e_billing_document_type',
    'tax_type',
    'comment',
    'client_ip_address',
    'device_id',
    'last_cash_register_id',
    'source',
    'tracking_number',
    'ecommerce_id',
    'default_price',
    'currency',
    'order_invoice_numeration_id',
  ],
  number: [
    'number',
    'subtotal',
    'total_amount',
    'total_amount_items',
    'total_items_discount',
    'total_manual_percentage_discount_items',
    'total_tax_items',
    'items_count',
    'items_quantity_count',
    'total_discount',
    'total_tip',
    'total_delivery',
    'percentage_tip',
    'percentage_discount',
    'total_tax',
    'total',
    'total_amount_returns',
    'total_paid',
    'total_payment',
    'total_refund',
    'payment_terms_days',
    'total_tax_withholdings',
    'comments_count',
  ],
  boolean: [
    'allow_logistics_service',
    'tip_before_tax',
    'discount_before_tax',
    'invoice_available',
    'is_billed',
    'e_billing_generated',
    'includes_tax_withholding',
    'picking_available',
    'has_returns',
    'has_document_returns',
    'takeout_order',
    'is_restaurant',
    'is_restaurant_close',
    'is_delivery',
    'is_delivery_close',
    'has_notifications',
    'include_invoice',
  ],
  timestamp: [
    'invoice_created_at',
    'e_billing_created_at',
    'created_at',
    'updated_at',
    'billing_date',
    'date_created_custom',
    'last_payment_date',
  ],
  nested: {
    shipment: { sample: fullSample(shipmentTable), wrong: 'sh-1' },
    items: { sample: [fullSample(orderItemTable)], wrong: { id: 'not-a-list' } },
    tax_withholdings: objectArray,
    tax_total_calculations: objectArray,
    files: objectArray,
    error_messages: objectArray,
    additional_details: anyMap,
    custom_fields: anyMap,
  },
};

const contactTable: Table = {
  string: [
    'id',
    'account_id',
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'phone_prefix',
    'identification_number',
    'identification_type',
    'status',
  ],
  timestamp: ['created_at'],
};

const healthTable: Table = {
  string: ['status', 'version', 'service', 'environment', 'message'],
  timestamp: ['timestamp'],
};

// ------------------------------------------------------------------------------ the checks

checkResource('Product', productSchema, productTable);
checkResource('Custom category', customCategorySchema, customCategoryTable);
checkResource('Product search item', productSearchItemSchema, searchItemTable);
checkResource('Product search result page', productSearchPageSchema, searchPageTable, []);
checkResource('Stock result entry', stockResultEntrySchema, stockEntryTable, []);
checkResource('Order', orderSchema, orderTable);
checkResource('Order item', orderItemSchema, orderItemTable);
checkResource('Order item tax', orderItemTaxSchema, taxTable);
checkResource('Order item discount', orderItemDiscountSchema, discountTable);
checkResource('Shipment (snake_case)', shipmentSchema, shipmentTable);
// The camelCase forms are derived from the snake_case schemas (camelKeysSchema); the camelCase
// tables above are the document's, so a derivation that names a field otherwise fails here.
checkResource('Shipment (camelCase)', shipmentCamelSchema, shipmentCamelTable);
checkResource('Address (snake_case)', addressSchema, addressTable);
checkResource('Address (camelCase)', camelKeysSchema(addressSchema), addressCamelTable);
checkResource('Location info (snake_case)', locationInfoSchema, locationInfoTable, []);
checkResource(
  'Location info (camelCase)',
  camelKeysSchema(locationInfoSchema),
  locationInfoCamelTable,
  [],
);
checkResource('Shipping label (snake_case)', shippingLabelSchema, labelTable, []);
checkResource(
  'Shipping label (camelCase)',
  camelKeysSchema(shippingLabelSchema),
  labelCamelTable,
  [],
);
checkResource('Status log (snake_case)', statusLogSchema, statusLogTable, []);
checkResource('Status log (camelCase)', camelKeysSchema(statusLogSchema), statusLogCamelTable, []);
checkResource('Status log comment', statusLogCommentSchema, commentTable, []);
checkResource('Shipment status (snake_case)', shipmentStatusSchema, statusTable);
checkResource(
  'Shipment status (camelCase)',
  camelKeysSchema(shipmentStatusSchema),
  statusCamelTable,
);
checkResource('Contact', contactSchema, contactTable);
checkResource('Health report', healthReportSchema, healthTable, ['status']);

describe('nested failures name the full path', () => {
  it('a wrong type deep inside an order', () => {
    const order = fullSample(orderTable);
    const item = {
      ...fullSample(orderItemTable),
      taxes: [{ ...fullSample(taxTable), tax_percentage: '19' }],
    };
    const r = orderSchema.safeParse({ ...order, items: [fullSample(orderItemTable), item] });
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
    const answer = { shipment: fullSample(shipmentCamelTable), message: 'Shipment status updated' };
    expect(shipmentStatusResponseSchema.parse(answer)).toEqual(answer);
    expect(shipmentStatusResponseSchema.parse({ shipment: { id: 'sh-1' } })).toEqual({
      shipment: { id: 'sh-1' },
    });
  });

  it('shipment-status response: a failure deep in the shipment names the camelCase path', () => {
    const shipment = {
      ...fullSample(shipmentCamelTable),
      shipTo: { ...fullSample(addressCamelTable), postalCode: 50021 },
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
