import { render } from '@testing-library/react';
import { configureClient, resetClient } from '../api/client';
import { App } from '../app/App';
import { parseConfigText } from '../config/loadConfig';
import type { RuntimeConfig } from '../config/schema';
import { initI18n } from '../i18n/i18n';
import { readApiKey } from '../session/keyStorage';
import { notifyUnauthorized } from '../session/sessionEvents';
import { createSandboxApp } from '../../sandbox/app';
import { sandboxFetch } from '../../sandbox/testing';
import shippedConfig from '../../public/config.json';

export function shippedRuntimeConfig(): RuntimeConfig {
  const parsed = parseConfigText('config.json', JSON.stringify(shippedConfig));
  if (!parsed.ok) throw new Error('public/config.json is invalid');
  return parsed.config;
}

/**
 * Renders the whole console at `path`, with the real providers and client, talking to the
 * sandbox API in process (so component tests exercise the real contract).
 */
export function renderApp(path: string, { apiKey }: { apiKey?: string } = {}) {
  sessionStorage.clear();
  localStorage.clear();
  if (apiKey) sessionStorage.setItem('coc.session', JSON.stringify({ apiKey }));
  window.history.replaceState(null, '', path);
  initI18n('en');
  const sandbox = createSandboxApp({ seedProducts: 50 });
  resetClient();
  configureClient({
    baseUrl: '',
    getApiKey: readApiKey,
    onUnauthorized: notifyUnauthorized,
    fetch: sandboxFetch(sandbox),
  });
  return render(<App config={shippedRuntimeConfig()} />);
}
