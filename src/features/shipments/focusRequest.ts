/*
 * Focus follows a card that the keyboard or a menu moved: the card takes focus once it shows
 * in the asked column (at once when it is already there).
 */

/** 'reveal': scrolled into view without taking focus (a scan: the scan field keeps it). */
export type FocusTarget = 'handle' | 'move' | 'reveal';

export interface FocusRequest {
  shipmentId: string;
  statusId: string;
  target: FocusTarget;
}

let request: FocusRequest | null = null;
const listeners = new Set<() => void>();

/**
 * Asks the card to take focus once it shows in `statusId`. Cards already on screen hear of it
 * after the current task, so a dialog closing now has left (and released its focus trap).
 */
export function requestCardFocus(
  shipmentId: string,
  statusId: string,
  target: FocusTarget = 'handle',
): void {
  request = { shipmentId, statusId, target };
  setTimeout(() => {
    for (const l of [...listeners]) l();
  }, 0);
}

/** The pending request, left in place. */
export function peekCardFocus(): FocusRequest | null {
  return request;
}

/** The pending request for this card in this column, taken (so only one card acts on it). */
export function takeCardFocus(shipmentId: string, statusId: string): FocusTarget | null {
  if (request?.shipmentId !== shipmentId || request.statusId !== statusId) return null;
  const { target } = request;
  request = null;
  return target;
}

export function subscribeCardFocus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
