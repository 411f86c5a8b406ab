import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/i18n';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../ui/PageHeader';
import { describeError } from '../ui/describeError';
import { paths } from './paths';

/** What a route's error boundary shows: what happened, and a way to try again. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
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

interface BoundaryProps {
  /** The drawn location's key: a navigation (Try again included) draws the route afresh. */
  locationKey: string;
  children: ReactNode;
}

class LocationErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; failed: boolean; locationKey: string }
> {
  override state = { error: null, failed: false, locationKey: this.props.locationKey };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { failed: boolean; locationKey: string },
  ) {
    return props.locationKey === state.locationKey
      ? null
      : { error: null, failed: false, locationKey: props.locationKey };
  }
  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A route's error boundary: a failure below it shows RouteErrorPage until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <LocationErrorBoundary locationKey={key}>{children}</LocationErrorBoundary>;
}
