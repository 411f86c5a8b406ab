import { lazy, useCallback, useEffect, useState } from 'react';
import { prefetch } from '../../lib/prefetch';

// The two dialogs (and react-hook-form with them) are chunks of their own: the board shows
// without them, and fetches them once it has painted, before anyone opens one.
const loadMoveDialog = () => import('./MoveDialog');
const loadTrackOrdersDialog = () => import('./TrackOrdersDialog');
export const LazyMoveDialog = lazy(async () => ({ default: (await loadMoveDialog()).MoveDialog }));
export const LazyTrackOrdersDialog = lazy(async () => ({
  default: (await loadTrackOrdersDialog()).TrackOrdersDialog,
}));

/** Fetches the dialogs' chunks once the board has painted and the browser is idle. */
export function usePreloadBoardDialogs(): void {
  useEffect(() => {
    const preload = () => {
      prefetch(loadMoveDialog);
      prefetch(loadTrackOrdersDialog);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 500);
    return () => window.clearTimeout(timer);
  }, []);
}

/** A dialog's open state, and whether it was ever opened: mounted from then on, so closing animates. */
export function useLatchedOpen(): {
  open: boolean;
  opened: boolean;
  setOpen: (open: boolean) => void;
} {
  const [open, setOpenState] = useState(false);
  const [opened, setOpened] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setOpened(true);
    setOpenState(next);
  }, []);
  return { open, opened, setOpen };
}
