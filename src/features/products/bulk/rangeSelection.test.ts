import { describe, expect, it } from 'vitest';
import { changedIds, clickSelect, rangeBetween, selectedIds } from './rangeSelection';

const page = ['a', 'b', 'c', 'd', 'e'];

describe('range selection', () => {
  it('selects the range from the last clicked row, in the page’s order, either direction', () => {
    expect(rangeBetween(page, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(page, 'e', 'c')).toEqual(['c', 'd', 'e']);
    expect(rangeBetween(page, 'c', 'c')).toEqual(['c']);
  });

  it('has no range when the anchor is not on this page (another page or no click yet)', () => {
    expect(rangeBetween(page, null, 'c')).toBeNull();
    expect(rangeBetween(page, 'zz', 'c')).toBeNull();
  });

  it('gives the whole range the clicked row’s new state, keeping rows of other pages', () => {
    const start = { other: true, b: true } as const;
    const selected = clickSelect(start, page, 'b', 'e', true, true);
    expect(selectedIds(selected).sort()).toEqual(['b', 'c', 'd', 'e', 'other']);
    const cleared = clickSelect(selected, page, 'e', 'c', false, true);
    expect(selectedIds(cleared).sort()).toEqual(['b', 'other']);
  });

  it('without Shift, or without an anchor on the page, toggles only the row', () => {
    expect(selectedIds(clickSelect({}, page, 'a', 'd', true, false))).toEqual(['d']);
    expect(selectedIds(clickSelect({}, page, 'gone', 'd', true, true))).toEqual(['d']);
    expect(selectedIds(clickSelect({ d: true }, page, null, 'd', false, true))).toEqual([]);
  });

  it('tells which rows a change touched', () => {
    expect(changedIds({ a: true, b: true }, { b: true, c: true }).sort()).toEqual(['a', 'c']);
    expect(changedIds({ a: true }, { a: true })).toEqual([]);
  });
});
