import { useEffect } from 'react';
import type { BatchStore } from './batchStore';

/** How long a release waits for the click it may lead to (a tap's click can come a task later). */
const CLICK_WAIT_MS = 300;

/**
 * While a pointer is pressed anywhere on the page, the batch summary keeps its figures: they are
 * updated on a short idle timer after an edit, and its list of problems coming or going changes
 * the page's height. Scrolled to the page's end, a shorter page moves everything, the Apply
 * button too, between the press and its release, and the click is lost. The held update comes
 * once the click the release leads to has been handled (or CLICK_WAIT_MS after a release that
 * leads to none).
 */
export function useSummaryHeldWhilePressed(store: BatchStore): void {
  useEffect(() => {
    let holding: (() => void) | null = null;
    const waiting = new Set<() => void>();
    const down = (event: PointerEvent) => {
      if (event.isPrimary && holding === null) holding = store.holdDerived();
    };
    const up = () => {
      const release = holding;
      holding = null;
      if (release === null) return;
      const done = () => {
        window.removeEventListener('click', onClick, true);
        clearTimeout(timer);
        waiting.delete(done);
        release();
      };
      // After the click's own handlers (this listener runs first, in the capture phase).
      const onClick = () => setTimeout(done, 0);
      window.addEventListener('click', onClick, true);
      const timer = setTimeout(done, CLICK_WAIT_MS);
      waiting.add(done);
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    window.addEventListener('blur', up);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      window.removeEventListener('blur', up);
      holding?.();
      holding = null;
      for (const done of [...waiting]) done();
    };
  }, [store]);
}
