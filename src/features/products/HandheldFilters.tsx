import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { UpdateSearch } from './filterLayout';
import { moduleLoader } from '../../lib/moduleLoader';
import { useLazyPart } from '../../hooks/useLazyPart';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { lazyDefault } from '../../ui/lazyComponent';
import type { SearchFilters } from './searchParams';

const loadDialog = moduleLoader(() => import('./HandheldFiltersDialog'));
const HandheldFiltersDialog = lazyDefault(loadDialog);
const PREFETCHED = [loadDialog];

/** How many filters are set (each bound of a range counts; the categories count as one). */
export function activeFilterCount(state: SearchFilters): number {
  return [
    state.categories.length > 0,
    state.status !== null,
    state.variants !== null,
    state.inStock,
    state.stockMin !== null,
    state.stockMax !== null,
    state.priceMin !== null,
    state.priceMax !== null,
  ].filter(Boolean).length;
}

const COUNT_SX = {
  ml: 1,
  minWidth: 22,
  height: 22,
  px: 0.75,
  borderRadius: 11,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  typography: 'caption',
  fontWeight: 700,
  lineHeight: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The number of filters set, beside a "Filters" button's name (the handheld's, and the filter
 * panel's toggle from 600 px): a badge, and the words for a screen reader. Nothing when none is.
 */
export function FilterCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation('products');
  if (count === 0) return null;
  return (
    <Box component="span" sx={COUNT_SX}>
      <span aria-hidden="true">{formatNumber(count, i18n.language)}</span>
      <Box component="span" sx={SR_ONLY}>
        {t('handheld.activeFilters', { count })}
      </Box>
    </Box>
  );
}

export interface HandheldFiltersProps {
  filters: SearchFilters;
  update: UpdateSearch;
  onClear: () => void;
  /** A filter or the query is set (the "Clear filters" button is on). */
  filtered: boolean;
  /** Products matching the current search, once known. */
  total: number | null | undefined;
}

/**
 * The filters on a handheld (below 600 px): a "Filters" button with the number of filters set,
 * opening them in a full-screen dialog (HandheldFiltersDialog, fetched once the list is idle or
 * when the button is pressed).
 */
export const HandheldFilters = memo(function HandheldFilters(props: HandheldFiltersProps) {
  const { filters } = props;
  const { t } = useTranslation('products');
  const [open, setOpen] = useState(false);
  const [mounted, openDialog] = useLazyPart(loadDialog);
  usePrefetchWhenIdle(PREFETCHED);
  const count = activeFilterCount(filters);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        onClick={() => openDialog(() => setOpen(true))}
        sx={{ minHeight: 48 }}
      >
        {t('handheld.filters')}
        <FilterCount count={count} />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <HandheldFiltersDialog {...props} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
});
