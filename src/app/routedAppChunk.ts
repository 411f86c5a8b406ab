/**
 * The router and the signed-in frame (app bar, drawer): one chunk, behind the key. Apart from
 * App.tsx so that bootStart.ts can start it without the key screen's modules.
 */
export const loadRoutedApp = () => import('./RoutedApp');
