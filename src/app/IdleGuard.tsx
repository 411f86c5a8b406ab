import { Suspense, useEffect, useRef, useState } from 'react';
import { usePrefetchWhenIdle } from '../hooks/usePrefetchWhenIdle';
import { moduleLoader } from '../lib/moduleLoader';
import { prefetch } from '../lib/prefetch';
import { lazyDefault } from '../ui/lazyComponent';
import { useConfig } from '../config/ConfigContext';
import { useSession } from '../session/SessionContext';
import { loadLoginPage } from './loginPageChunk';

const loadDialog = moduleLoader(() => import('./IdleWarningDialog'));
const IdleWarningDialog = lazyDefault(loadDialog);
/** The warning's chunk is fetched once the first page is idle: it must be here when the time comes. */
const PREFETCHED = [loadDialog];

const WARNING_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * After `sessionIdleMinutes` without input the key is forgotten (drafts stay); a dialog
 * warns a minute before. Activity in any form counts as input.
 */
export function IdleGuard() {
  const { sessionIdleMinutes } = useConfig();
  const { signOut } = useSession();
  const idleMs = sessionIdleMinutes * 60_000;
  const lastActivity = useRef(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  usePrefetchWhenIdle(PREFETCHED);

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const e of ACTIVITY_EVENTS)
      window.addEventListener(e, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const left = lastActivity.current + idleMs - Date.now();
      if (left <= 0) {
        signOut('idle');
      } else if (left <= WARNING_MS) {
        setRemaining(Math.ceil(left / 1000));
      } else {
        setRemaining(null);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [idleMs, signOut]);

  // The dialog's chunk is fetched once the page is idle; once shown it stays for its closing transition.
  if (remaining !== null && !shown) setShown(true);
  // The key screen (loginPageChunk.ts), where the session ends in a minute: fetched now, not on
  // every cold load (a logout or a refused key load it when they happen, a round trip).
  useEffect(() => {
    if (shown) prefetch(loadLoginPage);
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        seconds={remaining}
        onLogout={() => signOut('logout')}
        onStay={() => {
          lastActivity.current = Date.now();
          setRemaining(null);
        }}
      />
    </Suspense>
  );
}
