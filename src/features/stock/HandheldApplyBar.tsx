import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { STOCK_BATCH_MAX } from '../../api/schemas/stock';
import { formatNumber } from '../../lib/format';
import type { BatchStore } from './batchStore';

interface Props {
  store: BatchStore;
  onApply: () => void;
  pending: boolean;
}

/**
 * Below 600 px: the line count and Apply, kept at the bottom of the screen while the lines
 * scroll (the summary panel's own Apply is hidden there). Not rendered on wider screens.
 */
export const HandheldApplyBar = memo(function HandheldApplyBar({ store, onApply, pending }: Props) {
  const handheld = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return handheld ? <Bar store={store} onApply={onApply} pending={pending} /> : null;
});

function Bar({ store, onApply, pending }: Props) {
  const { t, i18n } = useTranslation('stock');
  const { summary } = useSyncExternalStore(store.subscribeDerived, store.getDerived);
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Box
      sx={{
        display: 'flex',
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        mx: -1.5,
        mb: -1.5,
        px: 1.5,
        py: 1,
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 6,
      }}
      data-testid="handheld-apply-bar"
    >
      <Typography variant="body2" sx={{ minWidth: 0, fontWeight: 500 }}>
        {t('summary.count', {
          count: summary.lineCount,
          max: n(STOCK_BATCH_MAX),
          formatted: n(summary.lineCount),
        })}
        {summary.pending > 0 && ` · ${t('summary.pending', { count: summary.pending })}`}
      </Typography>
      <Button
        variant="contained"
        onClick={onApply}
        disabled={pending}
        sx={{ minHeight: 48, flex: '0 0 auto' }}
      >
        {pending ? t('apply.applying') : t('apply.button')}
      </Button>
    </Box>
  );
}
