import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { Tip } from '../ui/Tip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from '../i18n/i18n';
import { formatNumber } from '../lib/format';
import { useCatalogGlance } from '../queries/catalogGlance';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Two figures staff look at first: the catalog's size and how many products are out of stock. */
export function CatalogGlance() {
  const { t, i18n } = useTranslation();
  const glance = useCatalogGlance();
  return (
    <Card component="section" aria-labelledby="glance-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id="glance-title" variant="h2" component="h2" sx={{ flex: 1 }}>
            {t('home.glance')}
          </Typography>
          <Tip title={t('actions.refresh')}>
            <IconButton
              aria-label={t('actions.refresh')}
              onClick={() => void glance.refetch()}
              disabled={glance.isFetching}
              size="small"
            >
              <RefreshIcon fontSize="small" />
            </IconButton>
          </Tip>
        </Box>
        {glance.isError ? (
          <ErrorAlert error={glance.error} onRetry={() => void glance.refetch()} />
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}
          >
            {(
              [
                ['home.products', glance.data?.total],
                ['home.outOfStock', glance.data?.outOfStock],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 650 }}>
                  {value === undefined ? (
                    <Skeleton width={80} />
                  ) : (
                    formatNumber(value, i18n.language)
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
