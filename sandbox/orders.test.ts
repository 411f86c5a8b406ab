import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  orderItemDiscountSchema,
  orderItemSchema,
  orderItemTaxSchema,
  orderSchema,
  shipmentSchema,
  shipmentStatusSchema,
  shippingLabelSchema,
  statusLogSchema,
} from '../src/api/schemas/index.ts';
import type { Order } from '../src/api/schemas/index.ts';
import type { Sandbox } from './app.ts';
import {
  as,
  call,
  detailPaths,
  errorOf,
  missingFields,
  OTHER_KEY,
  testSandbox,
} from './testSupport.ts';

const keys = (schema: { shape: object }): string[] => Object.keys(schema.shape);

/** A contact and two products in acc-other (empty at start), for clean sequences. */
async function setup(s: Sandbox): Promise<{ customer: string; rice: string; coffee: string }> {
  const contact = await call(
    s.app,
    'POST',
    '/v1/contacts',
    { first_name: 'Camila', last_name: 'Rojas' },
    { key: OTHER_KEY },
  );
  const rice = await call(
    s.app,
    'POST',
    '/v1/products',
    { name: 'Arroz Diana 1 kg', price: 4500, category_id: 'cat-2' },
    { key: OTHER_KEY },
  );
  const coffee = await call(
    s.app,
    'POST',
    '/v1/products',
    { name: 'Café Sello Rojo 500 g', price: 15900 },
    { key: OTHER_KEY },
  );
  const id = (r: { json: unknown }): string => (r.json as { id: string }).id;
  return { customer: id(contact), rice: id(rice), coffee: id(coffee) };
}

function fullBody(ids: {
  customer: string;
  rice: string;
  coffee: string;
}): Record<string, unknown> {
  return {
    customer_id: ids.customer,
    warehouse_id: 'wh-main',
    currency: 'COP',
    comment: 'Entregar en portería',
    payment_terms_days: 30,
    payment_terms_description: '30 días',
    percentage_discount: 5,
    discount_before_tax: false,
    percentage_tip: 10,
    tip_before_tax: true,
    total_delivery: 2500,
    billing_date: '2026-11-21T00:00:00.000Z',
    include_invoice: false,
    order_invoice_numeration_id: null,
    items: [
      {
        product_id: ids.rice,
        quantity: 3,
        unit_price: 4333.33,
        manual_percentage_discount: 2.5,
        comment: 'bolsa reforzada',
        taxes: [
          {
            tax_id: 'iva-5',
            tax_name: 'IVA 5%',
            tax_percentage: 5,
            tax_is_percentage: true,
            tax_is_include: false,
          },
          {
            tax_id: 'bolsa',
            tax_name: 'Impuesto bolsa',
            tax_value: 66,
            tax_is_percentage: false,
            tax_is_include: false,
          },
        ],
        discounts: [
          { discount_type: 'percentage', discount_name: 'Promo', discount_percentage: 7.5 },
          { discount_type: 'value', discount_name: 'Bono', value: 1000 },
        ],
      },
      {
        product_id: ids.coffee,
        quantity: 2,
        unit_price: 15900,
        taxes: [
          {
            tax_id: 'ico-8',
            tax_name: 'INC 8%',
            tax_percentage: 8,
            tax_is_percentage: true,
            tax_is_include: true,
          },
        ],
      },
      {
        is_custom_item: true,
        custom_item_name: 'Empaque de regalo',
        quantity: 1,
        unit_price: 3000.005,
      },
    ],
    shipment: {
      ship_to: {
        street: 'Cra 7 # 71-21',
        city: 'Bogotá',
        state: 'Cundinamarca',
        country_code: 'CO',
        contact_name: 'Camila Rojas',
        contact_phone: '3001234567',
      },
      shipping_method: 'courier',
      shipping_cost: 12000,
      is_gift: true,
      cash_on_delivery_order: false,
      is_insured: true,
      insurance_value: 50000,
    },
  };
}

async function createOrder(
  s: Sandbox,
  body: Record<string, unknown>,
  key = OTHER_KEY,
): Promise<Order> {
  const res = await call(s.app, 'POST', '/v1/orders', body, { key });
  expect(res.status, res.text).toBe(201);
  return as(orderSchema, res.json);
}

describe('POST /v1/orders', () => {
  it('creates an order (201) with every field of Order and of its nested records', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const res = await call(s.app, 'POST', '/v1/orders', fullBody(ids), { key: OTHER_KEY });
    expect(res.status).toBe(201);
    const raw = res.json as Record<string, unknown> & {
      items: Record<string, unknown>[];
      shipment: Record<string, unknown>;
    };
    expect(missingFields(raw, keys(orderSchema))).toEqual([]);
    for (const item of raw.items) {
      expect(missingFields(item, keys(orderItemSchema))).toEqual([]);
      for (const tax of item.taxes as unknown[])
        expect(missingFields(tax, keys(orderItemTaxSchema))).toEqual([]);
      for (const d of item.discounts as unknown[])
        expect(missingFields(d, keys(orderItemDiscountSchema))).toEqual([]);
    }
    const shipment = raw.shipment;
    expect(missingFields(shipment, keys(shipmentSchema))).toEqual([]);
    expect(missingFields(shipment.ship_to, keys(addressSchema))).toEqual([]);
    expect(missingFields(shipment.shipping_label, keys(shippingLabelSchema))).toEqual([]);
    expect(missingFields(shipment.status, keys(shipmentStatusSchema))).toEqual([]);
    for (const log of shipment.status_logs as unknown[])
      expect(missingFields(log, keys(statusLogSchema))).toEqual([]);
    const order = as(orderSchema, raw);
    expect(order).toMatchObject({
      account_id: 'acc-other',
      customer_id: ids.customer,
      status: 'open',
      number: 1,
      currency: 'COP',
      is_billed: false,
      invoice_number: null,
      invoice_available: false,
      comment: 'Entregar en portería',
      payment_terms_days: 30,
      billing_date: '2026-11-21T00:00:00.000Z',
      created_at: '2026-11-21T14:03:00.000Z',
    });
    const [first, second, third] = order.items ?? [];
    expect(first).toMatchObject({
      product_id: ids.rice,
      product_category_id: 'cat-2',
      position: 1,
      comment: 'bolsa reforzada',
    });
    expect(first?.taxes?.map((t) => [t.tax_id, t.order_item_id])).toEqual([
      ['iva-5', first?.id],
      ['bolsa', first?.id],
    ]);
    expect(first?.discounts?.map((d) => d.discount_type)).toEqual(['percentage', 'value']);
    expect(
      new Set([...(first?.taxes ?? []), ...(first?.discounts ?? [])].map((r) => r.id)).size,
    ).toBe(4);
    expect(second).toMatchObject({ product_id: ids.coffee, is_custom_item: false });
    expect(third).toMatchObject({
      product_id: null,
      is_custom_item: true,
      custom_item_name: 'Empaque de regalo',
    });
  });

  it('states the totals by the contract, per line and per order (hand-worked figures)', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const order = await createOrder(s, fullBody(ids));
    // Worked by hand from CONTRACT.md (every amount rounded to cents, half away from zero), not
    // by computeOrderTotals:
    // Line 1: gross 3 x 4333.33 = 12999.99; manual 2.5 % = 324.99975 -> 325.00;
    //   Promo 7.5 % of (12999.99 - 325.00 = 12674.99) = 950.62425 -> 950.62; Bono 1000;
    //   discount 325 + 950.62 + 1000 = 2275.62; base 12999.99 - 2275.62 = 10724.37;
    //   IVA 5 % = 536.2185 -> 536.22; bolsa 66 x 3 = 198; tax 734.22; total 11458.59
    // Line 2: gross 2 x 15900 = 31800, INC 8 % included: base 31800 / 1.08 = 29444.444 -> 29444.44;
    //   INC 8 % of 29444.44 = 2355.5552 -> 2355.56; total 29444.44 + 2355.56 = 31800.00
    // Line 3: gross 1 x 3000.005 -> 3000.01 (half away from zero); no tax; total 3000.01
    // Order: subtotal 10724.37 + 29444.44 + 3000.01 = 43168.82; tax 734.22 + 2355.56 = 3089.78;
    //   discount 5 % after tax: 5 % of 46258.60 = 2312.93; tip 10 % before tax: 10 % of 43168.82
    //   = 4316.882 -> 4316.88; delivery 2500 + shipping 12000 = 14500;
    //   total 43168.82 + 3089.78 - 2312.93 + 4316.88 + 14500 = 62762.55;
    //   items' discounts 2275.62, with the order's 4588.55; line totals 11458.59 + 31800 + 3000.01 = 46258.60
    expect(order).toMatchObject({
      subtotal: 43168.82,
      total_tax: 3089.78,
      total_tax_items: 3089.78,
      total_items_discount: 2275.62,
      total_discount: 4588.55,
      total_tip: 4316.88,
      total_delivery: 14500,
      total_manual_percentage_discount_items: 325,
      total_amount_items: 46258.6,
      total: 62762.55,
      total_amount: 62762.55,
      items_count: 3,
      items_quantity_count: 6,
      percentage_discount: 5,
      discount_before_tax: false,
      percentage_tip: 10,
      tip_before_tax: true,
    });
    const lines = [
      {
        manual: 325,
        discounts: [950.62, 1000],
        discount: 2275.62,
        base: 10724.37,
        taxes: [536.22, 198],
        tax: 734.22,
        pct: 5,
        total: 11458.59,
      },
      {
        manual: 0,
        discounts: [],
        discount: 0,
        base: 29444.44,
        taxes: [2355.56],
        tax: 2355.56,
        pct: 8,
        total: 31800,
      },
      {
        manual: 0,
        discounts: [],
        discount: 0,
        base: 3000.01,
        taxes: [],
        tax: 0,
        pct: 0,
        total: 3000.01,
      },
    ];
    expect(order.items).toHaveLength(lines.length);
    (order.items ?? []).forEach((item, i) => {
      const line = lines[i];
      expect(item).toMatchObject({
        subtotal: line?.base,
        total: line?.total,
        total_tax: line?.tax,
        total_discount: line?.discount,
        total_tax_percentage: line?.pct,
      });
      expect(item.manual_percentage_discount_value ?? 0).toBe(line?.manual);
      expect(item.taxes?.map((t) => t.total_tax_value) ?? []).toEqual(line?.taxes);
      expect(item.discounts?.map((d) => d.value) ?? []).toEqual(line?.discounts);
    });
  });

  it('numbers orders from 1 per account, and continues after the seeded orders in acc-demo', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const minimal = {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 4500 }],
    };
    expect((await createOrder(s, minimal)).number).toBe(1);
    expect((await createOrder(s, minimal)).number).toBe(2);
    expect((await createOrder(s, minimal)).number).toBe(3);
    const demo = s.store.account('acc-demo');
    const seededMax = Math.max(...[...demo.orders.values()].map((o) => o.number));
    expect(seededMax).toBe(demo.orders.size);
    const demoContact = [...demo.contacts.keys()][0] ?? '';
    const demoProduct = [...demo.products.keys()][0] ?? '';
    const demoOrder = await createOrder(
      s,
      {
        customer_id: demoContact,
        items: [{ product_id: demoProduct, quantity: 1, unit_price: 100 }],
      },
      'demo-key',
    );
    expect(demoOrder.number).toBe(seededMax + 1);
  });

  it('creates the shipment with the first active status (lowest index) and one status log entry', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const order = await createOrder(s, fullBody(ids));
    const shipment = order.shipment;
    expect(shipment).toMatchObject({
      order_id: order.id,
      account_id: 'acc-other',
      status_id: 'st-pending',
      status: {
        id: 'st-pending',
        name: 'Pending',
        index: 0,
        active: true,
        account_id: 'acc-other',
      },
      status_updated_at: '2026-11-21T14:03:00.000Z',
      shipping_cost: 12000,
      shipping_method: 'courier',
      is_gift: true,
      is_insured: true,
      insurance_value: 50000,
      ship_to: {
        city: 'Bogotá',
        street: 'Cra 7 # 71-21',
        contact_name: 'Camila Rojas',
        postal_code: null,
        lat: null,
      },
    });
    expect(shipment?.status_logs).toEqual([
      { status_id: 'st-pending', date: '2026-11-21T14:03:00.000Z', comments: [] },
    ]);
    const read = await call(s.app, 'GET', `/v1/orders/${order.id}`, undefined, { key: OTHER_KEY });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(JSON.parse(JSON.stringify(order)));
  });

  it('has no shipment when none is asked for', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const order = await createOrder(s, {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 1 }],
    });
    expect(order.shipment).toBeNull();
  });

  it('with include_invoice and a numeration, invoices at creation', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const order = await createOrder(s, {
      ...fullBody(ids),
      include_invoice: true,
      order_invoice_numeration_id: 'num-fe',
    });
    expect(order).toMatchObject({
      is_billed: true,
      invoice_available: true,
      invoice_number: 'FE-1001',
      invoice_created_at: '2026-11-21T14:03:00.000Z',
      order_invoice_numeration_id: 'num-fe',
      include_invoice: true,
      status: 'invoiced',
    });
    const again = await call(
      s.app,
      'POST',
      `/v1/orders/${order.id}/invoice`,
      { numeration_id: 'num-fe' },
      { key: OTHER_KEY },
    );
    expect(again.status).toBe(409);
  });

  it('422 for include_invoice without a numeration, or with an unknown one', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const none = await call(
      s.app,
      'POST',
      '/v1/orders',
      { ...fullBody(ids), include_invoice: true },
      { key: OTHER_KEY },
    );
    expect(none.status).toBe(422);
    expect(detailPaths(none)).toEqual(['order_invoice_numeration_id']);
    const unknown = await call(
      s.app,
      'POST',
      '/v1/orders',
      { ...fullBody(ids), include_invoice: true, order_invoice_numeration_id: 'num-x' },
      { key: OTHER_KEY },
    );
    expect(unknown.status).toBe(422);
    expect(detailPaths(unknown)).toEqual(['order_invoice_numeration_id']);
  });

  it('422 for an unknown customer, warehouse or product (another account counts as unknown), nothing created', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const demoProduct = [...s.store.account('acc-demo').products.keys()][0] ?? '';
    const res = await call(
      s.app,
      'POST',
      '/v1/orders',
      {
        customer_id: 'nobody',
        warehouse_id: 'wh-moon',
        items: [
          { product_id: ids.rice, quantity: 1, unit_price: 1 },
          { product_id: 'nothing', quantity: 1, unit_price: 1 },
          { product_id: demoProduct, quantity: 1, unit_price: 1 },
        ],
      },
      { key: OTHER_KEY },
    );
    expect(res.status).toBe(422);
    expect(detailPaths(res)).toEqual([
      'customer_id',
      'warehouse_id',
      'items.1.product_id',
      'items.2.product_id',
    ]);
    expect(s.store.account('acc-other').orders.size).toBe(0);
  });

  it('422 for out-of-bounds figures: 0 or 201 lines, quantity <= 0, discount over 100, bad discount type, bad tax', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const empty = await call(
      s.app,
      'POST',
      '/v1/orders',
      { customer_id: ids.customer, items: [] },
      { key: OTHER_KEY },
    );
    expect(detailPaths(empty)).toEqual(['items']);
    const line = { product_id: ids.rice, quantity: 1, unit_price: 1 };
    const tooMany = await call(
      s.app,
      'POST',
      '/v1/orders',
      { customer_id: ids.customer, items: Array.from({ length: 201 }, () => line) },
      { key: OTHER_KEY },
    );
    expect(tooMany.status).toBe(422);
    expect(detailPaths(tooMany)).toEqual(['items']);
    const bad = await call(
      s.app,
      'POST',
      '/v1/orders',
      {
        customer_id: ids.customer,
        percentage_discount: 120,
        items: [
          {
            product_id: ids.rice,
            quantity: -1,
            unit_price: 10,
            discounts: [{ discount_type: 'bogo' }, { discount_type: 'percentage' }],
            taxes: [{ tax_is_percentage: true }],
          },
          { is_custom_item: true, quantity: 1, unit_price: 1 },
        ],
        shipment: { ship_to: { street: 'x' } },
      },
      { key: OTHER_KEY },
    );
    expect(bad.status).toBe(422);
    expect(detailPaths(bad)).toEqual(
      expect.arrayContaining([
        'percentage_discount',
        'items.0.quantity',
        'items.0.discounts.0.discount_type',
        'items.0.discounts.1.discount_percentage',
        'items.0.taxes.0.tax_percentage',
        'items.1.custom_item_name',
        'shipment.ship_to.city',
      ]),
    );
  });
});

describe('GET /v1/orders/{id}', () => {
  it("404 for an unknown id and for another account's order", async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const order = await createOrder(s, {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 1 }],
    });
    expect(
      (await call(s.app, 'GET', '/v1/orders/unknown', undefined, { key: OTHER_KEY })).status,
    ).toBe(404);
    const foreign = await call(s.app, 'GET', `/v1/orders/${order.id}`);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).code).toBe('not_found');
  });
});

describe('POST /v1/orders/{id}/invoice', () => {
  it('invoices (201): prefix + next number of that numeration, from 1001; each numeration counts alone', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const body = {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 1 }],
    };
    const a = await createOrder(s, body);
    const b = await createOrder(s, body);
    const c = await createOrder(s, body);
    const inv = async (id: string, numeration: string): Promise<Order> => {
      const res = await call(
        s.app,
        'POST',
        `/v1/orders/${id}/invoice`,
        { numeration_id: numeration },
        { key: OTHER_KEY },
      );
      expect(res.status, res.text).toBe(201);
      expect(missingFields(res.json, keys(orderSchema))).toEqual([]);
      return as(orderSchema, res.json);
    };
    const first = await inv(a.id, 'num-fe');
    expect(first).toMatchObject({
      id: a.id,
      is_billed: true,
      invoice_available: true,
      invoice_number: 'FE-1001',
      invoice_created_at: '2026-11-21T14:03:00.000Z',
      order_invoice_numeration_id: 'num-fe',
      status: 'invoiced',
      total: a.total,
    });
    expect((await inv(b.id, 'num-pos')).invoice_number).toBe('POS-1001');
    expect((await inv(c.id, 'num-fe')).invoice_number).toBe('FE-1002');
    const read = as(
      orderSchema,
      (await call(s.app, 'GET', `/v1/orders/${a.id}`, undefined, { key: OTHER_KEY })).json,
    );
    expect(read.invoice_number).toBe('FE-1001');
  });

  it('409 when the order is already billed (and no number is used up)', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const body = {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 1 }],
    };
    const a = await createOrder(s, body);
    const b = await createOrder(s, body);
    expect(
      (
        await call(
          s.app,
          'POST',
          `/v1/orders/${a.id}/invoice`,
          { numeration_id: 'num-fe' },
          { key: OTHER_KEY },
        )
      ).status,
    ).toBe(201);
    const twice = await call(
      s.app,
      'POST',
      `/v1/orders/${a.id}/invoice`,
      { numeration_id: 'num-pos' },
      { key: OTHER_KEY },
    );
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe('conflict');
    const next = await call(
      s.app,
      'POST',
      `/v1/orders/${b.id}/invoice`,
      { numeration_id: 'num-fe' },
      { key: OTHER_KEY },
    );
    expect(as(orderSchema, next.json).invoice_number).toBe('FE-1002');
    const pos = await createOrder(s, body);
    const posInvoice = await call(
      s.app,
      'POST',
      `/v1/orders/${pos.id}/invoice`,
      { numeration_id: 'num-pos' },
      { key: OTHER_KEY },
    );
    expect(as(orderSchema, posInvoice.json).invoice_number).toBe('POS-1001');
  });

  it('422 at numeration_id for an unknown or missing numeration; 404 for an unknown order', async () => {
    const s = testSandbox();
    const ids = await setup(s);
    const a = await createOrder(s, {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 1 }],
    });
    const unknown = await call(
      s.app,
      'POST',
      `/v1/orders/${a.id}/invoice`,
      { numeration_id: 'num-nope' },
      { key: OTHER_KEY },
    );
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).code).toBe('validation_failed');
    expect(detailPaths(unknown)).toEqual(['numeration_id']);
    const missing = await call(s.app, 'POST', `/v1/orders/${a.id}/invoice`, {}, { key: OTHER_KEY });
    expect(detailPaths(missing)).toEqual(['numeration_id']);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v1/orders/nope/invoice',
          { numeration_id: 'num-fe' },
          { key: OTHER_KEY },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(s.app, 'POST', `/v1/orders/${a.id}/invoice`, { numeration_id: 'num-fe' })).status,
    ).toBe(404);
  });

  it('never reuses or skips a number when many invoices are requested at once', async () => {
    const s = testSandbox({ latencyMs: 2 });
    const ids = await setup(s);
    const body = {
      customer_id: ids.customer,
      items: [{ product_id: ids.rice, quantity: 1, unit_price: 1 }],
    };
    const orders = await Promise.all(Array.from({ length: 25 }, () => createOrder(s, body)));
    expect(new Set(orders.map((o) => o.number))).toEqual(
      new Set(Array.from({ length: 25 }, (_, i) => i + 1)),
    );
    const results = await Promise.all(
      [...orders, orders[0], orders[1]].map((o) =>
        call(
          s.app,
          'POST',
          `/v1/orders/${o?.id ?? ''}/invoice`,
          { numeration_id: 'num-fe' },
          { key: OTHER_KEY },
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(25);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const numbers = ok.map((r) => as(orderSchema, r.json).invoice_number).sort();
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => `FE-${1001 + i}`).sort());
  });

  it('continues after the numbers the seed used in acc-demo', async () => {
    const s = testSandbox();
    const demo = s.store.account('acc-demo');
    const used = [...demo.orders.values()]
      .map((o) => o.invoice_number)
      .filter((n): n is string => n !== null && n.startsWith('FE-'))
      .map((n) => Number(n.slice(3)));
    expect(used.length).toBeGreaterThan(0);
    expect([...used].sort((x, y) => x - y)).toEqual(
      Array.from({ length: used.length }, (_, i) => 1001 + i),
    );
    const open = [...demo.orders.values()].find((o) => !o.is_billed);
    const res = await call(s.app, 'POST', `/v1/orders/${open?.id ?? ''}/invoice`, {
      numeration_id: 'num-fe',
    });
    expect(as(orderSchema, res.json).invoice_number).toBe(`FE-${1001 + used.length}`);
  });
});
