import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Stops a person leaving a form with unsaved changes: in-app navigation asks first
 * (useBlocker), closing or reloading the tab gets the browser's own prompt (beforeunload).
 * Render the returned element.
 */
export function useUnsavedChangesGuard(when: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsavedTitle')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('form.unsavedBody')}
    </ConfirmDialog>
  );
}
