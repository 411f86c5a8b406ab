/// <reference types="vitest/config" />
import { resolve as resolvePath } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScript } from './scripts/bootScriptPlugin.ts';
import { firstLoadPreload } from './scripts/firstLoadPreload.ts';
import { precompress } from './scripts/precompressPlugin.ts';
import { reactCompiler } from './scripts/reactCompilerPlugin.ts';
import { reactRouterProduction } from './scripts/reactRouterProductionPlugin.ts';
import { sandboxPlugin } from './sandbox/vitePlugin.ts';
import sizeBudget from './scripts/size-budget.json' with { type: 'json' };

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

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * Every module `from` imports at any depth (itself included): statically, or also through
 * dynamic imports when `dynamic` is set.
 */
function reached(graph: ModuleGraph, from: string, dynamic = false): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    const next = dynamic
      ? [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]
      : (info?.importedIds ?? []);
    for (const n of next)
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return seen;
}

const ENTRY_MODULE = resolvePath('src/main.tsx');
const FRAME_MODULE = resolvePath('src/app/RoutedApp.tsx');
/** The key screen: a lazy chunk (src/app/loginPageChunk.ts), see firstScreen. */
const LOGIN_MODULE = resolvePath('src/app/LoginPage.tsx');
/** The module whose dynamic imports are the pages (the routes' chunks). */
const PAGES_MODULE = resolvePath('src/app/pageChunks.ts');
/** The pages a cold load must paint without the shared chunks (scripts/size-budget.json). */
const FIRST_PAINT_PAGES = new Set(
  sizeBudget.withoutShared.map((page) => resolvePath(`${page}.tsx`)),
);
/** The first of them, the product list: the cold load the frame is shaped for (issue #15). */
const LIST_PAGE = resolvePath(`${sizeBudget.withoutShared[0] ?? ''}.tsx`);
/** The second, stock. */
const STOCK_PAGE = resolvePath(`${sizeBudget.withoutShared[1] ?? ''}.tsx`);
/** The order entry: the third page a cold load paints first (issue #15's Lighthouse list). */
const ORDER_ENTRY_PAGE = resolvePath(`${sizeBudget.withoutOverlays[0] ?? ''}.tsx`);
/**
 * MUI parts as many lazy modules use as this go with the frame or the overlays; the pages' parts
 * shared by two or more, with `parts` (see sharedParts).
 */
const FRAME_MUI_SHARE = 3;
const PARTS_MUI_SHARE = 2;
const isIcon = (id: string) => /[\\/]@mui[\\/]icons-material[\\/]/.test(id);
const isAutocomplete = (id: string) => /[\\/](use)?Autocomplete[\\/]/.test(id);
/** The console's own MUI TextField (MUI's parts without its Select), which most pages draw. */
const FRAME_UI = new Set([resolvePath('src/ui/TextField.tsx')]);
/**
 * MUI's overlays: what opens over a page (MUI's TextField, whose Select is one, imports them).
 * Not their class-name lists (`selectClasses`), which the inputs import too.
 */
const isOverlay = (id: string) =>
  /[\\/]@mui[\\/]material[\\/](Modal|Popover|Popper|Select|Menu|Dialog|Drawer|Tooltip)[\\/](?!\w*Classes\.mjs$)/.test(
    id,
  );

interface SharedParts {
  /** The signed-in frame's chunk. */
  frame: Set<string>;
  /** The MUI parts the other pages share and draw outside an overlay. */
  parts: Set<string>;
  /** MUI's overlays and what uses them, shared by the pages behind the key. */
  overlays: Set<string>;
  /** What the other first-paint pages (stock) share with other pages and the list does not draw. */
  firstPaintParts: Set<string>;
}

/**
 * The signed-in frame's chunk: what src/app/RoutedApp.tsx imports statically, and the MUI parts
 * three or more lazy modules use (text fields, tables, lists; src/ui/TextField.tsx with them),
 * but nothing the first screen loads. RoutedApp itself stays the lazy chunk main.tsx imports (which imports this one).
 * Every page behind the key is drawn inside the frame, so a page never loads without it: one
 * chunk costs a page no byte more than the ~15 small chunks (0.2-3 kB each) automatic chunking
 * made of the frame's parts (split by which lazy modules also use them), and saves it as many
 * requests, each a round trip on a mobile connection (six at a time over HTTP/1.1). Not the
 * Autocomplete (9 kB), which only the order entry and the contact forms draw.
 *
 * Only what the first-paint pages (FIRST_PAINT_PAGES: the product list, stock) draw goes with the
 * frame: the MUI parts the other pages draw outside an overlay (chips, dividers, toggle groups,
 * the parts of two or more pages) are a chunk of their own, `parts`, so that the list's cold load
 * does not carry them (~8 kB gzip).
 *
 * The shared parts that are or import an overlay (dialogs, menus, MUI's select, popovers,
 * tooltips, the phone's drawer), and those only they use (Popper.js, the focus trap, the
 * transitions), ~25 kB gzip, are a chunk of their own, `overlays`: a page draws them only when
 * something opens, and the frame and the pages a first paint draws (the product list, stock, the
 * order entry) import them lazily, so a cold load of those does not download them before it. A
 * page that imports one statically (a form's MUI select) loads the one chunk with its own.
 *
 * What every first-paint page draws (their common ground: the error alert, the number helpers,
 * the worker pool, a persisted value) and the MUI icons a first-paint page shares with another
 * page go with the frame too: automatic chunking made each a chunk of its own of 0.2-3 kB, and
 * a cold load of the list fetched 26 files over six connections (HTTP/1.1). With them in the
 * frame it fetches 19, and its rows came ~5% sooner (docs/PERFORMANCE.md, 2026-11-25).
 */
function sharedParts(graph: ModuleGraph): SharedParts {
  const entry = reached(graph, ENTRY_MODULE);
  const all = reached(graph, ENTRY_MODULE, true);
  const lazyModules = new Set(
    [...all].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  );
  // The modules that are or import an overlay, found from the overlays up their importers.
  const importers = new Map<string, string[]>();
  for (const id of all)
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
      const list = importers.get(dep);
      if (list) list.push(id);
      else importers.set(dep, [id]);
    }
  const heavy = new Set([...all].filter(isOverlay));
  const queue = [...heavy];
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const up of importers.get(id) ?? [])
      if (!heavy.has(up)) {
        heavy.add(up);
        queue.push(up);
      }
  // How many lazy modules use a module, and what the pages use other than through an overlay.
  const shares = new Map<string, number>();
  for (const lazy of lazyModules)
    for (const id of reached(graph, lazy)) shares.set(id, (shares.get(id) ?? 0) + 1);
  // What the pages reach other than through an overlay: all of them, and the first-paint ones.
  const pageShares = new Set<string>();
  const firstPaintShares = new Set<string>();
  /** How many first-paint pages reach a module other than through an overlay. */
  const firstPaintReach = new Map<string, number>();
  /** What the product list reaches other than through an overlay. */
  const listShares = new Set<string>();
  for (const page of graph.getModuleInfo(PAGES_MODULE)?.dynamicallyImportedIds ?? []) {
    const firstPaint = FIRST_PAINT_PAGES.has(page);
    const seen = new Set<string>();
    const next = [page];
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (seen.has(id) || heavy.has(id)) continue;
      seen.add(id);
      pageShares.add(id);
      if (page === LIST_PAGE) listShares.add(id);
      if (firstPaint) {
        firstPaintShares.add(id);
        firstPaintReach.set(id, (firstPaintReach.get(id) ?? 0) + 1);
      }
      next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  // The key screen's own parts (those it shares with the frame or a first-paint page are in the
  // first load: firstScreen) stay out of the shared chunks, which import the frame: a first
  // visit's key screen would download the frame and the router with them.
  const { keyScreen } = firstScreenOf(graph);
  const shareable = (id: string) =>
    (muiPackages.test(id) || FRAME_UI.has(id)) &&
    !isAutocomplete(id) &&
    !entry.has(id) &&
    !keyScreen.has(id);
  const frame = new Set([...reached(graph, FRAME_MODULE)].filter((id) => !entry.has(id)));
  frame.delete(FRAME_MODULE);
  // Shared parts a first-paint page uses other than through an overlay go with the frame, those
  // only the other pages use so with `parts`, the rest (the overlays, what the dialogs and menus
  // drawn in them use) with the overlays.
  const parts = new Set<string>();
  const overlays = new Set<string>();
  const firstPaintParts = new Set<string>();
  // A first-paint page's shared part goes with the frame when the product list draws it too, else
  // (stock's scan, upload, copy and delete icons, MUI's Link: ~2.5 kB gzip) with
  // `first-paint-parts`, which the list's cold load does not fetch.
  const withFrame = (id: string) => (listShares.has(id) ? frame : firstPaintParts).add(id);
  const pages = new Set(graph.getModuleInfo(PAGES_MODULE)?.dynamicallyImportedIds ?? []);
  const commonGround = (id: string, count: number) =>
    !frame.has(id) &&
    !entry.has(id) &&
    !heavy.has(id) &&
    !pages.has(id) &&
    (firstPaintReach.get(id) === FIRST_PAINT_PAGES.size ||
      (count >= PARTS_MUI_SHARE && firstPaintShares.has(id) && isIcon(id)));
  // What stock and the order entry both draw that the list does not (the form helpers, money,
  // the idempotency key, the stock schemas: ~8 kB gzip) goes with `first-paint-parts` too, which
  // both load, rather than in as many chunks of 0.3-3.4 kB as the sets of pages sharing them: see
  // ordersKit for why a first paint wants few requests.
  const orderEntry = reached(graph, ORDER_ENTRY_PAGE);
  for (const id of reached(graph, STOCK_PAGE))
    if (
      orderEntry.has(id) &&
      !listShares.has(id) &&
      !entry.has(id) &&
      !frame.has(id) &&
      !heavy.has(id) &&
      !pages.has(id) &&
      !keyScreen.has(id)
    )
      firstPaintParts.add(id);
  for (const [id, count] of shares) {
    if (firstPaintParts.has(id)) continue;
    if (commonGround(id, count)) {
      withFrame(id);
      continue;
    }
    if (count < PARTS_MUI_SHARE || !shareable(id) || frame.has(id)) continue;
    if (!firstPaintShares.has(id) && pageShares.has(id)) parts.add(id);
    else if (count < FRAME_MUI_SHARE) continue;
    else if (firstPaintShares.has(id)) withFrame(id);
    else overlays.add(id);
  }
  return { frame, parts, overlays, firstPaintParts };
}

/**
 * What the first load (the `mui` and `app` chunks) holds: what the entry imports, and what the
 * key screen imports that the signed-in frame or a first-paint page imports too (MUI's input
 * and button, the language and theme menus). The key screen itself is a lazy chunk that a cold
 * load with a key held (the product list's) never loads; it keeps only what is its own (the
 * screen, its card and icons, the health summary: ~3.5 kB gzip). What it shares stays in the
 * first load rather than going with the frame (priority): a first visit's key screen does not
 * download the frame.
 */
function firstScreen(graph: ModuleGraph): Set<string> {
  const entry = reached(graph, ENTRY_MODULE);
  const signedIn = new Set([
    ...reached(graph, FRAME_MODULE),
    ...[...FIRST_PAINT_PAGES].flatMap((page) => [...reached(graph, page)]),
  ]);
  for (const id of reached(graph, LOGIN_MODULE)) if (signedIn.has(id)) entry.add(id);
  entry.delete(LOGIN_MODULE);
  return entry;
}

let firstScreenCache: { graph: ModuleGraph; first: Set<string>; keyScreen: Set<string> } | null =
  null;

/** The first load's modules (firstScreen) and the key screen's (what LoginPage reaches). */
function firstScreenOf(graph: ModuleGraph) {
  if (firstScreenCache?.graph !== graph)
    firstScreenCache = {
      graph,
      first: firstScreen(graph),
      keyScreen: reached(graph, LOGIN_MODULE),
    };
  return firstScreenCache;
}

/** A chunk of the first load (firstScreen): the modules of it that `test` matches. */
function firstScreenChunk(name: string, test: (id: string) => boolean) {
  return (id: string, graph: ModuleGraph): string | null =>
    test(id) && firstScreenOf(graph).first.has(id) ? name : null;
}

let sharedCache: { graph: ModuleGraph; parts: SharedParts } | null = null;

let kitCache: { graph: ModuleGraph; kit: Set<string> } | null = null;

/**
 * The order entry's `orders-kit`: what it shares with other pages but not with the list or stock
 * and that no group above takes (the contacts it knows, the order's and the contact's schemas,
 * the orders' API and strings, the server-error mapping, the draft: ~10.5 kB gzip). Not what
 * the list or stock use, their lazy parts included (the list's filter fields draw the number
 * field), so that neither ever loads the kit. Automatic chunking cut these into a chunk per set of pages sharing them: the order
 * entry's cold load fetched 24 files after the first load, 15 of them 1.3-3.2 kB.
 *
 * Lighthouse's simulation of a mobile load (HTTP/1.1, six connections) charges each request a
 * round trip, and divides the link's bandwidth between the requests in flight, the small ones
 * waiting for their round trip included: react-dom's 66 kB took 2.4 s of a 3.2 s LCP, at a sixth
 * of the link, while four connections fetched the small chunks one after another. With the kit
 * (and `first-paint-parts` holding what stock and the order entry share) the order entry fetches
 * 12 files after the first load, LCP 3.2 -> 2.9 s, score 89 -> 91-92 (docs/PERFORMANCE.md). The
 * other pages that use a part of the kit (the orders, the contacts, the product form, the board)
 * load all of it, a few kB they do not draw; the list and stock never load it.
 */
function ordersKit(graph: ModuleGraph): Set<string> {
  if (kitCache?.graph === graph) return kitCache.kit;
  const firstPaint = new Set(
    [...FIRST_PAINT_PAGES].flatMap((page) => [...reached(graph, page, true)]),
  );
  const otherPages = (graph.getModuleInfo(PAGES_MODULE)?.dynamicallyImportedIds ?? []).filter(
    (page) => page !== ORDER_ENTRY_PAGE,
  );
  const elsewhere = new Set(otherPages.flatMap((page) => [...reached(graph, page)]));
  const kit = new Set(
    [...reached(graph, ORDER_ENTRY_PAGE)].filter(
      (id) =>
        elsewhere.has(id) &&
        !firstPaint.has(id) &&
        // MUI's parts stay with mui-lazy. What a group above also matches (the first load, the
        // frame, the shared parts, react, the router, data, forms) goes to it, by priority.
        !muiPackages.test(id),
    ),
  );
  kitCache = { graph, kit };
  return kit;
}

function sharedChunk(part: keyof SharedParts, name: string = part) {
  return (id: string, graph: ModuleGraph): string | null => {
    if (sharedCache?.graph !== graph) sharedCache = { graph, parts: sharedParts(graph) };
    return sharedCache.parts[part].has(id) ? name : null;
  };
}

/**
 * Vendor chunks that change less often than the app (so a deploy keeps them cached), in
 * priority order: a group pulls in the dependencies of its modules that no higher group took,
 * hence react > router > data (query, zod) > forms > mui > mui-x > rest. Groups marked $initial
 * take only what the first screen loads; what only lazy pages use stays with those pages
 * (automatic chunking), so the key screen does not download, e.g., the Autocomplete only a form
 * page needs.
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
  // TanStack Query and zod, which the first screen loads both of (zod validates config, storage
  // and answers from the first screen on), as one chunk: two were one request more in the first
  // wave, over six connections (HTTP/1.1), and the list's rows came ~4% later (docs/PERFORMANCE.md).
  // zod's locales stay apart: see loadConfig.ts. The form library is only for the pages behind
  // the key (the key screen's one field does without it).
  {
    name: 'data',
    test: (id: string) =>
      pkg('@tanstack/react-query', '@tanstack/query-core').test(id) ||
      /node_modules[\\/]zod[\\/](?!v4[\\/]locales[\\/])/.test(id),
    priority: 50,
  },
  { name: 'forms', test: pkg('react-hook-form', '@hookform/resolvers'), priority: 45 },
  // MUI's parts of the first load (firstScreen: the entry's and those the key screen shares with
  // the pages behind the key).
  { name: firstScreenChunk('mui', (id) => muiPackages.test(id)), priority: 40 },
  // The first screen's own modules (src/, not main.tsx), so that the frame's group below, which
  // takes its modules' dependencies with it, cannot take them into the frame's chunk.
  {
    name: firstScreenChunk('app', (id) => /[\\/]src[\\/]/.test(id) && id !== ENTRY_MODULE),
    priority: 39.7,
  },
  // The signed-in frame's own modules, app and MUI alike, then the overlays the pages share (see
  // sharedParts).
  { name: sharedChunk('frame'), priority: 39.5 },
  // Before `parts` and `overlays`, which would otherwise take what its parts import (a group
  // takes its modules' dependencies): stock's first paint must not wait for them.
  { name: sharedChunk('firstPaintParts', 'first-paint-parts'), priority: 39.47 },
  { name: sharedChunk('parts'), priority: 39.45 },
  { name: sharedChunk('overlays'), priority: 39.4 },
  // The order entry's parts that other pages share (see ordersKit).
  {
    name: (id: string, graph: ModuleGraph): string | null =>
      ordersKit(graph).has(id) ? 'orders-kit' : null,
    priority: 39.3,
  },
  // MUI parts only lazy pages use, split by the set of pages that use them (entriesAware), so
  // that a lazy vendor group below cannot pull, e.g., TableRow into its chunk and so make every
  // page with a table download that vendor.
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

const preload = firstLoadPreload();

export default defineConfig({
  base,
  // React Compiler in annotation mode ('use memo' components only): scripts/reactCompilerPlugin.ts.
  plugins: [
    react(),
    reactCompiler(),
    reactRouterProduction(import.meta.dirname),
    sandboxPlugin(),
    bootScript(),
    preload.plugin,
    precompress(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
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
