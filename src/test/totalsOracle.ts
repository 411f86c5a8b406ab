import type { OrderTotals, OrderTotalsInput } from '../domain/totals.ts';

/**
 * An independent evaluation of the contract's order totals (CONTRACT.md, "Totals") on integers
 * (BigInt), written apart from domain/totals.ts and domain/money.ts, as an oracle for tests:
 * amounts are integer cents, quantities integer millionths, percentages integer hundredths of a
 * percent. Tests compare the console's and the sandbox's figures with it, never with
 * computeOrderTotals itself.
 */

export interface GenTax {
  name: string | null;
  id: string | null;
  isPercentage: boolean;
  include: boolean;
  pctHundredths: number; // percentage x 100
  valueCents: number;
}
export interface GenDiscount {
  isPercentage: boolean;
  pctHundredths: number;
  valueCents: number;
}
export interface GenLine {
  qtyMicros: number;
  priceCents: number;
  manualHundredths: number | null | undefined;
  taxes: GenTax[] | null;
  discounts: GenDiscount[] | undefined;
}
export interface GenOrder {
  lines: GenLine[];
  discountHundredths: number | null;
  discountBeforeTax: boolean | null | undefined;
  tipHundredths: number | undefined;
  tipBeforeTax: boolean | null;
  deliveryCents: number | null;
  shippingCents: number | undefined;
  hasShipment: boolean;
}

function roundDiv(n: bigint, d: bigint): bigint {
  if (d < 0n) return roundDiv(-n, -d);
  const q = n / d;
  const r = n - q * d;
  if (2n * (r < 0n ? -r : r) >= d) return q + (n < 0n ? -1n : 1n);
  return q;
}

const money = (c: bigint): number => Number(c) / 100;
const sum = (xs: bigint[]): bigint => xs.reduce((a, b) => a + b, 0n);
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** The contract's steps on integers, written independently of totals.ts and money.ts. */
export function oracle(o: GenOrder): OrderTotals {
  const lines = o.lines.map((l) => {
    const q = BigInt(l.qtyMicros);
    const gross = roundDiv(q * BigInt(l.priceCents), 1_000_000n);
    const manual = roundDiv(gross * BigInt(l.manualHundredths ?? 0), 10_000n);
    const discounts = (l.discounts ?? []).map((d) =>
      d.isPercentage
        ? roundDiv((gross - manual) * BigInt(d.pctHundredths), 10_000n)
        : BigInt(d.valueCents),
    );
    const totalDiscount = min(manual + sum(discounts), gross);
    const net = gross - totalDiscount;
    const taxes = l.taxes ?? [];
    const includedPct = sum(
      taxes.filter((t) => t.include && t.isPercentage).map((t) => BigInt(t.pctHundredths)),
    );
    const includedFixed = sum(
      taxes.filter((t) => t.include && !t.isPercentage).map((t) => BigInt(t.valueCents)),
    );
    const base =
      roundDiv(net * 10_000n, 10_000n + includedPct) - roundDiv(includedFixed * q, 1_000_000n);
    const taxValues = taxes.map((t) =>
      t.isPercentage
        ? roundDiv(base * BigInt(t.pctHundredths), 10_000n)
        : roundDiv(BigInt(t.valueCents) * q, 1_000_000n),
    );
    const totalTax = sum(taxValues);
    const pctSum = sum(taxes.filter((t) => t.isPercentage).map((t) => BigInt(t.pctHundredths)));
    return {
      gross,
      manual,
      discounts,
      totalDiscount,
      base,
      taxValues,
      totalTax,
      pctSum,
      total: base + totalTax,
    };
  });

  const subtotal = sum(lines.map((l) => l.base));
  const totalTax = sum(lines.map((l) => l.totalTax));
  const discountBase = o.discountBeforeTax === false ? subtotal + totalTax : subtotal;
  const orderDiscount = roundDiv(discountBase * BigInt(o.discountHundredths ?? 0), 10_000n);
  const tipBase = o.tipBeforeTax === false ? subtotal + totalTax : subtotal;
  const tip = roundDiv(tipBase * BigInt(o.tipHundredths ?? 0), 10_000n);
  const delivery =
    BigInt(o.deliveryCents ?? 0) + (o.hasShipment ? BigInt(o.shippingCents ?? 0) : 0n);
  const itemsDiscount = sum(lines.map((l) => l.totalDiscount));

  const byName: { name: string; amount: bigint }[] = [];
  o.lines.forEach((l, i) => {
    (l.taxes ?? []).forEach((t, j) => {
      const name =
        t.name !== null && t.name !== '' ? t.name : t.id !== null && t.id !== '' ? t.id : 'Tax';
      const amount = lines[i]?.taxValues[j] ?? 0n;
      const found = byName.find((g) => g.name === name);
      if (found) found.amount += amount;
      else byName.push({ name, amount });
    });
  });

  return {
    lines: lines.map((l) => ({
      gross: money(l.gross),
      manual_percentage_discount_value: money(l.manual),
      discount_values: l.discounts.map(money),
      total_discount: money(l.totalDiscount),
      subtotal: money(l.base),
      tax_values: l.taxValues.map(money),
      total_tax: money(l.totalTax),
      total_tax_percentage: money(l.pctSum),
      total: money(l.total),
    })),
    subtotal: money(subtotal),
    total_tax: money(totalTax),
    total_tax_items: money(totalTax),
    total_items_discount: money(itemsDiscount),
    order_discount: money(orderDiscount),
    total_discount: money(itemsDiscount + orderDiscount),
    total_tip: money(tip),
    total_delivery: money(delivery),
    total_manual_percentage_discount_items: money(sum(lines.map((l) => l.manual))),
    total_amount_items: money(sum(lines.map((l) => l.total))),
    total: money(subtotal + totalTax - orderDiscount + tip + delivery),
    items_count: o.lines.length,
    items_quantity_count: Number(sum(o.lines.map((l) => BigInt(l.qtyMicros)))) / 1_000_000,
    taxes_by_name: byName.map((g) => ({ name: g.name, amount: money(g.amount) })),
  };
}

/** The integer units of a figure with at most `decimals` decimals (throws otherwise). */
function units(x: number, decimals: number): number {
  const scaled = Math.round(x * 10 ** decimals);
  if (Math.abs(x * 10 ** decimals - scaled) > 1e-6)
    throw new Error(`${x} has more than ${decimals} decimals`);
  return scaled;
}

/** An order's totals input as the oracle's integers (throws on a figure it cannot hold exactly). */
export function integerOrderOf(input: OrderTotalsInput): GenOrder {
  return {
    lines: input.items.map((l) => ({
      qtyMicros: units(l.quantity, 6),
      priceCents: units(l.unit_price, 2),
      manualHundredths:
        typeof l.manual_percentage_discount === 'number'
          ? units(l.manual_percentage_discount, 2)
          : l.manual_percentage_discount,
      taxes:
        l.taxes?.map((t) => ({
          name: t.tax_name ?? null,
          id: t.tax_id ?? null,
          isPercentage: t.tax_is_percentage,
          include: t.tax_is_include,
          pctHundredths: units(t.tax_percentage ?? 0, 2),
          valueCents: units(t.tax_value ?? 0, 2),
        })) ?? null,
      discounts: l.discounts?.map((d) => ({
        isPercentage: d.discount_type === 'percentage',
        pctHundredths: units(d.discount_percentage ?? 0, 2),
        valueCents: units(d.value ?? 0, 2),
      })),
    })),
    discountHundredths:
      input.percentage_discount == null ? null : units(input.percentage_discount, 2),
    discountBeforeTax: input.discount_before_tax,
    tipHundredths: input.percentage_tip == null ? undefined : units(input.percentage_tip, 2),
    tipBeforeTax: input.tip_before_tax ?? null,
    deliveryCents: input.total_delivery == null ? null : units(input.total_delivery, 2),
    shippingCents:
      input.shipment?.shipping_cost == null ? undefined : units(input.shipment.shipping_cost, 2),
    hasShipment: input.shipment != null,
  };
}
