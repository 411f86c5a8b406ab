/**
 * Fetching a lazy chunk ahead of need (while a key is checked, when the pointer nears a menu,
 * once a page has painted). A failure is only a missed head start: it is swallowed, and while a
 * prefetch is in flight the stale-deploy reload of main.tsx holds back (a dropped connection
 * must not reload the page under someone's work; the real load, when it comes, says what failed).
 */
let inFlight = 0;

export function prefetch(load: () => Promise<unknown>): void {
  inFlight += 1;
  void load()
    .catch(() => undefined)
    .finally(() => {
      inFlight -= 1;
    });
}

/** Whether a prefetch is under way (main.tsx's vite:preloadError handler asks). */
export function prefetching(): boolean {
  return inFlight > 0;
}
