import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { isApiError } from '../api/errors';
import { describeError } from './describeError';

interface Props {
  error: unknown;
  title?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** For writes: say when the answer was lost, so the person knows retrying is safe. */
  write?: boolean;
  /** More lines under the message. */
  children?: ReactNode;
}

export function ErrorAlert({ error, title, onRetry, write = false, children }: Props) {
  const { t } = useTranslation();
  const maybeApplied = write && isApiError(error) && error.maybeApplied;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {describeError(t, error)}
      {maybeApplied && <div>{t('errors.maybeApplied')}</div>}
      {children}
    </Alert>
  );
}
