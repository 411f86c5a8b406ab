import { lazy, useState } from 'react';
import type { ComponentType } from 'react';
import type { ModuleLoader } from '../lib/moduleLoader';

/**
 * React.lazy that does not suspend once the module is here. A lazy component suspends at its
 * first drawing even when its chunk was fetched ahead (the import's promise resolves a
 * microtask later); the nearest Suspense boundary then commits its fallback, and React holds
 * the content back until 300 ms after that fallback (it throttles revealed content so that
 * fallbacks do not flash). Measured: a dialog's first opening took ~318 ms against ~10 ms for
 * the next, and a cold load of a signed-in page waited ~230 ms with an idle main thread.
 *
 * Each mounting draws the module's component directly when `load` has already resolved (a
 * prefetch on hover or focus, an earlier opening), else React.lazy's; chosen once per mounting,
 * so a mounted tree never switches between the two.
 */
export function lazyComponent<M, P extends object>(
  load: ModuleLoader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function LazyComponent(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => {
      const module = load.loaded();
      return module === undefined ? Lazy : pick(module);
    });
    return <Drawn {...props} />;
  }
  return LazyComponent;
}

/** `lazyComponent` of a module's default export. */
export function lazyDefault<P extends object>(
  load: ModuleLoader<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazyComponent(load, (m) => m.default);
}
