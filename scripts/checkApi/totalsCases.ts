/**
 * Orders whose totals are worked out by hand from CONTRACT.md "Orders" (per line: gross, manual
 * discount, discounts capped at gross, included taxes taken out, taxes on the base; every amount
 * rounded to 2 decimals, half away from zero). The figures are written out, not computed by the
 * console's src/domain/totals.ts: the check must be able to catch that module being wrong too.
 * The random orders are built so their figures are whole cents by construction (whole-peso
 * prices and discounts, whole-percentage taxes), computed below in integer cents.
 */
import type { RequestOf } from './http.ts';

type OrderBody = RequestOf<'createOrder'>;
type LineBody = OrderBody['items'][number];
type TaxBody = NonNullable<LineBody['taxes']>[number];

/** A line as a case states it: the product is filled in at run time. */
export type CaseLine = Omit<LineBody, 'product_id' | 'is_custom_item' | 'custom_item_name'>;

export const ORDER_FIGURES = [
  'subtotal',
  'total_tax',
  'total_tax_items',
  'total_items_discount',
  'total_manual_percentage_discount_items',
  'total_discount',
  'total_tip',
  'total_delivery',
  'total_amount_items',
  'total',
  'items_count',
  'items_quantity_count',
] as const;
export type OrderFigure = (typeof ORDER_FIGURES)[number];

export const LINE_FIGURES = [
  'subtotal',
  'total_discount',
  'manual_percentage_discount_value',
  'total_tax',
  'total',
] as const;
export type LineFigure = (typeof LINE_FIGURES)[number];

export interface TotalsCase {
  name: string;
  lines: CaseLine[];
  /** Order-level members of the body (discount, tip, delivery, shipping cost). */
  order?: Pick<
    OrderBody,
    | 'percentage_discount'
    | 'discount_before_tax'
    | 'percentage_tip'
    | 'tip_before_tax'
    | 'total_delivery'
  > & { shipping_cost?: number };
  expected: Record<OrderFigure, number>;
  expectedLines: Record<LineFigure, number>[];
}

const IVA_19: TaxBody = {
  tax_id: 'iva-19',
  tax_name: 'IVA 19%',
  tax_percentage: 19,
  tax_is_percentage: true,
  tax_is_include: false,
};
const IVA_5: TaxBody = { ...IVA_19, tax_id: 'iva-5', tax_name: 'IVA 5%', tax_percentage: 5 };
const IVA_19_INCLUDED: TaxBody = { ...IVA_19, tax_is_include: true };
const BAG_66: TaxBody = {
  tax_id: 'bolsa',
  tax_name: 'Impuesto bolsa',
  tax_value: 66,
  tax_is_percentage: false,
  tax_is_include: false,
};
const FIXED_50_INCLUDED: TaxBody = {
  tax_name: 'Fixed 50 included',
  tax_value: 50,
  tax_is_percentage: false,
  tax_is_include: true,
};

/** The order figures of a case without order-level discount, tip or delivery. */
function plain(
  figures: Pick<
    Record<OrderFigure, number>,
    'subtotal' | 'total_tax' | 'total' | 'items_count' | 'items_quantity_count'
  > &
    Partial<Record<OrderFigure, number>>,
): Record<OrderFigure, number> {
  return {
    total_tax_items: figures.total_tax,
    total_items_discount: 0,
    total_manual_percentage_discount_items: 0,
    total_discount: figures.total_items_discount ?? 0,
    total_tip: 0,
    total_delivery: 0,
    total_amount_items: figures.total,
    ...figures,
  };
}

function line(
  subtotal: number,
  total_tax: number,
  total: number,
  total_discount = 0,
  manual_percentage_discount_value = 0,
): Record<LineFigure, number> {
  return { subtotal, total_discount, manual_percentage_discount_value, total_tax, total };
}

export const TOTALS_CASES: readonly TotalsCase[] = [
  {
    // 0.05 x 19% = 0.0095 -> 0.01; 3 x 3.375 = 10.125 -> 10.13 (half away from zero).
    name: 'half away from zero',
    lines: [
      { quantity: 1, unit_price: 0.05, taxes: [IVA_19] },
      { quantity: 3, unit_price: 3.375 },
    ],
    expected: plain({
      subtotal: 10.18,
      total_tax: 0.01,
      total: 10.19,
      items_count: 2,
      items_quantity_count: 4,
    }),
    expectedLines: [line(0.05, 0.01, 0.06), line(10.13, 0, 10.13)],
  },
  {
    // base = round(10000 / 1.19) = 8403.36; tax = 8403.36 x 19% = 1596.6384 -> 1596.64.
    name: 'tax included in the price',
    lines: [{ quantity: 1, unit_price: 10000, taxes: [IVA_19_INCLUDED] }],
    expected: plain({
      subtotal: 8403.36,
      total_tax: 1596.64,
      total: 10000,
      items_count: 1,
      items_quantity_count: 1,
    }),
    expectedLines: [line(8403.36, 1596.64, 10000)],
  },
  {
    // gross 10000; manual 10% = 1000; 5% of 9000 = 450; value 300; net 8250; tax 1567.50.
    name: 'line discounts',
    lines: [
      {
        quantity: 4,
        unit_price: 2500,
        manual_percentage_discount: 10,
        discounts: [
          { discount_type: 'percentage', discount_name: 'Promo', discount_percentage: 5 },
          { discount_type: 'value', discount_name: 'Coupon', value: 300 },
        ],
        taxes: [IVA_19],
      },
    ],
    expected: plain({
      subtotal: 8250,
      total_tax: 1567.5,
      total: 9817.5,
      total_items_discount: 1750,
      total_manual_percentage_discount_items: 1000,
      items_count: 1,
      items_quantity_count: 4,
    }),
    expectedLines: [line(8250, 1567.5, 9817.5, 1750, 1000)],
  },
  {
    // a 1500 discount on a 1000 line takes 1000 only; the line is then 0 (tax 0).
    name: 'line discount capped at the line',
    lines: [
      {
        quantity: 1,
        unit_price: 1000,
        discounts: [{ discount_type: 'value', value: 1500 }],
        taxes: [IVA_19],
      },
      { quantity: 2, unit_price: 500 },
    ],
    expected: plain({
      subtotal: 1000,
      total_tax: 0,
      total: 1000,
      total_items_discount: 1000,
      items_count: 2,
      items_quantity_count: 3,
    }),
    expectedLines: [line(0, 0, 0, 1000), line(1000, 0, 1000)],
  },
  {
    // discount 10% of 119000 = 11900; tip 5% of 100000 = 5000; delivery 2000 + shipping 8000;
    // total = 100000 + 19000 - 11900 + 5000 + 10000 = 122100.
    name: 'order discount after tax, tip before tax, delivery',
    lines: [{ quantity: 1, unit_price: 100000, taxes: [IVA_19] }],
    order: {
      percentage_discount: 10,
      discount_before_tax: false,
      percentage_tip: 5,
      tip_before_tax: true,
      total_delivery: 2000,
      shipping_cost: 8000,
    },
    expected: {
      ...plain({
        subtotal: 100000,
        total_tax: 19000,
        total: 122100,
        items_count: 1,
        items_quantity_count: 1,
      }),
      total_discount: 11900,
      total_tip: 5000,
      total_delivery: 10000,
      total_amount_items: 119000,
    },
    expectedLines: [line(100000, 19000, 119000)],
  },
  {
    // 3 x 333.33 = 999.99; tax 189.9981 -> 190; discount 7.5% of 999.99 = 74.99925 -> 75;
    // tip 10% of 1189.99 = 118.999 -> 119; total = 999.99 + 190 - 75 + 119 = 1233.99.
    name: 'order discount before tax, tip after tax',
    lines: [{ quantity: 3, unit_price: 333.33, taxes: [IVA_19] }],
    order: {
      percentage_discount: 7.5,
      discount_before_tax: true,
      percentage_tip: 10,
      tip_before_tax: false,
    },
    expected: {
      ...plain({
        subtotal: 999.99,
        total_tax: 190,
        total: 1233.99,
        items_count: 1,
        items_quantity_count: 3,
      }),
      total_discount: 75,
      total_tip: 119,
      total_amount_items: 1189.99,
    },
    expectedLines: [line(999.99, 190, 1189.99)],
  },
  {
    // 3000 x 19% = 570 + 66 x 3 = 198; included fixed 50 x 2 taken out of 2100: base 2000, tax 100.
    name: 'fixed-amount taxes',
    lines: [
      { quantity: 3, unit_price: 1000, taxes: [IVA_19, BAG_66] },
      { quantity: 2, unit_price: 1050, taxes: [FIXED_50_INCLUDED] },
    ],
    expected: plain({
      subtotal: 5000,
      total_tax: 868,
      total: 5868,
      items_count: 2,
      items_quantity_count: 5,
    }),
    expectedLines: [line(3000, 768, 3768), line(2000, 100, 2100)],
  },
  {
    // 1.5 x 4999.99 = 7499.985 -> 7499.99.
    name: 'decimal quantity',
    lines: [{ quantity: 1.5, unit_price: 4999.99 }],
    expected: plain({
      subtotal: 7499.99,
      total_tax: 0,
      total: 7499.99,
      items_count: 1,
      items_quantity_count: 1.5,
    }),
    expectedLines: [line(7499.99, 0, 7499.99)],
  },
];

function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * A random order whose figures are whole cents by construction: whole quantities, whole-peso
 * prices and value discounts, a 19% or 5% tax or none, a whole-peso delivery and shipping cost.
 * Its expected figures are computed here in integer cents.
 */
export function randomTotalsCase(random: () => number, index: number): TotalsCase {
  const lineCount = randomInt(random, 1, 3);
  const lines: CaseLine[] = [];
  const expectedLines: Record<LineFigure, number>[] = [];
  const sum = { subtotal: 0, tax: 0, discount: 0, quantity: 0 };
  for (let i = 0; i < lineCount; i += 1) {
    const quantity = randomInt(random, 1, 5);
    const unitPrice = randomInt(random, 100, 20_000);
    const discount = random() < 0.5 ? 0 : randomInt(random, 1, quantity * unitPrice - 1);
    const rate = [0, 5, 19][randomInt(random, 0, 2)] ?? 0;
    const netPesos = quantity * unitPrice - discount;
    const taxCents = netPesos * rate; // netPesos x rate / 100 pesos
    lines.push({
      quantity,
      unit_price: unitPrice,
      ...(discount > 0
        ? { discounts: [{ discount_type: 'value' as const, value: discount }] }
        : {}),
      ...(rate === 19 ? { taxes: [IVA_19] } : rate === 5 ? { taxes: [IVA_5] } : {}),
    });
    expectedLines.push(line(netPesos, taxCents / 100, netPesos + taxCents / 100, discount));
    sum.subtotal += netPesos * 100;
    sum.tax += taxCents;
    sum.discount += discount * 100;
    sum.quantity += quantity;
  }
  const delivery = randomInt(random, 0, 5) * 1000;
  const shipping = randomInt(random, 0, 20) * 500;
  const totalCents = sum.subtotal + sum.tax + (delivery + shipping) * 100;
  const expected = {
    ...plain({
      subtotal: sum.subtotal / 100,
      total_tax: sum.tax / 100,
      total: totalCents / 100,
      total_items_discount: sum.discount / 100,
      items_count: lineCount,
      items_quantity_count: sum.quantity,
    }),
    total_delivery: delivery + shipping,
    total_amount_items: (sum.subtotal + sum.tax) / 100,
  };
  return {
    name: `random order ${index + 1}`,
    lines,
    order: { total_delivery: delivery, shipping_cost: shipping },
    expected,
    expectedLines,
  };
}
