import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describe as describeReport, measure, routePathsOf } from './size.ts';

const budget = { firstLoadKb: 1, routeKb: 1 };

/** Incompressible text of about n bytes, so gzip sizes are predictable enough. */
function noise(n: number, seed: number): string {
  let x = seed;
  let out = '';
  while (out.length < n) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(36);
  }
  return out.slice(0, n);
}

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-test-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': '<div id="root"></div>',
    'assets/index.js': noise(300, 1),
    'assets/react.js': noise(300, 2),
    'assets/Grid.js': noise(700, 3),
    'assets/Form.js': noise(3000, 4),
    'assets/shared.js': noise(200, 5),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/features/a/GridPage.tsx', 'src/features/b/FormPage.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
      'src/features/a/GridPage.tsx': {
        file: 'assets/Grid.js',
        src: 'src/features/a/GridPage.tsx',
        isDynamicEntry: true,
        imports: ['_shared.js', 'index.html'],
      },
      'src/features/b/FormPage.tsx': {
        file: 'assets/Form.js',
        src: 'src/features/b/FormPage.tsx',
        isDynamicEntry: true,
        imports: ['_react.js'],
      },
    }),
  );
  return dist;
}

describe('scripts/size', () => {
  it('maps lazy route modules to their paths', () => {
    const source = `{ path: 'a', lazy: async () => ({ Component: (await import('../features/a/GridPage')).GridPage }) },
      { path: 'a/:id', lazy: async () => ({ Component: (await import('../features/a/GridPage')).GridPage }) },`;
    expect(routePathsOf(source).get('src/features/a/GridPage')).toEqual(['/a', '/a/:id']);
  });

  it('maps the index route of src/app/router.tsx to "/"', () => {
    const source = `{ path: '/login', element: <RoutedLoginPage /> },
      { index: true, lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },`;
    expect(routePathsOf(source).get('src/app/HomePage')).toEqual(['/']); // not /login's
    expect(routePathsOf(source).size).toBe(1);
  });

  it('counts the signed-in frame once, with its own limit, and not again in the routes', () => {
    const dist = fakeBuild();
    const manifestFile = join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { dynamicImports?: string[] }
    >;
    writeFileSync(join(dist, 'assets', 'Shell.js'), noise(400, 6));
    manifest['index.html']?.dynamicImports?.push('src/app/Shell.tsx');
    manifest['src/app/Shell.tsx'] = {
      file: 'assets/Shell.js',
      src: 'src/app/Shell.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js'],
    } as never;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const report = measure(dist, { ...budget, frame: ['src/app/Shell'], frameKb: 3 });
    expect(report.frame?.modules).toEqual(['src/app/Shell.tsx']);
    expect(report.frame?.files.map((f) => f.file).sort()).toEqual([
      'assets/Shell.js',
      'assets/shared.js',
    ]);
    expect(report.frame?.budgetKb).toBe(3);
    expect(report.routes.map((r) => r.module)).not.toContain('src/app/Shell.tsx');
    const grid = report.routes.find((r) => r.module === 'src/features/a/GridPage.tsx');
    expect(grid?.files.map((f) => f.file)).toEqual(['assets/Grid.js']); // shared.js came with the frame
    expect(describeReport(report).lines.join('\n')).toMatch(
      /the signed-in frame, src\/app\/Shell.tsx .*: [\d.]+ kB {2}ok/,
    );
  });

  it('counts the shared chunks once, names the routes that load them, and holds those that must not', () => {
    const dist = fakeBuild();
    const manifestFile = join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, object>;
    manifest['_shared.js'] = { ...manifest['_shared.js'], name: 'overlays' };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const shared = { ...budget, routeKb: 5, shared: ['overlays'], sharedKb: 2 };
    const report = measure(dist, shared);
    expect(report.shared?.files.map((f) => f.file)).toEqual(['assets/shared.js']);
    expect(report.shared?.budgetKb).toBe(2);
    const grid = report.routes.find((r) => r.module === 'src/features/a/GridPage.tsx');
    expect(grid?.files.map((f) => f.file)).toEqual(['assets/Grid.js']);
    expect(grid?.shared).toEqual(['overlays']);
    const form = report.routes.find((r) => r.module === 'src/features/b/FormPage.tsx');
    expect(form?.shared).toEqual([]);
    expect(describeReport(report).ok).toBe(true);
    expect(describeReport(report).lines.join('\n')).toMatch(/GridPage.tsx \(\+ overlays\): /);

    const held = describeReport(
      measure(dist, {
        ...shared,
        withoutShared: ['src/features/a/GridPage', 'src/features/b/FormPage'],
      }),
    );
    expect(held.ok).toBe(false);
    expect(held.lines.join('\n')).toMatch(
      /GridPage.tsx .*LOADS overlays, which its first paint must not wait for/,
    );
    expect(held.lines.join('\n')).not.toMatch(/FormPage.tsx .*LOADS/);

    // sharedAllowed lets one such route load a named shared chunk all the same
    const allowed = {
      ...shared,
      withoutShared: ['src/features/a/GridPage'],
      sharedAllowed: { 'src/features/a/GridPage': ['overlays'] },
    };
    expect(describeReport(measure(dist, allowed)).ok).toBe(true);

    // withoutOverlays holds a route to that one shared chunk
    const noOverlays = { ...shared, withoutOverlays: ['src/features/a/GridPage'] };
    expect(describeReport(measure(dist, noOverlays)).ok).toBe(false);
    const otherName = { ...shared, shared: ['parts'] };
    manifest['_shared.js'] = { ...manifest['_shared.js'], name: 'parts' };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(
      describeReport(measure(dist, { ...otherName, withoutOverlays: ['src/features/a/GridPage'] }))
        .ok,
    ).toBe(true);
  });

  it('counts the first load and what each route adds, each against the route budget', () => {
    const report = measure(
      fakeBuild(),
      budget,
      `path: 'grid', lazy: () => import('../features/a/GridPage')`,
    );
    expect(report.firstLoad.files.map((f) => f.file).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'index.html',
    ]);
    const grid = report.routes.find((r) => r.module === 'src/features/a/GridPage.tsx');
    expect(grid?.files.map((f) => f.file).sort()).toEqual(['assets/Grid.js', 'assets/shared.js']);
    expect(grid?.budgetKb).toBe(1);
    expect(grid?.paths).toEqual(['/grid']);
    const form = report.routes.find((r) => r.module === 'src/features/b/FormPage.tsx');
    expect(form?.files.map((f) => f.file)).toEqual(['assets/Form.js']); // react is in the first load
    const { ok, lines } = describeReport(report);
    expect(ok).toBe(false); // ~2 kB of incompressible text against a 1 kB budget
    expect(lines.join('\n')).toMatch(/FormPage.tsx: [\d.]+ kB {2}OVER BUDGET by/);
  });

  it("counts the key screen's own lazy chunk in its first load, and not as a route", () => {
    const report = measure(fakeBuild(), { ...budget, keyScreen: ['src/features/a/GridPage'] });
    expect(report.firstLoad.files.map((f) => f.file).sort()).toEqual([
      'assets/Grid.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'index.html',
    ]);
    const grid = (name: string) => report.firstLoad.files.find((f) => f.file === name)?.gzip ?? 0;
    expect(report.firstLoad.entryGzip).toBe(
      report.firstLoad.gzip - grid('assets/Grid.js') - grid('assets/shared.js'),
    );
    expect(report.routes.map((r) => r.module)).not.toContain('src/features/a/GridPage.tsx');
    expect(describeReport(report).lines.join('\n')).toMatch(
      /of which the entry's part, every cold load with a key held .*: [\d.]+ kB/,
    );
  });

  it('lets a listed exception pass up to its own limit, and keeps saying the target is missed', () => {
    const withException = {
      ...budget,
      exceptions: { 'src/features/b/FormPage': { limitKb: 5, reason: 'forms are big for now' } },
    };
    const { ok, lines } = describeReport(measure(fakeBuild(), withException));
    expect(ok).toBe(true);
    const text = lines.join('\n');
    expect(text).toMatch(
      /FormPage.tsx: [\d.]+ kB {2}over the 1 kB target \(known exception, limit 5 kB\)/,
    );
    expect(text).toContain('src/features/b/FormPage.tsx: forms are big for now');
  });

  it('says clearly when there is no build', () => {
    expect(() => measure(join(tmpdir(), 'no-such-build'), budget)).toThrow(/build first/);
  });
});
