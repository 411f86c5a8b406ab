import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../../i18n/i18n';
import { formatDateTime, formatNumber } from '../../lib/format';
import { BatchResultsTable } from './BatchResultsTable';
import type { RecentBatch } from './recentBatches';

interface Props {
  batches: readonly RecentBatch[];
  warehouseNames: ReadonlyMap<string, string>;
}

/** The applied batches, one accordion each with its results (fetched once there is a batch to show). */
export default function RecentBatchList({ batches, warehouseNames }: Props) {
  const { t, i18n } = useTranslation('stock');
  return batches.map((b) => {
    const title = t('recent.item', {
      when: formatDateTime(b.appliedAt, i18n.language),
      lines: formatNumber(b.lineCount, i18n.language),
      count: b.lineCount,
      pairs: formatNumber(b.rows.length, i18n.language),
    });
    return (
      <Accordion
        key={b.id}
        disableGutters
        variant="outlined"
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{title}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <BatchResultsTable rows={b.rows} warehouseNames={warehouseNames} label={title} />
        </AccordionDetails>
      </Accordion>
    );
  });
}
