import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/i18n';
import { isApiError } from '../api/errors';
import type { WriteFailure } from '../api/idempotency';
import { ErrorAlert } from './ErrorAlert';

interface Props {
  failure: WriteFailure | null;
  /** Heading of a failure, e.g. "The order was not created". */
  title?: string;
  /** Server messages that name no field on screen. */
  unmapped?: readonly string[];
  /** Shown when a submit was tried with fields to fix (nothing was sent). */
  invalidTried?: boolean;
  invalidText?: string;
  /** Sends again with the same key (offered where a retry is safe and useful). */
  onRetry?: () => void;
  /** After "key reused": send the changed request as a new one. */
  onSendAsNew?: () => void;
  keyReusedText?: string;
  sendAsNewLabel?: string;
  /** The browser is offline and the write waits for the connection (useSafeSubmit's `waiting`). */
  waiting?: boolean;
  onCancelWaiting?: () => void;
}

/** Some of the service's field messages stand under fields on screen. */
function fieldsMarked(error: unknown, unmapped: readonly string[]): boolean {
  return isApiError(error) && error.details.filter((d) => d.path !== '').length > unmapped.length;
}

/**
 * What the person is told after a write failed, one message per kind of the key policy
 * (src/api/idempotency.ts): a lost answer says a retry is safe; a conflict gives the
 * service's reason; a refusal points at the fields; "key reused" asks before sending anew.
 */
export function SubmitFeedback({
  failure,
  title,
  unmapped = [],
  invalidTried = false,
  invalidText,
  onRetry,
  onSendAsNew,
  keyReusedText,
  sendAsNewLabel,
  waiting = false,
  onCancelWaiting,
}: Props) {
  const { t } = useTranslation();
  if (waiting) {
    return (
      <Alert
        severity="warning"
        role="status"
        action={
          onCancelWaiting ? (
            <Button color="inherit" size="small" onClick={onCancelWaiting}>
              {t('submit.cancelWaiting')}
            </Button>
          ) : undefined
        }
      >
        {t('submit.waiting')}
      </Alert>
    );
  }
  if (!failure && !invalidTried) return null;
  const retryAction = (label: string, onClick: (() => void) | undefined) =>
    onClick ? (
      <Button color="inherit" size="small" onClick={onClick}>
        {label}
      </Button>
    ) : undefined;

  if (!failure) {
    return (
      <Alert severity="error" role="alert">
        {invalidText ?? t('submit.fixFields')}
      </Alert>
    );
  }
  if (failure.kind === 'cancelled') {
    return (
      <Alert severity="info" role="status">
        {t('submit.cancelled')}
      </Alert>
    );
  }
  if (failure.kind === 'keyReused') {
    return (
      <Alert
        severity="warning"
        role="alert"
        action={retryAction(sendAsNewLabel ?? t('submit.sendAsNew'), onSendAsNew)}
      >
        {keyReusedText ?? t('submit.keyReused')}
      </Alert>
    );
  }
  const retryable =
    failure.kind === 'unknown' || failure.kind === 'conflict' || failure.kind === 'notNow';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ErrorAlert
        error={failure.error}
        title={title}
        onRetry={retryable ? onRetry : undefined}
        write
      >
        {failure.kind === 'conflict' && <div>{t('submit.conflictRetry')}</div>}
        {failure.kind === 'refused' && fieldsMarked(failure.error, unmapped) && (
          <div>{t('submit.fixFields')}</div>
        )}
      </ErrorAlert>
      {unmapped.map((m) => (
        <Alert key={m} severity="error">
          {m}
        </Alert>
      ))}
    </Box>
  );
}
