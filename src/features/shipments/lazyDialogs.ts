import { useCallback, useState } from 'react';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { lazyComponent } from '../../ui/lazyComponent';
import { moduleLoader } from '../../lib/moduleLoader';

// The two dialogs (and react-hook-form with them) are chunks of their own: the board shows
// without them, and fetches them once it has painted, before anyone opens one.
const loadMoveDialog = moduleLoader(() => import('./MoveDialog'));
const loadTrackOrdersDialog = moduleLoader(() => import('./TrackOrdersDialog'));
export const LazyMoveDialog = lazyComponent(loadMoveDialog, (m) => m.MoveDialog);
export const LazyTrackOrdersDialog = lazyComponent(
  loadTrackOrdersDialog,
  (m) => m.TrackOrdersDialog,
);

const BOARD_DIALOGS = [loadMoveDialog, loadTrackOrdersDialog];

/** Fetches the dialogs' chunks once the board has painted and the browser is idle. */
export function usePreloadBoardDialogs(): void {
  usePrefetchWhenIdle(BOARD_DIALOGS, 2000);
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
