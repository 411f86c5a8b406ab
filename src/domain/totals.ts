/**
 * Order totals, exactly as CONTRACT.md "Orders" states them. Used by the console for the
 * live preview and by the sandbox for the authoritative figures, so both always agree.
 *
 * Every amount is rounded to 2 decimals (half away from zero) when it is computed; sums of
 * rounded amounts are exact. Inputs are tolerant: null, undefined and non-finite numbers
 * count as 0 (or the documented default), so the sandbox can pass its parsed request body
 * and the console its form values directly.
 */
import Big from 'big.js';
import { divideRounded, percentOf, roundBig, sumBig, toBigOrZero, toNumber } from './money.ts';

export interface TaxInput {
  tax_id?: string | null | undefined;
  tax_name?: string | null | undefined;
  tax_percentage?: number | null | undefined;
  tax_value?: number | null | undefined;
  tax_is_percentage: boolean;
  tax_is_include: boolean;
}

export interface DiscountInput {
  discount_type: 'percentage' | 'value';
  discount_percentage?: number | null | undefined;
  value?: number | null | undefined;
  discount_name?: string | null | undefined;
}

export interface LineInput {
  quantity: number;
  unit_price: number;
  manual_percentage_discount?: number | null | undefined;
  taxes?: readonly TaxInput[] | null | undefined;
  discounts?: readonly DiscountInput[] | null | undefined;
}

export interface OrderTotalsInput {
  items: readonly LineInput[];
  percentage_discount?: number | null | undefined;
  /** default true */
  discount_before_tax?: boolean | null | undefined;
  percentage_tip?: number | null | undefined;
  /** default true */
  tip_before_tax?: boolean | null | undefined;
  total_delivery?: number | null | undefined;
  shipment?: { shipping_cost?: number | null | undefined } | null | undefined;
}

export interface LineTotals {
  gross: number;
  manual_percentage_discount_value: number;
  /** one per input discount, in input order (before the cap at gross) */
  discount_values: number[];
  /** manual value + discounts, never more than gross */
  total_discount: number;
  subtotal: number;
  /** one per input tax, in input order */
  tax_values: number[];
  total_tax: number;
  /** sum of the line's percentage taxes (included or not) */
  total_tax_percentage: number;
  total: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  subtotal: number;
  total_tax: number;
  total_tax_items: number;
  total_items_discount: number;
  order_discount: number;
  total_discount: number;
  total_tip: number;
  total_delivery: number;
  total_manual_percentage_discount_items: number;
  total_amount_items: number;
  total: number;
  items_count: number;
  /** exact sum of quantities (up to 6 decimals each) */
  items_quantity_count: number;
  /** tax amounts grouped by tax_name (fallback tax_id, then "Tax"), in first-seen order */
  taxes_by_name: { name: string; amount: number }[];
}

/** Internal, exact (Big) form of a line's figures. */
interface LineFigures {
  gross: Big;
  manual: Big;
  discounts: Big[];
  totalDiscount: Big;
  base: Big;
  taxes: Big[];
  totalTax: Big;
  taxPercentage: Big;
  total: Big;
}

const money = (x: Big): Big => roundBig(x);

function computeLine(line: LineInput): LineFigures {
  const quantity = toBigOrZero(line.quantity);
  const taxes = line.taxes ?? [];
  const discounts = line.discounts ?? [];

  // 1. gross = quantity x unit_price
  const gross = money(quantity.times(toBigOrZero(line.unit_price)));
  // 2. manual_percentage_discount_value = gross x manual_percentage_discount / 100
  const manual = money(percentOf(gross, toBigOrZero(line.manual_percentage_discount)));
  // 3. each discount: percentage -> (gross - manual) x p / 100; value -> value (per line)
  const afterManual = gross.minus(manual);
  const discountValues = discounts.map((d) =>
    d.discount_type === 'percentage'
      ? money(percentOf(afterManual, toBigOrZero(d.discount_percentage)))
      : money(toBigOrZero(d.value)),
  );
  // 4. total_discount = manual + discounts, never more than gross; net = gross - total_discount
  const uncapped = sumBig([manual, ...discountValues]);
  const totalDiscount = uncapped.gt(gross) ? gross : uncapped;
  const net = gross.minus(totalDiscount);

  // 5. included taxes are taken out of net
  let includedPercentage = new Big(0);
  let includedFixedPerUnit = new Big(0);
  let taxPercentage = new Big(0);
  for (const tax of taxes) {
    if (tax.tax_is_percentage) {
      const p = toBigOrZero(tax.tax_percentage);
      taxPercentage = taxPercentage.plus(p);
      if (tax.tax_is_include) includedPercentage = includedPercentage.plus(p);
    } else if (tax.tax_is_include) {
      includedFixedPerUnit = includedFixedPerUnit.plus(toBigOrZero(tax.tax_value));
    }
  }
  const divisor = new Big(1).plus(includedPercentage.times('0.01'));
  const netWithoutPercentages = divisor.eq(0) ? net : divideRounded(net, divisor);
  const base = netWithoutPercentages.minus(money(includedFixedPerUnit.times(quantity)));

  // 6. each tax amount: percentage -> base x p / 100; fixed -> tax_value x quantity
  const taxValues = taxes.map((tax) =>
    tax.tax_is_percentage
      ? money(percentOf(base, toBigOrZero(tax.tax_percentage)))
      : money(toBigOrZero(tax.tax_value).times(quantity)),
  );
  // 7. subtotal = base; total_tax = sum of tax amounts; total = base + total_tax
  const totalTax = sumBig(taxValues);
  return {
    gross,
    manual,
    discounts: discountValues,
    totalDiscount,
    base,
    taxes: taxValues,
    totalTax,
    taxPercentage,
    total: base.plus(totalTax),
  };
}

function taxLabel(tax: TaxInput): string {
  const name = tax.tax_name?.trim();
  if (name) return name;
  const id = tax.tax_id?.trim();
  if (id) return id;
  return 'Tax';
}

/** Per-line and order figures of CONTRACT.md "Orders". */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const items = input.items;
  const figures = items.map(computeLine);

  const subtotal = sumBig(figures.map((f) => f.base));
  const totalTax = sumBig(figures.map((f) => f.totalTax));
  const totalItemsDiscount = sumBig(figures.map((f) => f.totalDiscount));
  const totalManual = sumBig(figures.map((f) => f.manual));
  const totalAmountItems = sumBig(figures.map((f) => f.total));

  const discountBeforeTax = input.discount_before_tax ?? true;
  const tipBeforeTax = input.tip_before_tax ?? true;
  const withTax = subtotal.plus(totalTax);
  const orderDiscount = money(
    percentOf(discountBeforeTax ? subtotal : withTax, toBigOrZero(input.percentage_discount)),
  );
  const tip = money(
    percentOf(tipBeforeTax ? subtotal : withTax, toBigOrZero(input.percentage_tip)),
  );
  const delivery = money(
    toBigOrZero(input.total_delivery).plus(toBigOrZero(input.shipment?.shipping_cost)),
  );
  const total = subtotal.plus(totalTax).minus(orderDiscount).plus(tip).plus(delivery);

  const byName = new Map<string, Big>();
  items.forEach((line, i) => {
    const taxValues = figures[i]?.taxes ?? [];
    (line.taxes ?? []).forEach((tax, j) => {
      const label = taxLabel(tax);
      byName.set(label, (byName.get(label) ?? new Big(0)).plus(taxValues[j] ?? 0));
    });
  });

  return {
    lines: figures.map((f) => ({
      gross: toNumber(f.gross),
      manual_percentage_discount_value: toNumber(f.manual),
      discount_values: f.discounts.map(toNumber),
      total_discount: toNumber(f.totalDiscount),
      subtotal: toNumber(f.base),
      tax_values: f.taxes.map(toNumber),
      total_tax: toNumber(f.totalTax),
      total_tax_percentage: toNumber(f.taxPercentage),
      total: toNumber(f.total),
    })),
    subtotal: toNumber(subtotal),
    total_tax: toNumber(totalTax),
    total_tax_items: toNumber(totalTax),
    total_items_discount: toNumber(totalItemsDiscount),
    order_discount: toNumber(orderDiscount),
    total_discount: toNumber(totalItemsDiscount.plus(orderDiscount)),
    total_tip: toNumber(tip),
    total_delivery: toNumber(delivery),
    total_manual_percentage_discount_items: toNumber(totalManual),
    total_amount_items: toNumber(totalAmountItems),
    total: toNumber(total),
    items_count: items.length,
    items_quantity_count: toNumber(sumBig(items.map((l) => toBigOrZero(l.quantity)))),
    taxes_by_name: [...byName].map(([name, amount]) => ({ name, amount: toNumber(amount) })),
  };
}
