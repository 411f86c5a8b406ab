import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, Ref } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { WarehouseConfig } from '../../config/schema';
import type { BatchStore } from './batchStore';
import { valuesOf } from './batchStore';
import { KEYSTROKE, measuringKeystrokes, startMeasure } from './benchMarks';
import { BatchRow } from './BatchRow';
import type { RowContext } from './BatchRow';
import { CELL_ORDER, HEADER_HEIGHT, ROW_HEIGHT, WAREHOUSE_LIST_ID, gridSx } from './gridLayout';
import { CARD_HEIGHT, flashSx, handheldGridSx } from './handheldLayout';
import { localeOf } from '../../lib/format';
import { settleEntry, typedEntry } from '../../lib/numbers';
import { blankValues, isBlank, isLineField, isNumberField } from './lineModel';
import type { LineField, LineValues, ProductRef } from './lineModel';
import { createPickerController } from './pickerController';
import { ProductPicker } from './ProductPicker';

export interface GridHandle {
  /** Scrolls the line into view and focuses one of its cells. */
  focusCell: (id: string, field: LineField) => void;
  /** Scrolls the line into view, leaving the focus where it is. */
  scrollToLine: (id: string) => void;
  /** Flashes the line a scan touched (a still highlight when motion is reduced). */
  flashLine: (id: string) => void;
}

interface Props {
  store: BatchStore;
  warehouses: readonly WarehouseConfig[];
  /** Looks up the exact SKU typed in a line's product cell. */
  onResolveSku: (lineId: string) => void;
  /** A line was deleted (for an "undo"). */
  onDeleted: (values: LineValues, index: number) => void;
  /** A line was added by the keyboard (Enter on the last line, duplicate): for the bench's figure. */
  onLineAdded?: (id: string) => void;
  describedBy?: string;
  ref?: Ref<GridHandle>;
}

function cellOf(
  target: EventTarget | null,
): { id: string; field: LineField; el: HTMLElement } | null {
  if (!(target instanceof HTMLElement)) return null;
  const id = target.dataset.line;
  const field = target.dataset.field;
  if (id === undefined || field === undefined || !isLineField(field)) return null;
  return { id, field, el: target };
}

const isMod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;

/** How long a scanned line's flash lasts. */
const FLASH_MS = 1200;

/** Rows drawn while the virtualizer has no measured viewport yet. */
/** The grid's scroll box height before it is measured: the bound its styles give it. */
function initialGridHeight(handheld: boolean): number {
  const viewport = typeof window === 'undefined' ? 0 : window.innerHeight;
  return handheld ? Math.max(CARD_HEIGHT + 40, viewport - 240) : Math.min(viewport * 0.62, 640);
}

const UNMEASURED_ROWS = 20;

/** Lines following a line: same warehouse and operation, the rest blank. */
function followingValues(v: LineValues): LineValues {
  return blankValues({ warehouse: v.warehouse, operation: v.operation });
}

/**
 * The batch's lines: a virtualized table (only the rows in view are in the DOM) of native
 * inputs, each labelled "<column>, line <n>". Enter moves down (and adds a line after the
 * last one), Shift+Enter up, Tab across, Ctrl+D duplicates a line, Ctrl+Shift+Backspace deletes it.
 */
export const BatchGrid = memo(function BatchGrid({
  store,
  warehouses,
  onResolveSku,
  onDeleted,
  onLineAdded,
  describedBy,
  ref,
}: Props) {
  const { t, i18n } = useTranslation('stock');
  const locale = localeOf(i18n.language);
  const scrollRef = useRef<HTMLDivElement>(null);
  const ids = useSyncExternalStore(store.subscribe, store.getIds);
  const [picker] = useState(createPickerController);
  // Below 600 px each line is a card (handheldLayout.ts).
  const handheld = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const rowHeight = handheld ? CARD_HEIGHT : ROW_HEIGHT;

  /** The line a scan just added: drawn in the very commit that adds it, before the grid has scrolled to it. */
  const shownLine = useRef<string | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const id = shownLine.current;
      const at = id === null ? -1 : store.indexOf(id);
      if (at >= 0 && at < range.count && !indexes.includes(at)) {
        indexes.push(at);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [store],
  );

  const virtualizer = useVirtualizer({
    rangeExtractor,
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey: (i) => ids[i] ?? i,
    // The scroll box's height as its styles bound it (gridLayout.ts, handheldLayout.ts), so
    // that the first render draws the rows the measured box will show: a range that changes
    // once measured is drawn again in a second render in the same task as the first paint.
    initialRect: { width: 0, height: initialGridHeight(handheld) },
  });

  const focusCell = useCallback(
    (id: string, field: LineField) => {
      const index = store.indexOf(id);
      if (index < 0) return;
      const find = () =>
        scrollRef.current?.querySelector<HTMLElement>(
          `[data-line="${id}"][data-field="${field}"]`,
        ) ?? null;
      if (!find()) virtualizer.scrollToIndex(index, { align: 'auto' });
      let tries = 0;
      const attempt = () => {
        const el = find();
        if (el && !(el instanceof HTMLInputElement && el.disabled)) {
          el.focus();
          if (el instanceof HTMLInputElement) el.select();
        } else if (el) {
          const fallback = scrollRef.current?.querySelector<HTMLElement>(
            `[data-line="${id}"][data-field="comment"]`,
          );
          fallback?.focus();
        } else if (tries++ < 8) {
          requestAnimationFrame(attempt);
        }
      };
      attempt();
    },
    [store, virtualizer],
  );
  /** The line to bring into view in the next frame (of several asked for meanwhile, the last). */
  const scrollTarget = useRef<string | null>(null);
  const scrollFrame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (scrollFrame.current !== null) cancelAnimationFrame(scrollFrame.current);
      scrollFrame.current = null;
    },
    [],
  );
  const scrollToLine = useCallback(
    (id: string) => {
      if (store.indexOf(id) < 0) return;
      // Drawn in the commit that adds it, before the grid has scrolled to it (rangeExtractor).
      shownLine.current = id;
      scrollTarget.current = id;
      if (scrollFrame.current !== null || typeof requestAnimationFrame !== 'function') return;
      // Scrolled once a frame, just before it is drawn, by setting the box's scrollTop: a
      // scroll through the virtualizer reads the box's scroll height at once, and again at each
      // render until the scroll event comes back, so each answer of a scanner burst cost a
      // layout of the page (a third of the main thread's time in a profile of the burst).
      scrollFrame.current = requestAnimationFrame(() => {
        scrollFrame.current = null;
        const target = scrollTarget.current;
        scrollTarget.current = null;
        const box = scrollRef.current;
        const index = target === null ? -1 : store.indexOf(target);
        if (!box || index < 0) return;
        const [offset] = virtualizer.getOffsetForIndex(index, 'auto') ?? [];
        if (offset !== undefined && Math.abs(box.scrollTop - offset) >= 1) box.scrollTop = offset;
      });
    },
    [store, virtualizer],
  );
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const flashTimers = useRef(new Map<string, number>());
  const flashLine = useCallback(
    (id: string) => {
      let tries = 0;
      const attempt = () => {
        const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row="${id}"]`);
        if (!row) {
          if (tries++ < 10) requestAnimationFrame(attempt);
          return;
        }
        // Again from the start when the same line is scanned twice in a row (only then a
        // forced reflow: a new line's row has no flash to restart).
        if (row.dataset.flash !== undefined) {
          delete row.dataset.flash;
          // Reading the width forces the reflow; the value itself is not needed.
          // eslint-disable-next-line @typescript-eslint/no-meaningless-void-operator
          void row.offsetWidth;
        }
        row.dataset.flash = 'ok';
        const timers = flashTimers.current;
        window.clearTimeout(timers.get(id));
        timers.set(
          id,
          window.setTimeout(() => {
            timers.delete(id);
            delete row.dataset.flash;
          }, FLASH_MS),
        );
        // A handheld scrolls the page too: the card must be on screen, under the pinned scan field.
        if (handheld) row.scrollIntoView({ block: 'nearest' });
      };
      attempt();
    },
    [handheld],
  );
  useImperativeHandle(ref, () => ({ focusCell, scrollToLine, flashLine }), [
    focusCell,
    scrollToLine,
    flashLine,
  ]);
  const cardLabels = useMemo(() => {
    const out = {} as Record<LineField, string>;
    for (const field of CELL_ORDER) out[field] = t(`fields.${field}`);
    return out;
  }, [t]);

  const addAfter = useCallback(
    (id: string, values: LineValues, field: LineField) => {
      const [newId] = store.add([values], { afterId: id });
      if (newId === undefined) return;
      onLineAdded?.(newId);
      focusCell(newId, field);
    },
    [store, focusCell, onLineAdded],
  );

  const deleteLine = useCallback(
    (id: string, field: LineField | null) => {
      const index = store.indexOf(id);
      const removed = store.remove(id);
      if (!removed) return;
      if (picker.getState().lineId === id) picker.close();
      if (store.getIds().length === 0)
        store.add([
          blankValues({ warehouse: removed.values.warehouse, operation: removed.values.operation }),
        ]);
      const ids2 = store.getIds();
      const next = ids2[Math.min(index, ids2.length - 1)];
      if (next !== undefined) focusCell(next, field ?? 'warehouse');
      onDeleted(removed.values, removed.index);
    },
    [store, picker, focusCell, onDeleted],
  );

  const ctx = useMemo<RowContext>(
    () => ({
      store,
      warehouseNames: new Map(warehouses.map((w) => [w.id, w.name])),
      onChange(e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
        const cell = cellOf(e.currentTarget);
        if (!cell) return;
        if (measuringKeystrokes() && e.currentTarget instanceof HTMLInputElement) {
          startMeasure(KEYSTROKE, cell.id, e.nativeEvent.timeStamp, { field: cell.field });
        }
        const value = e.currentTarget.value;
        // Numbers keep the language they were typed in (src/lib/numbers.ts).
        store.update(
          cell.id,
          cell.field,
          isNumberField(cell.field) ? typedEntry(value, locale) : value,
        );
        if (cell.field === 'product' && e.currentTarget instanceof HTMLInputElement) {
          if (value.trim() === '') picker.close();
          else picker.open(cell.id, e.currentTarget, value);
        }
      },
      onFocus(e: FocusEvent<HTMLInputElement | HTMLSelectElement>) {
        const cell = cellOf(e.currentTarget);
        if (
          cell &&
          picker.getState().lineId !== null &&
          (cell.field !== 'product' || picker.getState().lineId !== cell.id)
        )
          picker.close();
      },
      onBlur(e: FocusEvent<HTMLInputElement | HTMLSelectElement>) {
        const cell = cellOf(e.currentTarget);
        if (!cell) return;
        if (isNumberField(cell.field)) {
          // Leaving a number writes it the language's way (1200 -> 1.200).
          const entry = store.getLine(cell.id)?.[cell.field];
          if (entry !== undefined) {
            const settled = settleEntry(entry, locale);
            if (settled !== entry) store.update(cell.id, cell.field, settled);
          }
        }
        // Leaving the warehouse cell: a configured warehouse's name becomes its id.
        if (cell.field === 'warehouse') store.settleWarehouse(cell.id);
        store.touch(cell.id, cell.field);
        if (cell.field === 'product') {
          if (picker.getState().lineId === cell.id) picker.close();
          const line = store.getLine(cell.id);
          if (
            line &&
            line.product === null &&
            (line.lookup === null || line.lookup === 'failed') &&
            line.skuText.trim() !== ''
          )
            onResolveSku(cell.id);
        }
      },
      onAction(e: MouseEvent<HTMLButtonElement>) {
        const id = e.currentTarget.dataset.line;
        if (id === undefined) return;
        if (e.currentTarget.dataset.action === 'duplicate') {
          const newId = store.duplicate(id);
          if (newId) {
            onLineAdded?.(newId);
            focusCell(newId, 'quantity');
          }
        } else {
          deleteLine(id, null);
        }
      },
    }),
    [store, warehouses, picker, onResolveSku, focusCell, deleteLine, onLineAdded, locale],
  );

  const onPick = useCallback(
    (lineId: string, product: ProductRef) => {
      store.patch(
        lineId,
        { product, skuText: product.sku ?? product.name ?? product.id, lookup: null },
        ['product'],
      );
      picker.close();
      focusCell(lineId, 'product');
    },
    [store, picker, focusCell],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (!cell || e.nativeEvent.isComposing) return;
    const { id, field } = cell;

    // The product list first: arrows move through it, Enter picks, Escape closes.
    if (field === 'product') {
      const open = picker.isOpenFor(id);
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!open) {
          const line = store.getLine(id);
          if (line && line.skuText.trim() !== '' && cell.el instanceof HTMLInputElement)
            picker.open(id, cell.el, line.skuText);
        } else {
          picker.move(e.key === 'ArrowDown' ? 1 : -1);
        }
        e.preventDefault();
        return;
      }
      if (open && e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        picker.close();
        return;
      }
      if (open && e.key === 'Enter' && !isMod(e) && !e.shiftKey) {
        const item = picker.activeItem();
        if (item) {
          e.preventDefault();
          onPick(id, item);
          return;
        }
      }
    }

    if (e.key === 'Enter' && !isMod(e) && !e.altKey) {
      e.preventDefault();
      if (field === 'product') {
        picker.close();
        const line = store.getLine(id);
        if (
          line &&
          line.product === null &&
          (line.lookup === null || line.lookup === 'failed') &&
          line.skuText.trim() !== ''
        )
          onResolveSku(id);
      }
      const all = store.getIds();
      const index = all.indexOf(id);
      const target = all[index + (e.shiftKey ? -1 : 1)];
      if (target !== undefined) {
        focusCell(target, field);
      } else if (!e.shiftKey) {
        const line = store.getLine(id);
        if (line && !isBlank(line)) addAfter(id, followingValues(valuesOf(line)), field);
      }
      return;
    }

    if (isMod(e) && !e.altKey && (e.key === 'd' || e.key === 'D') && !e.shiftKey) {
      e.preventDefault();
      const newId = store.duplicate(id);
      if (newId) {
        onLineAdded?.(newId);
        focusCell(newId, field);
      }
      return;
    }

    if (isMod(e) && e.shiftKey && e.key === 'Backspace') {
      e.preventDefault();
      deleteLine(id, field);
      return;
    }

    // Tab across: from the last cell to the next line's first, even when that row is not rendered yet.
    if (e.key === 'Tab' && !isMod(e) && !e.altKey) {
      const all = store.getIds();
      const index = all.indexOf(id);
      if (!e.shiftKey && field === CELL_ORDER[CELL_ORDER.length - 1]) {
        const next = all[index + 1];
        if (next !== undefined) {
          e.preventDefault();
          focusCell(next, CELL_ORDER[0] ?? 'warehouse');
        }
      } else if (e.shiftKey && field === CELL_ORDER[0]) {
        const prev = all[index - 1];
        if (prev !== undefined) {
          e.preventDefault();
          focusCell(prev, CELL_ORDER[CELL_ORDER.length - 1] ?? 'comment');
        }
      }
    }
  };

  const measured = virtualizer.getVirtualItems();
  // Before the scroll box has a size (or where there is no layout, as in jsdom), the first rows.
  const items =
    measured.length > 0 || ids.length === 0
      ? measured
      : ids
          .slice(0, UNMEASURED_ROWS)
          .map((_, index) => ({ index, start: HEADER_HEIGHT + index * ROW_HEIGHT }));
  return (
    <>
      <Box ref={scrollRef} sx={[gridSx, flashSx, handheldGridSx(cardLabels)]} onKeyDown={onKeyDown}>
        <div
          role="table"
          aria-label={t('grid.label')}
          aria-rowcount={ids.length + 1}
          aria-describedby={describedBy}
          className="grid"
        >
          <div role="rowgroup">
            <div role="row" aria-rowindex={1} className="head">
              <div role="columnheader" style={{ textAlign: 'right' }}>
                #
              </div>
              {CELL_ORDER.map((f) => (
                <div key={f} role="columnheader">
                  {t(`fields.${f}`)}
                </div>
              ))}
              <div role="columnheader">
                <span className="sr-only">{t('grid.actions')}</span>
              </div>
            </div>
          </div>
          <div role="rowgroup" className="body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const id = ids[item.index];
              return id === undefined ? null : (
                <BatchRow
                  key={id}
                  id={id}
                  index={item.index}
                  start={item.start - HEADER_HEIGHT}
                  ctx={ctx}
                />
              );
            })}
          </div>
        </div>
      </Box>
      <datalist id={WAREHOUSE_LIST_ID}>
        {warehouses.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </datalist>
      <ProductPicker controller={picker} onPick={onPick} />
    </>
  );
});
