import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Component, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/schema';
import { prefetch } from '../lib/prefetch';
import { rememberReturnPath } from '../session/keyStorage';
import { SessionProvider, useSession } from '../session/SessionContext';
import { currentAppPath, replaceAppPath } from './basePath';
import { loadLoginPage } from './loginPageChunk';
import { loadRoutedApp } from './routedAppChunk';
import { lazyComponent, lazyDefault } from '../ui/lazyComponent';
import { isLoginPath, paths } from './paths';
import { createQueryClient } from './queryClient';
import { emotionCache } from './styles/emotionCache';
import { buildTheme } from './theme';

/** The router and every route behind the key (bootStart.ts starts it early when a key is held). */
const RoutedApp = lazyDefault(loadRoutedApp);
/** The key screen (bootStart.ts starts it early when no key is held; main.tsx waits for it). */
const LoginPage = lazyComponent(loadLoginPage, (m) => m.LoginPage);

/**
 * A first visit without a key: the key screen, without the router. Like the route guard, it
 * keeps the page the person asked for and shows /login in the address bar; once the key is
 * accepted, the address bar shows that page and the router takes over from there.
 */
function FirstKeyScreen() {
  useLayoutEffect(() => {
    const path = currentAppPath();
    if (!isLoginPath(path)) {
      rememberReturnPath(path);
      replaceAppPath(paths.login());
    }
  }, []);
  // Fetched while the key is checked.
  return <LoginPage goTo={replaceAppPath} onSubmit={() => prefetch(loadRoutedApp)} />;
}

function ConsoleNotLoaded() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('errors.tryAgain')}
          </Button>
        }
      >
        {t('errors.consoleNotLoaded')}
      </Alert>
    </Box>
  );
}

/**
 * The router's chunk could not be fetched (a dropped connection right after the key), or the
 * key screen's: say so and offer a reload, which finds the session, its drafts and the page
 * again.
 */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ConsoleNotLoaded /> : this.props.children;
  }
}

function Screens() {
  const { signedIn } = useSession();
  // Once the router runs it stays: when a session ends it shows the key screen itself (/login).
  const [routed, setRouted] = useState(signedIn);
  if (signedIn && !routed) setRouted(true);
  // No fallback: the chunk is usually there already (the key screen's, and the router's when a
  // key is held, from bootStart.ts and awaited by main.tsx; the router's also fetched while the
  // key is checked), and then drawn without suspending.
  return (
    <LoadBoundary>
      <Suspense fallback={null}>{routed ? <RoutedApp /> : <FirstKeyScreen />}</Suspense>
    </LoadBoundary>
  );
}

interface AppProps {
  config: RuntimeConfig;
  /** The query client main.tsx created early, reads already started in it (default: a new one). */
  queryClient?: QueryClient;
}

export function App({ config, queryClient: early }: AppProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const theme = useMemo(() => buildTheme(language), [language]);
  const [queryClient] = useState(() => early ?? createQueryClient());
  return (
    <CacheProvider value={emotionCache}>
      <ConfigProvider config={config}>
        {/* noSsr: the console is drawn in the browser only, so the colour scheme is known in
            the first render. Without it MUI's provider renders once as for a server's HTML (no
            scheme), sets the scheme's class on <html> a render later, after the first paint (a
            dark-mode user's first paint was light), and that render redraws everything that
            reads the scheme. */}
        <ThemeProvider theme={theme} defaultMode="system" modeStorageKey="coc.theme" noSsr>
          <CssBaseline enableColorScheme />
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <Screens />
            </SessionProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </ConfigProvider>
    </CacheProvider>
  );
}
