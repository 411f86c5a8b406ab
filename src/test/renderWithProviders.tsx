import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { createQueryClient } from '../app/queryClient';
import { matchPageRoute } from '../app/routeTable';
import { buildTheme } from '../app/theme';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/schema';
import { SessionProvider } from '../session/SessionContext';
import NotistackHost from '../ui/notices/NotistackHost';
import { setUpTestApi, shippedRuntimeConfig } from './testApi';
import type { TestApi, TestApiOptions } from './testApi';

export { jsonAnswer, shippedRuntimeConfig, unavailable } from './testApi';
export type { TestApi } from './testApi';

/**
 * Loads the console's page modules that `paths` lead to, so that a test's findBy* after a
 * navigation waits for the page to render, not for its module to be transformed and imported
 * (seconds on a loaded machine). The page is then drawn without suspending.
 */
export async function preloadPages(paths: readonly string[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const path of paths) {
    const match = matchPageRoute(new URL(path, 'http://console').pathname);
    if (match) loads.push(match.route.load());
  }
  await Promise.all(loads);
}

interface ProvidersProps {
  queryClient: QueryClient;
  config?: RuntimeConfig;
  children: ReactNode;
}

/**
 * The console's providers, as App and AppShell compose them: configuration, theme, the query
 * client, the session and notifications (the router is the caller's).
 */
export function TestProviders({ queryClient, config, children }: ProvidersProps) {
  return (
    <ConfigProvider config={config ?? shippedRuntimeConfig()}>
      <ThemeProvider theme={buildTheme('en')} defaultMode="light">
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <NotistackHost />
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}

export interface RenderOptions extends TestApiOptions {
  /** Where the memory router starts. Default `/`. */
  path?: string;
  /** A route tree to render instead of `ui` (e.g. the console's own, `appRoutes()` of app/router). */
  routes?: RouteObject[];
  /** Further paths the test navigates to, whose pages are loaded before rendering. */
  preload?: string[];
  queryClient?: QueryClient;
  config?: RuntimeConfig;
  /**
   * The browser and API of an earlier render in this test, kept as they are (storage, session,
   * server data, recorded requests): a second render is then like a reload of the page.
   */
  api?: TestApi;
}

/**
 * Renders `ui` (or a route tree) with the console's real providers and a memory router, its
 * API client talking to the sandbox in process. Returns Testing Library's result, the query
 * client, the router and the {@link TestApi} (every request sent; answers to inject).
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const api: TestApi = options.api ?? setUpTestApi(options);
  const queryClient = options.queryClient ?? createQueryClient();
  const path = options.path ?? '/';
  const config = options.config ?? shippedRuntimeConfig();
  const routes = options.routes ?? [{ path: '*', element: ui }];
  await preloadPages([path, ...(options.preload ?? [])]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient} config={config}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, ...api, api, queryClient, router };
}

/**
 * For renderHook: the same providers around the hook, with a memory router. Call
 * {@link setUpTestApi} (or configure the client) first.
 */
export function providersWrapper(queryClient: QueryClient = createQueryClient()) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </TestProviders>
    );
  }
  return Wrapper;
}
