import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shippedConfig from '../../../public/config.json' with { type: 'json' };
import { testSandbox } from '../../../sandbox/testSupport';
import { sandboxFetch } from '../../../sandbox/testing';
import { configureClient, resetClient } from '../../api/client';
import { createContact } from '../../api/contacts';
import { createOrder, getOrder } from '../../api/orders';
import { searchProducts } from '../../api/products';
import type { Order, OrderCreateRequest } from '../../api/schemas/order';
import { runtimeConfigSchema } from '../../config/schema';
import type { OrderTotals } from '../../domain/totals';
import { FRACTION_DECIMALS } from '../../domain/measurement';
import { formatDecimal, typedEntry } from '../../lib/numbers';
import { emptyOrderForm, emptyShipment, orderFormSchema } from './orderForm';
import type { DiscountValues, LineValues, OrderFormValues } from './orderForm';
import { previewTotals, toOrderCreateRequest } from './orderMapper';

/*
 * The live preview equals what the sandbox stores, to the cent, for thousands of random
 * orders: form values (as a person types them, in Spanish or English, or as the console sets
 * them) -> the form's checks -> the mapper -> the preview; the same body -> the API client ->
 * the sandbox in process -> GET -> the figures.
 */

const config = runtimeConfigSchema.parse(shippedConfig);
const RUNS = 2000;

let customerId = '';
let products: { id: string; price: number }[] = [];

beforeAll(async () => {
  const sandbox = testSandbox({ rateLimitPerMinute: 0 });
  configureClient({ getApiKey: () => 'demo-key', fetch: sandboxFetch(sandbox.app) });
  customerId = (
    await createContact({ first_name: 'Preview' }, { idempotencyKey: crypto.randomUUID() })
  ).id;
  const page = await searchProducts({ page_size: 100 });
  products = (page.items ?? []).map((p) => ({ id: p.id, price: p.price ?? 0 }));
});

afterAll(() => resetClient());

/** The integer n with `decimals` digits after the point, as a canonical decimal (`0.05`, `1.5`, `12`). */
function decimalOf(n: number, decimals: number): string {
  const digits = String(n).padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? int : `${int}.${fraction}`;
}

/** How a value reaches a field: set by the console (canonical), or typed in a language, grouped or not. */
const STYLES = [
  { locale: null },
  { locale: 'es-CO', grouping: true },
  { locale: 'es-CO', grouping: false },
  { locale: 'en-US', grouping: true },
  { locale: 'en-US', grouping: false },
] as const;
type Style = (typeof STYLES)[number];
const style = fc.constantFrom(...STYLES);

/** The field entry of a canonical value in a style (`[es-CO]1.500,5`, `[en-US]1500.5`, `1500.5`). */
function entryOf(value: string, how: Style): string {
  return how.locale === null
    ? value
    : typedEntry(formatDecimal(value, how.locale, { grouping: how.grouping }), how.locale);
}

/** A field's entry and the number it must send (null: left empty). */
interface Typed {
  entry: string;
  number: number | null;
}

const typed = (values: fc.Arbitrary<string>): fc.Arbitrary<Typed> =>
  fc
    .tuple(values, style)
    .map(([value, how]) => ({ entry: entryOf(value, how), number: Number(value) }));
const optional = (arb: fc.Arbitrary<Typed>): fc.Arbitrary<Typed> =>
  fc.oneof(fc.constant({ entry: '', number: null }), arb);

const amount = (max: number, maxDecimals: number) =>
  typed(
    fc
      .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: maxDecimals }))
      .map(([n, d]) => decimalOf(n, d)),
  );
const percent = typed(
  fc
    .tuple(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 1, 2))
    .map(([n, d]) => decimalOf(d === 2 ? n : Math.floor(n / 10 ** (2 - d)), d)),
);

interface Generated<T> {
  values: T;
  /** the numbers the request body must carry */
  numbers: unknown;
}

const discount: fc.Arbitrary<Generated<DiscountValues>> = fc
  .oneof(
    fc.record({
      discount_type: fc.constant('percentage' as const),
      discount_name: fc.constantFrom('', 'Promo'),
      amount: percent,
    }),
    fc.record({
      discount_type: fc.constant('value' as const),
      discount_name: fc.constantFrom('', 'Coupon'),
      amount: amount(5_000_000, 2),
    }),
  )
  .map((d) => ({ values: { ...d, amount: d.amount.entry }, numbers: d.amount.number }));

function lineArb(): fc.Arbitrary<Generated<LineValues>> {
  return fc
    .record({
      custom: fc.boolean(),
      product: fc.nat(),
      /** a weighed product (its quantity may carry decimals) rather than one counted in units */
      weighed: fc.boolean(),
      usePrice: fc.boolean(),
      quantity: fc.tuple(fc.integer({ min: 1, max: 500_000_000 }), fc.integer({ min: 0, max: 6 })),
      quantityStyle: style,
      unit_price: amount(2_000_000_000, 2),
      priceStyle: style,
      manual: optional(percent),
      taxes: fc.subarray(config.taxes.map((t) => t.id)),
      discounts: fc.array(discount, { maxLength: 3 }),
    })
    .map((r) => {
      const p = products[r.product % products.length];
      const custom = r.custom || !p;
      // A line counted in whole units gets a whole quantity; a weighed product or a custom item, any.
      const fractional = custom || r.weighed;
      const [n, d] = fractional ? r.quantity : [r.quantity[0], 0];
      const quantity = decimalOf(d === 6 ? n : Math.max(1, n % 10 ** (3 + d)), d);
      const price =
        !custom && r.usePrice
          ? { entry: entryOf(String(p.price), r.priceStyle), number: p.price }
          : r.unit_price;
      return {
        values: {
          kind: custom ? ('custom' as const) : ('product' as const),
          product_id: custom ? '' : p.id,
          product_name: '',
          custom_item_name: custom ? 'Custom work' : '',
          quantity_decimals: !custom && r.weighed ? FRACTION_DECIMALS : 0,
          quantity: entryOf(quantity, r.quantityStyle),
          unit_price: price.entry,
          manual_percentage_discount: r.manual.entry,
          taxes: r.taxes,
          discounts: r.discounts.map((x) => x.values),
          comment: '',
        },
        numbers: {
          quantity: Number(quantity),
          unit_price: price.number,
          manual: r.manual.number ?? undefined,
          discounts: r.discounts.map((x) => x.numbers),
        },
      };
    });
}

/** The numbers of a request body, in the shape of `Generated#numbers`. */
function numbersOf(body: OrderCreateRequest) {
  return {
    items: body.items.map((i) => ({
      quantity: i.quantity,
      unit_price: i.unit_price,
      manual: i.manual_percentage_discount,
      discounts: (i.discounts ?? []).map((d) =>
        d.discount_type === 'percentage' ? d.discount_percentage : d.value,
      ),
    })),
    percentage_discount: body.percentage_discount,
    percentage_tip: body.percentage_tip,
    total_delivery: body.total_delivery,
    shipping_cost: body.shipment?.shipping_cost,
  };
}

const orderArb: fc.Arbitrary<Generated<OrderFormValues>> = fc
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
    values: {
      ...emptyOrderForm({ warehouseId: 'wh-main', currency: 'COP', customerId }),
      items: r.items.map((l) => l.values),
      percentage_discount: r.percentage_discount.entry,
      discount_before_tax: r.discount_before_tax,
      percentage_tip: r.percentage_tip.entry,
      tip_before_tax: r.tip_before_tax,
      total_delivery: r.total_delivery.entry,
      has_shipment: r.has_shipment,
      shipment: {
        ...emptyShipment(),
        ship_to: { ...emptyShipment().ship_to, city: 'Medellín' },
        shipping_cost: r.shipping_cost.entry,
      },
    },
    numbers: {
      items: r.items.map((l) => l.numbers),
      percentage_discount: r.percentage_discount.number ?? undefined,
      percentage_tip: r.percentage_tip.number ?? undefined,
      total_delivery: r.total_delivery.number ?? undefined,
      shipping_cost: r.has_shipment ? (r.shipping_cost.number ?? undefined) : undefined,
    },
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
      fc.asyncProperty(orderArb, async ({ values, numbers }) => {
        expect(orderFormSchema.safeParse(values).error?.issues).toBeUndefined(); // a person could send it
        const body = toOrderCreateRequest(values, config);
        expect(numbersOf(body)).toEqual(numbers); // every entry sends the number it was typed as
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
