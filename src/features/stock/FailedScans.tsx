import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '../../i18n/i18n';
import { localeOf } from '../../lib/format';
import { toneTextSx } from './gridLayout';
import type { ScanFailure } from './scanFailures';

interface Props {
  failures: readonly ScanFailure[];
  onDismiss: (id: string) => void;
  onDismissAll: () => void;
}

/** Every scan that did not become a line (code, time, reason), newest first, until dismissed. */
export default function FailedScans({ failures, onDismiss, onDismissAll }: Props) {
  const { t, i18n } = useTranslation('stock');
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const shown = [...failures].reverse();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="stock-failed-title"
      sx={(theme) => ({
        p: 1.5,
        display: 'grid',
        gap: 1,
        borderColor: (theme.vars ?? theme).palette.error.main,
      })}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography
          id="stock-failed-title"
          variant="h3"
          component="h3"
          sx={[{ fontSize: 16, fontWeight: 600 }, toneTextSx('error')]}
        >
          {t('failed.title', { count: failures.length })}
        </Typography>
        <Button onClick={onDismissAll} color="inherit" sx={{ minHeight: 48 }}>
          {t('failed.dismissAll')}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-labelledby="stock-failed-title"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 260, overflowY: 'auto' }}
      >
        {shown.map((f) => (
          <Box
            component="li"
            key={f.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.5,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontFamily: 'monospace',
                  fontWeight: 600,
                  overflowWrap: 'anywhere',
                }}
              >
                {f.code}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                <time dateTime={f.at}>{time.format(new Date(f.at))}</time>
                {' · '}
                {t(`failed.reason.${f.reason}`)}
              </Typography>
            </Box>
            <IconButton
              onClick={() => onDismiss(f.id)}
              aria-label={t('failed.dismiss', { code: f.code })}
              sx={{ width: 48, height: 48 }}
            >
              <CloseIcon aria-hidden />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
