import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod/mini';
import { configureClient, fetchStaticText } from './api/client';
import { App } from './app/App';
import { appUrl, pendingAppPath } from './app/basePath';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { startChunks, startReads } from './app/earlyStart';
import { createQueryClient } from './app/queryClient';
import { loadConfig } from './config/loadConfig';
import { prefetching } from './lib/prefetch';
import { browserLanguage, initI18n, storedLanguage } from './i18n/i18n';
import { readStored, writeStored } from './lib/storage';
import { readApiKey } from './session/keyStorage';
import { notifyUnauthorized } from './session/sessionEvents';

// A tab opened before a new deploy asks for chunks that no longer exist: reload once (at the page
// being opened), not in a loop.
// Not on the key screen of a first visit (no key held yet): the screen is already here, and a
// reload would throw away the key being typed; a page that fails to load says so instead.
window.addEventListener('vite:preloadError', (event) => {
  if (!readApiKey()) return;
  // A chunk fetched ahead of need: nobody waits for it (see lib/prefetch.ts).
  if (prefetching() && pendingAppPath() === null) return;
  const last = readStored('session', 'reloadedAt', z.number()) ?? 0;
  if (Date.now() - last > 10_000) {
    event.preventDefault();
    writeStored('session', 'reloadedAt', Date.now());
    // To the page that was being opened, if any: the one being left is not what was asked for.
    const target = pendingAppPath();
    if (target) window.location.assign(appUrl(target));
    else window.location.reload();
  }
});

/** How long the page's chunks wait for config.json before starting without it. */
const CONFIG_HEAD_START_MS = 50;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);

async function start() {
  // A key is held (a reload, a new tab of the session, a shared link): fetch the router, the
  // pages' frame and the page's own chunks while config.json loads, and the page's first read as
  // soon as config.json says where the service is (render-as-you-fetch, see app/earlyStart.ts).
  const keyHeld = readApiKey() !== null;
  // config.json is preloaded by index.html, so it is usually here as soon as this runs: the
  // page's read then goes out first and the chunks right after it, all in one wave. Should it
  // be late, the chunks do not wait for it.
  const configLoad = loadConfig(fetchStaticText, import.meta.env.BASE_URL);
  const lateConfig = keyHeld ? window.setTimeout(startChunks, CONFIG_HEAD_START_MS) : undefined;
  const result = await configLoad;
  window.clearTimeout(lateConfig);
  if (!result.ok) {
    const i18n = initI18n(storedLanguage() ?? browserLanguage());
    root.render(<ConfigErrorPage problem={result.problem} t={i18n.t} />);
    return;
  }
  const { config } = result;
  configureClient({
    baseUrl: config.apiBaseUrl,
    sendIdempotencyKey: config.sendIdempotencyKey,
    getApiKey: readApiKey,
    onUnauthorized: notifyUnauthorized,
  });
  const queryClient = createQueryClient();
  if (keyHeld) {
    startReads(queryClient, config);
    startChunks();
  }
  initI18n(storedLanguage() ?? config.locale);
  root.render(
    <StrictMode>
      <App config={config} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
