import Box from '@mui/material/Box';
import { Tip } from '../ui/Tip';
import { useTranslation } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';
import { useHealth } from './healthQuery';

/**
 * The look of MUI's small outlined Chip (the same size, border and colours) without its code,
 * which nothing else the first paint of a page draws needs.
 */
const BADGE_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  height: 24,
  px: '7px',
  borderRadius: '12px',
  boxSizing: 'border-box',
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  bgcolor: 'background.paper',
  '&:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
} as const;

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
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${t('health.badge', { status: label })}. ${detail}`}
        sx={(theme) => ({
          ...BADGE_SX,
          color: color === 'default' ? 'text.primary' : `${color}.main`,
          border: `1px solid ${
            color === 'default'
              ? (theme.vars ?? theme).palette.divider
              : theme.alpha((theme.vars ?? theme).palette[color].main, 0.7)
          }`,
        })}
      >
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
    </Tip>
  );
}
