/**
 * Fetching a lazy chunk ahead of need (while a key is checked, when the pointer nears a menu,
 * once a page has painted). A failure is only a missed head start: it is swallowed, and while a
 * prefetch is in flight the stale-deploy reload of main.tsx holds back (a dropped connection
 * must not reload the page under someone's work; the real load, when it comes, says what failed).
 */
let inFlight = 0;

export function prefetch(load: () => Promise<unknown>): void {
  prefetchThen(load, () => undefined);
}

/**
 * `prefetch`, then `then` once the chunk is here (`failed` if it could not be fetched). For a part whose stand-in keeps working
 * without it (ui/LazyField.tsx): a failed fetch leaves the stand-in, and a later one may succeed.
 */
export function prefetchThen(
  load: () => Promise<unknown>,
  then: () => void,
  failed: () => void = () => undefined,
): void {
  inFlight += 1;
  void load()
    .then(then, failed)
    .finally(() => {
      inFlight -= 1;
    });
}

/** Whether a prefetch is under way (main.tsx's vite:preloadError handler asks). */
export function prefetching(): boolean {
  return inFlight > 0;
}
