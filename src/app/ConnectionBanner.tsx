import Alert from '@mui/material/Alert';
import { useTranslation } from '../i18n/i18n';
import { useConnection } from '../hooks/useConnection';

/**
 * The whole console's word on the connection: offline (the browser says so), or the service
 * not answering (the last request got no answer). Typed work is kept; writes wait or say so.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const { online, reachable } = useConnection();
  if (online && reachable) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2, displayPrint: 'none' }}>
      {online ? t('connection.unreachable') : t('connection.offline')}
    </Alert>
  );
}
