import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Tip } from '../ui/Tip';
import { useTranslation } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';
import { useHealth } from './healthQuery';

/** App-bar badge of the service's health, refreshed every minute; details in its tooltip. */
export function HealthBadge() {
  const { t, i18n } = useTranslation();
  const health = useHealth();
  const status = health.isPending
    ? 'checking'
    : health.isError
      ? 'down'
      : health.data.status === 'ok'
        ? 'ok'
        : 'degraded';
  const color =
    status === 'ok'
      ? 'success'
      : status === 'degraded'
        ? 'warning'
        : status === 'down'
          ? 'error'
          : 'default';
  const label = t(`health.${status}`);
  const detail = health.data
    ? `${t('health.version')}: ${health.data.version ?? '—'} · ${t('health.checkedAt')}: ${formatDateTime(new Date(health.dataUpdatedAt).toISOString(), i18n.language)}`
    : label;
  return (
    <Tip title={detail}>
      <Chip
        size="small"
        color={color}
        variant="outlined"
        tabIndex={0}
        aria-label={`${t('health.badge', { status: label })}. ${detail}`}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: status === 'checking' ? 'grey.500' : `${color}.main`,
              }}
            />
            {label}
          </Box>
        }
        sx={{ bgcolor: 'background.paper' }}
      />
    </Tip>
  );
}
