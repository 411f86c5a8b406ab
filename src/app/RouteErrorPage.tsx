import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/i18n';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { PageHeader } from '../ui/PageHeader';
import { describeError } from '../ui/describeError';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';

/** Per-route error boundary: says what happened and lets the person try again. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (
    error &&
    typeof error === 'object' &&
    'status' in error &&
    error.status === 404 &&
    !('code' in error)
  ) {
    return <NotFoundPage />;
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('errors.title')} />
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('errors.pageCrashed')} {describeError(t, error)}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() =>
            void navigate(`${location.pathname}${location.search}${location.hash}`, {
              replace: true,
            })
          }
        >
          {t('errors.tryAgain')}
        </Button>
        <Button component={Link} to={paths.home()}>
          {t('errors.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
