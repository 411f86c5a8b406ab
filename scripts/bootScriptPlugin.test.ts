import { describe, expect, it } from 'vitest';
import { bootScriptTag } from './bootScriptPlugin.ts';

describe('bootScriptTag', () => {
  const bundle = {
    'assets/index-a.js': { type: 'chunk' as const, name: 'index', fileName: 'assets/index-a.js' },
    'assets/boot-b.js': { type: 'chunk' as const, name: 'boot', fileName: 'assets/boot-b.js' },
    'assets/x.css': { type: 'asset' as const, fileName: 'assets/x.css' },
  };

  it('is an async module script of the named chunk, under the base path', () => {
    expect(bootScriptTag(bundle, 'boot', '/console/')).toEqual({
      tag: 'script',
      attrs: { type: 'module', async: true, crossorigin: true, src: '/console/assets/boot-b.js' },
      injectTo: 'head',
    });
  });

  it('fails the build when the chunk is not there (a renamed group)', () => {
    expect(() => bootScriptTag(bundle, 'start', '/')).toThrow(/no chunk named "start"/);
  });
});
