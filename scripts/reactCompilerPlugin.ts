import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * React Compiler (babel-plugin-react-compiler) in annotation mode, as a Vite plugin of its own:
 * only components and hooks with a 'use memo' directive are compiled, and only the app's files
 * holding that directive go through Babel at all, so the build stays fast. It does what
 * plugin-react 6's documented setup (`@rolldown/plugin-babel` with `reactCompilerPreset`) does,
 * without that package, which requires Node 22 and so made `npm ci` warn on the Node 20 the
 * project supports. Why and which components: docs/PERFORMANCE.md#react-compiler.
 */
export function reactCompiler(): Plugin {
  return {
    name: 'console:react-compiler',
    enforce: 'pre',
    // The browser bundle only: Vitest's and the server's module graphs run the plain source.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: {
        id: { include: /\.[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/ },
        code: /['"]use memo['"]/,
      },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [['babel-plugin-react-compiler', { compilationMode: 'annotation' }]],
        });
        if (result?.code == null) return null;
        return { code: result.code, map: result.map ?? null };
      },
    },
  };
}
