import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'react-router';
import type { Location } from 'react-router';
import { NavigationStateContext } from '../hooks/navigation';
import type { BlockedNavigation } from '../hooks/navigation';
import { createConsoleHistory, NavigationController } from './navigationController';
import type { Committed } from './navigationController';

interface ConsoleRouterProps {
  basename: string;
  /** See NavigationHooks.prepare: also asked for the first location, before anything is drawn. */
  prepare: (location: Location) => Promise<unknown> | undefined;
  /**
   * Whether a location's page can be drawn now (its chunk is here): the first location is then
   * drawn by the router's first render (NavigationController.firstIfReady).
   */
  ready: (location: Location) => boolean;
  /** The location being waited for, or null (see NavigationHooks.pending). */
  onPending?: (location: Location | null) => void;
  children: ReactNode;
}

/**
 * React Router's declarative `<Router>` driven by the console's NavigationController: pages
 * drawn once their chunk is here, the page being left shown meanwhile, blockers for unsaved
 * forms (hooks/navigation.ts). The first location waits for its page the same way: nothing is
 * drawn until it can be drawn whole (at once when its page is here: `ready`).
 */
export function ConsoleRouter({
  basename,
  prepare,
  ready,
  onPending,
  children,
}: ConsoleRouterProps) {
  const props = useRef({ prepare, onPending });
  useEffect(() => {
    props.current = { prepare, onPending };
  });
  const [controller] = useState(() => new NavigationController(createConsoleHistory(), basename));
  const [committed, setCommitted] = useState<Committed | null>(() =>
    controller.firstIfReady(ready),
  );
  /** The location last committed (drawn or being drawn). */
  const shown = useRef<Location | null>(committed?.location ?? null);
  const [navigating, setNavigating] = useState(false);
  const [blocked, setBlocked] = useState<BlockedNavigation | null>(null);
  useEffect(
    () =>
      controller.start({
        prepare: (location) => props.current.prepare(location),
        commit: (next) => {
          // Another page: a transition, so the page on screen stays until the next is drawn.
          // The same page with another query (a page of results, a filter, a sort, Back among
          // them): the person's own change to what they look at, drawn at once. As a transition
          // it was batched with any other transition pending, such as a part of the page drawn
          // after its first paint (hooks/useLoadedAfterPaint.ts), and waited for all of it: the
          // product list's first page change, right after its rows, came ~50 ms later than the
          // others.
          const samePage = shown.current?.pathname === next.location.pathname;
          shown.current = next.location;
          if (samePage) setCommitted(next);
          else startTransition(() => setCommitted(next));
        },
        pending: (location) => {
          props.current.onPending?.(location);
          setNavigating(location !== null);
        },
        blocked: setBlocked,
      }),
    [controller],
  );
  if (committed === null) return null;
  return (
    <NavigationStateContext value={{ addBlocker: controller.addBlocker, navigating, blocked }}>
      <Router
        basename={basename}
        location={committed.location}
        navigationType={committed.action}
        navigator={controller.navigator}
      >
        {children}
      </Router>
    </NavigationStateContext>
  );
}
