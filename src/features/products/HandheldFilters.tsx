import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { memo, useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { ProductFilters } from './ProductFilters';
import type { UpdateSearch } from './ProductFilters';
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

const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface Props {
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
 * opening them in a full-screen dialog. Each change applies at once (the results behind update);
 * the dialog's main button says how many products match and closes it.
 */
export const HandheldFilters = memo(function HandheldFilters({
  filters,
  update,
  onClear,
  filtered,
  total,
}: Props) {
  const { t, i18n } = useTranslation('products');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = activeFilterCount(filters);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ minHeight: 48 }}
      >
        {t('handheld.filters')}
        {count > 0 && (
          <Box component="span" sx={COUNT_SX}>
            <span aria-hidden="true">{formatNumber(count, i18n.language)}</span>
            <Box component="span" sx={SR_ONLY}>
              {t('handheld.activeFilters', { count })}
            </Box>
          </Box>
        )}
      </Button>
      <Dialog open={open} onClose={close} fullScreen aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {t('handheld.filters')}
          </Box>
          <IconButton
            aria-label={t('handheld.close')}
            onClick={close}
            sx={{ width: 48, height: 48 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ px: 2 }}>
          <ProductFilters
            state={filters}
            update={update}
            onClear={onClear}
            filtered={filtered}
            stacked
          />
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5 }}>
          <Button variant="contained" fullWidth onClick={close} sx={{ minHeight: 48 }}>
            {total == null
              ? t('handheld.showResultsPending')
              : t('handheld.showResults', {
                  count: total,
                  total: formatNumber(total, i18n.language),
                })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
