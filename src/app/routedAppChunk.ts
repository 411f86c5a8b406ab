import type RoutedAppComponent from './RoutedApp';

let routedApp: typeof RoutedAppComponent | undefined;

/**
 * The router and the signed-in frame (app bar, drawer): one chunk, behind the key. Apart from
 * App.tsx so that bootStart.ts can start it without the key screen's modules. Once loaded, the
 * component is kept: App draws it at once instead of through React.lazy (see `loadedRoutedApp`).
 */
export const loadRoutedApp = () =>
  import('./RoutedApp').then((m) => {
    routedApp = m.default;
    return m;
  });

/**
 * The frame's component if its chunk is here already (a held key's cold load: bootStart.ts
 * fetched it, main.tsx waited for it). Drawn directly, the first render does not suspend: a
 * suspended first render commits the Suspense fallback, and React then holds the frame back
 * until 300 ms after that fallback (its throttle of revealed content), ~230 ms of an idle
 * main thread on every cold load.
 */
export const loadedRoutedApp = () => routedApp;
