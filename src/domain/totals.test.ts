import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './totals';
import type { DiscountInput, LineInput, OrderTotals, OrderTotalsInput, TaxInput } from './totals';
import { oracle } from '../test/totalsOracle';
import type { GenDiscount, GenLine, GenOrder, GenTax } from '../test/totalsOracle';

const iva19 = (include = false): TaxInput => ({
  tax_id: 'iva-19',
  tax_name: 'IVA 19%',
  tax_percentage: 19,
  tax_is_percentage: true,
  tax_is_include: include,
});

const fixedTax = (value: number, include = false, name: string | null = 'Bolsa'): TaxInput => ({
  tax_id: 'inc-bolsa',
  tax_name: name,
  tax_value: value,
  tax_is_percentage: false,
  tax_is_include: include,
});

const order = (items: LineInput[], rest: Omit<OrderTotalsInput, 'items'> = {}): OrderTotals =>
  computeOrderTotals({ items, ...rest });

describe('computeOrderTotals: hand-worked examples', () => {
  it('the contract example: 2 x 10000, 5% promo, IVA 19% on top, shipping 12000', () => {
    const t = order(
      [
        {
          quantity: 2,
          unit_price: 10000,
          manual_percentage_discount: 0,
          taxes: [iva19()],
          discounts: [
            { discount_type: 'percentage', discount_name: 'Promo', discount_percentage: 5 },
          ],
        },
      ],
      {
        percentage_discount: 0,
        discount_before_tax: true,
        percentage_tip: 0,
        tip_before_tax: true,
        total_delivery: 0,
        shipment: { shipping_cost: 12000 },
      },
    );
    expect(t.lines).toEqual([
      {
        gross: 20000,
        manual_percentage_discount_value: 0,
        discount_values: [1000],
        total_discount: 1000,
        subtotal: 19000,
        tax_values: [3610],
        total_tax: 3610,
        total_tax_percentage: 19,
        total: 22610,
      },
    ]);
    expect(t).toMatchObject({
      subtotal: 19000,
      total_tax: 3610,
      total_tax_items: 3610,
      total_items_discount: 1000,
      order_discount: 0,
      total_discount: 1000,
      total_tip: 0,
      total_delivery: 12000,
      total_manual_percentage_discount_items: 0,
      total_amount_items: 22610,
      total: 34610,
      items_count: 1,
      items_quantity_count: 2,
      taxes_by_name: [{ name: 'IVA 19%', amount: 3610 }],
    });
  });

  it('a plain line without taxes or discounts', () => {
    const t = order([{ quantity: 3, unit_price: 1500.5 }]);
    expect(t.lines[0]).toEqual({
      gross: 4501.5,
      manual_percentage_discount_value: 0,
      discount_values: [],
      total_discount: 0,
      subtotal: 4501.5,
      tax_values: [],
      total_tax: 0,
      total_tax_percentage: 0,
      total: 4501.5,
    });
    expect(t.total).toBe(4501.5);
    expect(t.taxes_by_name).toEqual([]);
  });

  it('an included percentage tax is taken out of the price', () => {
    const exact = order([{ quantity: 1, unit_price: 11900, taxes: [iva19(true)] }]);
    expect(exact.lines[0]).toMatchObject({ subtotal: 10000, tax_values: [1900], total: 11900 });

    // 10000 / 1.19 = 8403.3613... -> 8403.36; 8403.36 x 19% = 1596.6384 -> 1596.64
    const rounded = order([{ quantity: 1, unit_price: 10000, taxes: [iva19(true)] }]);
    expect(rounded.lines[0]).toMatchObject({
      subtotal: 8403.36,
      tax_values: [1596.64],
      total_tax: 1596.64,
      total: 10000,
    });
    expect(rounded.total).toBe(10000);
  });

  it('a fixed tax is tax_value x quantity, on top or included', () => {
    const onTop = order([{ quantity: 3, unit_price: 1000, taxes: [fixedTax(50)] }]);
    expect(onTop.lines[0]).toMatchObject({
      gross: 3000,
      subtotal: 3000,
      tax_values: [150],
      total: 3150,
      total_tax_percentage: 0,
    });

    const included = order([{ quantity: 3, unit_price: 1000, taxes: [fixedTax(50, true)] }]);
    expect(included.lines[0]).toMatchObject({
      gross: 3000,
      subtotal: 2850,
      tax_values: [150],
      total: 3000,
    });
  });

  it('included percentage and fixed taxes together follow step 5 literally', () => {
    // net 11900; base = round(11900 / 1.19) - round(100 x 2) = 10000 - 200 = 9800
    const t = order([{ quantity: 2, unit_price: 5950, taxes: [iva19(true), fixedTax(100, true)] }]);
    expect(t.lines[0]).toMatchObject({
      subtotal: 9800,
      tax_values: [1862, 200],
      total_tax: 2062,
      total: 11862,
    });
  });

  it('a tax not included is computed on the base left by included ones', () => {
    // net 11900 -> base 10000 (IVA included); a 4% tax on top is 400
    const extra: TaxInput = {
      tax_name: 'ICA',
      tax_percentage: 4,
      tax_is_percentage: true,
      tax_is_include: false,
    };
    const t = order([{ quantity: 1, unit_price: 11900, taxes: [iva19(true), extra] }]);
    expect(t.lines[0]).toMatchObject({
      subtotal: 10000,
      tax_values: [1900, 400],
      total_tax: 2300,
      total_tax_percentage: 23,
      total: 12300,
    });
  });

  it('manual, percentage and value discounts', () => {
    // gross 10000; manual 10% = 1000; 5% of (10000 - 1000) = 450; value 300 (per line)
    const t = order([
      {
        quantity: 4,
        unit_price: 2500,
        manual_percentage_discount: 10,
        discounts: [
          { discount_type: 'percentage', discount_percentage: 5 },
          { discount_type: 'value', value: 300 },
        ],
      },
    ]);
    expect(t.lines[0]).toMatchObject({
      gross: 10000,
      manual_percentage_discount_value: 1000,
      discount_values: [450, 300],
      total_discount: 1750,
      subtotal: 8250,
      total: 8250,
    });
    expect(t.total_manual_percentage_discount_items).toBe(1000);
    expect(t.total_items_discount).toBe(1750);
    expect(t.total_discount).toBe(1750);
  });

  it('caps a line discount at gross', () => {
    const t = order([
      {
        quantity: 1,
        unit_price: 100,
        manual_percentage_discount: 30,
        discounts: [
          { discount_type: 'value', value: 80 },
          { discount_type: 'value', value: 50 },
        ],
        taxes: [iva19()],
      },
    ]);
    expect(t.lines[0]).toMatchObject({
      gross: 100,
      manual_percentage_discount_value: 30,
      discount_values: [80, 50],
      total_discount: 100,
      subtotal: 0,
      tax_values: [0],
      total: 0,
    });
    expect(t.total_items_discount).toBe(100);
    expect(t.total).toBe(0);
  });

  it('order discount before and after tax', () => {
    const items: LineInput[] = [{ quantity: 1, unit_price: 10000, taxes: [iva19()] }];
    const before = order(items, { percentage_discount: 10, discount_before_tax: true });
    expect(before).toMatchObject({
      subtotal: 10000,
      total_tax: 1900,
      order_discount: 1000,
      total_discount: 1000,
      total: 10900,
    });

    const after = order(items, { percentage_discount: 10, discount_before_tax: false });
    expect(after).toMatchObject({ order_discount: 1190, total_discount: 1190, total: 10710 });

    const byDefault = order(items, { percentage_discount: 10, discount_before_tax: null });
    expect(byDefault.order_discount).toBe(1000);
  });

  it('tip before and after tax', () => {
    const items: LineInput[] = [{ quantity: 1, unit_price: 10000, taxes: [iva19()] }];
    expect(order(items, { percentage_tip: 10 })).toMatchObject({ total_tip: 1000, total: 12900 });
    expect(order(items, { percentage_tip: 10, tip_before_tax: false })).toMatchObject({
      total_tip: 1190,
      total: 13090,
    });
    expect(
      order(items, {
        percentage_tip: 10,
        tip_before_tax: true,
        percentage_discount: 10,
        discount_before_tax: false,
      }),
    ).toMatchObject({
      order_discount: 1190,
      total_tip: 1000,
      total: 10000 + 1900 - 1190 + 1000,
    });
  });

  it('delivery adds total_delivery and the shipment shipping cost', () => {
    const items: LineInput[] = [{ quantity: 1, unit_price: 100 }];
    expect(
      order(items, { total_delivery: 5000, shipment: { shipping_cost: 12000 } }),
    ).toMatchObject({ total_delivery: 17000, total: 17100 });
    expect(order(items, { total_delivery: 5000, shipment: null })).toMatchObject({
      total_delivery: 5000,
      total: 5100,
    });
    expect(order(items, { shipment: { shipping_cost: null } })).toMatchObject({
      total_delivery: 0,
      total: 100,
    });
    expect(order(items, { total_delivery: 0.005 })).toMatchObject({ total_delivery: 0.01 });
  });

  it('rounds every amount half away from zero when it is computed', () => {
    // gross 3 x 3.335 = 10.005 -> 10.01
    expect(order([{ quantity: 3, unit_price: 3.335 }]).lines[0]?.gross).toBe(10.01);
    // gross 1 x 10.125 -> 10.13
    expect(order([{ quantity: 1, unit_price: 10.125 }]).lines[0]?.gross).toBe(10.13);
    // 0.5% of 1 = 0.005 -> 0.01
    expect(
      order([{ quantity: 1, unit_price: 1, manual_percentage_discount: 0.5 }]).lines[0],
    ).toMatchObject({
      manual_percentage_discount_value: 0.01,
      subtotal: 0.99,
    });
    // quantity with 6 decimals: 1.234567 x 1000 = 1234.567 -> 1234.57
    expect(order([{ quantity: 1.234567, unit_price: 1000 }]).lines[0]?.gross).toBe(1234.57);
    // negative base (included fixed tax above net): -0.01 x 50% = -0.005 -> -0.01
    const negative = order([
      {
        quantity: 1,
        unit_price: 0.01,
        taxes: [
          fixedTax(0.02, true),
          { tax_name: 'Half', tax_percentage: 50, tax_is_percentage: true, tax_is_include: false },
        ],
      },
    ]);
    expect(negative.lines[0]).toMatchObject({
      subtotal: -0.01,
      tax_values: [0.02, -0.01],
      total_tax: 0.01,
      total: 0,
    });
  });

  it('each amount is rounded on its own (not the sum)', () => {
    // two lines of 0.5% of 1 = 0.005 each -> 0.01 + 0.01, not round(0.01) = 0.01
    const t = order([
      {
        quantity: 1,
        unit_price: 1,
        taxes: [
          { tax_name: 'X', tax_percentage: 0.5, tax_is_percentage: true, tax_is_include: false },
        ],
      },
      {
        quantity: 1,
        unit_price: 1,
        taxes: [
          { tax_name: 'X', tax_percentage: 0.5, tax_is_percentage: true, tax_is_include: false },
        ],
      },
    ]);
    expect(t.total_tax).toBe(0.02);
    expect(t.taxes_by_name).toEqual([{ name: 'X', amount: 0.02 }]);
  });

  it('groups taxes by name, then id, then "Tax", in first-seen order', () => {
    const t = order([
      { quantity: 1, unit_price: 1000, taxes: [fixedTax(10, false, null), iva19()] },
      {
        quantity: 2,
        unit_price: 500,
        taxes: [
          iva19(),
          { tax_percentage: 1, tax_is_percentage: true, tax_is_include: false },
          {
            tax_name: '',
            tax_id: '',
            tax_value: 5,
            tax_is_percentage: false,
            tax_is_include: false,
          },
        ],
      },
    ]);
    expect(t.taxes_by_name).toEqual([
      { name: 'inc-bolsa', amount: 10 },
      { name: 'IVA 19%', amount: 380 },
      { name: 'Tax', amount: 20 },
    ]);
    expect(t.total_tax).toBe(410);
  });

  it('counts lines and sums quantities exactly', () => {
    const t = order([
      { quantity: 0.1, unit_price: 1 },
      { quantity: 0.2, unit_price: 1 },
      { quantity: 1.123456, unit_price: 1 },
      { quantity: 2.000001, unit_price: 1 },
    ]);
    expect(t.items_count).toBe(4);
    expect(t.items_quantity_count).toBe(3.423457);
  });

  it('treats null and undefined as 0 or the default', () => {
    const t = computeOrderTotals({
      items: [
        {
          quantity: 2,
          unit_price: 100,
          manual_percentage_discount: null,
          taxes: [
            {
              tax_id: null,
              tax_name: null,
              tax_percentage: null,
              tax_value: null,
              tax_is_percentage: true,
              tax_is_include: true,
            },
          ],
          discounts: [
            { discount_type: 'percentage', discount_percentage: null },
            { discount_type: 'value' } satisfies DiscountInput,
          ],
        },
        { quantity: 1, unit_price: 50, taxes: null, discounts: null },
      ],
      percentage_discount: null,
      discount_before_tax: null,
      percentage_tip: undefined,
      tip_before_tax: undefined,
      total_delivery: null,
      shipment: null,
    });
    expect(t).toMatchObject({
      subtotal: 250,
      total_tax: 0,
      total_discount: 0,
      total_tip: 0,
      total_delivery: 0,
      total: 250,
    });
    expect(t.lines[0]).toMatchObject({ discount_values: [0, 0], tax_values: [0] });
    expect(t.taxes_by_name).toEqual([{ name: 'Tax', amount: 0 }]);
  });

  it('an empty order is all zeros', () => {
    expect(computeOrderTotals({ items: [] })).toMatchObject({
      lines: [],
      subtotal: 0,
      total: 0,
      items_count: 0,
      items_quantity_count: 0,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Property test: against an independent evaluation on integers (src/test/totalsOracle.ts).

const hundredths = fc.oneof(
  fc.integer({ min: 0, max: 100 }).map((p) => p * 100),
  fc.integer({ min: 0, max: 10_000 }),
);
const cents = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: max / 100 }).map((c) => c * 100),
    fc.integer({ min: 0, max }),
  );

const genTax: fc.Arbitrary<GenTax> = fc.record({
  name: fc.constantFrom<string | null>('IVA 19%', 'IVA 5%', 'INC', null, ''),
  id: fc.constantFrom<string | null>('iva-19', 'inc', null),
  isPercentage: fc.boolean(),
  include: fc.boolean(),
  pctHundredths: hundredths,
  valueCents: cents(500_000),
});
const genDiscount: fc.Arbitrary<GenDiscount> = fc.record({
  isPercentage: fc.boolean(),
  pctHundredths: hundredths,
  valueCents: cents(5_000_000),
});
const genLine: fc.Arbitrary<GenLine> = fc.record({
  qtyMicros: fc.oneof(
    fc.integer({ min: 1, max: 100 }).map((q) => q * 1_000_000),
    fc.integer({ min: 1, max: 50_000_000 }),
  ),
  priceCents: cents(100_000_000),
  manualHundredths: fc
    .option(hundredths, { nil: undefined })
    .chain((v) => (v === undefined ? fc.constantFrom(null, undefined) : fc.constant(v))),
  taxes: fc.option(fc.array(genTax, { maxLength: 4 }), { nil: null }),
  discounts: fc.option(fc.array(genDiscount, { maxLength: 3 }), { nil: undefined }),
});
const genOrder: fc.Arbitrary<GenOrder> = fc.record({
  lines: fc.array(genLine, { minLength: 1, maxLength: 6 }),
  discountHundredths: fc.option(hundredths, { nil: null }),
  discountBeforeTax: fc.constantFrom(true, false, null, undefined),
  tipHundredths: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
  tipBeforeTax: fc.constantFrom(true, false, null),
  deliveryCents: fc.option(cents(10_000_000), { nil: null }),
  shippingCents: fc.option(cents(10_000_000), { nil: undefined }),
  hasShipment: fc.boolean(),
});

/** The request body the generated order stands for (numbers as a person would type them). */
function toInput(o: GenOrder): OrderTotalsInput {
  return {
    items: o.lines.map((l) => ({
      quantity: l.qtyMicros / 1_000_000,
      unit_price: l.priceCents / 100,
      manual_percentage_discount:
        typeof l.manualHundredths === 'number' ? l.manualHundredths / 100 : l.manualHundredths,
      taxes: l.taxes?.map((t) => ({
        tax_id: t.id,
        tax_name: t.name,
        ...(t.isPercentage
          ? { tax_percentage: t.pctHundredths / 100 }
          : { tax_value: t.valueCents / 100 }),
        tax_is_percentage: t.isPercentage,
        tax_is_include: t.include,
      })),
      discounts: l.discounts?.map((d) =>
        d.isPercentage
          ? { discount_type: 'percentage' as const, discount_percentage: d.pctHundredths / 100 }
          : { discount_type: 'value' as const, value: d.valueCents / 100 },
      ),
    })),
    percentage_discount: o.discountHundredths === null ? null : o.discountHundredths / 100,
    discount_before_tax: o.discountBeforeTax,
    percentage_tip: o.tipHundredths === undefined ? undefined : o.tipHundredths / 100,
    tip_before_tax: o.tipBeforeTax,
    total_delivery: o.deliveryCents === null ? null : o.deliveryCents / 100,
    shipment: o.hasShipment
      ? { shipping_cost: o.shippingCents === undefined ? undefined : o.shippingCents / 100 }
      : null,
  };
}

const sum = (xs: bigint[]): bigint => xs.reduce((a, b) => a + b, 0n);

/** Integer cents of a figure that must have at most 2 decimals (fails the test otherwise). */
function centsOf(x: number): bigint {
  const c = Math.round(x * 100);
  expect(Math.abs(x * 100 - c)).toBeLessThan(1e-6 * Math.max(1, Math.abs(c)));
  expect(c / 100).toBe(x + 0);
  return BigInt(c);
}

describe('computeOrderTotals: properties', () => {
  it('matches an independent integer evaluation of the contract on random orders', () => {
    fc.assert(
      fc.property(genOrder, (o) => {
        expect(computeOrderTotals(toInput(o))).toEqual(oracle(o));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the contract invariants', () => {
    fc.assert(
      fc.property(genOrder, (o) => {
        const t = computeOrderTotals(toInput(o));
        expect(centsOf(t.total)).toBe(
          centsOf(t.subtotal) +
            centsOf(t.total_tax) -
            centsOf(t.order_discount) +
            centsOf(t.total_tip) +
            centsOf(t.total_delivery),
        );
        expect(centsOf(t.total_amount_items)).toBe(centsOf(t.subtotal) + centsOf(t.total_tax));
        expect(centsOf(t.total_discount)).toBe(
          centsOf(t.total_items_discount) + centsOf(t.order_discount),
        );
        expect(t.total_tax_items).toBe(t.total_tax);
        expect(sum(t.taxes_by_name.map((g) => centsOf(g.amount)))).toBe(centsOf(t.total_tax));
        expect(t.items_count).toBe(o.lines.length);
        for (const line of t.lines) {
          expect(centsOf(line.total_discount)).toBeLessThanOrEqual(centsOf(line.gross));
          expect(centsOf(line.total_discount)).toBeGreaterThanOrEqual(0n);
          expect(centsOf(line.total)).toBe(centsOf(line.subtotal) + centsOf(line.total_tax));
          expect(sum(line.tax_values.map(centsOf))).toBe(centsOf(line.total_tax));
          line.discount_values.forEach(centsOf);
          centsOf(line.manual_percentage_discount_value);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
