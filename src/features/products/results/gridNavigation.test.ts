import { describe, expect, it } from 'vitest';
import { clampPosition, nextPosition } from './gridNavigation';
import type { GridBounds } from './gridNavigation';

// A header row and 30 body rows of 5 columns; PageUp/PageDown move 10 rows.
const bounds: GridBounds = { rows: 31, cols: 5, pageRows: 10 };
const at = (row: number, col: number) => ({ row, col });

describe('gridNavigation', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(nextPosition(at(1, 0), { key: 'ArrowDown' }, bounds)).toEqual(at(2, 0));
    expect(nextPosition(at(1, 0), { key: 'ArrowUp' }, bounds)).toEqual(at(0, 0));
    expect(nextPosition(at(0, 0), { key: 'ArrowUp' }, bounds)).toEqual(at(0, 0));
    expect(nextPosition(at(30, 4), { key: 'ArrowDown' }, bounds)).toEqual(at(30, 4));
    expect(nextPosition(at(3, 4), { key: 'ArrowRight' }, bounds)).toEqual(at(3, 4));
    expect(nextPosition(at(3, 0), { key: 'ArrowLeft' }, bounds)).toEqual(at(3, 0));
    expect(nextPosition(at(3, 2), { key: 'ArrowLeft' }, bounds)).toEqual(at(3, 1));
  });

  it('Home/End go along the row; with Ctrl (or ⌘) to the first and last cell of the grid', () => {
    expect(nextPosition(at(7, 2), { key: 'Home' }, bounds)).toEqual(at(7, 0));
    expect(nextPosition(at(7, 2), { key: 'End' }, bounds)).toEqual(at(7, 4));
    expect(nextPosition(at(7, 2), { key: 'Home', ctrlKey: true }, bounds)).toEqual(at(0, 0));
    expect(nextPosition(at(7, 2), { key: 'End', metaKey: true }, bounds)).toEqual(at(30, 4));
  });

  it('PageDown/PageUp move a page of body rows, never onto the header row', () => {
    expect(nextPosition(at(1, 3), { key: 'PageDown' }, bounds)).toEqual(at(11, 3));
    expect(nextPosition(at(25, 3), { key: 'PageDown' }, bounds)).toEqual(at(30, 3));
    expect(nextPosition(at(5, 3), { key: 'PageUp' }, bounds)).toEqual(at(1, 3));
    expect(nextPosition(at(0, 3), { key: 'PageUp' }, bounds)).toEqual(at(0, 3));
    expect(nextPosition(at(0, 3), { key: 'PageDown' }, bounds)).toEqual(at(10, 3));
  });

  it('a row with fewer cells (the "no product matches" message) keeps the column inside it', () => {
    const empty: GridBounds = { rows: 2, cols: 5, colsOf: (r) => (r === 1 ? 1 : 5), pageRows: 10 };
    expect(nextPosition(at(0, 3), { key: 'ArrowDown' }, empty)).toEqual(at(1, 0));
    expect(nextPosition(at(1, 0), { key: 'ArrowRight' }, empty)).toEqual(at(1, 0));
  });

  it('other keys are left to the browser', () => {
    expect(nextPosition(at(1, 1), { key: 'Tab' }, bounds)).toBeNull();
    expect(nextPosition(at(1, 1), { key: 'a' }, bounds)).toBeNull();
  });

  it('clamps a stored position into smaller bounds (fewer rows after a new search)', () => {
    expect(clampPosition(at(20, 4), { rows: 4, cols: 3, pageRows: 10 })).toEqual(at(3, 2));
    expect(clampPosition(at(20, 4), { rows: 1, cols: 3, pageRows: 10 })).toEqual(at(0, 2));
  });
});
