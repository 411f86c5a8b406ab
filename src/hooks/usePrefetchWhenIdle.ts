import { useEffect } from 'react';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';
import { prefetch } from '../lib/prefetch';

/**
 * Fetches lazy chunks a page will likely want (its dialogs, the parts a first scan or paste
 * shows) once it has painted and the browser is idle (at most `timeoutMs` later): opened, they
 * are then drawn at once (see ui/lazyComponent.tsx) instead of after a fetch and React's
 * throttled reveal. Pass a list that stays the same (a module constant): a new one starts over.
 */
export function usePrefetchWhenIdle(
  loads: readonly (() => Promise<unknown>)[],
  timeoutMs = 3000,
): void {
  useEffect(() => {
    const fetchAll = () => {
      for (const load of loads) prefetch(load);
    };
    return whenIdleAfterPaint(fetchAll, timeoutMs);
  }, [loads, timeoutMs]);
}
