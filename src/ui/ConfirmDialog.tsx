import { Suspense, useEffect, useState } from 'react';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';
import { moduleLoader } from '../lib/moduleLoader';
import { prefetch } from '../lib/prefetch';
import { lazyDefault } from './lazyComponent';
import type { ConfirmDialogProps } from './ConfirmDialogView';

const loadView = moduleLoader(() => import('./ConfirmDialogView'));
const ConfirmDialogView = lazyDefault(loadView);

/**
 * A question before an action (apply, discard, leave). The dialog (MUI's Dialog, with its modal
 * and focus trap) is not in the first paint of the pages that ask: it is fetched once the page
 * is idle, drawn when first opened, and kept for its closing transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  useEffect(() => whenIdleAfterPaint(() => prefetch(loadView), 3000), []);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
