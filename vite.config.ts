/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScript } from './scripts/bootScriptPlugin.ts';
import { reactCompiler } from './scripts/reactCompilerPlugin.ts';
import { sandboxPlugin } from './sandbox/vitePlugin.ts';

// BASE_PATH lets one build be served under a sub-path (e.g. /console/); config.json is read
// relative to it at run time, so the same dist/ serves every environment.
const base = process.env.BASE_PATH ?? '/';

/** `node_modules/<one of names>/…` */
const pkg = (...names: string[]): RegExp =>
  new RegExp(
    `node_modules[\\\\/](${names.map((n) => n.replace(/[/.]/g, (c) => `\\${c}`)).join('|')})[\\\\/]`,
  );

const muiPackages = pkg(
  '@mui/material',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@mui/core-downloads-tracker',
  '@mui/icons-material',
  '@emotion',
  'stylis',
  '@popperjs/core',
  'react-transition-group',
  'clsx',
  'prop-types',
  'react-is',
  'hoist-non-react-statics',
  '@babel/runtime',
);

/**
 * Vendor chunks that change less often than the app (so a deploy keeps them cached), in
 * priority order: a group pulls in the dependencies of its modules that no higher group took,
 * hence react > router > query/zod/forms > mui > mui-x > rest. Groups marked $initial take only what the
 * first screen loads; what only lazy pages use stays with those pages (automatic chunking), so
 * the key screen does not download, e.g., the Autocomplete only a form page needs.
 * `npm run size` shows the result against scripts/size-budget.json.
 */
const chunkGroups = [
  // The entry's first module, apart with the few modules it imports (the group takes them with
  // it), so that the browser runs it before React, MUI and the rest have even arrived: index.html
  // also loads it as an async module script of its own (scripts/bootScriptPlugin.ts); see
  // src/app/bootStart.ts.
  { name: 'boot', test: /[\\/]src[\\/]app[\\/]bootStart\.ts$/, priority: 70 },
  {
    name: 'react',
    test: pkg('react', 'react-dom', 'scheduler'),
    priority: 60,
  },
  // The router comes with the pages behind the key: a first visit's key screen works without it.
  {
    name: 'router',
    test: pkg('react-router', 'cookie', 'set-cookie-parser'),
    priority: 55,
  },
  { name: 'query', test: pkg('@tanstack/react-query', '@tanstack/query-core'), priority: 50 },
  // zod validates config, storage and answers from the first screen on; the form library is
  // only for the pages behind the key (the key screen's one field does without it).
  { name: 'zod', test: /node_modules[\\/]zod[\\/](?!v4[\\/]locales[\\/])/, priority: 46 }, // locales apart: see loadConfig.ts
  { name: 'forms', test: pkg('react-hook-form', '@hookform/resolvers'), priority: 45 },
  {
    name: 'mui',
    test: muiPackages,
    priority: 40,
    tags: ['$initial' as const],
  },
  // MUI parts only lazy pages use, split by the set of pages that use them (entriesAware), so
  // that a lazy vendor group below cannot pull, e.g., TableRow into its chunk and so make every
  // page with a table download that vendor.
  // MUI parts that three or more lazy modules use (the signed-in frame among them: dialogs,
  // text fields, menus, tooltips): one chunk, fetched with the frame, so pages do not each carry
  // them. Not the Autocomplete (9 kB), which only the order entry and the contact forms draw: the
  // list, stock, the board and the home page do not download it.
  {
    name: 'mui-shared',
    test: (id: string) => muiPackages.test(id) && !/[\\/](use)?Autocomplete[\\/]/.test(id),
    priority: 39,
    minShareCount: 3,
  },
  { name: 'mui-lazy', test: muiPackages, priority: 38, entriesAware: true },
  // Whatever else the first screen loads (i18next, notistack…), before the lazy-only groups below
  // can pull a shared helper (e.g. use-sync-external-store) into their chunk and so into the first load.
  { name: 'vendor', test: /node_modules[\\/]/, priority: 35, tags: ['$initial' as const] },
  // MUI X's internals, which the date pickers use (kept apart from MUI so a page without a
  // date field never downloads them).
  {
    name: 'mui-x',
    test: pkg('@mui/x-internals', '@mui/x-license', '@base-ui', 'reselect'),
    priority: 31,
    entriesAware: true,
  },
  // The product list's headless table (TanStack Table and the store it is built on): a vendor
  // chunk of its own, cached across deploys of the page.
  {
    name: 'table',
    test: pkg(
      '@tanstack/react-table',
      '@tanstack/table-core',
      '@tanstack/react-store',
      '@tanstack/store',
    ),
    priority: 30,
  },
  { name: 'date-pickers', test: pkg('@mui/x-date-pickers', 'dayjs'), priority: 29 },
];

export default defineConfig({
  base,
  // React Compiler in annotation mode ('use memo' components only): scripts/reactCompilerPlugin.ts.
  plugins: [react(), reactCompiler(), sandboxPlugin(), bootScript()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    // Sized for a loaded 2-core machine (load average 8-11, e.g. the e2e build beside the unit
    // suite): limits only a hung test reaches, never waits (Vitest's defaults are 5 s and 10 s).
    // Testing Library's findBy/waitFor default (10 s) is set in src/test/setup.ts.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
