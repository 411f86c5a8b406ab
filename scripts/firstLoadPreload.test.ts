import { describe, expect, it } from 'vitest';
import { firstLoadFiles, firstLoadPreload } from './firstLoadPreload.ts';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
});

// index imports boot and react, react imports runtime; the page (lazy) imports react and parts.
const chunks = [
  chunk('assets/index-a.js', ['assets/boot-b.js', 'assets/react-c.js'], true),
  chunk('assets/boot-b.js', []),
  chunk('assets/react-c.js', ['assets/runtime-d.js']),
  chunk('assets/runtime-d.js', []),
  chunk('assets/Page-e.js', ['assets/react-c.js', 'assets/parts-f.js']),
  chunk('assets/parts-f.js', ['assets/react-c.js']),
];

describe('firstLoadPreload', () => {
  it('finds the entry and what it imports statically, directly or not, and nothing lazy', () => {
    expect([...firstLoadFiles(chunks)].sort()).toEqual([
      'assets/boot-b.js',
      'assets/index-a.js',
      'assets/react-c.js',
      'assets/runtime-d.js',
    ]);
  });

  it("leaves the first load's chunks out of a dynamic import's list, and keeps index.html's whole", async () => {
    const { plugin, resolveDependencies } = firstLoadPreload();
    const generate = plugin.generateBundle;
    if (typeof generate !== 'function') throw new Error('generateBundle is a function');
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    // The hook reads only the chunks' type, fileName, isEntry and imports.
    await generate.call({} as never, {} as never, bundle as never, false);
    const pageDeps = ['assets/react-c.js', 'assets/runtime-d.js', 'assets/parts-f.js'];
    expect(resolveDependencies('assets/Page-e.js', pageDeps, { hostType: 'js' })).toEqual([
      'assets/parts-f.js',
    ]);
    const htmlDeps = ['assets/boot-b.js', 'assets/react-c.js', 'assets/runtime-d.js'];
    expect(resolveDependencies('index.html', htmlDeps, { hostType: 'html' })).toEqual(htmlDeps);
  });
});
