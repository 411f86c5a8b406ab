import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { createContext, memo, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductSearchItem, ProductSearchPage, ProductSortField, SortDirection } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { formatMoney, formatNumber } from '../../lib/format';
import { PAGE_SIZES } from './searchParams';
import type { PageSize } from './searchParams';
import { markRowsShown } from './searchTiming';

/** Columns the grid can sort by (the contract's sort fields that are columns). */
const SORTABLE_COLUMNS: ReadonlySet<string> = new Set<ProductSortField>(['name', 'sku', 'price', 'stock_available']);

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

  const columns = useMemo<GridColDef<ProductSearchItem>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 2,
        minWidth: 200,
        renderCell: (params) => (
          <Link
            component={RouterLink}
            to={`/products/${encodeURIComponent(params.row.id)}`}
            tabIndex={params.tabIndex}
            underline="hover"
            sx={{ fontWeight: 500 }}
          >
            {params.row.name ?? params.row.id}
          </Link>
        ),
      },
      { field: 'sku', headerName: t('columns.sku'), flex: 1, minWidth: 130, valueGetter: (v: string | null) => v ?? '—' },
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
    [t, language, currency],
  );

  const sortModel = useMemo<GridSortModel>(
    () => (SORTABLE_COLUMNS.has(sort) ? [{ field: sort, sort: direction }] : []),
    [sort, direction],
  );
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize }), [page, pageSize]);

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
  const rowCount = data === undefined ? -1 : stale ? Math.max(data.total_items ?? 0, page * pageSize) : (data.total_items ?? 0);

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

  const localeText = language === 'es' ? esES.components.MuiDataGrid.defaultProps.localeText : undefined;
  const overlay = useMemo(() => ({ error, onClear }), [error, onClear]);

  return (
    <OverlayContext value={overlay}>
      <DataGrid<ProductSearchItem>
        ref={rootRef}
        aria-label={t('search.gridLabel')}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={fetching || (data === undefined && !error)}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          const size = (PAGE_SIZES as readonly number[]).includes(model.pageSize) ? (model.pageSize as PageSize) : pageSize;
          if (size !== pageSize) return onPaginationChange(1, size, false);
          if (model.page === 0 && page !== 1 && performance.now() - sortChangedAt.current < 250) return;
          // The grid moves a page past the last one (an old link) back to the last: correct in place.
          const pastLast = data !== undefined && !stale && page > (data.total_pages ?? 0) && model.page + 1 < page;
          if (model.page + 1 !== page) onPaginationChange(model.page + 1, size, pastLast);
        }}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const item = model[0];
          if (item && item.sort && SORTABLE_COLUMNS.has(item.field)) {
            const field = item.field as ProductSortField;
            if (field !== sort || item.sort !== direction) onSortChange(field, item.sort);
          }
        }}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        localeText={localeText}
        onRowClick={(params, event) => {
          if (event.target instanceof Element && event.target.closest('a')) return; // the link navigates
          onOpen(String(params.id));
        }}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter') {
            if (event.target instanceof Element && event.target.closest('a')) return; // the link navigates
            event.preventDefault();
            onOpen(String(params.id));
          }
        }}
        slots={{ noRowsOverlay: NoRowsOverlay }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{
          '--DataGrid-overlayHeight': '220px',
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: 'pointer' },
        }}
      />
    </OverlayContext>
  );
});
