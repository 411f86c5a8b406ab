import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../i18n/i18n';

interface Props {
  /** Seconds left before the key is forgotten; null once the warning is closed. */
  seconds: number | null;
  onLogout: () => void;
  onStay: () => void;
}

/** IdleGuard's warning, a minute before the key is forgotten. */
export default function IdleWarningDialog({ seconds, onLogout, onStay }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={seconds !== null} aria-labelledby="idle-title" aria-describedby="idle-body">
      <DialogTitle id="idle-title">{t('session.idleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">
          {t('session.idleBody', { seconds: seconds ?? 0 })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{t('session.logout')}</Button>
        <Button variant="contained" autoFocus onClick={onStay}>
          {t('session.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
