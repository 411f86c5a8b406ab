import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BOARD_TRACK_PARAM } from '../../app/paths';

/**
 * `/shipments?track=1` (the orders list's "Track orders") opens the dialog once; the parameter
 * leaves the URL, so Back or a reload does not open it again.
 */
export function useTrackFromUrl(open: (open: boolean) => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.has(BOARD_TRACK_PARAM);
  useEffect(() => {
    if (!wanted) return;
    open(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BOARD_TRACK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, open, setParams]);
}
