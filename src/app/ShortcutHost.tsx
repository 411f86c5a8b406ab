import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import {
  HELP_KEYS,
  matchesCombo,
  SAVE_KEYS,
  shortcutFor,
  shortcutRegistry,
  useShortcut,
} from '../hooks/shortcuts';
import { lazyDefault } from '../ui/lazyComponent';
import { moduleLoader } from '../lib/moduleLoader';

/** The list's chunk: AppShell opens the list once it is here (drawn at once, see ui/lazyComponent.tsx). */
export const loadShortcutsDialog = moduleLoader(() => import('./ShortcutsDialog'));
const ShortcutsDialog = lazyDefault(loadShortcutsDialog);

interface Props {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Binds the registry's shortcuts (src/hooks/shortcuts.ts) on the document while a person is
 * signed in, and shows the "Keyboard shortcuts" dialog (`?`, or the navigation's menu item).
 * Ctrl+S never opens the browser's "save page": on a page without a form it does nothing.
 */
export function ShortcutHost({ open, onOpen, onClose }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  useShortcut({ id: 'help', scope: 'global', keys: HELP_KEYS, label: t('keys.show'), run: onOpen });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const save = SAVE_KEYS.some((k) => matchesCombo(e, k));
      if (save) e.preventDefault();
      if (save && e.repeat) return;
      const spec = shortcutFor(shortcutRegistry.getEntries(), e);
      if (!spec?.run) return;
      e.preventDefault();
      spec.run(e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The dialog's chunk loads at the first opening, and the dialog stays for its closing transition.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
