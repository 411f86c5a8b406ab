import type { Order, OrderItem } from '../../api/schemas/order';
import { SHIPPING_METHODS } from '../../api/schemas/shipment';
import type { ShipmentStatusConfig } from '../../config/schema';
import { roundMoney, sumMoney } from '../../domain/money';

/*
 * Pure helpers the order page and the printable invoice share: names, grouped taxes,
 * the order discount, and the shipment status as the catalog knows it.
 */

/** A line's name: the custom item's, the product's (when fetched), or its product id. */
export function itemName(
  item: OrderItem,
  products: ReadonlyMap<string, { name: string }>,
  customFallback: string,
): string {
  if (item.is_custom_item) return item.custom_item_name?.trim() || customFallback;
  if (item.product_id) return products.get(item.product_id)?.name ?? item.product_id;
  return customFallback;
}

/** The SKU of a product line, when the product was fetched and has one. */
export function itemSku(
  item: OrderItem,
  products: ReadonlyMap<string, { sku: string | null }>,
): string | null {
  return !item.is_custom_item && item.product_id
    ? (products.get(item.product_id)?.sku ?? null)
    : null;
}

/** The service's tax amounts grouped by tax name (then id), in first-seen order. */
export function taxesByName(order: Order): { name: string; amount: number }[] {
  const groups = new Map<string, number[]>();
  for (const item of order.items ?? []) {
    for (const tax of item.taxes ?? []) {
      const name = tax.tax_name?.trim() || tax.tax_id?.trim() || 'Tax';
      const list = groups.get(name) ?? [];
      list.push(tax.total_tax_value ?? 0);
      groups.set(name, list);
    }
  }
  return [...groups].map(([name, amounts]) => ({ name, amount: sumMoney(amounts) }));
}

/** The order-level discount: total_discount less the lines' discounts. */
export function orderDiscountOf(order: Order): number {
  return roundMoney((order.total_discount ?? 0) - (order.total_items_discount ?? 0));
}

export interface StatusView {
  id: string;
  name: string;
  color: string | null;
  index: number | null;
}

/**
 * A shipment status by id: the configured catalog wins (the deployment chose its names, in the
 * console's language, and colours; the shipment board shows the same), then the record inside
 * the shipment, for a status the configuration lacks.
 */
export function statusView(
  id: string | null | undefined,
  catalog: readonly ShipmentStatusConfig[],
  record?: {
    id: string;
    name?: string | null | undefined;
    color?: string | null | undefined;
    index?: number | null | undefined;
  } | null,
): StatusView | null {
  if (!id) return null;
  const fromRecord = record && record.id === id ? record : null;
  const fromCatalog = catalog.find((s) => s.id === id);
  return {
    id,
    name: fromCatalog?.name || fromRecord?.name || id,
    color: fromCatalog?.color || fromRecord?.color || null,
    index: fromCatalog?.index ?? fromRecord?.index ?? null,
  };
}

/** A shipping method the console names in its own words (SHIPPING_METHODS). */
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

const KNOWN_METHODS: ReadonlySet<string> = new Set(SHIPPING_METHODS);
const isShippingMethod = (code: string): code is ShippingMethod => KNOWN_METHODS.has(code);

/** The translation key (common catalog) of a known shipping method's name. */
export const shippingMethodKey = (code: ShippingMethod) =>
  `common:shippingMethods.${code}` as const;

/**
 * A shipment's method as a person reads it: a known code (SHIPPING_METHODS) named by `nameOf`
 * (a translation of `shippingMethodKey(code)`), any other text as the service holds it, null
 * when there is none.
 */
export function shippingMethodText(
  method: string | null | undefined,
  nameOf: (code: ShippingMethod) => string,
): string | null {
  const key = method?.trim() ?? '';
  if (!key) return null;
  return isShippingMethod(key) ? nameOf(key) : key;
}

/**
 * The code a typed text names: the code itself, or the method's name in any of `namesOf(code)`
 * (its names in the console's languages), compared without case; any other text as it is.
 */
export function shippingMethodCode(
  text: string,
  namesOf: (code: ShippingMethod) => readonly string[],
): string {
  const wanted = text.trim().toLocaleLowerCase();
  return (
    SHIPPING_METHODS.find(
      (code) =>
        code === wanted || namesOf(code).some((name) => name.toLocaleLowerCase() === wanted),
    ) ?? text
  );
}

/** "Cra 7 # 71-21, Bogotá, Cundinamarca, 110231, CO" */
export function addressLines(a: {
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postal_code?: string | null | undefined;
  country?: string | null | undefined;
  country_code?: string | null | undefined;
  additional_information?: string | null | undefined;
}): string[] {
  const place = [a.city, a.state, a.postal_code].filter((x) => x && x.trim()).join(', ');
  return [a.street, a.additional_information, place, a.country || a.country_code].filter(
    (x): x is string => Boolean(x && x.trim()),
  );
}

/** Text of an object whose shape the service does not describe (tax withholdings). */
export function describeObject(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');
}

/** Order status key for i18n: open / invoiced / cancelled, else 'unknown'. */
export function statusKey(
  status: string | null | undefined,
): 'open' | 'invoiced' | 'cancelled' | 'unknown' {
  return status === 'open' || status === 'invoiced' || status === 'cancelled' ? status : 'unknown';
}

/** The order's currency when it is a valid code, else the configured one. */
export function orderCurrency(order: Pick<Order, 'currency'>, fallback: string): string {
  const code = order.currency?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : fallback;
}
