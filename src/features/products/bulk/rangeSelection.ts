/*
 * Row selection by product id: it survives paging and sorting (ids, not positions). A
 * Shift-click (or Shift+Space) selects or clears the range from the last clicked row to this
 * one, in the current page's order, the way file lists do: the range takes the clicked row's
 * new state.
 */

/** Selected ids (TanStack Table's RowSelectionState: an id maps to `true`). */
export type Selection = Readonly<Record<string, true>>;

/** The ids selected (only `true` entries count). */
export function selectedIds(selection: Selection): string[] {
  return Object.keys(selection).filter((id) => selection[id] === true);
}

/** `id` set to `selected`, the others as they were. */
export function setOne(selection: Selection, id: string, selected: boolean): Selection {
  if (selected) return { ...selection, [id]: true };
  const { [id]: _dropped, ...rest } = selection;
  return rest;
}

/**
 * The ids between `anchor` and `target` in `pageIds` (both ends included), or null when the
 * anchor is not on this page (a range never reaches rows of another page or order).
 */
export function rangeBetween(
  pageIds: readonly string[],
  anchor: string | null,
  target: string,
): string[] | null {
  if (anchor === null) return null;
  const from = pageIds.indexOf(anchor);
  const to = pageIds.indexOf(target);
  if (from < 0 || to < 0) return null;
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  return pageIds.slice(lo, hi + 1);
}

/**
 * The selection after a click on `target`'s checkbox that makes it `selected`: with Shift and
 * an anchor on this page, the whole range takes that state; otherwise only the row.
 */
export function clickSelect(
  selection: Selection,
  pageIds: readonly string[],
  anchor: string | null,
  target: string,
  selected: boolean,
  shift: boolean,
): Selection {
  const range = shift ? rangeBetween(pageIds, anchor, target) : null;
  if (range === null) return setOne(selection, target, selected);
  if (!selected) {
    const dropped = new Set(range);
    return Object.fromEntries(Object.entries(selection).filter(([id]) => !dropped.has(id)));
  }
  const next: Record<string, true> = { ...selection };
  for (const id of range) next[id] = true;
  return next;
}

/** The ids whose selection differs between two states. */
export function changedIds(before: Selection, after: Selection): string[] {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...ids].filter((id) => (before[id] === true) !== (after[id] === true));
}
