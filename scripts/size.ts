/**
 * `npm run size`: the gzip size of what a browser downloads, read from a production build's
 * manifest (`build.manifest: true` writes dist/.vite/manifest.json), checked against the
 * budgets in scripts/size-budget.json. Exit status 1 when a budget is exceeded.
 *
 *   first load of the key screen  index.html + the entry chunk + every chunk it imports statically
 *                                 (and their CSS), + the lazy modules the budget's `keyScreen`
 *                                 names (the key screen's own chunk, which src/app/bootStart.ts
 *                                 fetches beside the entry when no key is held): what the key
 *                                 screen (/login) needs before it shows. Printed beside it: the
 *                                 entry's part alone, what every cold load with a key held runs
 *   the signed-in frame           the lazy modules every page behind the key comes with (budget key
 *                                 `frame`: the router, the app bar, drawer, notifications,
 *                                 and the MUI parts most pages share), beyond the first load;
 *                                 budget `frameKb`
 *   the shared overlays           chunks named in the budget's `shared` (the `overlays` chunk of
 *                                 vite.config.ts: MUI's dialogs, menus, select, popovers), which
 *                                 pages load when they import one statically: counted once,
 *                                 budget `sharedKb`, and not again in each route; a route the
 *                                 budget's `withoutShared` names fails when it loads them (but those
 *                                 its `sharedAllowed` lists for it), and one
 *                                 `withoutOverlays` names when it loads `overlays`)
 *   each route's own chunks       a lazy route module + the chunks it imports statically that the
 *                                 first load, the signed-in frame and the shared chunks do not
 *                                 already hold: what opening that page adds
 *
 * Every route has the same budget (routeKb) unless the budget file lists a reasoned exception.
 * Sizes are gzip level 6 (what the shipped nginx config serves), kB = 1000 bytes.
 *
 *   npm run size                          dist/ against scripts/size-budget.json
 *   npm run size -- --dist /tmp/dist-x    another build
 *   npm run size -- --json                the figures as JSON (for tools)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  /** first load of the key screen, kB gzip */
  firstLoadKb: number;
  /**
   * Lazy modules (without extension) the key screen draws, fetched beside the entry when no key
   * is held (src/app/loginPageChunk.ts): counted in the key screen's first load, not as routes,
   * and not in what the pages behind the key load.
   */
  keyScreen?: string[];
  /** a route's own chunks, kB gzip */
  routeKb: number;
  /**
   * Known overruns, each with its own (higher) limit and the reason: "first load", or a route
   * module without extension ("src/features/products/ProductSearchPage"). CI fails past the
   * limit; the report keeps saying the target is not met.
   */
  exceptions?: Record<string, { limitKb: number; reason: string }>;
  /**
   * The lazy modules (without extension) that every page behind the key comes with (the router
   * and the layout pages render in): counted once, together, and not again in each route.
   */
  frame?: string[];
  /** the signed-in frame's limit, kB gzip (default: routeKb) */
  frameKb?: number;
  /**
   * Names of chunks (vite.config.ts's chunk groups) that several pages load with them when they
   * use them: counted once, together, and not again in each route.
   */
  shared?: string[];
  /** the shared chunks' limit, kB gzip (default: routeKb) */
  sharedKb?: number;
  /**
   * Route modules (without extension) whose first paint must not wait for the shared chunks
   * (the product list, stock): the report fails when one loads them with it.
   */
  withoutShared?: string[];
  /**
   * Shared chunks a route of `withoutShared` may load all the same, by route module: stock's
   * first paint draws `first-paint-parts` (what the pages share that the product list does not draw).
   */
  sharedAllowed?: Record<string, string[]>;
  /**
   * Route modules whose first paint must not wait for the shared chunk `overlays` (MUI's
   * dialogs, menus, popovers: the order entry draws its Autocompletes after it has painted).
   */
  withoutOverlays?: string[];
}

export interface SizedFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteSize {
  /** the route module, e.g. src/features/products/ProductSearchPage.tsx */
  module: string;
  /** the route paths that load it, from src/app/routes.tsx (empty for lazy modules that are not routes) */
  paths: string[];
  /** for a lazy part of a page: the modules that load it (what it adds is counted beyond them) */
  loadedBy: string[];
  /** the shared chunks it loads too (counted with the shared chunks, not here) */
  shared: string[];
  /** the shared chunks the budget says it must not load (withoutShared, withoutOverlays) */
  mustNotLoad: string[];
  files: SizedFile[];
  gzip: number;
  /** the budget file's limit for a route */
  targetKb: number;
  /** what CI enforces: the target, or the limit of a listed exception */
  budgetKb: number;
}

export interface SizeReport {
  dist: string;
  firstLoad: {
    files: SizedFile[];
    gzip: number;
    targetKb: number;
    budgetKb: number;
    /** the entry's part alone (without `keyScreen`'s chunks): every cold load with a key held */
    entryGzip: number;
  };
  /** the signed-in frame beyond the first load, when the budget names one and the build has it */
  frame: {
    modules: string[];
    files: SizedFile[];
    gzip: number;
    targetKb: number;
    budgetKb: number;
  } | null;
  /** the shared chunks (the budget's `shared`) beyond the first load and the frame */
  shared: {
    names: string[];
    files: SizedFile[];
    gzip: number;
    targetKb: number;
    budgetKb: number;
  } | null;
  routes: RouteSize[];
  exceptions: NonNullable<Budget['exceptions']>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** Follows the static `imports` of the given manifest keys; returns every key reached (the given ones too). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) stack.push(next);
  }
  return seen;
}

/**
 * Maps route modules (src/…) to their route paths by reading the lazy imports of route files
 * under src/app (pageChunks.ts, routes.tsx, router.tsx): `path: 'x'` or `index: true` (the path "/").
 */
export function routePathsOf(routesSource: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // `path: 'products/:id', lazy: async () => ({ Component: (await import('../features/products/ProductPage')) … })`
  const re =
    /(?:path:\s*'([^']*)'|index:\s*true)(?:(?!path:|index:)[\s\S])*?import\(\s*'(\.\.?)\/([^']+)'\s*\)/g;
  for (const m of routesSource.matchAll(re)) {
    const path = m[1] ?? '';
    const from = m[2] === '.' ? 'src/app/' : 'src/';
    const module = `${from}${m[3] ?? ''}`.replace(/\.tsx?$/, '');
    const list = out.get(module) ?? [];
    list.push(`/${path}`);
    out.set(module, list);
  }
  return out;
}

export function measure(dist: string, budget: Budget, routesSource = ''): SizeReport {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} not found: build first (npm run build; vite.config.ts keeps build.manifest on)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, SizedFile>();
  const sized = (file: string): SizedFile => {
    const known = cache.get(file);
    if (known) return known;
    const content = readFileSync(join(dist, file));
    const entry = { file, bytes: content.length, gzip: gzipSync(content, { level: 6 }).length };
    cache.set(file, entry);
    return entry;
  };
  const filesOf = (keys: Iterable<string>): string[] => {
    const files: string[] = [];
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.push(chunk.file, ...(chunk.css ?? []));
    }
    return files;
  };
  const sum = (files: SizedFile[]): number => files.reduce((total, f) => total + f.gzip, 0);

  const entries = Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error(`${manifestFile} has no entry chunk`);
  const first = staticClosure(manifest, entries);
  const entryFiles = ['index.html', ...new Set(filesOf(first))]
    .filter((f) => existsSync(join(dist, f)))
    .map(sized);
  const moduleOf = (key: string, chunk: ManifestChunk) => (chunk.src ?? key).replace(/\.tsx?$/, '');
  const keyScreenEntries = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && (budget.keyScreen ?? []).includes(moduleOf(k, c)))
    .map(([k]) => k);
  const keyScreenKeys = [...staticClosure(manifest, keyScreenEntries)].filter((k) => !first.has(k));
  const firstFiles = [
    ...entryFiles,
    ...[...new Set(filesOf(keyScreenKeys))]
      .filter((f) => !entryFiles.some((e) => e.file === f))
      .map(sized),
  ];

  const paths = routePathsOf(routesSource);
  const frameEntries = Object.entries(manifest)
    .filter(
      ([k, c]) =>
        c.isDynamicEntry && (budget.frame ?? []).includes((c.src ?? k).replace(/\.tsx?$/, '')),
    )
    .map(([k]) => k);
  const frameKeys = staticClosure(manifest, frameEntries);
  const frameFiles = [...new Set(filesOf([...frameKeys].filter((k) => !first.has(k))))].map(sized);
  const sharedNames = budget.shared ?? [];
  const sharedKeys = new Set(
    Object.entries(manifest)
      .filter(
        ([k, c]) =>
          !c.isDynamicEntry &&
          c.name !== undefined &&
          sharedNames.includes(c.name) &&
          !first.has(k) &&
          !frameKeys.has(k),
      )
      .map(([k]) => k),
  );
  const sharedFiles = [...new Set(filesOf(sharedKeys))].map(sized);
  const held = (k: string) => first.has(k) || frameKeys.has(k) || sharedKeys.has(k);
  const routes: RouteSize[] = Object.entries(manifest)
    .filter(
      ([k, c]) => c.isDynamicEntry && !frameEntries.includes(k) && !keyScreenEntries.includes(k),
    )
    .map(([key, chunk]) => {
      // A lazy part of a page (e.g. a date picker loaded when shown) counts beyond that page.
      const importers = Object.entries(manifest)
        .filter(([k, c]) => !held(k) && (c.dynamicImports ?? []).includes(key))
        .map(([k]) => k);
      const parents = staticClosure(manifest, importers);
      const closure = staticClosure(manifest, [key]);
      const own = [...closure].filter((k) => !held(k) && !parents.has(k));
      const shared = [...closure]
        .filter((k) => sharedKeys.has(k) && !parents.has(k))
        .map((k) => manifest[k]?.name ?? k);
      const files = [...new Set(filesOf(own))].map(sized);
      const module = chunk.src ?? key;
      const loadedBy = importers.map((k) => manifest[k]?.src ?? k);
      const limit = budget.exceptions?.[module.replace(/\.tsx?$/, '')]?.limitKb;
      return {
        module,
        paths: paths.get(module.replace(/\.tsx?$/, '')) ?? [],
        loadedBy,
        shared,
        mustNotLoad: (budget.withoutShared ?? []).includes(module.replace(/\.tsx?$/, ''))
          ? (budget.shared ?? []).filter(
              (name) =>
                !(budget.sharedAllowed?.[module.replace(/\.tsx?$/, '')] ?? []).includes(name),
            )
          : (budget.withoutOverlays ?? []).includes(module.replace(/\.tsx?$/, ''))
            ? ['overlays']
            : [],
        files,
        gzip: sum(files),
        targetKb: budget.routeKb,
        budgetKb: limit ?? budget.routeKb,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const firstLimit = budget.exceptions?.['first load']?.limitKb;
  return {
    dist,
    firstLoad: {
      files: firstFiles,
      gzip: sum(firstFiles),
      targetKb: budget.firstLoadKb,
      budgetKb: firstLimit ?? budget.firstLoadKb,
      entryGzip: sum(entryFiles),
    },
    frame:
      frameEntries.length === 0
        ? null
        : {
            modules: frameEntries.map((k) => manifest[k]?.src ?? k),
            files: frameFiles,
            gzip: sum(frameFiles),
            targetKb: budget.frameKb ?? budget.routeKb,
            budgetKb: budget.exceptions?.['frame']?.limitKb ?? budget.frameKb ?? budget.routeKb,
          },
    shared:
      sharedKeys.size === 0
        ? null
        : {
            names: [...sharedKeys].map((k) => manifest[k]?.name ?? k),
            files: sharedFiles,
            gzip: sum(sharedFiles),
            targetKb: budget.sharedKb ?? budget.routeKb,
            budgetKb: budget.exceptions?.['shared']?.limitKb ?? budget.sharedKb ?? budget.routeKb,
          },
    routes,
    exceptions: budget.exceptions ?? {},
  };
}

/** The lines of the printed report, and whether every figure is within its budget. */
export function describe(report: SizeReport): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  let ok = true;
  const overTarget: string[] = [];
  const verdict = (what: string, gzip: number, targetKb: number, budgetKb: number): string => {
    if (gzip > budgetKb * 1000) {
      ok = false;
      return `OVER BUDGET by ${kb(gzip - budgetKb * 1000)} kB`;
    }
    if (gzip > targetKb * 1000) {
      overTarget.push(what);
      return `over the ${targetKb} kB target (known exception, limit ${budgetKb} kB)`;
    }
    return 'ok';
  };
  lines.push(`Size report of ${report.dist} (gzip level 6, kB = 1000 bytes)`);
  lines.push('');
  const f = report.firstLoad;
  lines.push(
    `first load of the key screen: ${kb(f.gzip)} kB  ${verdict('first load', f.gzip, f.targetKb, f.budgetKb)}`,
  );
  for (const file of [...f.files].sort((a, b) => b.gzip - a.gzip)) {
    lines.push(`    ${kb(file.gzip).padStart(7)} kB  ${file.file} (${kb(file.bytes)} kB raw)`);
  }
  if (f.entryGzip !== f.gzip)
    lines.push(
      `  of which the entry's part, every cold load with a key held (without the key screen's own chunks): ${kb(f.entryGzip)} kB`,
    );
  const fr = report.frame;
  if (fr) {
    lines.push('');
    lines.push(
      `the signed-in frame, ${fr.modules.join(' + ')} (every page behind the key; beyond the first load): ${kb(fr.gzip)} kB  ${verdict('frame', fr.gzip, fr.targetKb, fr.budgetKb)}`,
    );
    for (const file of [...fr.files].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`    ${kb(file.gzip).padStart(7)} kB  ${file.file}`);
    }
  }
  const sh = report.shared;
  if (sh) {
    lines.push('');
    lines.push(
      `the shared chunks ${sh.names.join(' + ')} (loaded by the pages that use them; beyond the first load and the frame): ${kb(sh.gzip)} kB  ${verdict('shared', sh.gzip, sh.targetKb, sh.budgetKb)}`,
    );
    for (const file of [...sh.files].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`    ${kb(file.gzip).padStart(7)} kB  ${file.file}`);
    }
  }
  lines.push('');
  lines.push(
    fr
      ? `each route: what opening it adds to the first load and the signed-in frame${sh ? ' (and to the shared chunks it names)' : ''}`
      : 'each route: what opening it adds to the first load',
  );
  for (const r of report.routes) {
    const label =
      r.paths.length > 0
        ? r.paths.join(', ')
        : r.loadedBy.length > 0
          ? `(lazy part of ${r.loadedBy.join(', ')})`
          : '(lazy module)';
    const status = verdict(r.module, r.gzip, r.targetKb, r.budgetKb);
    const with_ = r.shared.length > 0 ? ` (+ ${r.shared.join(', ')})` : '';
    const waits = r.shared.filter((name) => r.mustNotLoad.includes(name));
    if (waits.length > 0) ok = false;
    lines.push(
      `  ${label} — ${r.module}${with_}: ${kb(r.gzip)} kB  ${status}${waits.length > 0 ? `; LOADS ${waits.join(', ')}, which its first paint must not wait for` : ''}`,
    );
    for (const file of [...r.files].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`    ${kb(file.gzip).padStart(7)} kB  ${file.file}`);
    }
  }
  if (overTarget.length > 0) {
    lines.push('');
    lines.push('Known exceptions (scripts/size-budget.json), still to bring down to the target:');
    for (const what of overTarget) {
      const key = what === 'first load' ? what : what.replace(/\.tsx?$/, '');
      lines.push(`  ${what}: ${report.exceptions[key]?.reason ?? ''}`);
    }
  }
  return { lines, ok };
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const dist = option('--dist') ?? 'dist';
  const budgetFile = option('--budget') ?? join(root, 'scripts', 'size-budget.json');
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
  const routesSource = ['pageChunks.ts', 'routes.tsx', 'router.tsx']
    .map((f) => join(root, 'src', 'app', f))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const report = measure(dist, budget, routesSource);
  const { lines, ok } = describe(report);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...report, ok }, null, 2));
  } else {
    for (const line of lines) console.log(line);
    console.log('');
    console.log(
      ok
        ? `Every figure is within the limits of ${relative(process.cwd(), budgetFile)}${
            report.firstLoad.gzip > report.firstLoad.targetKb * 1000 ||
            report.routes.some((r) => r.gzip > r.targetKb * 1000) ||
            (report.frame !== null && report.frame.gzip > report.frame.targetKb * 1000) ||
            (report.shared !== null && report.shared.gzip > report.shared.targetKb * 1000)
              ? ', some only thanks to the known exceptions above'
              : ''
          }.`
        : `Over budget (${relative(process.cwd(), budgetFile)}): make the page load less, or lazy-load what it does not show at once.`,
    );
  }
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    console.error(`size: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
