import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { UpdateSearch } from './filterLayout';
import { moduleLoader } from '../../lib/moduleLoader';
import { useLazyPart } from '../../hooks/useLazyPart';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { lazyDefault } from '../../ui/lazyComponent';
import type { SearchFilters } from './searchParams';
import { activeFilterCount, FilterCount } from './filterCount';

const loadDialog = moduleLoader(() => import('./HandheldFiltersDialog'));
const HandheldFiltersDialog = lazyDefault(loadDialog);
const PREFETCHED = [loadDialog];

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
        {t('filters.title')}
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
