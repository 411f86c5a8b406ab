import { useEffect, useState } from 'react';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';
import { afterLoad } from '../lib/moduleLoader';
import type { ModuleLoader } from '../lib/moduleLoader';

/**
 * Whether a lazy part's chunk may be drawn: at once when it is already here, else once the page
 * has painted and the browser is idle (at most `timeoutMs` later) and the chunk has then
 * arrived (or failed: its component's own loading then reports it). A part below the first
 * screen (the order's billing date picker) so keeps its fetch and parse out of the way of the
 * page's first paint; its stand-in shows meanwhile.
 */
export function useLoadedAfterPaint(load: ModuleLoader<unknown>, timeoutMs = 3000): boolean {
  const [ready, setReady] = useState(() => load.loaded() !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const cancel = whenIdleAfterPaint(
      () =>
        afterLoad(load, () => {
          if (live) setReady(true);
        }),
      timeoutMs,
    );
    return () => {
      live = false;
      cancel();
    };
  }, [ready, load, timeoutMs]);
  return ready;
}
