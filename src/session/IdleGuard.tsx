import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { useConfig } from '../config/ConfigContext';
import { useSession } from './SessionContext';

const WARNING_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * After `sessionIdleMinutes` without input the key is forgotten (drafts stay); a dialog
 * warns a minute before. Activity in any form counts as input.
 */
export function IdleGuard() {
  const { t } = useTranslation();
  const { sessionIdleMinutes } = useConfig();
  const { signOut } = useSession();
  const idleMs = sessionIdleMinutes * 60_000;
  const lastActivity = useRef(0);
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const e of ACTIVITY_EVENTS)
      window.addEventListener(e, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const left = lastActivity.current + idleMs - Date.now();
      if (left <= 0) {
        signOut('idle');
      } else if (left <= WARNING_MS) {
        setRemaining(Math.ceil(left / 1000));
      } else {
        setRemaining(null);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [idleMs, signOut]);

  return (
    <Dialog open={remaining !== null} aria-labelledby="idle-title" aria-describedby="idle-body">
      <DialogTitle id="idle-title">{t('session.idleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">
          {t('session.idleBody', { seconds: remaining ?? 0 })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => signOut('logout')}>{t('session.logout')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            lastActivity.current = Date.now();
            setRemaining(null);
          }}
        >
          {t('session.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
