import Button from '@mui/material/Button';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslation } from '../../i18n/i18n';
import type { WriteFailure } from '../../api/idempotency';
import { SubmitFeedback } from '../../ui/SubmitFeedback';

interface Props {
  failure: WriteFailure | null;
  unmapped: readonly string[];
  invalidTried: boolean;
  pending: boolean;
  onRetry: () => void;
  onNewAttempt: () => void;
  waiting: boolean;
  onCancelWaiting: () => void;
}

/** What went wrong with the last send, and the submit button (in the sticky totals panel). */
export function SubmitArea({
  failure,
  unmapped,
  invalidTried,
  pending,
  onRetry,
  onNewAttempt,
  waiting,
  onCancelWaiting,
}: Props) {
  const { t } = useTranslation('orders');
  return (
    <>
      <SubmitFeedback
        failure={failure}
        title={t('entry.createFailed')}
        unmapped={unmapped}
        invalidTried={invalidTried}
        invalidText={t('form.fixFields')}
        onRetry={onRetry}
        onSendAsNew={onNewAttempt}
        keyReusedText={t('entry.keyReused')}
        sendAsNewLabel={t('entry.newAttempt')}
        waiting={waiting}
        onCancelWaiting={onCancelWaiting}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SaveIcon />}
        disabled={pending}
        fullWidth
      >
        {pending ? t('entry.submitting') : t('entry.submit')}
      </Button>
    </>
  );
}
