import { useTranslation } from '../i18n/i18n';
import { SAVE_KEYS, useShortcut } from './shortcuts';

/**
 * Ctrl+S (⌘S) submits the form through `submit`, the very path of its submit button (its lock,
 * its validation, its Idempotency-Key), and the browser's "save page" never opens. The latest
 * form declared wins (a dialog's over its page's); `enabled: false` while, e.g., the dialog is
 * closed. Listed in the "Keyboard shortcuts" dialog.
 */
export function useSaveShortcut(submit: () => unknown, enabled = true): void {
  const { t } = useTranslation();
  useShortcut({
    id: 'save',
    keys: SAVE_KEYS,
    label: t('keys.save'),
    inFields: true,
    enabled,
    run: () => void submit(),
  });
}
