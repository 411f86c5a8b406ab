import { useMemo, useState } from 'react';
import type { Contact } from '../../api/schemas/contact';
import type { Order } from '../../api/schemas/order';
import type { ShipmentStatusConfig } from '../../config/schema';
import { contactName } from '../contacts';
import type { BoardEntry, EntryCache } from './boardModel';
import { buildEntries, countWithoutShipment, filterEntries, groupByStatus } from './boardModel';
import type { BoardStatus, MetStatus } from './statusCatalog';
import { boardColumns, mergeStatuses, unconfiguredStatuses } from './statusCatalog';

export interface BoardModelInput {
  /** The tracked orders that could be read. */
  orders: readonly Order[];
  /** The runtime configuration's statuses. */
  configured: readonly ShipmentStatusConfig[];
  /** Contacts this browser knows (their names stand for the customer ids). */
  contacts: readonly Pick<Contact, 'id' | 'first_name' | 'last_name'>[];
  /** Moves on their way: shipment id -> target status id (shown there at once). */
  pending: ReadonlyMap<string, string>;
  /** The text filter. */
  query: string;
}

export interface BoardModel {
  /** One per shipment of the tracked orders. */
  entries: readonly BoardEntry[];
  /** The status catalog: configured, plus those met in shipments. */
  statuses: readonly BoardStatus[];
  statusById: ReadonlyMap<string, BoardStatus>;
  /** The columns drawn: active statuses, and inactive ones while a shipment is in them. */
  columns: readonly BoardStatus[];
  /** The entries the filter lets through, by status id. */
  grouped: ReadonlyMap<string, readonly BoardEntry[]>;
  entryByShipment: ReadonlyMap<string, BoardEntry>;
  /** Counts: shipments on the board, those the filter shows, tracked orders without a shipment. */
  total: number;
  shown: number;
  withoutShipment: number;
  /** The filter hides some shipments. */
  filtered: boolean;
}

/**
 * What the board shows, from the tracked orders: entries, status catalog, columns, the filter
 * and the counts. The rules are boardModel.ts's and statusCatalog.ts's (pure, tested alone);
 * this hook only keeps each step's result while its inputs are unchanged, so unchanged cards
 * keep their entries (and their memo) across refreshes and keystrokes.
 */
export function useBoardModel({
  orders,
  configured,
  contacts,
  pending,
  query,
}: BoardModelInput): BoardModel {
  const [entryCache] = useState<EntryCache>(() => new WeakMap());
  const knownNames = useMemo(
    () =>
      new Map(
        contacts.flatMap((c) => (contactName(c) ? [[c.id, contactName(c) ?? ''] as const] : [])),
      ),
    [contacts],
  );
  const entries = useMemo(
    () => buildEntries(orders, knownNames, pending, entryCache),
    [orders, knownNames, pending, entryCache],
  );
  const configuredIds = useMemo(() => new Set(configured.map((s) => s.id)), [configured]);
  // A string: the catalog (and every column) keeps its identity while no new status is met.
  const metKey = JSON.stringify(
    unconfiguredStatuses(
      orders.map((o) => o.shipment),
      configuredIds,
    ),
  );
  const statuses = useMemo(
    () => mergeStatuses(configured, JSON.parse(metKey) as MetStatus[]),
    [configured, metKey],
  );
  const statusById = useMemo(() => new Map(statuses.map((s) => [s.id, s])), [statuses]);
  const occupied = useMemo(() => new Set(entries.map((e) => e.statusId)), [entries]);
  const columns = useMemo(() => boardColumns(statuses, occupied), [statuses, occupied]);
  const shownEntries = useMemo(() => filterEntries(entries, query), [entries, query]);
  const grouped = useMemo(() => groupByStatus(shownEntries), [shownEntries]);
  const entryByShipment = useMemo(() => new Map(entries.map((e) => [e.shipment.id, e])), [entries]);
  const withoutShipment = useMemo(() => countWithoutShipment(orders), [orders]);

  return {
    entries,
    statuses,
    statusById,
    columns,
    grouped,
    entryByShipment,
    total: entries.length,
    shown: shownEntries.length,
    withoutShipment,
    filtered: query.trim() !== '',
  };
}
