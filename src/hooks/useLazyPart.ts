import { useCallback, useState } from 'react';
import { afterLoad } from '../lib/moduleLoader';

/**
 * A lazy part (a menu, a dialog, a drawer) mounted from its first opening on, so that its
 * closing transition plays and it opens at once the next time. `open(then)` runs `then` (set
 * the part's open state) once the chunk is here, drawn at once (see ui/lazyComponent.tsx);
 * `mounted` says whether to draw the part.
 */
export function useLazyPart(
  load: () => Promise<unknown>,
): [mounted: boolean, open: (then: () => void) => void] {
  const [mounted, setMounted] = useState(false);
  const open = useCallback(
    (then: () => void) =>
      afterLoad(load, () => {
        setMounted(true);
        then();
      }),
    [load],
  );
  return [mounted, open];
}
