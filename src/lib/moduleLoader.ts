/**
 * A module's dynamic import that remembers the module once it has arrived, whoever asked for it
 * (a prefetch on hover, bootStart.ts, the first drawing): `lazyComponent` then draws its
 * component at once instead of suspending (see ui/lazyComponent.tsx). No React here: bootStart.ts
 * uses it before React has run.
 */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module, once an import of it has resolved. */
  readonly loaded: () => M | undefined;
  /** Why the last import failed, while no import has resolved (undefined otherwise). */
  readonly failure: () => Error | undefined;
}

export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let failure: Error | undefined;
  const loader = () =>
    load().then(
      (m: M | undefined): M | Promise<M> => {
        // Vite's preload helper resolves a failed import with nothing when its
        // `vite:preloadError` was prevented, which main.tsx does only as it reloads the console
        // (a deploy replaced the chunk): nothing is to be drawn meanwhile, so this never settles.
        if (m === undefined) return new Promise<M>(() => undefined);
        module = m;
        failure = undefined;
        return m;
      },
      (error: unknown) => {
        failure = error instanceof Error ? error : new Error('the module could not be loaded');
        throw error;
      },
    );
  return Object.assign(loader, { loaded: () => module, failure: () => failure });
}

/**
 * Runs `then` (e.g. a dialog's opening) once `load` has settled: a component of a loaded module
 * is drawn at once (see ui/lazyComponent.tsx), so the person waits for the fetch alone, not also
 * for React's throttled reveal of a suspended one (~300 ms). A failed load still runs `then`:
 * the component's own loading then fails where its error boundary says so.
 */
export function afterLoad(load: () => Promise<unknown>, then: () => void): void {
  load().then(then, then);
}
