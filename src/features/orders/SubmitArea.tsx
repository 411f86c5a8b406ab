import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import type { SubmitProblem } from './useOrderSubmit';

interface Props {
  problem: SubmitProblem;
  invalidTried: boolean;
  pending: boolean;
  onRetry: () => void;
  onNewAttempt: () => void;
}

/** What went wrong with the last send, and the submit button (in the sticky totals panel). */
export function SubmitArea({ problem, invalidTried, pending, onRetry, onNewAttempt }: Props) {
  const { t } = useTranslation('orders');
  return (
    <>
      {problem?.kind === 'error' && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {isApiError(problem.error) && problem.error.maybeApplied ? (
            <ErrorAlert error={problem.error} write onRetry={onRetry} />
          ) : (
            <ErrorAlert error={problem.error} title={t('entry.createFailed')} />
          )}
          {problem.unmapped.map((m) => (
            <Alert key={m} severity="error">
              {m}
            </Alert>
          ))}
        </Box>
      )}
      {problem?.kind === 'keyReused' && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onNewAttempt}>
              {t('entry.newAttempt')}
            </Button>
          }
        >
          {t('entry.keyReused')}
        </Alert>
      )}
      {invalidTried && (
        <Alert severity="error" role="alert">
          {t('form.fixFields')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={pending} fullWidth>
        {pending ? t('entry.submitting') : t('entry.submit')}
      </Button>
    </>
  );
}
