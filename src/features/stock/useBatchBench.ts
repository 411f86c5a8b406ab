import { useLayoutEffect } from 'react';
import { ADD_LINE, APPLY, PASTE, commitMeasure, startMeasure } from './benchMarks';

/*
 * The batch editor's interaction measures (benchMarks.ts, read by `npm run bench`) behind one
 * small module: the controller hooks say what started, and once it is on screen; they never
 * touch the performance timeline themselves, and the page has no measuring code at all.
 */
export const batchBench = {
  /** "Add line" was pressed (at `start`, the event's time); the new line's row commits it. */
  addLine: (lineId: string, start?: number) => startMeasure(ADD_LINE, lineId, start),
  /** Rows were pasted or a file read; committed when the import report shows. */
  paste: (rows: number, start?: number) => startMeasure(PASTE, 'paste', start, { rows }),
  /** The apply request leaves; committed when the results show. */
  apply: () => startMeasure(APPLY, 'apply'),
};

/** Commits the `paste` or `apply` measure when what it waited for (`shown`) is in the DOM. */
export function useBenchCommit(tag: 'paste' | 'apply', shown: unknown): void {
  useLayoutEffect(() => {
    if (shown) commitMeasure(tag);
  }, [tag, shown]);
}
