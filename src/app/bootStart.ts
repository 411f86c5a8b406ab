import { startStaticTextRead } from '../api/client';
import { prefetch } from '../lib/prefetch';
import { keyPresent } from '../session/keyPresence';
import { currentAppPath } from './basePath';
import { matchPage, pageChunks } from './pageChunks';
import { loadLoginPage } from './loginPageChunk';
import { loadRoutedApp } from './routedAppChunk';

/**
 * The first module of the entry to run (main.tsx imports it first; vite.config.ts keeps it and
 * its few dependencies in a chunk of their own, which the entry imports before any other). On
 * a cold load with a key held (a reload, a new tab of the session, a shared link) it starts the
 * router, the signed-in frame and the page's own chunk at once, while React, MUI and the rest
 * of the first load are still being run, instead of after them: the page's chunks arrive about
 * one script-evaluation earlier. The page's first read starts in main.tsx, once config.json
 * says where the service is (earlyStart.ts). Without a key it starts the key screen's chunk
 * (loginPageChunk.ts), which main.tsx waits for before the first render.
 */
// config.json (index.html preloads it): read here, so main.tsx finds it read when it runs
// (api/client.ts fetchStaticText takes it).
startStaticTextRead(`${import.meta.env.BASE_URL}config.json`);

if (keyPresent()) {
  prefetch(loadRoutedApp);
  const match = matchPage(pageChunks, new URL(currentAppPath(), 'http://console').pathname);
  if (match) prefetch(match.route.load);
  if (match?.route.loadRead) prefetch(match.route.loadRead);
} else {
  prefetch(loadLoginPage);
}
