/*
 * Performance marks of the product search, read by `npm run bench` (scripts/bench/products.ts):
 * a mark when a changed search is committed (after the debounce), a mark when the grid shows
 * the rows of that search, and a measure between the two.
 */
/** Time between the last keystroke (or change of a range bound) and the search. */
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_START_MARK = 'products:search-start';
export const ROWS_SHOWN_MARK = 'products:rows-shown';
export const SEARCH_MEASURE = 'products:search-to-rows';

let pending: { key: string; start: number } | null = null;

function hasPerformance(): boolean {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function';
}

/** A search (identified by `key`) was committed: its results are now awaited. */
export function markSearchStart(key: string): void {
  if (!hasPerformance()) return;
  const start = performance.now();
  pending = { key, start };
  performance.mark(SEARCH_START_MARK, { startTime: start, detail: { key } });
}

/** The grid shows the rows of the search `key`; closes the measure if that search was awaited. */
export function markRowsShown(key: string): void {
  if (!hasPerformance() || pending === null || pending.key !== key) return;
  const end = performance.now();
  performance.mark(ROWS_SHOWN_MARK, { startTime: end, detail: { key } });
  performance.measure(SEARCH_MEASURE, { start: pending.start, end, detail: { key } });
  pending = null;
}
