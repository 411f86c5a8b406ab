import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/i18n';

interface Props {
  /** Tracked orders, and reads of them not answered yet. */
  tracked: number;
  loading: number;
  /** Tracked orders that could not be read (missing: a 404). */
  unreadable: readonly { id: string; missing: boolean }[];
  /** Tracked orders without a shipment. */
  withoutShipment: number;
  onReread: (ids: string[]) => void;
  onUntrack: (ids: string[]) => void;
}

/** How reading the tracked orders goes: progress, orders that could not be read, orders without a shipment. */
export function BoardLoadNotices({
  tracked,
  loading,
  unreadable,
  withoutShipment,
  onReread,
  onUntrack,
}: Props) {
  const { t } = useTranslation('shipments');
  const missing = unreadable.filter((u) => u.missing).map((u) => u.id);
  return (
    <>
      {loading > 0 && (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="body2" id="board-loading" sx={{ mb: 0.5 }}>
            {t('board.loading', { done: tracked - loading, total: tracked })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((tracked - loading) / tracked) * 100}
            aria-labelledby="board-loading"
          />
        </Box>
      )}
      {unreadable.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => onReread(unreadable.map((u) => u.id))}
            >
              {t('actions.retry')}
            </Button>
          }
        >
          <div>{t('load.failed', { count: unreadable.length })}</div>
          {missing.length > 0 && (
            <>
              <Box sx={{ overflowWrap: 'anywhere' }}>
                {t('load.missing', { ids: missing.join(', ') })}
              </Box>
              <Button
                size="small"
                color="inherit"
                sx={{ mt: 0.5, ml: -0.5 }}
                onClick={() => onUntrack(missing)}
              >
                {t('load.untrackMissing')}
              </Button>
            </>
          )}
        </Alert>
      )}
      {withoutShipment > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('load.noShipment', { count: withoutShipment })}
        </Typography>
      )}
    </>
  );
}
