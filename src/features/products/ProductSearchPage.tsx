import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { TextField } from '../../ui/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RefObject } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { useShortcut } from '../../hooks/shortcuts';
import { useLoadedAfterPaint } from '../../hooks/useLoadedAfterPaint';
import { moduleLoader } from '../../lib/moduleLoader';
import { prefetch } from '../../lib/prefetch';
import { lazyComponent } from '../../ui/lazyComponent';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { PRODUCT_SORT_FIELDS, SORT_DIRECTIONS } from '../../api/schemas/product';
import type { ProductSortField, SortDirection } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { formatNumber } from '../../lib/format';
import { usePrefetchNextPage, usePrefetchProductSearch } from '../../queries/productSearchPrefetch';
import { useProductSearch } from '../../queries/products';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { activeFilterCount, FilterCount } from './filterCount';
import { HandheldFilters } from './HandheldFilters';
import { useFilterPanel } from './filterPanel';
import { catalog } from './i18n';
import { rememberSearch } from './lastSearch';
import { ProductFiltersPlaceholder } from './filterLayout';
import type { UpdateSearch } from './filterLayout';
import { ProductResultsGrid } from './ProductResultsGrid';
import { ProductSearchBox } from './ProductSearchBox';
import {
  clearFilters,
  filtersOf,
  hasFilters,
  parseSearchParams,
  toSearchParams,
  toSearchRequest,
} from './searchParams';
import type { PageSize, ProductSearchState, SearchFilters } from './searchParams';
import { markSearchStart } from './searchTiming';
import { ResultsViewControls } from './views/ResultsViewControls';
import { viewParamsOf } from './views/savedViews';
import { useResultColumns } from './views/useResultColumns';
import { ExportButton } from './export/ExportButton';
import { BulkSelectionBar } from './bulk/BulkSelectionBar';
import { useResultsSelection } from './bulk/useBulkSelection';

registerTranslations('products', catalog);

/**
 * The filters' fields (ProductFilters.tsx): a chunk of their own, fetched when the filter panel
 * is open (and then once the page has painted) or the pointer or focus reaches its toggle, so
 * that a list opened with the panel closed neither downloads nor draws them (the fields, MUI's
 * switch, the number fields: ~6 kB gzip, and ~30 ms of CPU once drawn), and a phone, which draws
 * them only in its filters dialog, fetches them only then.
 */
const loadFilters = moduleLoader(() => import('./ProductFilters'));
const ProductFilters = lazyComponent(loadFilters, (m) => m.ProductFilters);

/** `value`, the same object as before while `key` stays the same (so memo children can skip). */
function useStable<T>(value: T, key: string): T {
  const [stored, setStored] = useState({ key, value });
  if (stored.key !== key) {
    setStored({ key, value });
    return value;
  }
  return stored.value;
}

const TOOLBAR_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 2,
  mb: 1.5,
} as const;

/** `/`, with Shift or without (some keyboard layouts type it with Shift). */
const SEARCH_KEYS = [{ key: '/' }];

/** The page's title and its "New product" action (drawn once, not at every search). */
const SearchHeader = memo(function SearchHeader() {
  const { t } = useTranslation('products');
  return (
    <PageHeader
      title={t('search.title')}
      subtitle={t('search.subtitle')}
      actions={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.products.new()}
          startIcon={<AddIcon />}
        >
          {t('search.newProduct')}
        </Button>
      }
    />
  );
});

interface FilterPanelProps {
  query: string;
  filters: SearchFilters;
  update: UpdateSearch;
  onClear: () => void;
  onCommitQuery: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

const SEARCH_ROW_SX = { display: 'flex', alignItems: 'flex-start', gap: 2 } as const;
const FILTERS_BUTTON_SX = { flexShrink: 0, minHeight: 40 } as const;
const prefetchFilters = () => prefetch(loadFilters);

interface FilterFieldsProps {
  id: string;
  filters: SearchFilters;
  update: UpdateSearch;
  onClear: () => void;
  filtered: boolean;
}

/**
 * The filter panel's fields, while it is open. The first render holds their space; the fields
 * come once the page has painted and their chunk has arrived (at once when it is here already):
 * on a cold load with the panel open the rows come first, and nothing moves when the fields do.
 */
function FilterFields({ id, filters, update, onClear, filtered }: FilterFieldsProps) {
  const drawFilters = useLoadedAfterPaint(loadFilters);
  return (
    <Box id={id} aria-busy={!drawFilters} sx={{ mt: 2 }}>
      {drawFilters ? (
        <Suspense fallback={<ProductFiltersPlaceholder />}>
          <ProductFilters state={filters} update={update} onClear={onClear} filtered={filtered} />
        </Suspense>
      ) : (
        <ProductFiltersPlaceholder />
      )}
    </Box>
  );
}

/**
 * The search box, and the filters behind a "Filters" toggle beside it (with the number set):
 * open as the person last left them, or when the list is opened filtered (filterPanel.ts).
 */
const FilterPanel = memo(function FilterPanel({
  query,
  filters,
  update,
  onClear,
  onCommitQuery,
  inputRef,
}: FilterPanelProps) {
  const { t } = useTranslation('products');
  const count = activeFilterCount(filters);
  const filtered = count > 0 || query.trim() !== '';
  const panel = useFilterPanel(count > 0);
  const fieldsId = useId();
  return (
    <Paper
      component="section"
      aria-label={t('filters.title')}
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
    >
      <Box sx={SEARCH_ROW_SX}>
        <Box role="search" sx={{ flex: 1, minWidth: 0 }}>
          <ProductSearchBox value={query} onCommit={onCommitQuery} inputRef={inputRef} />
        </Box>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={panel.open}
          aria-controls={panel.open ? fieldsId : undefined}
          onClick={panel.toggle}
          onPointerEnter={prefetchFilters}
          onFocus={prefetchFilters}
          sx={FILTERS_BUTTON_SX}
        >
          {t('filters.title')}
          <FilterCount count={count} />
        </Button>
      </Box>
      {panel.open && (
        <FilterFields
          id={fieldsId}
          filters={filters}
          update={update}
          onClear={onClear}
          filtered={filtered}
        />
      )}
    </Paper>
  );
});

/**
 * A handheld's search bar (below 600 px): the search box, and the filters behind a button
 * (they are drawn only once opened, which also keeps the phone's first render short).
 */
function HandheldSearchBar({
  query,
  filters,
  update,
  onClear,
  onCommitQuery,
  inputRef,
  total,
  stale,
}: FilterPanelProps & { total: number | null | undefined; stale: boolean }) {
  const filtered = hasFilters(filters) || query.trim() !== '';
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 1.5 }}>
      <Box role="search">
        <ProductSearchBox value={query} onCommit={onCommitQuery} inputRef={inputRef} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <HandheldFilters
          filters={filters}
          update={update}
          onClear={onClear}
          filtered={filtered}
          total={stale ? undefined : total}
        />
        <MatchCount total={total} stale={stale} />
      </Box>
    </Box>
  );
}

interface SortProps {
  sort: ProductSortField;
  direction: SortDirection;
  update: UpdateSearch;
}

// On a phone the two selects share a row; from 600 px they keep their width beside the count.
const SORT_FIELD_SX = { minWidth: { xs: 0, sm: 170 }, flex: { xs: '1 1 0', sm: 'none' } } as const;
const SORT_DIRECTION_SX = {
  minWidth: { xs: 0, sm: 150 },
  flex: { xs: '1 1 0', sm: 'none' },
} as const;

/** Sort field and direction (every sort field of the contract, also those without a column). */
const SortControls = memo(function SortControls({ sort, direction, update }: SortProps) {
  const { t } = useTranslation('products');
  return (
    <>
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={sort}
        onChange={(e) => update({ sort: e.target.value as ProductSortField })}
        sx={SORT_FIELD_SX}
      >
        {PRODUCT_SORT_FIELDS.map((f) => (
          <option key={f} value={f}>
            {t(`sort.fields.${f}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('sort.direction')}
        value={direction}
        onChange={(e) => update({ direction: e.target.value as SortDirection })}
        sx={SORT_DIRECTION_SX}
      >
        {SORT_DIRECTIONS.map((d) => (
          <option key={d} value={d}>
            {t(`sort.${d}`)}
          </option>
        ))}
      </TextField>
    </>
  );
});

/** How many products match; the previous count stays (dimmed) while a new search loads. */
function MatchCount({ total, stale }: { total: number | null | undefined; stale: boolean }) {
  const { t, i18n } = useTranslation('products');
  return (
    <Typography
      component="p"
      aria-live="polite"
      sx={{
        flex: 1,
        minWidth: 150,
        fontWeight: 600,
        opacity: stale ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {total == null ? '\u00a0' : t('search.total', { total: formatNumber(total, i18n.language) })}
    </Typography>
  );
}

/** /products: search with filters, sort and paging, all kept in the URL. */
export function ProductSearchPage() {
  const { t } = useTranslation('products');
  const config = useConfig();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const searchInput = useRef<HTMLInputElement>(null);
  // Known at the first render (no server rendering): a phone never draws the desktop panel first.
  const theme = useTheme();
  const handheld = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const knownCategories = useMemo(() => config.categories.map((c) => c.id), [config.categories]);
  const paramString = params.toString();
  const state = useMemo(
    () => parseSearchParams(new URLSearchParams(paramString), { knownCategories }),
    [paramString, knownCategories],
  );
  const request = useMemo(() => toSearchRequest(state), [state]);
  const filters = useStable(filtersOf(state), JSON.stringify(filtersOf(state)));
  const searchKey = JSON.stringify(request);

  // Malformed or unknown parameters leave the address bar: it always shows what is searched.
  const canonical = toSearchParams(state).toString();
  useEffect(() => {
    if (canonical !== paramString) setParams(new URLSearchParams(canonical), { replace: true });
    rememberSearch(canonical);
  }, [canonical, paramString, setParams]);

  // The handlers below run later (debounced): they read the newest state, not their render's.
  // (Only when the URL changed: between a change and its navigation, `latest` is ahead.)
  const latest = useRef({ state, setParams });
  useLayoutEffect(() => {
    latest.current = { state, setParams };
  }, [state, setParams]);

  // The request starts as soon as the search is committed, while the URL (and the page)
  // catch up: the page then finds it on its way.
  const prefetchSearch = usePrefetchProductSearch();
  const startSearch = useCallback(
    (next: ProductSearchState) => {
      const nextRequest = toSearchRequest(next);
      markSearchStart(JSON.stringify(nextRequest));
      prefetchSearch(nextRequest);
    },
    [prefetchSearch],
  );

  const update = useCallback<UpdateSearch>(
    (patch, options = {}) => {
      const { state: current, setParams: set } = latest.current;
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const next: ProductSearchState = { ...current, ...changes };
      // A new query, filter, sort or page size starts again at the first page.
      if (changes.page === undefined) next.page = 1;
      const nextParams = toSearchParams(next);
      if (nextParams.toString() === toSearchParams(current).toString()) return;
      startSearch(next);
      // Navigation settles later: a second change made before it does builds on this one.
      latest.current = { ...latest.current, state: next };
      set(nextParams, { replace: options.replace ?? false });
    },
    [startSearch],
  );

  const onClear = useCallback(() => {
    const { state: current, setParams: set } = latest.current;
    const next = clearFilters(current);
    startSearch(next);
    latest.current = { ...latest.current, state: next };
    set(toSearchParams(next));
  }, [startSearch]);

  const onPaginationChange = useCallback(
    (page: number, pageSize: PageSize, replace: boolean) => update({ page, pageSize }, { replace }),
    [update],
  );
  const onSortChange = useCallback(
    (sort: ProductSortField, direction: SortDirection) => update({ sort, direction }),
    [update],
  );
  const onOpen = useCallback((id: string) => void navigate(paths.products.detail(id)), [navigate]);

  const commitQuery = useCallback(
    (query: string) => update({ query }, { replace: true }),
    [update],
  );

  // "/" focuses the search box from anywhere on the page (listed in the "?" dialog).
  useShortcut({
    id: 'products.search',
    keys: SEARCH_KEYS,
    label: t('search.shortcutLabel'),
    run: () => {
      searchInput.current?.focus();
      searchInput.current?.select();
    },
  });

  const search = useProductSearch(request);
  const stale = search.isPlaceholderData;
  usePrefetchNextPage(request, search.data, search.isSuccess && !stale);

  const total = search.data?.total_items;

  // Columns and density (per account), and the saved views' search part.
  const resultColumns = useResultColumns();
  const viewParams = viewParamsOf(state);
  const applyViewParams = useCallback(
    (viewSearch: string) => {
      const next = parseSearchParams(new URLSearchParams(viewSearch), { knownCategories });
      startSearch(next);
      latest.current = { ...latest.current, state: next };
      latest.current.setParams(toSearchParams(next));
    },
    [knownCategories, startSearch],
  );
  const selection = useResultsSelection(request, search.data, stale);

  return (
    <>
      <SearchHeader />
      {handheld ? (
        <HandheldSearchBar
          query={state.query}
          filters={filters}
          update={update}
          onClear={onClear}
          onCommitQuery={commitQuery}
          inputRef={searchInput}
          total={total}
          stale={stale}
        />
      ) : (
        <FilterPanel
          query={state.query}
          filters={filters}
          update={update}
          onClear={onClear}
          onCommitQuery={commitQuery}
          inputRef={searchInput}
        />
      )}

      <Box sx={TOOLBAR_SX}>
        {!handheld && <MatchCount total={total} stale={stale} />}
        <SortControls sort={state.sort} direction={state.direction} update={update} />
        <ResultsViewControls
          columns={resultColumns}
          params={viewParams}
          onApplyParams={applyViewParams}
          compact={handheld}
        />
        <ExportButton search={state} columns={resultColumns.visibleColumns} />
      </Box>

      <BulkSelectionBar selection={selection} request={request} total={total} />

      {search.isError && (
        <Box sx={{ mb: 2 }}>
          <ErrorAlert
            error={search.error}
            title={t('search.loadError')}
            onRetry={() => void search.refetch()}
          />
        </Box>
      )}

      <ProductResultsGrid
        searchKey={searchKey}
        data={search.data}
        stale={stale}
        fetching={search.isFetching}
        error={search.isError}
        page={state.page}
        pageSize={state.pageSize}
        sort={state.sort}
        direction={state.direction}
        onPaginationChange={onPaginationChange}
        onSortChange={onSortChange}
        onOpen={onOpen}
        onClear={onClear}
        columnVisibility={resultColumns.visibility}
        columnOrder={resultColumns.order}
        density={resultColumns.density}
        rowSelection={selection.rowSelection}
        onRowSelectionChange={selection.onRowSelectionChange}
      />
    </>
  );
}
