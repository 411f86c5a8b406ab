import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n';
import { useNavigationBlocker } from './navigation';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Stops a person leaving a form with unsaved changes: in-app navigation asks first
 * (useNavigationBlocker), closing or reloading the tab gets the browser's own prompt (beforeunload).
 * Render the returned element. A form whose draft is kept (order entry, the stock batch) says
 * so, and leaving keeps it; a form without one warns that the changes are lost.
 */
export function useUnsavedChangesGuard(
  when: boolean | (() => boolean),
  { draftKept = false }: { draftKept?: boolean } = {},
) {
  const { t } = useTranslation();
  // `when` may be a function, asked only when the person tries to leave: a long form need not
  // re-render on every keystroke to know whether it holds anything.
  const holds = () => (typeof when === 'function' ? when() : when);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && holds(),
  );
  const active = when !== false;
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  });
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      const current = whenRef.current;
      if (typeof current === 'function' ? current() : current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={draftKept ? t('form.draftTitle') : t('form.unsavedTitle')}
      confirmLabel={draftKept ? t('form.leaveKeepDraft') : t('form.leave')}
      cancelLabel={t('form.stay')}
      destructive={!draftKept}
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    >
      {draftKept ? t('form.draftBody') : t('form.unsavedBody')}
    </ConfirmDialog>
  );
}
