/*
 * Keyboard movement inside a grid (WAI-ARIA grid pattern): one tab stop, arrow keys between
 * cells, Home/End along a row, Ctrl+Home/Ctrl+End to the first/last cell, PageUp/PageDown by
 * a screenful of rows. Row 0 is the header row; body rows start at 1.
 */

/** A cell of the grid: row 0 is the header row. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Rows including the header row (header only: 1). */
  rows: number;
  /** Columns of the widest row. */
  cols: number;
  /** Columns of a row, when a row has fewer (e.g. a message spanning the row): default `cols`. */
  colsOf?: (row: number) => number;
  /** Rows moved by PageUp/PageDown. */
  pageRows: number;
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** Brings a position inside the bounds (rows and columns change when the data does). */
export function clampPosition(pos: GridPosition, bounds: GridBounds): GridPosition {
  const row = clamp(pos.row, 0, Math.max(0, bounds.rows - 1));
  const cols = bounds.colsOf?.(row) ?? bounds.cols;
  return { row, col: clamp(pos.col, 0, Math.max(0, cols - 1)) };
}

/**
 * Where a key press moves the focus from `pos`, or null when the key is not a movement key
 * (the grid then leaves it to the browser).
 */
export function nextPosition(
  pos: GridPosition,
  press: KeyPress,
  bounds: GridBounds,
): GridPosition | null {
  const lastRow = Math.max(0, bounds.rows - 1);
  const firstBody = lastRow >= 1 ? 1 : 0;
  const ctrl = press.ctrlKey === true || press.metaKey === true;
  const at = (row: number, col: number) => clampPosition({ row, col }, bounds);
  switch (press.key) {
    case 'ArrowDown':
      return at(pos.row + 1, pos.col);
    case 'ArrowUp':
      return at(pos.row - 1, pos.col);
    case 'ArrowRight':
      return at(pos.row, pos.col + 1);
    case 'ArrowLeft':
      return at(pos.row, pos.col - 1);
    case 'Home':
      return ctrl ? at(0, 0) : at(pos.row, 0);
    case 'End':
      return ctrl ? at(lastRow, bounds.cols - 1) : at(pos.row, bounds.cols - 1);
    case 'PageDown':
      return at(clamp(pos.row + Math.max(1, bounds.pageRows), firstBody, lastRow), pos.col);
    case 'PageUp':
      // From the header row there is nothing above.
      if (pos.row === 0) return at(0, pos.col);
      return at(clamp(pos.row - Math.max(1, bounds.pageRows), firstBody, lastRow), pos.col);
    default:
      return null;
  }
}
