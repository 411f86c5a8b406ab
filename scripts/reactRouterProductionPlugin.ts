import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's production build, for `vite build`.
 *
 * React Router 7 ships two builds, `dist/development` and `dist/production`, but its package
 * exports name only the development one for every condition (remix-run/react-router#12532,
 * #14102). Bundled as it is, a production build of the console ran React Router with
 * `ENABLE_DEV_WARNINGS = true`: its development checks and warnings on every navigation and
 * render, and their code in the router chunk. This plugin resolves the bare `react-router` import
 * to `dist/production/index.mjs` when building; the dev server and the tests keep the development
 * build and its warnings. Should a later React Router drop that file or change the flag's name,
 * the build fails here rather than silently shipping the development build again.
 */
export function reactRouterProductionEntry(fromDir: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  const root = dirname(require.resolve('react-router/package.json'));
  const entry = join(root, 'dist', 'production', 'index.mjs');
  if (!existsSync(entry)) throw new Error(`react-router: no production build at ${entry}`);
  return entry;
}

/** Whether a React Router build's bundled code has its development warnings off. */
export function devWarningsOff(entry: string): boolean {
  const dir = dirname(entry);
  const imported = [...readFileSync(entry, 'utf8').matchAll(/from\s+"\.\/([^"]+\.mjs)"/g)].map(
    (m) => m[1] ?? '',
  );
  const sources = imported.map((f) => readFileSync(join(dir, f), 'utf8'));
  const flags = sources.flatMap((s) => [...s.matchAll(/ENABLE_DEV_WARNINGS = (true|false)/g)]);
  return flags.length > 0 && flags.every((m) => m[1] === 'false');
}

export function reactRouterProduction(fromDir: string): Plugin {
  let entry = '';
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      entry = reactRouterProductionEntry(fromDir);
      if (!devWarningsOff(entry))
        this.error(`react-router: ${entry} does not turn its development warnings off`);
    },
    resolveId(source) {
      return source === 'react-router' ? entry : null;
    },
  };
}
