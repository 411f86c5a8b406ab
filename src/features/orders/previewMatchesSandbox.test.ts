import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shippedConfig from '../../../public/config.json' with { type: 'json' };
import { testSandbox } from '../../../sandbox/testSupport';
import { sandboxFetch } from '../../../sandbox/testing';
import { configureClient, resetClient } from '../../api/client';
import { createContact } from '../../api/contacts';
import { createOrder, getOrder } from '../../api/orders';
import { searchProducts } from '../../api/products';
import type { Order } from '../../api/schemas/order';
import { runtimeConfigSchema } from '../../config/schema';
import type { OrderTotals } from '../../domain/totals';
import { emptyOrderForm, emptyShipment, orderFormSchema } from './orderForm';
import type { DiscountValues, LineValues, OrderFormValues } from './orderForm';
import { previewTotals, toOrderCreateRequest } from './orderMapper';

/*
 * The live preview equals what the sandbox stores, to the cent, for thousands of random
 * orders: form values (as a person types them) -> the form's checks -> the mapper -> the
 * preview; the same body -> the API client -> the sandbox in process -> GET -> the figures.
 */

const config = runtimeConfigSchema.parse(shippedConfig);
const RUNS = 2000;

let customerId = '';
let products: { id: string; price: number }[] = [];

beforeAll(async () => {
  const sandbox = testSandbox({ rateLimitPerMinute: 0 });
  configureClient({ getApiKey: () => 'demo-key', fetch: sandboxFetch(sandbox.app) });
  customerId = (await createContact({ first_name: 'Preview' }, { idempotencyKey: crypto.randomUUID() })).id;
  const page = await searchProducts({ page_size: 100 });
  products = (page.items ?? []).map((p) => ({ id: p.id, price: p.price ?? 0 }));
});

afterAll(() => resetClient());

/** The integer n with `decimals` digits after the point, as a person could type it. */
function decimalText(n: number, decimals: number, comma: boolean): string {
  const digits = String(n).padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return comma ? text.replace('.', ',') : text;
}

const amount = (max: number, maxDecimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: maxDecimals }), fc.boolean())
    .map(([n, d, comma]) => decimalText(n, d, comma && d > 0));
const percent = fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 1, 2)).map(([n, d]) => decimalText(d === 2 ? n : Math.floor(n / 10 ** (2 - d)), d, false));
const optional = (arb: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), arb);

const discount: fc.Arbitrary<DiscountValues> = fc.oneof(
  fc.record({ discount_type: fc.constant('percentage' as const), discount_name: fc.constantFrom('', 'Promo'), amount: percent }),
  fc.record({ discount_type: fc.constant('value' as const), discount_name: fc.constantFrom('', 'Coupon'), amount: amount(5_000_000, 2) }),
);

function lineArb(): fc.Arbitrary<LineValues> {
  return fc.record({
    custom: fc.boolean(),
    product: fc.nat(),
    usePrice: fc.boolean(),
    quantity: fc.tuple(fc.integer({ min: 1, max: 500_000_000 }), fc.integer({ min: 0, max: 6 })).map(([n, d]) => decimalText(d === 6 ? n : Math.max(1, n % 10 ** (3 + d)), d, false)),
    unit_price: amount(2_000_000_000, 2),
    manual: optional(percent),
    taxes: fc.subarray(config.taxes.map((t) => t.id)),
    discounts: fc.array(discount, { maxLength: 3 }),
  }).map((r) => {
    const p = products[r.product % products.length];
    return {
      kind: r.custom || !p ? ('custom' as const) : ('product' as const),
      product_id: r.custom || !p ? '' : p.id,
      product_name: '',
      custom_item_name: r.custom || !p ? 'Custom work' : '',
      quantity: r.quantity,
      unit_price: !r.custom && p && r.usePrice ? String(p.price) : r.unit_price,
      manual_percentage_discount: r.manual,
      taxes: r.taxes,
      discounts: r.discounts,
      comment: '',
    };
  });
}

const orderArb: fc.Arbitrary<OrderFormValues> = fc
  .record({
    items: fc.array(lineArb(), { minLength: 1, maxLength: 6 }),
    percentage_discount: optional(percent),
    discount_before_tax: fc.boolean(),
    percentage_tip: optional(percent),
    tip_before_tax: fc.boolean(),
    total_delivery: optional(amount(10_000_000, 2)),
    has_shipment: fc.boolean(),
    shipping_cost: optional(amount(10_000_000, 2)),
  })
  .map((r) => ({
    ...emptyOrderForm({ warehouseId: 'wh-main', currency: 'COP', customerId }),
    items: r.items,
    percentage_discount: r.percentage_discount,
    discount_before_tax: r.discount_before_tax,
    percentage_tip: r.percentage_tip,
    tip_before_tax: r.tip_before_tax,
    total_delivery: r.total_delivery,
    has_shipment: r.has_shipment,
    shipment: { ...emptyShipment(), ship_to: { ...emptyShipment().ship_to, city: 'Medellín' }, shipping_cost: r.shipping_cost },
  }));

/** The figures of the stored order, in the preview's shape. */
function storedFigures(order: Order) {
  const items = [...(order.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    lines: items.map((i) => ({
      manual_percentage_discount_value: i.manual_percentage_discount_value,
      discount_values: (i.discounts ?? []).map((d) => d.value),
      total_discount: i.total_discount,
      subtotal: i.subtotal,
      tax_values: (i.taxes ?? []).map((t) => t.total_tax_value),
      total_tax: i.total_tax,
      total: i.total,
    })),
    subtotal: order.subtotal,
    total_tax: order.total_tax,
    total_tax_items: order.total_tax_items,
    total_items_discount: order.total_items_discount,
    total_discount: order.total_discount,
    total_tip: order.total_tip,
    total_delivery: order.total_delivery,
    total_manual_percentage_discount_items: order.total_manual_percentage_discount_items,
    total_amount_items: order.total_amount_items,
    total: order.total,
    items_count: order.items_count,
    items_quantity_count: order.items_quantity_count,
  };
}

function previewFigures(p: OrderTotals) {
  return {
    lines: p.lines.map((l) => ({
      manual_percentage_discount_value: l.manual_percentage_discount_value,
      discount_values: l.discount_values,
      total_discount: l.total_discount,
      subtotal: l.subtotal,
      tax_values: l.tax_values,
      total_tax: l.total_tax,
      total: l.total,
    })),
    subtotal: p.subtotal,
    total_tax: p.total_tax,
    total_tax_items: p.total_tax_items,
    total_items_discount: p.total_items_discount,
    total_discount: p.total_discount,
    total_tip: p.total_tip,
    total_delivery: p.total_delivery,
    total_manual_percentage_discount_items: p.total_manual_percentage_discount_items,
    total_amount_items: p.total_amount_items,
    total: p.total,
    items_count: p.items_count,
    items_quantity_count: p.items_quantity_count,
  };
}

describe('the live preview', () => {
  it(`equals the sandbox's stored totals, to the cent, for ${RUNS} random orders`, async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(orderArb, async (values) => {
        expect(orderFormSchema.safeParse(values).success).toBe(true); // a person could send it
        const body = toOrderCreateRequest(values, config);
        const preview = previewTotals(body);
        const created = await createOrder(body, { idempotencyKey: crypto.randomUUID() });
        const stored = await getOrder(created.id);
        expect(storedFigures(stored)).toEqual(previewFigures(preview));
        expect(storedFigures(created)).toEqual(previewFigures(preview));
        checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  }, 180_000);
});
