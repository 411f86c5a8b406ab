import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/i18n';
import { SHIPMENT_ROUTES } from '../../api/contract/shipments';
import { ApiError } from '../../api/errors';
import { describeError } from '../../ui/describeError';
import type { MoveFailure } from './moveStore';
import type { BoardStatus } from './statusCatalog';

interface Props {
  failures: readonly MoveFailure[];
  statuses: readonly BoardStatus[];
  onRetry: (failure: MoveFailure) => void;
  onSendAsNew: (failure: MoveFailure) => void;
  onDismiss: (shipmentId: string) => void;
}

/** The service refused the move because the shipment already was there (a 409 naming the status). */
function alreadyThere(f: MoveFailure): boolean {
  return f.conflict && f.kind === 'refused';
}

/** Kinds whose key was kept: sending the same move again is safe (it cannot apply twice). */
function retryable(f: MoveFailure): boolean {
  return f.kind !== 'refused' && f.kind !== 'keyReused';
}

/**
 * Moves that failed: the card went back. What the person is told follows the key policy's kind
 * (src/api/idempotency.ts, as <SubmitFeedback> tells it for forms): a lost answer may have been
 * applied and Retry (same key) is safe; a conflict may be an earlier attempt still running; "key
 * reused" asks before sending as new; "already in that status" shows the refreshed card.
 */
export function MoveFailures({ failures, statuses, onRetry, onSendAsNew, onDismiss }: Props) {
  const { t } = useTranslation('shipments');
  const { t: common } = useTranslation(); // describeError speaks common's words
  if (failures.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {failures.map((f) => {
        const status = statuses.find((s) => s.id === f.move.toStatusId)?.name ?? f.move.toStatusId;
        const error = new ApiError({
          status: f.status,
          code: f.code,
          message: f.message,
          method: SHIPMENT_ROUTES.changeShipmentStatus.method,
        });
        const there = alreadyThere(f);
        const actions = (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {retryable(f) && (
              <Button color="inherit" size="small" onClick={() => onRetry(f)}>
                {t('actions.retry')}
              </Button>
            )}
            {f.kind === 'keyReused' && (
              <Button color="inherit" size="small" onClick={() => onSendAsNew(f)}>
                {t('submit.sendAsNew')}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={() => onDismiss(f.move.shipmentId)}>
              {t('failure.dismiss')}
            </Button>
          </Box>
        );
        return (
          <Alert
            key={`${f.move.shipmentId}-${f.at}`}
            severity={there || f.kind === 'keyReused' ? 'warning' : 'error'}
            role="alert"
            action={actions}
            data-move-failure={f.move.shipmentId}
            sx={{
              '& .MuiAlert-action': { alignItems: 'flex-start' },
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
            }}
          >
            <AlertTitle>
              {there
                ? t('failure.conflictTitle', { order: f.move.orderLabel, status })
                : t('failure.title', { order: f.move.orderLabel, status })}
            </AlertTitle>
            {there ? (
              <>
                <div>{f.message}</div>
                <div>{t('failure.conflictBody')}</div>
              </>
            ) : f.kind === 'keyReused' ? (
              <div>{t('submit.keyReused')}</div>
            ) : (
              <>
                <div>{describeError(common, error)}</div>
                {f.status >= 500 && f.message && !f.message.startsWith('The server answered') && (
                  <div>{t('failure.serverSaid', { message: f.message })}</div>
                )}
                {f.maybeApplied && <div>{t('errors.maybeApplied')}</div>}
                {f.kind === 'conflict' && <div>{t('submit.conflictRetry')}</div>}
              </>
            )}
            {f.move.comment && <div>{t('failure.comment', { comment: f.move.comment })}</div>}
          </Alert>
        );
      })}
    </Box>
  );
}
