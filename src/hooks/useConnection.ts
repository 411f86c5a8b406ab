import { useSyncExternalStore } from 'react';
import { serviceUnreachable, subscribeReachability } from '../api/connectivity';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  // Node 21+ (the tests, the sandbox) has a navigator without onLine: undefined counts as online.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Resolves when the browser is online again, or rejects when `signal` aborts. */
export function whenOnline(signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (isOnline()) {
      resolve();
      return;
    }
    const done = () => {
      window.removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
    };
    const onOnline = () => {
      done();
      resolve();
    };
    const onAbort = () => {
      done();
      reject(signal.reason);
    };
    window.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The browser's online state and whether the service answered the last request. */
export function useConnection(): { online: boolean; reachable: boolean } {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const unreachable = useSyncExternalStore(subscribeReachability, serviceUnreachable, () => false);
  return { online, reachable: !unreachable };
}
