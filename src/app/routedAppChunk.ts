import { moduleLoader } from '../lib/moduleLoader';

/**
 * The router and the signed-in frame (app bar, drawer): one chunk, behind the key. Apart from
 * App.tsx so that bootStart.ts can start it without the key screen's modules. It remembers the
 * module: once a held key's cold load has it (bootStart.ts fetched it, main.tsx waited for it),
 * App draws the frame in its first render instead of suspending (see ui/lazyComponent.tsx).
 */
export const loadRoutedApp = moduleLoader(() => import('./RoutedApp'));
