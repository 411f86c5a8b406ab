import { startTransition, useEffect, useState } from 'react';
import type { ModuleLoader } from '../lib/moduleLoader';
import { prefetchThen } from '../lib/prefetch';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * Whether a lazy part's chunk may be drawn: at once when it is already here, else once the page
 * has painted (useAfterFirstPaint) and the chunk has then arrived. A part below the first screen
 * (the order's billing date picker) so keeps its fetch and parse out of the way of the page's
 * first paint; its stand-in shows meanwhile. The fetch is a prefetch (lib/prefetch.ts): if it
 * fails (offline), the stand-in stays, the page is not reloaded under the person's work, and the
 * fetch is tried again when the browser is back online.
 */
export function useLoadedAfterPaint(load: ModuleLoader<unknown>): boolean {
  const painted = useAfterFirstPaint();
  const [loaded, setLoaded] = useState(() => load.loaded() !== undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded || !painted) return;
    let live = true;
    const retry = () => setAttempt((n) => n + 1);
    prefetchThen(
      load,
      // A transition: the part is drawn in slices the browser can interleave input with.
      () => {
        if (live) startTransition(() => setLoaded(true));
      },
      () => {
        if (live) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [loaded, painted, load, attempt]);
  return loaded;
}
