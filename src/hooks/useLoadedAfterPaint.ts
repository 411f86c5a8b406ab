import { useEffect, useState } from 'react';
import { afterLoad } from '../lib/moduleLoader';
import type { ModuleLoader } from '../lib/moduleLoader';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * Whether a lazy part's chunk may be drawn: at once when it is already here, else once the page
 * has painted (useAfterFirstPaint) and the chunk has then arrived (or failed: its component's
 * own loading then reports it). A part below the first screen (the order's billing date picker)
 * so keeps its fetch and parse out of the way of the page's first paint; its stand-in shows
 * meanwhile.
 */
export function useLoadedAfterPaint(load: ModuleLoader<unknown>): boolean {
  const painted = useAfterFirstPaint();
  const [loaded, setLoaded] = useState(() => load.loaded() !== undefined);
  useEffect(() => {
    if (loaded || !painted) return;
    let live = true;
    afterLoad(load, () => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [loaded, painted, load]);
  return loaded;
}
