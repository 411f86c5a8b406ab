import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/format';
import { BatchResultsTable } from './BatchResultsTable';
import type { RecentBatch } from './recentBatches';

interface Props {
  batches: readonly RecentBatch[];
  warehouseNames: ReadonlyMap<string, string>;
}

/** The batches applied in this session, newest first, each with its results. */
export const RecentBatches = memo(function RecentBatches({ batches, warehouseNames }: Props) {
  const { t, i18n } = useTranslation('stock');
  return (
    <Box component="section" aria-labelledby="stock-recent-title">
      <Typography id="stock-recent-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('recent.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('recent.subtitle')}
      </Typography>
      {batches.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('recent.empty')}</Typography>
      ) : (
        batches.map((b) => {
          const title = t('recent.item', {
            when: formatDateTime(b.appliedAt, i18n.language),
            lines: formatNumber(b.lineCount, i18n.language),
            count: b.lineCount,
            pairs: formatNumber(b.rows.length, i18n.language),
          });
          return (
            <Accordion key={b.id} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>{title}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <BatchResultsTable rows={b.rows} warehouseNames={warehouseNames} label={title} />
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
    </Box>
  );
});
