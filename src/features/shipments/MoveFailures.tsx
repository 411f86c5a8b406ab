import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { describeError } from '../../ui/describeError';
import type { MoveFailure } from './moveStore';
import type { BoardStatus } from './statusCatalog';

interface Props {
  failures: readonly MoveFailure[];
  statuses: readonly BoardStatus[];
  onRetry: (failure: MoveFailure) => void;
  onDismiss: (shipmentId: string) => void;
}

/** Moves that failed: the card went back; the server's message, a retry (same key) and a dismiss. */
export function MoveFailures({ failures, statuses, onRetry, onDismiss }: Props) {
  const { t } = useTranslation('shipments');
  if (failures.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {failures.map((f) => {
        const status = statuses.find((s) => s.id === f.move.toStatusId)?.name ?? f.move.toStatusId;
        const error = new ApiError({ status: f.status, code: f.code, message: f.message, method: 'PUT' });
        const actions = (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {!f.conflict && (
              <Button color="inherit" size="small" onClick={() => onRetry(f)}>
                {t('actions.retry')}
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
            severity={f.conflict ? 'warning' : 'error'}
            role="alert"
            action={actions}
            data-move-failure={f.move.shipmentId}
            sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <AlertTitle>
              {f.conflict
                ? t('failure.conflictTitle', { order: f.move.orderLabel, status })
                : t('failure.title', { order: f.move.orderLabel, status })}
            </AlertTitle>
            {f.conflict ? (
              <>
                <div>{f.message}</div>
                <div>{t('failure.conflictBody')}</div>
              </>
            ) : (
              <>
                <div>{describeError(t, error)}</div>
                {f.status >= 500 && f.message && !f.message.startsWith('The server answered') && (
                  <div>{t('failure.serverSaid', { message: f.message })}</div>
                )}
                {f.maybeApplied && <div>{t('errors.maybeApplied')}</div>}
              </>
            )}
            {f.move.comment && <div>{t('failure.comment', { comment: f.move.comment })}</div>}
          </Alert>
        );
      })}
    </Box>
  );
}
