import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { TextField } from '../../ui/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  /** Shipments the filter shows, of `total`. */
  shown: number;
  total: number;
  /** When the newest answer arrived (ms), 0 before any. */
  lastUpdated: number;
  askComment: boolean;
  onAskComment: (ask: boolean) => void;
}

/** Above the board: the text filter, the counts, when it was last read, "ask for a comment". */
export function BoardToolbar({
  query,
  onQuery,
  shown,
  total,
  lastUpdated,
  askComment,
  onAskComment,
}: Props) {
  const { t, i18n } = useTranslation('shipments');
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
      <TextField
        type="search"
        label={t('toolbar.filter')}
        helperText={t('toolbar.filterHint')}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <Box sx={{ display: 'grid', gap: 0.25, pt: 0.5, flex: 1, minWidth: 200 }}>
        <Typography variant="body2">
          {query.trim()
            ? t('toolbar.shown', { shown, total })
            : t('toolbar.total', { count: total })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {lastUpdated > 0
            ? t('toolbar.lastUpdated', {
                time: formatDateTime(new Date(lastUpdated).toISOString(), i18n.language),
              })
            : t('toolbar.notUpdated')}
        </Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={askComment} onChange={(e) => onAskComment(e.target.checked)} />}
        label={t('toolbar.askComment')}
        sx={{ mr: 0 }}
      />
    </Box>
  );
}
