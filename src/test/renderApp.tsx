import { render } from '@testing-library/react';
import { App } from '../app/App';
import { loadRoutedApp } from '../app/routedAppChunk';
import { createQueryClient } from '../app/queryClient';
import { preloadPages } from './renderWithProviders';
import { setUpTestApi, shippedRuntimeConfig } from './testApi';
import type { TestApiOptions } from './testApi';

export interface RenderAppOptions extends Omit<TestApiOptions, 'apiKey'> {
  /** The key the session holds at the start. Default: none (the key screen). */
  apiKey?: string;
  /** Further paths the test navigates to, whose pages are loaded before rendering. */
  preload?: string[];
}

/**
 * Renders the whole console (App: its own providers and browser router) at `path`, with the real
 * client talking to the sandbox API in process, so component tests exercise the real contract.
 * The router's chunk and the pages of `path` and `preload` are loaded first: a findBy* then waits
 * for rendering, not for a lazy import. Returns Testing Library's result and the {@link TestApi}.
 */
export async function renderApp(
  path: string,
  { apiKey, preload = [], ...options }: RenderAppOptions = {},
) {
  const api = setUpTestApi({ ...options, apiKey: apiKey ?? null });
  window.history.replaceState(null, '', path);
  await loadRoutedApp();
  const config = shippedRuntimeConfig();
  const queryClient = createQueryClient();
  await preloadPages([path, ...preload]);
  const view = render(<App config={config} queryClient={queryClient} />);
  return { ...view, ...api };
}
