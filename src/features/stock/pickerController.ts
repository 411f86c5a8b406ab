import type { ProductRef } from './lineModel';

/**
 * State of the one product list of the grid (a combobox popup), shared by every row's
 * product cell: which line's input it belongs to, what is searched, which option is
 * highlighted. The ARIA state of the input (aria-expanded, aria-controls,
 * aria-activedescendant) is set here on the element itself, so opening the list or moving
 * through it re-renders no row.
 */
export interface PickerState {
  lineId: string | null;
  input: HTMLInputElement | null;
  query: string;
  items: ProductRef[];
  /** The text `items` were found for (the list may still show them while a newer text is searched). */
  itemsQuery: string;
  active: number;
}

export const LISTBOX_ID = 'stock-product-listbox';
export const optionId = (i: number) => `stock-product-option-${i}`;

export interface PickerController {
  subscribe: (l: () => void) => () => void;
  getState: () => PickerState;
  open: (lineId: string, input: HTMLInputElement, query: string) => void;
  close: () => void;
  setItems: (items: ProductRef[], query: string) => void;
  move: (delta: number) => void;
  setActive: (index: number) => void;
  isOpenFor: (lineId: string) => boolean;
  /**
   * The highlighted item, when the list shows the items of the text as typed. While a newer text
   * is still being searched there is none, so Enter (a scanner's, or a fast typist's) looks the
   * text up as a SKU instead of taking a product found for what was typed before.
   */
  activeItem: () => ProductRef | null;
}

const CLOSED: PickerState = {
  lineId: null,
  input: null,
  query: '',
  items: [],
  itemsQuery: '',
  active: -1,
};

export function createPickerController(): PickerController {
  let state: PickerState = CLOSED;
  const listeners = new Set<() => void>();

  const syncAria = (prev: PickerState, next: PickerState) => {
    if (prev.input && prev.input !== next.input) {
      prev.input.setAttribute('aria-expanded', 'false');
      prev.input.removeAttribute('aria-controls');
      prev.input.removeAttribute('aria-activedescendant');
    }
    const el = next.input;
    if (!el) return;
    const expanded = next.lineId !== null && next.items.length > 0;
    el.setAttribute('aria-expanded', String(expanded));
    if (expanded) el.setAttribute('aria-controls', LISTBOX_ID);
    else el.removeAttribute('aria-controls');
    if (expanded && next.active >= 0)
      el.setAttribute('aria-activedescendant', optionId(next.active));
    else el.removeAttribute('aria-activedescendant');
  };

  const set = (next: PickerState) => {
    const prev = state;
    state = next;
    syncAria(prev, next);
    for (const l of [...listeners]) l();
  };

  return {
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getState: () => state,
    open(lineId, input, query) {
      const same = state.lineId === lineId && state.input === input;
      set({
        lineId,
        input,
        query,
        items: same ? state.items : [],
        itemsQuery: same ? state.itemsQuery : '',
        active: same ? state.active : -1,
      });
    },
    close() {
      if (state.lineId !== null) set(CLOSED);
    },
    setItems(items, query) {
      if (state.lineId === null) return;
      set({
        ...state,
        items,
        itemsQuery: query,
        active: items.length === 0 ? -1 : Math.min(Math.max(state.active, 0), items.length - 1),
      });
    },
    move(delta) {
      const n = state.items.length;
      if (state.lineId === null || n === 0) return;
      const active = state.active < 0 ? (delta > 0 ? 0 : n - 1) : (state.active + delta + n) % n;
      set({ ...state, active });
    },
    setActive(index) {
      if (state.lineId === null) return;
      set({ ...state, active: index });
    },
    isOpenFor: (lineId) => state.lineId === lineId && state.items.length > 0,
    activeItem: () =>
      state.lineId !== null && state.active >= 0 && state.itemsQuery.trim() === state.query.trim()
        ? (state.items[state.active] ?? null)
        : null,
  };
}
