import { useTranslation } from '../../i18n/i18n';
import { isApiError } from '../../api/errors';
import type { WriteFailure } from '../../api/idempotency';
import { SubmitFeedback } from '../../ui/SubmitFeedback';

interface Props {
  failure: WriteFailure | null;
  unmapped: readonly string[];
  onRetry: () => void;
  onSendAsNew: () => void;
}

function titleKey(
  failure: WriteFailure,
): 'apply.refusedTitle' | 'apply.maybeAppliedTitle' | 'apply.failedTitle' {
  if (failure.kind === 'refused') return 'apply.refusedTitle';
  if (failure.kind === 'unknown' && isApiError(failure.error) && failure.error.maybeApplied)
    return 'apply.maybeAppliedTitle';
  return 'apply.failedTitle';
}

/** What went wrong with the last apply (the key policy's kinds, with the batch's own wording). */
export function ApplyFeedback({ failure, unmapped, onRetry, onSendAsNew }: Props) {
  const { t } = useTranslation('stock');
  if (!failure) return null;
  return (
    <SubmitFeedback
      failure={failure}
      title={t(titleKey(failure))}
      unmapped={unmapped}
      onRetry={onRetry}
      onSendAsNew={onSendAsNew}
      keyReusedText={t('apply.keyReusedText')}
      sendAsNewLabel={t('apply.newKey')}
    />
  );
}
