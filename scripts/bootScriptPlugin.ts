import type { Plugin } from 'vite';

/** What the plugin needs of a bundle's output: chunks by name and file. */
type Output = Record<
  string,
  { type: 'chunk' | 'asset'; name?: string | undefined; fileName: string }
>;

/** The `<script type="module" async>` of the named chunk, or an error naming what is missing. */
export function bootScriptTag(
  bundle: Output,
  chunkName: string,
  base: string,
): { tag: 'script'; attrs: Record<string, string | boolean>; injectTo: 'head' } {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === chunkName);
  if (!chunk) throw new Error(`console:boot-script: the build has no chunk named "${chunkName}"`);
  return {
    tag: 'script',
    attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` },
    injectTo: 'head',
  };
}

/**
 * The entry's first module (src/app/bootStart.ts, a chunk of its own: see vite.config.ts) also
 * as a module script of its own in index.html, `async`: the browser runs it as soon as it (and
 * the tiny runtime it imports) has arrived, not once the whole entry (React, MUI…) has arrived
 * and run. On a cold load with a key held it starts the page's chunks (through Vite's preload
 * lists of that dynamic import) while the entry is still downloading: the page's chunks were a
 * second wave after the entry, and under a mobile network each of those ~30 files waited for a
 * free connection behind it. The entry still imports the module: one module, run once.
 */
export function bootScript(chunkName = 'boot'): Plugin {
  let base = '/';
  return {
    name: 'console:boot-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return [bootScriptTag(ctx.bundle, chunkName, base)];
      },
    },
  };
}
