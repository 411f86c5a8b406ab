import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { RecentBatch } from './recentBatches';
import { lazyDefault } from '../../ui/lazyComponent';
import { moduleLoader } from '../../lib/moduleLoader';

/** The list's chunk: StockBatchPage.tsx fetches it while the page is idle. */
export const loadRecentBatchList = moduleLoader(() => import('./RecentBatchList'));
const RecentBatchList = lazyDefault(loadRecentBatchList);

interface Props {
  batches: readonly RecentBatch[];
  warehouseNames: ReadonlyMap<string, string>;
}

/** The batches applied in this session, newest first, each with its results. */
export const RecentBatches = memo(function RecentBatches({ batches, warehouseNames }: Props) {
  const { t } = useTranslation('stock');
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
        <Suspense fallback={null}>
          <RecentBatchList batches={batches} warehouseNames={warehouseNames} />
        </Suspense>
      )}
    </Box>
  );
});
