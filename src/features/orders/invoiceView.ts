import type { Contact } from '../../api/schemas';
import type { Order } from '../../api/schemas/order';
import type { InvoiceNumerationConfig } from '../../config/schema';
import { sumMoney } from '../../domain/money';
import { checkNit, nitCheckDigit } from '../../domain/nit';

/*
 * What the printed invoice shows, as pure functions: the NIT as printed, the customer's
 * identification, the taxes per rate and the numeration's resolution.
 */

/**
 * A NIT as printed on an invoice: thousands grouped with dots and the check digit after a dash
 * ("900123456-8" -> "900.123.456-8"); a NIT stored without its check digit gets it computed.
 * Text that is not a NIT comes back as it is.
 */
export function formatNit(text: string): string {
  const nit = checkNit(text);
  if (!nit.ok) return text.trim();
  const grouped = nit.base.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped}-${nit.checkDigit ?? nitCheckDigit(nit.base)}`;
}

/** "NIT 900.123.456-8", "CC 1020304050"; null when the contact has no identification. */
export function identificationText(
  contact: Pick<Contact, 'identification_type' | 'identification_number'>,
): string | null {
  const number = contact.identification_number?.trim() ?? '';
  if (number === '') return null;
  const type = contact.identification_type?.trim() ?? '';
  const shown = type === 'NIT' ? formatNit(number) : number;
  return type ? `${type} ${shown}` : shown;
}

export interface TaxRate {
  /** The tax's name as the order carries it ("IVA 19%"), else its catalog id. */
  name: string;
  /** The percentage, for a percentage tax. */
  percentage: number | null;
  /** The amount per unit, for a fixed tax. */
  perUnit: number | null;
  /** Whether the price already included it. */
  included: boolean;
  /** The lines' taxable base (their subtotals), summed. */
  base: number;
  /** The tax, summed as the service stated it on each line. */
  amount: number;
}

/**
 * The order's taxes per rate, as the order carries them: one entry per tax name and rate (and
 * included or not), with the taxable base of the lines that carry it and the amounts the service
 * stated, in first-seen order (by line position).
 */
export function taxesByRate(order: Pick<Order, 'items'>): TaxRate[] {
  const groups = new Map<
    string,
    { rate: Omit<TaxRate, 'base' | 'amount'>; bases: number[]; amounts: number[] }
  >();
  const items = [...(order.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const item of items) {
    for (const tax of item.taxes ?? []) {
      const name = tax.tax_name?.trim() || tax.tax_id?.trim() || '';
      const isPercentage = tax.tax_is_percentage !== false;
      const percentage = isPercentage ? (tax.tax_percentage ?? 0) : null;
      const perUnit = isPercentage ? null : (tax.tax_value ?? 0);
      const included = tax.tax_is_include === true;
      const key = JSON.stringify([name, percentage, perUnit, included]);
      let group = groups.get(key);
      if (!group) {
        group = { rate: { name, percentage, perUnit, included }, bases: [], amounts: [] };
        groups.set(key, group);
      }
      group.bases.push(item.subtotal ?? 0);
      group.amounts.push(tax.total_tax_value ?? 0);
    }
  }
  return [...groups.values()].map(({ rate, bases, amounts }) => ({
    ...rate,
    base: sumMoney(bases),
    amount: sumMoney(amounts),
  }));
}

/** The DIAN resolution printed on an invoice: that of the numeration the order was invoiced from. */
export function resolutionOf(
  order: Pick<Order, 'order_invoice_numeration_id' | 'is_billed'>,
  numerations: readonly InvoiceNumerationConfig[],
): string | null {
  if (!order.is_billed || !order.order_invoice_numeration_id) return null;
  return numerations.find((n) => n.id === order.order_invoice_numeration_id)?.resolution ?? null;
}

const UUID_LIKE = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/** Whether a text holds something shaped like an internal id (a UUID), which paper never shows. */
export function looksLikeInternalId(text: string): boolean {
  return UUID_LIKE.test(text);
}
