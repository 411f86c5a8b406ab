import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { ProductFilters } from './ProductFilters';
import type { HandheldFiltersProps } from './HandheldFilters';

interface Props extends HandheldFiltersProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The handheld's filters, full screen. Each change applies at once (the results behind update);
 * the main button says how many products match and closes it.
 */
export default function HandheldFiltersDialog({
  open,
  onClose: close,
  filters,
  update,
  onClear,
  filtered,
  total,
}: Props) {
  const { t, i18n } = useTranslation('products');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={close} fullScreen aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('filters.title')}
        </Box>
        <IconButton aria-label={t('handheld.close')} onClick={close} sx={{ width: 48, height: 48 }}>
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
  );
}
