import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProductSearchPage, ProductSearchRequest } from '../../../api/schemas/product';
import { changedIds, clickSelect, selectedIds } from './rangeSelection';
import type { Selection } from './rangeSelection';

/*
 * The product results' selection: ids (so it survives paging and sorting), a Shift-click or
 * Shift+Space range from the last clicked row, "all N matching" (every product of the current
 * search, collected when the edit starts), cleared when the search or its filters change.
 */

export type SelectionNotice =
  | { kind: 'cleared' }
  | { kind: 'allMatching'; total: number }
  | { kind: 'count'; count: number }
  | null;

interface State {
  /** The search the selection belongs to (query and filters: not page, size or sort). */
  searchKey: string;
  ids: Selection;
  /** Every product matching the search. */
  all: boolean;
  /** The last row clicked (a range starts there). */
  anchor: string | null;
  notice: SelectionNotice;
}

export interface BulkSelection {
  /** What the grid shows as selected. */
  rowSelection: Selection;
  onRowSelectionChange: (next: Selection) => void;
  /** Products selected (all matching: the search's total). */
  count: number;
  all: boolean;
  /** Ids selected one by one (empty in "all matching" mode). */
  ids: readonly string[];
  /** Every row of this page is selected, and more products match: "Select all N matching". */
  canSelectAll: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** What the live region says about the last change. */
  notice: SelectionNotice;
}

const NONE: Selection = {};

export function useBulkSelection(
  searchKey: string,
  pageIds: readonly string[],
  total: number | null | undefined,
): BulkSelection {
  const [state, setState] = useState<State>({
    searchKey,
    ids: NONE,
    all: false,
    anchor: null,
    notice: null,
  });
  // Another search or other filters: the selection would mean other products. Cleared, said.
  let current = state;
  if (state.searchKey !== searchKey) {
    const had = state.all || selectedIds(state.ids).length > 0;
    current = {
      searchKey,
      ids: NONE,
      all: false,
      anchor: null,
      notice: had ? { kind: 'cleared' } : state.notice,
    };
    setState(current);
  }

  const rowSelection = useMemo<Selection>(() => {
    if (!current.all) return current.ids;
    const page: Record<string, true> = {};
    for (const id of pageIds) page[id] = true;
    return page;
  }, [current.all, current.ids, pageIds]);

  // Shift held for the click (or Space) being handled now.
  const shift = useRef(false);
  const latest = useRef({ rowSelection, pageIds, total });
  useLayoutEffect(() => {
    latest.current = { rowSelection, pageIds, total };
  });

  const onRowSelectionChange = useCallback((next: Selection) => {
    const { rowSelection: shown, pageIds: page } = latest.current;
    const changed = changedIds(shown, next);
    const withShift = shift.current;
    setState((s) => {
      // Leaving "all matching": this page's rows, as the grid now has them.
      if (s.all)
        return {
          ...s,
          all: false,
          ids: next,
          anchor: changed.length === 1 ? (changed[0] ?? null) : s.anchor,
          notice: { kind: 'count', count: selectedIds(next).length },
        };
      let ids = next;
      let anchor = s.anchor;
      if (changed.length === 1) {
        const target = changed[0] as string;
        ids = clickSelect(s.ids, page, s.anchor, target, next[target] === true, withShift);
        anchor = target;
      }
      return { ...s, ids, anchor, notice: { kind: 'count', count: selectedIds(ids).length } };
    });
  }, []);

  const selectAllMatching = useCallback(() => {
    const t = latest.current.total ?? 0;
    setState((s) => ({ ...s, all: true, notice: { kind: 'allMatching', total: t } }));
  }, []);
  const clear = useCallback(() => {
    setState((s) => ({
      ...s,
      ids: NONE,
      all: false,
      anchor: null,
      notice: { kind: 'count', count: 0 },
    }));
  }, []);

  // Whether Shift is held for the click (or Space) being handled: read around React's own
  // handlers (capture first, then the reset once the event has bubbled through the page).
  useEffect(() => {
    const onClickCapture = (e: MouseEvent) => {
      // A click made by the keyboard (Space on a checkbox) keeps the key's Shift.
      shift.current = e.detail === 0 ? shift.current || e.shiftKey : e.shiftKey;
    };
    const onClick = () => {
      shift.current = false;
    };
    const onKeyDownCapture = (e: KeyboardEvent) => {
      shift.current = e.key === ' ' && e.shiftKey;
    };
    document.addEventListener('click', onClickCapture, true);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDownCapture, true);
    return () => {
      document.removeEventListener('click', onClickCapture, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDownCapture, true);
    };
  }, []);

  const ids = useMemo(() => selectedIds(current.ids), [current.ids]);
  const count = current.all ? (total ?? 0) : ids.length;
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => rowSelection[id] === true);
  return {
    rowSelection,
    onRowSelectionChange,
    count,
    all: current.all,
    ids,
    canSelectAll: !current.all && pageAllSelected && total != null && total > count,
    selectAllMatching,
    clear,
    notice: current.notice,
  };
}

const NO_IDS: readonly string[] = [];

/**
 * The selection of the product search page: it belongs to the search's query and filters
 * (paging, page size and sort keep it); the rows of the page shown, in their order.
 */
export function useResultsSelection(
  request: ProductSearchRequest,
  data: ProductSearchPage | undefined,
  stale: boolean,
): BulkSelection {
  const { page: _page, page_size: _size, sort: _sort, ...search } = request;
  const items = stale ? undefined : data?.items;
  const pageIds = useMemo(() => items?.map((i) => i.id) ?? NO_IDS, [items]);
  return useBulkSelection(JSON.stringify(search), pageIds, stale ? undefined : data?.total_items);
}
