import { Component, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { whenIdleAfterPaint } from '../../lib/idleAfterPaint';
import { afterLoad, moduleLoader } from '../../lib/moduleLoader';
import { prefetchThen } from '../../lib/prefetch';
import { lazyDefault } from '../lazyComponent';
import { noticesWaiting, onNoticeWanted } from './notices';

const loadHost = moduleLoader(() => import('./NotistackHost'));
let Host = lazyDefault(loadHost);

/** How long the frame lets the page have the browser before it mounts the host anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** A host whose chunk did not load renders nothing and says so (see NoticeHost). */
class HostBoundary extends Component<{ children: ReactNode; onFailed: () => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where notices show: notistack's provider (a lazy chunk), mounted once the browser is first
 * idle after the page has painted (lib/idleAfterPaint.ts), so it stays off the cold load's
 * path, or at once when a notice comes earlier (the notice waits for it, see notices.ts).
 * Should its chunk fail to load (a dropped connection), the next notice tries again.
 */
export function NoticeHost() {
  const [mounted, setMounted] = useState(noticesWaiting);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (mounted) return;
    // Mounted once its chunk is here: drawn at once, so the first notice is not held back by
    // React's throttled reveal of a suspended part (see ui/lazyComponent.tsx).
    const mount = () => afterLoad(loadHost, () => setMounted(true));
    const stop = onNoticeWanted(mount);
    // A retry after a failed load waits for the next notice, not for idle time.
    if (attempt > 0) return stop;
    // Idle time's load is a prefetch (lib/prefetch.ts): offline, the page is not reloaded for it.
    const cancel = whenIdleAfterPaint(
      () => prefetchThen(loadHost, () => setMounted(true)),
      IDLE_TIMEOUT_MS,
    );
    return () => {
      stop();
      cancel();
    };
  }, [mounted, attempt]);
  if (!mounted) return null;
  return (
    <HostBoundary
      key={attempt}
      onFailed={() => {
        // A new lazy component for the next attempt: React keeps a failed one failed.
        Host = lazyDefault(loadHost);
        setMounted(false);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    </HostBoundary>
  );
}
