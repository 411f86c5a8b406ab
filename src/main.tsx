// First: starts a held key's page chunks before the rest of the first load runs (see bootStart.ts).
import './app/bootStart';
import './lib/zodJitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod/mini';
import { configureClient, fetchStaticText } from './api/client';
import { startReads } from './app/earlyStart';
import { loadLoginPage } from './app/loginPageChunk';
import { loadRoutedApp } from './app/routedAppChunk';
import { App } from './app/App';
import { appUrl, pendingAppPath } from './app/basePath';
import { ConfigErrorPage } from './app/ConfigErrorPage';
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

async function start() {
  // index.html runs bootStart.ts as a module script of its own too: a page chunk it started can
  // bring this module in before the document has been read to its end (in practice never).
  if (document.readyState === 'loading')
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  const root = createRoot(rootElement);
  // A key is held (a reload, a new tab of the session, a shared link): the router, the pages'
  // frame and the page's own chunks are on their way (app/bootStart.ts), and the page's first
  // read starts as soon as config.json says where the service is (render-as-you-fetch, see
  // app/earlyStart.ts). index.html preloads config.json, so it is usually here already.
  const keyHeld = readApiKey() !== null;
  const result = await loadConfig(fetchStaticText, import.meta.env.BASE_URL);
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
    // The frame's chunk (bootStart.ts started it): drawn directly once here, the first render
    // does not suspend (see routedAppChunk.ts). A failure is the frame's load to report: App
    // loads it again and its boundary says so.
    await loadRoutedApp().catch(() => undefined);
  } else {
    // The key screen's chunk, likewise (bootStart.ts started it): drawn without suspending.
    await loadLoginPage().catch(() => undefined);
  }
  initI18n(storedLanguage() ?? config.locale);
  // A transition: React renders the first screen in slices (it yields between components once
  // 5 ms have passed), between which the browser handles input and paints, instead of in one
  // task of ~45-65 ms (~200 ms on a 4x slower phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
