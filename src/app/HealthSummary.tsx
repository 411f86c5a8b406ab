import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';
import { STATUS_PILL_HEIGHT, StatusPill } from '../ui/StatusPill';
import { useHealth } from './healthQuery';

const ROWS_SX = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
} as const;
/** The skeleton's rows: label and value widths (px), like service, version, environment, time. */
const SKELETON_ROWS = [
  [56, 150],
  [56, 40],
  [80, 90],
  [96, 130],
] as const;

/** Health card body: status, version, environment and times; used on the key screen and home. */
export function HealthSummary() {
  const { t, i18n } = useTranslation();
  const health = useHealth();
  if (health.isPending) {
    // The answer's own shape (a status pill, then four rows), so that nothing moves when it
    // comes: the key screen centres its cards, and a taller answer shifted the key form up.
    return (
      <Box aria-busy="true" aria-label={t('health.checking')}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
          <Skeleton variant="rounded" width={96} height={STATUS_PILL_HEIGHT.medium} />
        </Box>
        <Box sx={ROWS_SX}>
          {SKELETON_ROWS.map(([label, value], row) => (
            <Box key={row} sx={{ display: 'contents' }}>
              <Typography variant="body2">
                <Skeleton width={label} />
              </Typography>
              <Typography variant="body2">
                <Skeleton width={value} />
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  if (health.isError) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <StatusPill color="error" label={t('health.down')} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('errors.network')}
        </Typography>
        <Button size="small" onClick={() => void health.refetch()}>
          {t('health.retry')}
        </Button>
      </Box>
    );
  }
  const h = health.data;
  const ok = h.status === 'ok';
  const rows: [string, string][] = [
    [t('health.service'), h.service ?? '—'],
    [t('health.version'), h.version ?? '—'],
    [t('health.environment'), h.environment ?? '—'],
    [t('health.reportedAt'), formatDateTime(h.timestamp, i18n.language)],
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <StatusPill
          color={ok ? 'success' : 'warning'}
          label={ok ? t('health.ok') : t('health.degraded')}
        />
        {!ok && h.message && (
          <Typography variant="body2" color="text.secondary">
            {h.message}
          </Typography>
        )}
      </Box>
      <Box component="dl" sx={ROWS_SX}>
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
