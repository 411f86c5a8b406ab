import type { Plugin } from 'vite';

/**
 * Vite's preload helper runs for every dynamic import and goes through the list of chunks the
 * imported one depends on (resolving each URL, looking for its `<link rel=modulepreload>`):
 * ~15 ms of CPU in the product list's first second, for lists that all begin with the first
 * load's chunks (React, MUI, the app's core). Those are in the document's own modulepreload
 * links and are imported by the entry, so they are always loaded or on their way before any
 * code of the console runs: they are left out of the lists dynamic imports carry
 * (`build.modulePreload.resolveDependencies`), and kept in index.html's.
 */
export function firstLoadPreload() {
  let firstLoad: ReadonlySet<string> = new Set();
  const plugin: Plugin = {
    name: 'coc:first-load-preload',
    apply: 'build',
    // Before Vite's import analysis (a build plugin placed after the user's) writes the lists.
    generateBundle(_options, bundle) {
      firstLoad = firstLoadFiles(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])),
      );
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostType: 'html' | 'js' },
  ): string[] => (context.hostType === 'html' ? deps : deps.filter((dep) => !firstLoad.has(dep)));
  return { plugin, resolveDependencies };
}

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** the chunks it imports statically */
  imports: readonly string[];
}

/** The entries and every chunk they import statically, directly or not. */
export function firstLoadFiles(chunks: readonly ChunkInfo[]): Set<string> {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const reached = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(importsOf.get(file) ?? []));
  }
  return reached;
}
