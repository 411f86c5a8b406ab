import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { BatchResultsTable } from './BatchResultsTable';
import type { RecentBatch } from './recentBatches';

interface Props {
  batch: RecentBatch;
  warehouseNames: ReadonlyMap<string, string>;
  onDismiss: () => void;
  /** The heading, focused once the results show. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The batch just applied: stock and reserved before and after, per warehouse and product. */
export function BatchResultPanel({ batch, warehouseNames, onDismiss, headingRef }: Props) {
  const { t, i18n } = useTranslation('stock');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="stock-result-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="stock-result-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        component="h2"
        sx={{ outline: 'none', mb: 0.5 }}
      >
        {t('results.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('results.subtitle', {
          count: batch.lineCount,
          lines: n(batch.lineCount),
          pairs: n(batch.rows.length),
        })}
      </Typography>
      <BatchResultsTable
        rows={batch.rows}
        warehouseNames={warehouseNames}
        label={t('results.title')}
      />
      <Button sx={{ mt: 1.5 }} onClick={onDismiss}>
        {t('results.dismiss')}
      </Button>
    </Paper>
  );
}
