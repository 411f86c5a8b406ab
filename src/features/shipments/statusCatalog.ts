import type { Shipment, ShipmentStatus } from '../../api/schemas/shipment';
import type { ShipmentStatusConfig } from '../../config/schema';

/*
 * The board's status catalog (CONTRACT.md "Shipments": no call lists statuses). The runtime
 * configuration gives the catalog; a status met inside a shipment that the configuration
 * does not know is merged in, so no shipment is ever without a column.
 */

export interface BoardStatus {
  id: string;
  name: string;
  /** #rrggbb */
  color: string;
  index: number;
  /** Shipments may be moved into it. */
  active: boolean;
  /** From the runtime configuration (else met inside a shipment, or only named by one). */
  configured: boolean;
}

export const UNKNOWN_STATUS_COLOR = '#757575';

const COLOR = /^#[0-9a-fA-F]{6}$/;

function colorOf(value: string | null | undefined): string {
  return value && COLOR.test(value) ? value : UNKNOWN_STATUS_COLOR;
}

/** The status record (or bare status id) a shipment carries. */
export interface MetStatus {
  id: string | null | undefined;
  record?: ShipmentStatus | null;
}

/**
 * Configured statuses, plus those met in shipments that the configuration lacks, by index
 * (then name). For a configured id, the configuration's name, colour, index and active flag
 * win: the deployment chose them. A status named by a shipment with no record is listed as
 * inactive (nothing can be moved into a status the console knows nothing about).
 */
export function mergeStatuses(
  configured: readonly ShipmentStatusConfig[],
  met: Iterable<MetStatus>,
): BoardStatus[] {
  const byId = new Map<string, BoardStatus>();
  for (const s of configured) {
    byId.set(s.id, {
      id: s.id,
      name: s.name,
      color: colorOf(s.color),
      index: s.index,
      active: s.active,
      configured: true,
    });
  }
  let extraIndex = Math.max(0, ...configured.map((s) => s.index + 1));
  for (const { id, record } of met) {
    const statusId = id || record?.id;
    if (!statusId || byId.has(statusId)) continue;
    const r = record && record.id === statusId ? record : null;
    byId.set(statusId, {
      id: statusId,
      name: r?.name?.trim() || r?.alias_name?.trim() || statusId,
      color: colorOf(r?.color),
      index: typeof r?.index === 'number' && Number.isFinite(r.index) ? r.index : extraIndex++,
      active: r ? r.active !== false : false,
      configured: false,
    });
  }
  return [...byId.values()].sort((a, b) => a.index - b.index || a.name.localeCompare(b.name));
}

/** The statuses met in shipments (current, and in their history) that the configuration lacks, by id. */
export function unconfiguredStatuses(
  shipments: Iterable<Shipment | null | undefined>,
  configured: ReadonlySet<string>,
): MetStatus[] {
  const met = new Map<string, MetStatus>();
  for (const s of shipments) {
    if (!s) continue;
    const id = s.status_id ?? s.status?.id;
    if (id && !configured.has(id) && !met.has(id))
      met.set(id, { id, record: s.status?.id === id ? s.status : null });
    for (const log of s.status_logs ?? []) {
      if (log.status_id && !configured.has(log.status_id) && !met.has(log.status_id))
        met.set(log.status_id, { id: log.status_id });
    }
  }
  return [...met.values()].sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''));
}

/** Moving from one status to another of lower index: the board asks first. */
export function isBackward(
  statuses: readonly BoardStatus[],
  fromId: string | null | undefined,
  toId: string,
): boolean {
  const from = statuses.find((s) => s.id === fromId);
  const to = statuses.find((s) => s.id === toId);
  return Boolean(from && to && to.index < from.index);
}

/**
 * The board's columns: every active status, plus an inactive or unknown status while some
 * shipment is in it (so that shipment stays visible and can be moved out).
 */
export function boardColumns(
  statuses: readonly BoardStatus[],
  occupied: ReadonlySet<string>,
): BoardStatus[] {
  return statuses.filter((s) => s.active || occupied.has(s.id));
}

/** The statuses a shipment in `currentId` can be moved to: every other active one. */
export function moveTargets(
  statuses: readonly BoardStatus[],
  currentId: string | null | undefined,
): BoardStatus[] {
  return statuses.filter((s) => s.active && s.id !== currentId);
}

/** The shipment status record put in the cache while a move is on its way. */
export function statusRecordOf(status: BoardStatus): ShipmentStatus {
  return {
    id: status.id,
    name: status.name,
    color: status.color,
    index: status.index,
    active: status.active,
  };
}
