import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearApiKey, readApiKey, scopeOfKey, storeApiKey } from './keyStorage';
import { runSignOutHooks, subscribeUnauthorized } from './sessionEvents';

export type EndReason = 'expired' | 'idle' | 'logout';

export interface SessionValue {
  /** Whether a key is held. The key itself is only read by the API client. */
  signedIn: boolean;
  /** One-way label of the account the key opens; namespaces drafts and remembered records. */
  scope: string | null;
  /** Why the last session ended, for the key screen's message. */
  endReason: EndReason | null;
  signIn: (apiKey: string) => void;
  signOut: (reason: EndReason) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<string | null>(() => {
    const key = readApiKey();
    return key ? scopeOfKey(key) : null;
  });
  const [endReason, setEndReason] = useState<EndReason | null>(null);

  const signIn = useCallback((apiKey: string) => {
    storeApiKey(apiKey);
    setScope(scopeOfKey(apiKey));
    setEndReason(null);
  }, []);

  const signOut = useCallback(
    (reason: EndReason) => {
      clearApiKey();
      // Forget everything read with the key: cached server data and in-memory records.
      void queryClient.cancelQueries();
      queryClient.clear();
      runSignOutHooks();
      setScope(null);
      setEndReason(reason);
    },
    [queryClient],
  );

  // Any 401 from the API ends the session; the route guard keeps the page's path.
  useEffect(() => subscribeUnauthorized(() => signOut('expired')), [signOut]);

  const value = useMemo<SessionValue>(
    () => ({ signedIn: scope !== null, scope, endReason, signIn, signOut }),
    [scope, endReason, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/** The account scope of a signed-in page (pages under the route guard always have one). */
export function useScope(): string {
  const { scope } = useSession();
  if (!scope) throw new Error('useScope without a session');
  return scope;
}
