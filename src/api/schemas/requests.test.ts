import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  contactCreateRequestSchema,
  decimalPlaces,
  invoiceRequestSchema,
  orderCreateRequestSchema,
  productCreateRequestSchema,
  productSearchRequestSchema,
  productUpdateRequestSchema,
  stockMovementSchema,
  stockUpdateListRequestSchema,
} from './index';
import { shipmentStatusUpdateRequestSchema } from './shipmentStatus';

/** The sandbox's mapping: issue.path.join('.') -> message. */
function details(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

function paths(schema: z.ZodMiniType, value: unknown): string[] {
  return Object.keys(details(schema, value));
}

// ------------------------------------------------------------------------------ CONTRACT.md examples

const searchExample = {
  query: 'text matched case-insensitively against name, sku, code and reference',
  page: 1,
  page_size: 25,
  filters: {
    stock_min: 0,
    stock_max: 100,
    in_stock: true,
    price_min: 0,
    price_max: 50000,
    category_ids: ['cat-1'],
    includes_variants: false,
    status: 'active',
  },
  sort: { field: 'name', direction: 'asc' },
};

const stockExample = {
  movements: [
    {
      warehouse_id: 'wh-main',
      product_id: '…',
      operation: 'add',
      quantity: 12,
      reservation: 'reserve',
      location_code: 'A-03-2',
      unit_cost: 8500,
      comment: 'PO 4411 received',
    },
  ],
};

const orderExample = {
  customer_id: 'contact id',
  warehouse_id: 'wh-main',
  currency: 'COP',
  contact_seller_id: null,
  order_channel_id: null,
  comment: '',
  payment_terms_days: 0,
  payment_terms_description: '',
  percentage_discount: 0,
  discount_before_tax: true,
  percentage_tip: 0,
  tip_before_tax: true,
  total_delivery: 0,
  billing_date: '2026-11-21T00:00:00.000Z',
  include_invoice: false,
  order_invoice_numeration_id: null,
  items: [
    {
      product_id: '…',
      quantity: 2,
      unit_price: 10000,
      is_custom_item: false,
      custom_item_name: null,
      manual_percentage_discount: 0,
      comment: '',
      taxes: [
        {
          tax_id: 'iva-19',
          tax_name: 'IVA 19%',
          tax_percentage: 19,
          tax_is_percentage: true,
          tax_is_include: false,
        },
      ],
      discounts: [{ discount_type: 'percentage', discount_name: 'Promo', discount_percentage: 5 }],
    },
  ],
  shipment: {
    ship_to: {
      street: 'Cra 7 # 71-21',
      city: 'Bogotá',
      state: 'Cundinamarca',
      country_code: 'CO',
      contact_name: '…',
      contact_phone: '…',
    },
    shipping_method: 'courier',
    shipping_cost: 12000,
    is_gift: false,
    cash_on_delivery_order: false,
    is_insured: false,
    insurance_value: 0,
  },
};

type OrderExample = typeof orderExample;
type Line = OrderExample['items'][number];

function orderWith(patch: Partial<Record<keyof OrderExample, unknown>>): Record<string, unknown> {
  return { ...orderExample, ...patch };
}
function lineWith(patch: Partial<Record<keyof Line, unknown>>): Record<string, unknown> {
  const line = orderExample.items[0];
  return { ...line, ...patch };
}

describe('products', () => {
  it('create: accepts a minimal and a full body', () => {
    expect(productCreateRequestSchema.parse({ name: 'Tornillo' })).toEqual({ name: 'Tornillo' });
    const full = {
      name: 'Tornillo 1/4',
      description: 'Acero',
      characteristics: 'M6',
      sku: 'TOR-14',
      code: 'C-1',
      reference: 'R-1',
      slug: 'tornillo-14',
      base_price: 100,
      price: 120,
      price_2: 0,
      price_10: 99.5,
      cost_last_purchase: 80,
      item_width: 1,
      item_length: 2,
      item_height: 3,
      item_weight: 0.25,
      measurement: 'unit',
      category_id: 'cat-1',
      custom_category_id: null,
      status: 'draft',
      internal_status: 'x',
      type: 'product',
      ecommerce_status: 'hidden',
      control_inventory: true,
      hide_childs_in_ecommerce: false,
      images: [{ url: 'https://x.test/a.png' }],
      files: [],
      custom_fields: { color: 'red' },
      search_engine_title: 'T',
      search_engine_description: 'D',
      supplier_id: 'sup-1',
      supplier_estimated_delivery_time: 3,
    };
    expect(productCreateRequestSchema.parse(full)).toEqual(full);
  });

  it('create: name is required, trimmed, 1..200', () => {
    expect(details(productCreateRequestSchema, {})).toEqual({ name: 'is required' });
    expect(details(productCreateRequestSchema, { name: '   ' })).toEqual({ name: 'is required' });
    expect(details(productCreateRequestSchema, { name: 'x'.repeat(201) })).toEqual({
      name: 'must be at most 200 characters',
    });
    expect(productCreateRequestSchema.parse({ name: ` ${'x'.repeat(200)} ` }).name).toHaveLength(
      200,
    );
    expect(details(productCreateRequestSchema, { name: 5 })).toEqual({ name: 'must be text' });
  });

  it('create: prices and dimensions must be finite and >= 0; status is an enum', () => {
    expect(paths(productCreateRequestSchema, { name: 'a', price: -1 })).toEqual(['price']);
    expect(paths(productCreateRequestSchema, { name: 'a', price_7: -0.01 })).toEqual(['price_7']);
    expect(paths(productCreateRequestSchema, { name: 'a', item_weight: -2 })).toEqual([
      'item_weight',
    ]);
    expect(paths(productCreateRequestSchema, { name: 'a', base_price: Infinity })).toEqual([
      'base_price',
    ]);
    expect(paths(productCreateRequestSchema, { name: 'a', price: Number.NaN })).toEqual(['price']);
    expect(details(productCreateRequestSchema, { name: 'a', price: '10' })).toEqual({
      price: 'must be a number',
    });
    expect(details(productCreateRequestSchema, { name: 'a', status: 'archived' })).toEqual({
      status: 'must be one of active, inactive, draft',
    });
    expect(paths(productCreateRequestSchema, { name: 'a', custom_fields: { a: 1 } })).toEqual([
      'custom_fields.a',
    ]);
    expect(paths(productCreateRequestSchema, { name: 'a', images: ['x'] })).toEqual(['images.0']);
  });

  it('create: every invalid field is listed at once', () => {
    expect(paths(productCreateRequestSchema, { price: -1, item_height: -1 }).sort()).toEqual(
      ['item_height', 'name', 'price'].sort(),
    );
  });

  it('update: partial; name when present 1..200', () => {
    expect(productUpdateRequestSchema.parse({})).toEqual({});
    expect(productUpdateRequestSchema.parse({ price: 5 })).toEqual({ price: 5 });
    expect(details(productUpdateRequestSchema, { name: '' })).toEqual({ name: 'is required' });
    expect(paths(productUpdateRequestSchema, { name: 'x'.repeat(201) })).toEqual(['name']);
    expect(paths(productUpdateRequestSchema, { name: null })).toEqual(['name']);
    expect(paths(productUpdateRequestSchema, { item_length: -3 })).toEqual(['item_length']);
  });

  it('server-set fields are not writable (dropped)', () => {
    expect(
      productCreateRequestSchema.parse({
        name: 'a',
        id: 'x',
        account_id: 'y',
        total_sale_count: 3,
      }),
    ).toEqual({
      name: 'a',
    });
  });

  it('search: the contract example and an empty body', () => {
    expect(productSearchRequestSchema.parse(searchExample)).toEqual(searchExample);
    expect(productSearchRequestSchema.parse({})).toEqual({});
  });

  it('search: page, page_size, status, sort field and direction', () => {
    expect(paths(productSearchRequestSchema, { page: 0 })).toEqual(['page']);
    expect(paths(productSearchRequestSchema, { page: 1.5 })).toEqual(['page']);
    expect(paths(productSearchRequestSchema, { page_size: 0 })).toEqual(['page_size']);
    expect(details(productSearchRequestSchema, { page_size: 101 })).toEqual({
      page_size: 'must be 100 or less',
    });
    expect(productSearchRequestSchema.parse({ page_size: 100 })).toEqual({ page_size: 100 });
    expect(paths(productSearchRequestSchema, { filters: { status: 'gone' } })).toEqual([
      'filters.status',
    ]);
    expect(paths(productSearchRequestSchema, { filters: { price_min: -1 } })).toEqual([
      'filters.price_min',
    ]);
    expect(paths(productSearchRequestSchema, { filters: { in_stock: 'yes' } })).toEqual([
      'filters.in_stock',
    ]);
    expect(paths(productSearchRequestSchema, { filters: { category_ids: ['ok', ''] } })).toEqual([
      'filters.category_ids.1',
    ]);
    expect(
      details(productSearchRequestSchema, { sort: { field: 'weight', direction: 'asc' } }),
    ).toEqual({
      'sort.field': 'must be one of name, sku, price, stock_available, created_at',
    });
    expect(paths(productSearchRequestSchema, { sort: { field: 'name', direction: 'up' } })).toEqual(
      ['sort.direction'],
    );
    expect(paths(productSearchRequestSchema, { sort: { direction: 'asc' } })).toEqual([
      'sort.field',
    ]);
  });
});

describe('stock movements', () => {
  const base = { warehouse_id: 'wh-main', product_id: 'p1', operation: 'add', quantity: 1 };
  const batch = (...movements: unknown[]) => ({ movements });

  it('accepts the contract example and the allowed combinations', () => {
    expect(stockUpdateListRequestSchema.parse(stockExample)).toEqual(stockExample);
    for (const m of [
      { ...base, operation: 'add', reservation: 'reserve' },
      { ...base, operation: 'remove', reservation: 'release' },
      { ...base, operation: 'remove', reservation: null },
      { ...base, operation: 'add', unit_cost: 0 },
      { ...base, operation: 'remove', unit_cost: null },
      { ...base, quantity: 0.000001 },
      { ...base, quantity: 12.123456 },
    ]) {
      expect(stockMovementSchema.safeParse(m).success).toBe(true);
    }
  });

  it('1..1000 movements', () => {
    expect(details(stockUpdateListRequestSchema, batch())).toEqual({
      movements: 'needs at least 1 movement',
    });
    expect(
      stockUpdateListRequestSchema.safeParse({ movements: Array(1000).fill(base) }).success,
    ).toBe(true);
    expect(paths(stockUpdateListRequestSchema, { movements: Array(1001).fill(base) })).toEqual([
      'movements',
    ]);
    expect(paths(stockUpdateListRequestSchema, {})).toEqual(['movements']);
  });

  it('quantity > 0 with at most 6 decimals', () => {
    expect(details(stockUpdateListRequestSchema, batch(base, { ...base, quantity: 0 }))).toEqual({
      'movements.1.quantity': 'must be greater than 0',
    });
    expect(paths(stockUpdateListRequestSchema, batch({ ...base, quantity: -2 }))).toEqual([
      'movements.0.quantity',
    ]);
    expect(details(stockUpdateListRequestSchema, batch({ ...base, quantity: 1.1234567 }))).toEqual({
      'movements.0.quantity': 'must have at most 6 decimals',
    });
    expect(paths(stockUpdateListRequestSchema, batch({ ...base, quantity: 1e-7 }))).toEqual([
      'movements.0.quantity',
    ]);
  });

  it('operation and reservation are enums; ids are required', () => {
    expect(paths(stockUpdateListRequestSchema, batch({ ...base, operation: 'move' }))).toEqual([
      'movements.0.operation',
    ]);
    expect(paths(stockUpdateListRequestSchema, batch({ ...base, reservation: 'hold' }))).toEqual([
      'movements.0.reservation',
    ]);
    expect(details(stockUpdateListRequestSchema, batch({ ...base, product_id: '' }))).toEqual({
      'movements.0.product_id': 'is required',
    });
    const { warehouse_id: _omit, ...noWarehouse } = base;
    expect(paths(stockUpdateListRequestSchema, batch(noWarehouse))).toEqual([
      'movements.0.warehouse_id',
    ]);
  });

  it('reserve only with add, release only with remove: issue at movements.N.reservation', () => {
    expect(
      details(
        stockUpdateListRequestSchema,
        batch(base, base, { ...base, operation: 'remove', reservation: 'reserve' }),
      ),
    ).toEqual({ 'movements.2.reservation': '"reserve" goes with "add", not with "remove"' });
    expect(
      paths(
        stockUpdateListRequestSchema,
        batch({ ...base, operation: 'add', reservation: 'release' }),
      ),
    ).toEqual(['movements.0.reservation']);
  });

  it('unit_cost only with add, and >= 0: issue at movements.N.unit_cost', () => {
    expect(
      details(stockUpdateListRequestSchema, batch({ ...base, operation: 'remove', unit_cost: 10 })),
    ).toEqual({
      'movements.0.unit_cost': 'a unit cost is only given with "add"',
    });
    expect(paths(stockUpdateListRequestSchema, batch({ ...base, unit_cost: -1 }))).toEqual([
      'movements.0.unit_cost',
    ]);
  });

  it('a combination rule is reported even when another member of the movement is invalid', () => {
    expect(
      paths(
        stockUpdateListRequestSchema,
        batch({ ...base, operation: 'remove', reservation: 'reserve', quantity: 0 }),
      ).sort(),
    ).toEqual(['movements.0.quantity', 'movements.0.reservation']);
  });

  it('decimalPlaces', () => {
    expect(decimalPlaces(12)).toBe(0);
    expect(decimalPlaces(2.5)).toBe(1);
    expect(decimalPlaces(0.000001)).toBe(6);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
  });
});

describe('orders', () => {
  it('accepts the contract example', () => {
    expect(orderCreateRequestSchema.parse(orderExample)).toEqual(orderExample);
  });

  it('accepts a minimal body, a custom line, a fixed tax and a value discount', () => {
    const body = {
      customer_id: 'c1',
      items: [
        {
          is_custom_item: true,
          custom_item_name: 'Gift wrap',
          quantity: 1,
          unit_price: 0,
          taxes: [{ tax_is_percentage: false, tax_value: 200, tax_is_include: true }],
          discounts: [{ discount_type: 'value', value: 50 }],
        },
      ],
      billing_date: '2026-11-21',
      shipment: null,
    };
    expect(orderCreateRequestSchema.parse(body)).toEqual(body);
  });

  it('customer_id is required and non-empty', () => {
    const { customer_id: _c, ...noCustomer } = orderExample;
    expect(details(orderCreateRequestSchema, noCustomer)).toEqual({ customer_id: 'is required' });
    expect(paths(orderCreateRequestSchema, orderWith({ customer_id: ' ' }))).toEqual([
      'customer_id',
    ]);
  });

  it('items: 1..200 lines', () => {
    expect(details(orderCreateRequestSchema, orderWith({ items: [] }))).toEqual({
      items: 'needs at least 1 line',
    });
    expect(
      paths(orderCreateRequestSchema, orderWith({ items: Array(201).fill(lineWith({})) })),
    ).toEqual(['items']);
    expect(
      orderCreateRequestSchema.safeParse(orderWith({ items: Array(200).fill(lineWith({})) }))
        .success,
    ).toBe(true);
  });

  it('a line needs a product_id, or is_custom_item with a custom_item_name', () => {
    expect(
      details(
        orderCreateRequestSchema,
        orderWith({ items: [lineWith({}), lineWith({ product_id: null })] }),
      ),
    ).toEqual({
      'items.1.product_id': 'choose a product, or make it a custom item',
    });
    expect(
      paths(orderCreateRequestSchema, orderWith({ items: [lineWith({ product_id: '' })] })),
    ).toEqual(['items.0.product_id']);
    expect(
      details(
        orderCreateRequestSchema,
        orderWith({
          items: [lineWith({ product_id: null, is_custom_item: true, custom_item_name: ' ' })],
        }),
      ),
    ).toEqual({ 'items.0.custom_item_name': 'is required for a custom item' });
  });

  it('quantity > 0, unit_price >= 0, manual discount 0..100', () => {
    expect(
      paths(orderCreateRequestSchema, orderWith({ items: [lineWith({ quantity: 0 })] })),
    ).toEqual(['items.0.quantity']);
    expect(
      paths(orderCreateRequestSchema, orderWith({ items: [lineWith({ unit_price: -1 })] })),
    ).toEqual(['items.0.unit_price']);
    expect(
      paths(orderCreateRequestSchema, orderWith({ items: [lineWith({ unit_price: undefined })] })),
    ).toEqual(['items.0.unit_price']);
    expect(
      paths(
        orderCreateRequestSchema,
        orderWith({ items: [lineWith({ manual_percentage_discount: 101 })] }),
      ),
    ).toEqual(['items.0.manual_percentage_discount']);
  });

  it('taxes: tax_percentage required for a percentage tax, tax_value for a fixed one', () => {
    const withTax = (tax: unknown) => orderWith({ items: [lineWith({ taxes: [tax] })] });
    expect(
      details(orderCreateRequestSchema, withTax({ tax_id: 'iva-19', tax_is_percentage: true })),
    ).toEqual({
      'items.0.taxes.0.tax_percentage': 'is required for a percentage tax',
    });
    expect(
      paths(orderCreateRequestSchema, withTax({ tax_is_percentage: false, tax_percentage: 19 })),
    ).toEqual(['items.0.taxes.0.tax_value']);
    expect(
      paths(orderCreateRequestSchema, withTax({ tax_is_percentage: true, tax_percentage: -1 })),
    ).toEqual(['items.0.taxes.0.tax_percentage']);
    expect(
      paths(orderCreateRequestSchema, withTax({ tax_is_percentage: false, tax_value: -1 })),
    ).toEqual(['items.0.taxes.0.tax_value']);
    expect(paths(orderCreateRequestSchema, withTax({ tax_percentage: 19 }))).toEqual([
      'items.0.taxes.0.tax_is_percentage',
    ]);
  });

  it('discounts: type enum; percentage 0..100 required for percentage; value >= 0 required for value', () => {
    const withDiscount = (d: unknown) => orderWith({ items: [lineWith({ discounts: [d] })] });
    expect(
      paths(orderCreateRequestSchema, withDiscount({ discount_type: 'coupon', value: 1 })),
    ).toEqual(['items.0.discounts.0.discount_type']);
    expect(paths(orderCreateRequestSchema, withDiscount({ discount_type: 'percentage' }))).toEqual([
      'items.0.discounts.0.discount_percentage',
    ]);
    expect(
      paths(
        orderCreateRequestSchema,
        withDiscount({ discount_type: 'percentage', discount_percentage: 100.5 }),
      ),
    ).toEqual(['items.0.discounts.0.discount_percentage']);
    expect(details(orderCreateRequestSchema, withDiscount({ discount_type: 'value' }))).toEqual({
      'items.0.discounts.0.value': 'is required for a fixed-amount discount',
    });
    expect(
      paths(orderCreateRequestSchema, withDiscount({ discount_type: 'value', value: -5 })),
    ).toEqual(['items.0.discounts.0.value']);
  });

  it('order-level figures', () => {
    expect(paths(orderCreateRequestSchema, orderWith({ percentage_discount: 120 }))).toEqual([
      'percentage_discount',
    ]);
    expect(paths(orderCreateRequestSchema, orderWith({ percentage_tip: -1 }))).toEqual([
      'percentage_tip',
    ]);
    expect(orderCreateRequestSchema.safeParse(orderWith({ percentage_tip: 150 })).success).toBe(
      true,
    );
    expect(paths(orderCreateRequestSchema, orderWith({ total_delivery: -1 }))).toEqual([
      'total_delivery',
    ]);
    expect(paths(orderCreateRequestSchema, orderWith({ discount_before_tax: 'yes' }))).toEqual([
      'discount_before_tax',
    ]);
    expect(paths(orderCreateRequestSchema, orderWith({ payment_terms_days: 1.5 }))).toEqual([
      'payment_terms_days',
    ]);
    expect(paths(orderCreateRequestSchema, orderWith({ currency: 'pesos' }))).toEqual(['currency']);
  });

  it('billing_date must be an ISO string', () => {
    expect(paths(orderCreateRequestSchema, orderWith({ billing_date: '21/11/2026' }))).toEqual([
      'billing_date',
    ]);
    expect(paths(orderCreateRequestSchema, orderWith({ billing_date: 1763683200000 }))).toEqual([
      'billing_date',
    ]);
    expect(
      orderCreateRequestSchema.safeParse(orderWith({ billing_date: '2026-11-21T09:00:00-05:00' }))
        .success,
    ).toBe(true);
  });

  it('include_invoice needs an order_invoice_numeration_id', () => {
    expect(details(orderCreateRequestSchema, orderWith({ include_invoice: true }))).toEqual({
      order_invoice_numeration_id: 'choose a numeration to invoice the order',
    });
    expect(
      orderCreateRequestSchema.safeParse(
        orderWith({ include_invoice: true, order_invoice_numeration_id: 'num-fe' }),
      ).success,
    ).toBe(true);
  });

  it('shipment: ship_to.city required; amounts >= 0', () => {
    const ship = orderExample.shipment;
    expect(
      details(
        orderCreateRequestSchema,
        orderWith({ shipment: { ...ship, ship_to: { street: 'x' } } }),
      ),
    ).toEqual({
      'shipment.ship_to.city': 'is required',
    });
    expect(paths(orderCreateRequestSchema, orderWith({ shipment: { shipping_cost: 1 } }))).toEqual([
      'shipment.ship_to',
    ]);
    expect(
      paths(orderCreateRequestSchema, orderWith({ shipment: { ...ship, shipping_cost: -1 } })),
    ).toEqual(['shipment.shipping_cost']);
    expect(
      paths(orderCreateRequestSchema, orderWith({ shipment: { ...ship, insurance_value: -1 } })),
    ).toEqual(['shipment.insurance_value']);
    expect(
      paths(orderCreateRequestSchema, orderWith({ shipment: { ...ship, is_gift: 'no' } })),
    ).toEqual(['shipment.is_gift']);
    expect(
      paths(
        orderCreateRequestSchema,
        orderWith({ shipment: { ...ship, ship_to: { city: 'Cali', contact_email: 'nope' } } }),
      ),
    ).toEqual(['shipment.ship_to.contact_email']);
  });

  it('lists every offending field at once', () => {
    const body = orderWith({
      customer_id: '',
      items: [lineWith({ quantity: 0 }), lineWith({ product_id: null, unit_price: -1 })],
      include_invoice: true,
    });
    expect(paths(orderCreateRequestSchema, body).sort()).toEqual(
      [
        'customer_id',
        'items.0.quantity',
        'items.1.product_id',
        'items.1.unit_price',
        'order_invoice_numeration_id',
      ].sort(),
    );
  });

  it('invoice: numeration_id non-empty', () => {
    expect(invoiceRequestSchema.parse({ numeration_id: 'num-fe' })).toEqual({
      numeration_id: 'num-fe',
    });
    expect(details(invoiceRequestSchema, {})).toEqual({ numeration_id: 'is required' });
    expect(paths(invoiceRequestSchema, { numeration_id: '' })).toEqual(['numeration_id']);
    expect(details(invoiceRequestSchema, 'num-fe')).toEqual({ '': 'must be an object' });
  });
});

describe('shipment status command', () => {
  it('accepts the contract example (camelCase) and no comment', () => {
    const cmd = { shipmentId: '…', statusId: 'st-in-transit', comment: 'Left with courier 12' };
    expect(shipmentStatusUpdateRequestSchema.parse(cmd)).toEqual(cmd);
    expect(shipmentStatusUpdateRequestSchema.parse({ shipmentId: 's', statusId: 't' })).toEqual({
      shipmentId: 's',
      statusId: 't',
    });
  });

  it('shipmentId and statusId required; comment is text', () => {
    expect(details(shipmentStatusUpdateRequestSchema, {})).toEqual({
      shipmentId: 'is required',
      statusId: 'is required',
    });
    expect(
      paths(shipmentStatusUpdateRequestSchema, { shipment_id: 's', status_id: 't' }).sort(),
    ).toEqual(['shipmentId', 'statusId']);
    expect(
      paths(shipmentStatusUpdateRequestSchema, { shipmentId: 's', statusId: 't', comment: 4 }),
    ).toEqual(['comment']);
  });
});

describe('contacts', () => {
  const full = {
    first_name: 'Ana',
    last_name: 'Gómez',
    email: 'ana@example.com',
    phone_prefix: '+57',
    phone_number: '3001234567',
    identification_type: 'CC',
    identification_number: '1020304050',
  };

  it('accepts a full body, a minimal body, and empty optional texts', () => {
    expect(contactCreateRequestSchema.parse(full)).toEqual(full);
    expect(contactCreateRequestSchema.parse({ first_name: 'Ana' })).toEqual({ first_name: 'Ana' });
    const blanks = {
      first_name: 'Ana',
      last_name: '',
      email: '',
      phone_prefix: '',
      phone_number: '',
    };
    expect(contactCreateRequestSchema.parse(blanks)).toEqual(blanks);
    for (const t of ['CC', 'NIT', 'CE', 'PP', 'TI']) {
      expect(
        contactCreateRequestSchema.safeParse({ ...full, identification_type: t }).success,
      ).toBe(true);
    }
  });

  it('first_name required 1..100', () => {
    expect(details(contactCreateRequestSchema, {})).toEqual({ first_name: 'is required' });
    expect(paths(contactCreateRequestSchema, { first_name: '' })).toEqual(['first_name']);
    expect(paths(contactCreateRequestSchema, { first_name: 'a'.repeat(101) })).toEqual([
      'first_name',
    ]);
    expect(contactCreateRequestSchema.safeParse({ first_name: 'a'.repeat(100) }).success).toBe(
      true,
    );
  });

  it('email, phone, identification type', () => {
    expect(details(contactCreateRequestSchema, { ...full, email: 'ana@' })).toEqual({
      email: 'must be a valid email address',
    });
    expect(paths(contactCreateRequestSchema, { ...full, phone_prefix: '57' })).toEqual([
      'phone_prefix',
    ]);
    expect(paths(contactCreateRequestSchema, { ...full, phone_prefix: '+57a' })).toEqual([
      'phone_prefix',
    ]);
    expect(details(contactCreateRequestSchema, { ...full, phone_number: '300-123' })).toEqual({
      phone_number: 'must contain digits only',
    });
    expect(paths(contactCreateRequestSchema, { ...full, phone_number: '+573001234567' })).toEqual([
      'phone_number',
    ]);
    expect(details(contactCreateRequestSchema, { ...full, identification_type: 'DNI' })).toEqual({
      identification_type: 'must be one of CC, NIT, CE, PP, TI',
    });
    expect(paths(contactCreateRequestSchema, { ...full, last_name: 'x'.repeat(101) })).toEqual([
      'last_name',
    ]);
  });
});
