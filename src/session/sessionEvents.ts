import { forgetPersistedCaches } from '../lib/persistedStore';

/**
 * Signals between the API client (no React) and the session (React): a 401 from the API,
 * and the clean-up every module with in-memory account records registers for sign-out.
 */
type Listener = () => void;

const unauthorizedListeners = new Set<Listener>();
const signOutHooks = new Set<Listener>();

export function notifyUnauthorized(): void {
  for (const l of [...unauthorizedListeners]) l();
}

export function subscribeUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Registers a clean-up to run when the session ends (logout, idle, 401). */
export function onSignOut(hook: Listener): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export function runSignOutHooks(): void {
  forgetPersistedCaches();
  for (const h of [...signOutHooks]) h();
}
