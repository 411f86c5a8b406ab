import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Location } from 'react-router';

/** Asked before an in-app navigation leaves the current location: true holds it back. */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

/** A navigation a blocker held back, waiting for the person's answer. */
export interface BlockedNavigation {
  /** The blocker that held it (each guard shows its own question). */
  blocker: number;
  /** Go on with the navigation after all. */
  proceed: () => void;
  /** Stay: forget the navigation. */
  reset: () => void;
}

/** What the console's router (app/ConsoleRouter.tsx) tells the pages about its navigations. */
export interface NavigationState {
  /** Registers a blocker; returns its id and its removal. */
  addBlocker: ((blocker: BlockerFunction) => { id: number; remove: () => void }) | null;
  /** Whether a navigation waits for its page's chunk. */
  navigating: boolean;
  blocked: BlockedNavigation | null;
}

export const NavigationStateContext = createContext<NavigationState>({
  addBlocker: null,
  navigating: false,
  blocked: null,
});

/** Whether a navigation is waiting for its page (false outside the console's router). */
export function useNavigating(): boolean {
  return useContext(NavigationStateContext).navigating;
}

export interface Blocker {
  state: 'blocked' | 'unblocked';
  proceed: () => void;
  reset: () => void;
}

/**
 * Holds back in-app navigations `shouldBlock` says yes to (Back and Forward too), like React
 * Router's useBlocker of its data router; outside the console's router (a test's MemoryRouter)
 * it never blocks.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const { addBlocker, blocked } = useContext(NavigationStateContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    if (!addBlocker) return;
    const registration = addBlocker((args) => latest.current(args));
    setId(registration.id);
    return registration.remove;
  }, [addBlocker]);
  const mine = blocked !== null && blocked.blocker === id ? blocked : null;
  return {
    state: mine ? 'blocked' : 'unblocked',
    proceed: () => mine?.proceed(),
    reset: () => mine?.reset(),
  };
}
