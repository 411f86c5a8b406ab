import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotices } from '../../ui/notices/notices';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';

interface Props {
  id: string;
  /** Who the id belongs to, for the button's accessible name ("Copy id of Ana Pérez"). */
  of?: string;
  size?: 'small' | 'medium';
}

const CONFIRM_MS = 2000;

/** Copies an id to the clipboard and says "Copied" on the button for a moment. */
export function CopyIdButton({ id, of, size = 'small' }: Props) {
  const { t } = useTranslation('contacts');
  const { enqueueSnackbar } = useNotices();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Absent outside a secure context (a console served over plain http), whatever the types say.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      enqueueSnackbar(t('errors.copyFailed'), { variant: 'warning' });
    }
  };

  const label = copied ? t('actions.copied') : t('actions.copyId');
  return (
    <Button
      size={size}
      variant="text"
      onClick={() => void copy()}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      color={copied ? 'success' : 'primary'}
      aria-label={copied ? label : of ? t('actions.copyIdOf', { name: of }) : label}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <span aria-live="polite">{label}</span>
    </Button>
  );
}
