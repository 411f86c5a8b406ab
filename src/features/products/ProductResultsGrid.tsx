import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import type { ColumnOrderState, OnChangeFn, SortingState } from '@tanstack/react-table';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UIEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useHref } from 'react-router';
import type {
  ProductSearchItem,
  ProductSearchPage,
  ProductSortField,
  SortDirection,
} from '../../api/schemas/product';
import { paths } from '../../app/paths';
import { useConfig } from '../../config/ConfigContext';
import { formatNumber } from '../../lib/format';
import {
  PRODUCT_COLUMNS,
  SELECT_COLUMN,
  SORTABLE,
  productColumns,
  resultFeatures,
} from './results/productColumns';
import type {
  Density,
  ProductColumnId,
  ProductColumnVisibility,
  RowSelectionState,
} from './results/productColumns';
import { COLUMN_SPECS } from './results/columnCatalog';
import { RecordsContext, recordIdsToLoad, useProductRecords } from './results/recordColumns';
import { ResultsPagination } from './results/ResultsPagination';
import { ResultsTable } from './results/ResultsTable';
import { PAGE_SIZES } from './searchParams';
import type { PageSize } from './searchParams';
import { markRowsShown } from './searchTiming';

export type { RowSelectionState };

/** Show the loading bar only for answers slower than this. */
const LOADING_DELAY_MS = 200;

/** `flag`, but turning on only once it has stayed on for `delayMs`. */
function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = window.setTimeout(() => setLate(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setLate(false);
    };
  }, [flag, delayMs]);
  return flag && late;
}

/**
 * From 600 px, a fixed height: the rows scroll inside it, and a new search never resizes it.
 * On a phone the rows are a list in the page's own scroll (no scroll region inside the page for
 * a thumb to get caught in), the paging bar after the last row; the box keeps a minimum height,
 * so while the first answer loads the bar is already below the screen (the rows arriving do not
 * move what is in view).
 */
const GRID_BOX_SX = {
  height: { xs: 'auto', sm: 560, md: 'max(520px, calc(100dvh - 160px))' },
  minHeight: { xs: 560, sm: 0 },
} as const;
/** With nothing to list, a short grid keeps the "no product matches" message in view. */
const EMPTY_GRID_BOX_SX = { height: 340 } as const;
const PAPER_SX = {
  height: { xs: 'auto', sm: '100%' },
  minHeight: { xs: 'inherit', sm: 0 },
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  position: 'relative',
} as const;
/** The rows' scroll region; focus moves keep the row clear of the sticky header row. */
const SCROLL_SX = {
  flex: 1,
  minHeight: 0,
  overflow: { xs: 'visible', sm: 'auto' },
  scrollPaddingTop: { xs: 0, sm: 64 },
} as const;
const PROGRESS_SX = {
  position: 'absolute',
  top: { xs: 0, sm: 56 },
  left: 0,
  right: 0,
  zIndex: 3,
} as const;

const NO_ROWS: ProductSearchItem[] = [];
const NO_SELECTION: RowSelectionState = {};
/** Without a choice: the search item's columns show, the record columns do not. */
const DEFAULT_VISIBILITY: Record<string, boolean> = Object.fromEntries(
  PRODUCT_COLUMNS.map((id) => [id, COLUMN_SPECS[id].defaultVisible]),
);
const NOOP = () => undefined;

interface Props {
  /** Identifies the search whose answer is awaited (for the performance marks). */
  searchKey: string;
  data: ProductSearchPage | undefined;
  /** `data` is the previous search's answer, kept on screen while this one loads. */
  stale: boolean;
  fetching: boolean;
  error: boolean;
  page: number;
  pageSize: PageSize;
  sort: ProductSortField;
  direction: SortDirection;
  /** `replace`: the change corrects the URL (a page past the last one) rather than moving on. */
  onPaginationChange: (page: number, pageSize: PageSize, replace: boolean) => void;
  onSortChange: (field: ProductSortField, direction: SortDirection) => void;
  onOpen: (id: string) => void;
  onClear: () => void;
  /** Data columns shown (an absent one: its catalog default; record columns are hidden). */
  columnVisibility?: ProductColumnVisibility;
  /** Order of the data columns (default: PRODUCT_COLUMNS); missing ones follow in default order. */
  columnOrder?: readonly ProductColumnId[];
  /** Row height (default 'standard'). */
  density?: Density;
  /** Selected product ids. With `onRowSelectionChange`, a checkbox column appears first. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
}

/**
 * The product search results: a grid with server sorting (the column headers) and server
 * paging, its state in the URL (props in, changes out). Drawn with TanStack Table (headless)
 * and MUI's table parts.
 *
 * Compiled by the React Compiler ('use memo'): the columns, the table's state and options and
 * the handlers keep their identity until what they are made of changes, so TanStack Table's
 * `useTable` hands out a new table object only then. `memo` stays: the search page around it is
 * not compiled and re-renders on every keystroke in the search box.
 */
export const ProductResultsGrid = memo(function ProductResultsGrid(props: Props) {
  'use memo';
  const { searchKey, data, stale, fetching, error, page, pageSize, sort, direction } = props;
  const { onPaginationChange, onSortChange, onOpen, onClear } = props;
  const { columnVisibility, columnOrder, density = 'standard' } = props;
  const { rowSelection = NO_SELECTION, onRowSelectionChange } = props;
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const { currency, categories } = useConfig();
  const tableRef = useRef<HTMLTableElement>(null);
  // The router's href of the console's root ('' or the deployed base path, e.g. '/console').
  const base = useHref(paths.home()).replace(/\/$/, '');
  const selectable = onRowSelectionChange !== undefined;

  const columns = productColumns({ t, language, currency, base, selectable, categories });
  const visibility: Record<string, boolean> = {
    ...DEFAULT_VISIBILITY,
    ...(columnVisibility as Record<string, boolean> | undefined),
  };
  const sorting: SortingState = SORTABLE.has(sort)
    ? [{ id: sort, desc: direction === 'desc' }]
    : [];
  const chosen = (columnOrder ?? []).filter((c) => PRODUCT_COLUMNS.includes(c));
  const order: ColumnOrderState = [
    SELECT_COLUMN,
    ...chosen,
    ...PRODUCT_COLUMNS.filter((c) => !chosen.includes(c)),
  ];

  const handleSorting: OnChangeFn<SortingState> = (updater) => {
    const next = functionalUpdate(updater, sorting)[0];
    if (!next || !SORTABLE.has(next.id)) return;
    const field = next.id as ProductSortField;
    const dir: SortDirection = next.desc ? 'desc' : 'asc';
    onSortChange(field, dir);
  };
  const handleSelection: OnChangeFn<RowSelectionState> = (updater) => {
    onRowSelectionChange?.(functionalUpdate(updater, rowSelection));
  };

  const rows = data?.items ?? NO_ROWS;
  // The records of the page's rows, only while a record column shows (one GET per row).
  const shownColumns = PRODUCT_COLUMNS.filter((id) => visibility[id] !== false);
  const recordIds = recordIdsToLoad(rows, shownColumns);
  const records = useProductRecords(recordIds);
  const table = useTable({
    features: resultFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: {
      sorting,
      columnVisibility: visibility,
      columnOrder: order,
      rowSelection,
    },
    onSortingChange: handleSorting,
    onRowSelectionChange: handleSelection,
    onColumnVisibilityChange: NOOP,
    onColumnOrderChange: NOOP,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
  });

  // While a search loads, its row count is unknown: keep the requested page valid meanwhile.
  const rowCount =
    data === undefined
      ? -1
      : stale
        ? Math.max(data.total_items ?? 0, page * pageSize)
        : (data.total_items ?? -1);

  // A page past the last one (an old link, fewer matches now) goes to the last, in place.
  const totalPages = data?.total_pages;
  useEffect(() => {
    if (data === undefined || stale || totalPages == null) return;
    const last = Math.max(1, totalPages);
    if (page > last) onPaginationChange(last, pageSize, true);
  }, [data, stale, totalPages, page, pageSize, onPaginationChange]);

  // A new answer (another page, sort or search) shows from its first row. Only when the rows
  // were scrolled: setting scrollTop forces a layout in the middle of the commit (63 ms of a cold
  // load's CPU in a profile, for a list that is at its top anyway).
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    scrolled.current = event.currentTarget.scrollTop > 0;
  };
  // On a phone the page scrolls, not the rows: after paging from the bar at the bottom, the
  // new page is shown from its first row (only when that row is above the screen).
  const pagedFromBar = useRef(false);
  useLayoutEffect(() => {
    if (stale || data === undefined) return;
    if (pagedFromBar.current) {
      pagedFromBar.current = false;
      const table = tableRef.current;
      if (table && table.getBoundingClientRect().top < 0) table.scrollIntoView({ block: 'start' });
    }
    if (!scrolled.current || !scrollRef.current) return;
    scrolled.current = false;
    scrollRef.current.scrollTop = 0;
  }, [data, stale]);

  // Performance mark once the grid shows this search's rows (checked on the next frames).
  const firstId = rows[0]?.id ?? null;
  useEffect(() => {
    if (stale || data === undefined) return;
    let frame = 0;
    let tries = 0;
    const check = () => {
      const root = tableRef.current;
      const shown =
        root !== null &&
        (firstId === null
          ? root.querySelector('[data-empty]') !== null
          : root.querySelector(`[role="row"][data-id="${CSS.escape(firstId)}"]`) !== null);
      if (shown || tries > 120) {
        if (shown) markRowsShown(searchKey);
        return;
      }
      tries += 1;
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [searchKey, stale, data, firstId]);

  // A fast answer replaces the rows without any progress bar in between (no flash).
  const showLoading = useDelayedFlag(fetching, LOADING_DELAY_MS) || (data === undefined && !error);

  const n = (v: number) => formatNumber(v, language);
  const from = rowCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = rowCount === -1 ? page * pageSize : Math.min(rowCount, page * pageSize);
  const range =
    data === undefined
      ? ''
      : rowCount === -1
        ? t('search.rangeOpen', { from: n(from), to: n(to) })
        : t('search.range', { from: n(from), to: n(to), total: n(rowCount) });
  const hasNext =
    data !== undefined &&
    (rowCount === -1 ? stale || rows.length >= pageSize : page * pageSize < rowCount);

  const onPrevious = () => {
    pagedFromBar.current = true;
    onPaginationChange(Math.max(1, page - 1), pageSize, false);
  };
  const onNext = () => {
    pagedFromBar.current = true;
    onPaginationChange(page + 1, pageSize, false);
  };
  const onPageSize = (size: number) => {
    const valid = PAGE_SIZES.find((s) => s === size);
    if (valid !== undefined && valid !== pageSize) onPaginationChange(1, valid, false);
  };

  const empty = data !== undefined && !stale && rows.length === 0;
  return (
    <Box sx={empty ? EMPTY_GRID_BOX_SX : GRID_BOX_SX}>
      <Paper variant="outlined" sx={PAPER_SX}>
        {showLoading && <LinearProgress aria-label={t('search.updating')} sx={PROGRESS_SX} />}
        <Box ref={scrollRef} sx={SCROLL_SX} onScroll={onScroll}>
          <RecordsContext value={records}>
            <ResultsTable
              table={table}
              tableRef={tableRef}
              label={t('search.gridLabel')}
              density={density}
              selectable={selectable}
              loadingFirst={data === undefined && !error}
              busy={showLoading}
              empty={empty}
              error={error}
              onOpen={onOpen}
              onClear={onClear}
            />
          </RecordsContext>
        </Box>
        <ResultsPagination
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          range={range}
          hasPrevious={page > 1}
          hasNext={hasNext}
          onPrevious={onPrevious}
          onNext={onNext}
          onPageSize={onPageSize}
        />
      </Paper>
    </Box>
  );
});
