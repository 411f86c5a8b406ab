import { useEffect, useState } from 'react';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';

/** Once true for one component, true for all: the document has painted and idled since. */
let painted = false;

/**
 * False until the page has shown its first content and the browser was then idle (at most
 * `timeoutMs` later), true from then on, and at once for what mounts afterwards. For a read
 * the first screen can show as "checking" (the service's health): it then does not compete
 * with the page's own read and scripts for the connection and the main thread before the first
 * paint (see lib/idleAfterPaint.ts).
 */
export function useAfterFirstPaint(timeoutMs = 1000): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return whenIdleAfterPaint(() => {
      painted = true;
      setReady(true);
    }, timeoutMs);
  }, [ready, timeoutMs]);
  return ready;
}
