import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { SearchFilters } from './searchParams';

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
      <Box component="span" sx={visuallyHidden}>
        {t('filters.active', { count })}
      </Box>
    </Box>
  );
}
