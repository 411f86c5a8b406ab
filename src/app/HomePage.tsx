import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { PageHeader } from '../ui/PageHeader';
import { shortcuts } from './areas';
import { CatalogGlance } from './CatalogGlance';
import { HealthSummary } from './HealthSummary';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('home.title')} subtitle={t('home.intro')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="shortcuts-title">
          <Typography id="shortcuts-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
            {t('home.shortcuts')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {shortcuts.map(({ key, path, Icon }) => (
              <li key={key}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                      <Box
                        aria-hidden
                        sx={{
                          p: 1,
                          borderRadius: 2,
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          display: 'flex',
                        }}
                      >
                        <Icon />
                      </Box>
                      <Box>
                        <Typography variant="h3" component="h3">
                          {t(`home.${key}`)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`home.${key}Hint`)}
                        </Typography>
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <CatalogGlance />
          <Card component="section" aria-labelledby="home-health-title">
            <CardContent>
              <Typography id="home-health-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
                {t('health.title')}
              </Typography>
              <HealthSummary />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </>
  );
}
