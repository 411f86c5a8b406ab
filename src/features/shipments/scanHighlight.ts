import { useSyncExternalStore } from 'react';

/*
 * The card the board's scan field found last: highlighted (with a small tag saying so) until
 * the next scan, or until the scan field leaves. One value for the page; each card reads
 * whether it is the one, so a scan re-renders two cards, not the board.
 */

export interface ScanHighlight {
  shipmentId: string;
  /** The tag the card shows ("Scanned"). */
  tag: string;
}

let current: ScanHighlight | null = null;
const listeners = new Set<() => void>();

export function setScanHighlight(next: ScanHighlight | null): void {
  if (current?.shipmentId === next?.shipmentId && current?.tag === next?.tag) return;
  current = next;
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tag of this card when it is the one scanned last, else null. */
export function useScanHighlight(shipmentId: string): string | null {
  return useSyncExternalStore(subscribe, () =>
    current?.shipmentId === shipmentId ? current.tag : null,
  );
}
