import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/i18n';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../ui/PageHeader';
import { paths } from './paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={t('errors.notFoundTitle')} />
      <Typography sx={{ mb: 3 }}>{t('errors.notFoundBody', { path: pathname })}</Typography>
      <Button variant="contained" component={Link} to={paths.home()}>
        {t('errors.goHome')}
      </Button>
    </>
  );
}
