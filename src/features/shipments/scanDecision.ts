import type { BoardEntry } from './boardModel';
import type { BoardStatus } from './statusCatalog';
import { isBackward } from './statusCatalog';

/*
 * What a scan on the board does with a shipment already on it (BoardScanField): with no
 * "scan moves to" status, show its card; with one, move it there in one step, unless it is
 * there already, on its way somewhere, or further along (a move back is never made by a scan:
 * it asks first, through "Move to…"). Pure, so the rules are tested alone.
 */

export type EntryDecision =
  | { kind: 'show'; entry: BoardEntry }
  | { kind: 'move'; entry: BoardEntry; to: BoardStatus }
  | { kind: 'already'; entry: BoardEntry; to: BoardStatus }
  | { kind: 'busy'; entry: BoardEntry }
  | { kind: 'backward'; entry: BoardEntry; to: BoardStatus };

/** The status a scan moves to: an active one of the catalog, else none (the stored choice may be stale). */
export function scanTarget(
  statuses: readonly BoardStatus[],
  targetId: string | null | undefined,
): BoardStatus | null {
  if (!targetId) return null;
  return statuses.find((s) => s.id === targetId && s.active) ?? null;
}

export function decideForEntry(
  entry: BoardEntry,
  target: BoardStatus | null,
  pending: ReadonlyMap<string, string>,
  statuses: readonly BoardStatus[],
): EntryDecision {
  if (!target) return { kind: 'show', entry };
  // A move on its way shows the card in its target already: "already there" covers a repeat scan.
  if (entry.statusId === target.id) return { kind: 'already', entry, to: target };
  if (pending.has(entry.shipment.id)) return { kind: 'busy', entry };
  if (isBackward(statuses, entry.statusId, target.id))
    return { kind: 'backward', entry, to: target };
  return { kind: 'move', entry, to: target };
}
