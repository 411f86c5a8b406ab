import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridEventListener,
  GridPaginationModel,
  GridSortDirection,
  GridSortModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import type {
  ProductSearchItem,
  ProductSearchPage,
  ProductSortField,
  SortDirection,
} from '../../api/schemas/product';
import { paths } from '../../app/paths';
import { useConfig } from '../../config/ConfigContext';
import { formatMoney, formatNumber } from '../../lib/format';
import { PAGE_SIZES } from './searchParams';
import type { PageSize } from './searchParams';
import { markRowsShown } from './searchTiming';

/** Columns the grid can sort by (the contract's sort fields that are columns). */
const SORTABLE_COLUMNS: ReadonlySet<string> = new Set<ProductSortField>([
  'name',
  'sku',
  'price',
  'stock_available',
]);

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

/** A fixed height: the rows scroll (virtualised) inside it, and a new search never resizes it. */
const GRID_BOX_SX = { height: { xs: 560, md: 'max(520px, calc(100dvh - 160px))' } } as const;
/** With nothing to list, a short grid keeps the "no product matches" message in view. */
const EMPTY_GRID_BOX_SX = { height: 340 } as const;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc'];
const SLOT_PROPS = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
} as const;
const GRID_SX = {
  '--DataGrid-overlayHeight': '220px',
  bgcolor: 'background.paper',
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .product-link': {
    color: 'primary.main',
    fontWeight: 500,
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
  },
} as const;

interface OverlayInfo {
  error: boolean;
  onClear: () => void;
}
const OverlayContext = createContext<OverlayInfo>({ error: false, onClear: () => undefined });

/** "No product matches; clear filters" (or nothing to say when the search failed: the alert says it). */
function NoRowsOverlay() {
  const { t } = useTranslation('products');
  const { error, onClear } = useContext(OverlayContext);
  return (
    <GridOverlay>
      {!error && (
        <Box sx={{ textAlign: 'center', p: 2 }}>
          <Typography component="p" variant="h3" sx={{ mb: 0.5 }}>
            {t('search.emptyTitle')}
          </Typography>
          <Typography component="p" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('search.emptyBody')}
          </Typography>
          <Button variant="outlined" onClick={onClear}>
            {t('search.clearAll')}
          </Button>
        </Box>
      )}
    </GridOverlay>
  );
}

const SLOTS = { noRowsOverlay: NoRowsOverlay };

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
}

export const ProductResultsGrid = memo(function ProductResultsGrid(props: Props) {
  const { searchKey, data, stale, fetching, error, page, pageSize, sort, direction } = props;
  const { onPaginationChange, onSortChange, onOpen, onClear } = props;
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const { currency } = useConfig();
  const rootRef = useRef<HTMLDivElement>(null);
  // The router's href of the console's root ('' or the deployed base path, e.g. '/console').
  const base = useHref(paths.home()).replace(/\/$/, '');

  const columns = useMemo<GridColDef<ProductSearchItem>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 2,
        minWidth: 200,
        // A plain link styled by the grid's sx (no router hooks, no styling work per cell);
        // a plain click is turned into an in-app navigation by the row's click handler.
        renderCell: (params) => (
          <a
            className="product-link"
            href={`${base}${paths.products.detail(params.row.id)}`}
            tabIndex={params.tabIndex}
          >
            {params.row.name ?? params.row.id}
          </a>
        ),
      },
      {
        field: 'sku',
        headerName: t('columns.sku'),
        flex: 1,
        minWidth: 130,
        valueGetter: (v: string | null) => v ?? '—',
      },
      {
        field: 'price',
        headerName: t('columns.price'),
        type: 'number',
        flex: 1,
        minWidth: 130,
        valueFormatter: (v: number | null) => formatMoney(v, language, currency),
      },
      {
        field: 'stock_available',
        headerName: t('columns.available'),
        type: 'number',
        flex: 1,
        minWidth: 110,
        valueFormatter: (v: number | null) => formatNumber(v, language),
      },
      {
        field: 'reserved',
        headerName: t('columns.reserved'),
        type: 'number',
        flex: 1,
        minWidth: 110,
        sortable: false,
        valueFormatter: (v: number | null) => formatNumber(v, language),
      },
    ],
    [t, language, currency, base],
  );

  const sortModel = useMemo<GridSortModel>(
    () => (SORTABLE_COLUMNS.has(sort) ? [{ field: sort, sort: direction }] : []),
    [sort, direction],
  );
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );

  // The grid sends its page back to 0 whenever its sort model changes, also when the change
  // came from the URL (Back, a shared link). Those resets are not the person's: ignore them.
  const sortKey = `${sort}:${direction}`;
  const sortChangedAt = useRef(0);
  const lastSortKey = useRef(sortKey);
  useLayoutEffect(() => {
    if (lastSortKey.current !== sortKey) {
      lastSortKey.current = sortKey;
      sortChangedAt.current = performance.now();
    }
  }, [sortKey]);

  const rows = data?.items ?? [];
  // While a search loads, its row count is unknown: keep the requested page valid meanwhile.
  const rowCount =
    data === undefined
      ? -1
      : stale
        ? Math.max(data.total_items ?? 0, page * pageSize)
        : (data.total_items ?? 0);

  // Performance mark once the grid shows this search's rows (checked on the next frames).
  const firstId = rows[0]?.id ?? null;
  useEffect(() => {
    if (stale || data === undefined) return;
    let frame = 0;
    let tries = 0;
    const check = () => {
      const root = rootRef.current;
      const shown =
        root !== null &&
        (firstId === null
          ? root.querySelector('.MuiDataGrid-overlay') !== null
          : root.querySelector(`.MuiDataGrid-row[data-id="${CSS.escape(firstId)}"]`) !== null);
      if (shown || tries++ > 120) {
        if (shown) markRowsShown(searchKey);
        return;
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [searchKey, stale, data, firstId]);

  // Every prop of the grid keeps its identity between renders unless its value changed, so
  // the grid (a memo component) skips the renders that change nothing for it.
  const latest = {
    page,
    pageSize,
    sort,
    direction,
    data,
    stale,
    onPaginationChange,
    onSortChange,
    onOpen,
  };
  const current = useRef(latest);
  useLayoutEffect(() => {
    current.current = latest;
  });
  const handlePagination = useCallback((model: GridPaginationModel) => {
    const c = current.current;
    const size = (PAGE_SIZES as readonly number[]).includes(model.pageSize)
      ? (model.pageSize as PageSize)
      : c.pageSize;
    if (size !== c.pageSize) return c.onPaginationChange(1, size, false);
    if (model.page === 0 && c.page !== 1 && performance.now() - sortChangedAt.current < 250) return;
    // The grid moves a page past the last one (an old link) back to the last: correct in place.
    const pastLast =
      c.data !== undefined &&
      !c.stale &&
      c.page > (c.data.total_pages ?? 0) &&
      model.page + 1 < c.page;
    if (model.page + 1 !== c.page) c.onPaginationChange(model.page + 1, size, pastLast);
  }, []);
  const handleSort = useCallback((model: GridSortModel) => {
    const c = current.current;
    const item = model[0];
    if (item && item.sort && SORTABLE_COLUMNS.has(item.field)) {
      const field = item.field as ProductSortField;
      if (field !== c.sort || item.sort !== c.direction) c.onSortChange(field, item.sort);
    }
  }, []);
  const handleRowClick = useCallback<GridEventListener<'rowClick'>>((params, event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link) {
      // A click with a modifier opens the link the browser's way (new tab, new window).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
    }
    current.current.onOpen(String(params.id));
  }, []);
  const handleCellKeyDown = useCallback<GridEventListener<'cellKeyDown'>>((params, event) => {
    if (event.key !== 'Enter') return;
    if (event.target instanceof Element && event.target.closest('a')) return; // the link's click navigates
    event.preventDefault();
    current.current.onOpen(String(params.id));
  }, []);

  // A fast answer replaces the rows without any progress bar in between (no flash).
  const showLoading = useDelayedFlag(fetching, LOADING_DELAY_MS) || (data === undefined && !error);
  // The grid's own strings in Spanish when the console is; its row range with our number format.
  const localeText = useMemo(
    () => ({
      ...(language === 'es' ? esES.components.MuiDataGrid.defaultProps.localeText : {}),
      paginationDisplayedRows: ({
        from,
        to,
        count,
      }: {
        from: number;
        to: number;
        count: number;
      }) => {
        const n = (v: number) => formatNumber(v, language);
        return count === -1
          ? t('search.rangeOpen', { from: n(from), to: n(to) })
          : t('search.range', { from: n(from), to: n(to), total: n(count) });
      },
    }),
    [language, t],
  );
  const overlay = useMemo(() => ({ error, onClear }), [error, onClear]);

  return (
    <OverlayContext value={overlay}>
      <Box sx={data !== undefined && !stale && rows.length === 0 ? EMPTY_GRID_BOX_SX : GRID_BOX_SX}>
        <DataGrid<ProductSearchItem>
          ref={rootRef}
          aria-label={t('search.gridLabel')}
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={showLoading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={handlePagination}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          sortingOrder={SORTING_ORDER}
          onSortModelChange={handleSort}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={localeText}
          onRowClick={handleRowClick}
          onCellKeyDown={handleCellKeyDown}
          slots={SLOTS}
          slotProps={SLOT_PROPS}
          sx={GRID_SX}
        />
      </Box>
    </OverlayContext>
  );
});
