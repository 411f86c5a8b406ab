import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useScope } from '../../session/SessionContext';
import type { BoardEntry } from './boardModel';
import { orderLabel } from './boardModel';
import { requestCardFocus } from './focusRequest';
import type { FocusTarget } from './focusRequest';
import type { MoveFailure } from './moveStore';
import { moveKeyHolder, useMoveFailures } from './moveStore';
import type { BoardStatus } from './statusCatalog';
import { isBackward, statusRecordOf } from './statusCatalog';
import { useMoveShipment } from './useMoveShipment';
import { useStableCallback } from './useStableCallback';

/** How a move was asked for: decides whether a dialog comes first and where focus goes after. */
export type MoveVia = 'pointer' | 'keyboard' | 'menu' | 'panel' | 'scan';

/** The "Move to…" menu, open for one card (or the side panel). */
export interface MoveMenuState {
  entry: BoardEntry;
  anchor: HTMLElement;
  via: MoveVia;
}

/** The move dialog (a comment, or "move back?"), open for one intended move. */
export interface MoveDialogState {
  entry: BoardEntry;
  toId: string;
  backward: boolean;
  via: MoveVia;
}

export interface BoardMovesInput {
  statuses: readonly BoardStatus[];
  statusById: ReadonlyMap<string, BoardStatus>;
  entryByShipment: ReadonlyMap<string, BoardEntry>;
  /** Moves on their way: shipment id -> target status id. */
  pending: ReadonlyMap<string, string>;
  /** Every move asks for a comment first. */
  askComment: boolean;
}

function focusAfter(via: MoveVia): FocusTarget | null {
  return via === 'keyboard' ? 'handle' : via === 'menu' ? 'move' : null;
}

/**
 * The board's status changes: how a move is asked for (drag, keyboard, menu, panel; the menu
 * and the dialog that comes first for a move back or a comment), sending it (useMoveShipment:
 * one Idempotency-Key per intended move, the console's key policy), where focus goes after,
 * what a screen reader hears, and the failed moves with retry, "send as new" and dismiss.
 */
export function useBoardMoves({
  statuses,
  statusById,
  entryByShipment,
  pending,
  askComment,
}: BoardMovesInput) {
  const { t } = useTranslation('shipments');
  const scope = useScope();
  const { move } = useMoveShipment();
  const { failures, dismiss } = useMoveFailures();
  const [menu, setMenu] = useState<MoveMenuState | null>(null);
  const [dialog, setDialog] = useState<MoveDialogState | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const send = (entry: BoardEntry, toId: string, comment: string, via: MoveVia) => {
    const to = statusById.get(toId);
    if (!to || !to.active || toId === entry.statusId) return;
    const label = orderLabel(entry.order);
    const focus = focusAfter(via);
    if (focus) requestCardFocus(entry.shipment.id, toId, focus);
    move({
      orderId: entry.orderId,
      orderLabel: label,
      shipmentId: entry.shipment.id,
      fromStatusId: entry.statusId,
      toStatusId: toId,
      comment,
      target: statusRecordOf(to),
    });
    setAnnouncement(t('move.moving', { order: label, status: to.name }));
  };

  /** A move asked for: sent at once when dragged forward, else through the dialog. */
  const requestMove = useStableCallback((entry: BoardEntry, toId: string, via: MoveVia) => {
    const fresh = entryByShipment.get(entry.shipment.id) ?? entry;
    if (toId === fresh.statusId || pending.has(fresh.shipment.id)) return;
    const backward = isBackward(statuses, fresh.statusId, toId);
    const byDrag = via === 'pointer' || via === 'keyboard';
    // A scan in "scan moves to" mode is one step (BoardScanField never asks a scan to move back).
    if (via === 'scan' ? !backward : byDrag && !backward && !askComment) send(fresh, toId, '', via);
    else setDialog({ entry: fresh, toId, backward, via });
  });

  /** The dialog closed: confirmed (with its comment) or cancelled (focus goes back to the card). */
  const closeDialog = useStableCallback((moved: boolean, comment?: string) => {
    if (!dialog) return;
    const { entry, toId, via } = dialog;
    setDialog(null);
    if (moved) send(entry, toId, comment ?? '', via);
    else if (via === 'keyboard') requestCardFocus(entry.shipment.id, entry.statusId, 'handle');
    else if (via === 'menu') requestCardFocus(entry.shipment.id, entry.statusId, 'move');
  });

  /** Sends a failed move again, from where its card is now (the same intent reuses its key). */
  const retry = useStableCallback((failure: MoveFailure) => {
    const entry = entryByShipment.get(failure.move.shipmentId);
    const to = statusById.get(failure.move.toStatusId);
    dismiss(failure.move.shipmentId);
    if (!entry || !to || entry.statusId === to.id) return;
    requestCardFocus(entry.shipment.id, to.id, 'move');
    move({ ...failure.move, fromStatusId: entry.statusId, target: statusRecordOf(to) });
    setAnnouncement(t('move.moving', { order: failure.move.orderLabel, status: to.name }));
  });

  /** After "key reused": the person chose to send the move as a new request (a new key). */
  const sendAsNew = useStableCallback((failure: MoveFailure) => {
    moveKeyHolder(scope, failure.move).renew();
    retry(failure);
  });

  const openMenu = useCallback(
    (entry: BoardEntry, anchor: HTMLElement, via: MoveVia = 'menu') =>
      setMenu({ entry, anchor, via }),
    [],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  /** A status picked in the menu. */
  const pickFromMenu = useStableCallback((toId: string) => {
    if (!menu) return;
    setMenu(null);
    requestMove(menu.entry, toId, menu.via);
  });

  return {
    requestMove,
    menu,
    openMenu,
    closeMenu,
    pickFromMenu,
    dialog,
    closeDialog,
    failures,
    retry,
    sendAsNew,
    dismiss,
    /** What the live region says: the last move sent. */
    announcement,
  };
}
