// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectedIds } from './rangeSelection';
import { useBulkSelection } from './useBulkSelection';

const page1 = ['a', 'b', 'c', 'd', 'e'];
const page2 = ['f', 'g', 'h'];

/** A click on a row's checkbox as the grid reports it: the next selection, with or without Shift. */
function click(
  result: { current: ReturnType<typeof useBulkSelection> },
  id: string,
  shift = false,
) {
  const shown = result.current.rowSelection;
  const { [id]: was, ...others } = shown;
  const next: Record<string, true> = was ? others : { ...shown, [id]: true };
  act(() => {
    // The grid calls onRowSelectionChange inside the click's own handlers (between the
    // document's capture and bubble listeners), as the checkbox's click handler does.
    const target = document.body;
    const onClick = () => result.current.onRowSelectionChange(next);
    target.addEventListener('click', onClick, { once: true });
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: shift, detail: 1 }));
  });
}

describe('useBulkSelection', () => {
  it('selects a Shift range from the last clicked row, keeps ids across pages, clears on a new search', () => {
    const { result, rerender } = renderHook(
      ({ key, ids, total }: { key: string; ids: readonly string[]; total: number }) =>
        useBulkSelection(key, ids, total),
      { initialProps: { key: 'q=tea', ids: page1, total: 8 } },
    );
    click(result, 'b');
    click(result, 'd', true);
    expect(selectedIds(result.current.rowSelection).sort()).toEqual(['b', 'c', 'd']);
    expect(result.current.notice).toEqual({ kind: 'count', count: 3 });
    // Another page (or sort): the selection stays; a Shift-click there has no anchor on it.
    rerender({ key: 'q=tea', ids: page2, total: 8 });
    click(result, 'h', true);
    expect(result.current.count).toBe(4);
    expect(result.current.ids).toContain('b');
    // A plain click after a Shift one is a plain toggle.
    click(result, 'f');
    expect(result.current.count).toBe(5);
    // Another search: cleared, and said.
    rerender({ key: 'q=coffee', ids: page1, total: 8 });
    expect(result.current.count).toBe(0);
    expect(result.current.notice).toEqual({ kind: 'cleared' });
  });

  it('offers all matching once the page is selected; a toggle leaves that mode for the page', () => {
    const { result } = renderHook(() => useBulkSelection('q=tea', page1, 8));
    expect(result.current.canSelectAll).toBe(false);
    act(() => result.current.onRowSelectionChange({ a: true, b: true, c: true, d: true, e: true }));
    expect(result.current.canSelectAll).toBe(true);
    act(() => result.current.selectAllMatching());
    expect(result.current).toMatchObject({ all: true, count: 8, canSelectAll: false });
    expect(result.current.notice).toEqual({ kind: 'allMatching', total: 8 });
    click(result, 'c');
    expect(result.current.all).toBe(false);
    expect(result.current.ids.slice().sort()).toEqual(['a', 'b', 'd', 'e']);
  });
});
