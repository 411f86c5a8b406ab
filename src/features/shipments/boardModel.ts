import type { Order } from '../../api/schemas/order';
import type { Shipment, StatusLog } from '../../api/schemas/shipment';

/*
 * Pure rules of the board: one entry per shipment of the tracked orders, the text filter,
 * and the grouping into columns.
 */

export interface BoardEntry {
  orderId: string;
  order: Order;
  shipment: Shipment;
  /** The status the board shows it in (a pending move's target while it is on its way). */
  statusId: string;
  customer: string;
  /** Since when it is in its current status (ISO), when known. */
  since: string | null;
  /** Normalised text the filter looks in. */
  haystack: string;
}

/** Lower case, without accents: "Bogotá" and "bogota" match. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The order number as shown: "#12" (the id when the order has no number). */
export function orderLabel(order: Pick<Order, 'id' | 'number'>): string {
  return order.number != null ? `#${order.number}` : order.id;
}

/** The newest status log entry (by date, the last one on equal dates). */
export function latestLog(logs: readonly StatusLog[] | null | undefined): StatusLog | null {
  let latest: StatusLog | null = null;
  for (const log of logs ?? []) {
    if (!latest || (log.date ?? '') >= (latest.date ?? '')) latest = log;
  }
  return latest;
}

/** Status history, newest first. */
export function historyNewestFirst(logs: readonly StatusLog[] | null | undefined): StatusLog[] {
  return (logs ?? [])
    .map((log, i) => ({ log, i }))
    .sort((a, b) => (b.log.date ?? '').localeCompare(a.log.date ?? '') || b.i - a.i)
    .map(({ log }) => log);
}

/** Since when the shipment is in its status: status_updated_at, else its newest log entry. */
export function statusSince(shipment: Shipment): string | null {
  if (shipment.status_updated_at) return shipment.status_updated_at;
  const latest = latestLog(shipment.status_logs);
  return latest?.date ?? shipment.updated_at ?? shipment.created_at ?? null;
}

/** The customer as shown: the name of a contact this browser knows, else the ship-to contact, else the id. */
export function customerOf(order: Order, knownNames: ReadonlyMap<string, string>): string {
  const id = order.customer_id ?? '';
  return knownNames.get(id) || order.shipment?.ship_to?.contact_name?.trim() || id || '—';
}

/** Entries kept between builds, so an unchanged order keeps the same entry (and its card its memo). */
export type EntryCache = WeakMap<Order, BoardEntry>;

/**
 * The board's entries: one per order that has a shipment. `moving` maps a shipment id to the
 * status it is being moved to (shown at once, whatever a refresh in between says).
 */
export function buildEntries(
  orders: readonly Order[],
  knownNames: ReadonlyMap<string, string>,
  moving: ReadonlyMap<string, string> = new Map(),
  cache?: EntryCache,
): BoardEntry[] {
  const out: BoardEntry[] = [];
  for (const order of orders) {
    const shipment = order.shipment;
    if (!shipment) continue;
    const statusId = moving.get(shipment.id) ?? shipment.status_id ?? shipment.status?.id ?? '';
    const customer = customerOf(order, knownNames);
    const kept = cache?.get(order);
    if (kept && kept.statusId === statusId && kept.customer === customer) {
      out.push(kept);
      continue;
    }
    const city = shipment.ship_to?.city ?? '';
    const number = order.number != null ? `#${order.number} ${order.number}` : '';
    const entry: BoardEntry = {
      orderId: order.id,
      order,
      shipment,
      statusId,
      customer,
      since: statusSince(shipment),
      haystack: normaliseText([number, order.id, customer, city].join(' ')),
    };
    cache?.set(order, entry);
    out.push(entry);
  }
  return out;
}

/** Every word of the query is found in the order number, customer or city. */
export function matchesQuery(entry: BoardEntry, query: string): boolean {
  const words = normaliseText(query).split(/\s+/).filter(Boolean);
  return words.every((w) => entry.haystack.includes(w));
}

/** The entries the text filter lets through (all of them for a blank query). */
export function filterEntries(
  entries: readonly BoardEntry[],
  query: string,
): readonly BoardEntry[] {
  return query.trim() ? entries.filter((e) => matchesQuery(e, query)) : entries;
}

/** Tracked orders without a shipment (they have no card). */
export function countWithoutShipment(orders: readonly Pick<Order, 'shipment'>[]): number {
  return orders.reduce((n, o) => (o.shipment ? n : n + 1), 0);
}

/**
 * What the side panel shows for `orderId`: its entry, or "missing" once every tracked order
 * has been read and none has that id (it has no shipment, or is not tracked).
 */
export function panelOf(
  entries: readonly BoardEntry[],
  orderId: string | null,
  loading: number,
): { entry: BoardEntry | null; missing: boolean } {
  if (!orderId) return { entry: null, missing: false };
  const entry = entries.find((e) => e.orderId === orderId) ?? null;
  return { entry, missing: !entry && loading === 0 };
}

/** Entries by status id, newest arrival in the status first. */
export function groupByStatus(entries: readonly BoardEntry[]): Map<string, BoardEntry[]> {
  const groups = new Map<string, BoardEntry[]>();
  for (const e of entries) {
    const list = groups.get(e.statusId);
    if (list) list.push(e);
    else groups.set(e.statusId, [e]);
  }
  for (const list of groups.values()) {
    list.sort(
      (a, b) =>
        (b.since ?? '').localeCompare(a.since ?? '') ||
        (b.order.number ?? 0) - (a.order.number ?? 0),
    );
  }
  return groups;
}

/** Order ids pasted one per line (commas, spaces and tabs also separate), trimmed, without repeats. */
export function parseOrderIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The lines of an address, blanks left out: the order page's own helper. */
export { addressLines, shippingMethodKey, shippingMethodText } from '../orders';

/** The order's currency when it is an ISO 4217 code, else the configured one. */
export function currencyOf(order: Pick<Order, 'currency'>, fallback: string): string {
  const code = order.currency?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : fallback;
}
