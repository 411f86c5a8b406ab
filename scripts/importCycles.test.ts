import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cycleText,
  findCycles,
  importGraph,
  resolveModule,
  runtimeImports,
  sourceFiles,
} from './importCycles.ts';

const ROOT = resolve(import.meta.dirname, '..');

describe('runtimeImports', () => {
  it('keeps what stays at run time: imports, re-exports, side effects and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import b, { type B } from '../b';",
      "import './styles';",
      "export { c } from './c';",
      "export * from './d';",
      "const page = () => import('./page');",
      "import { useState } from 'react';",
    ].join('\n');
    expect(runtimeImports('x.tsx', text)).toEqual([
      './a',
      '../b',
      './styles',
      './c',
      './d',
      './page',
    ]);
  });

  it('leaves out what is erased: type-only imports and exports', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "export { type E } from './e';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual([]);
  });
});

describe('findCycles', () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it('finds none in a graph without one', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds each cycle once, as a shortest path back to where it starts', () => {
    const cycles = findCycles(
      graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'], g: ['a'] }),
    );
    // Each a path back to its start, through every module of its loop once.
    for (const cycle of cycles) expect(cycle[0]).toBe(cycle[cycle.length - 1]);
    expect(cycles.map((c) => c.slice(1).sort().join('')).sort()).toEqual(['abc', 'de', 'f']);
  });

  it('follows a long chain without running out of stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i += 1) edges[`m${i}`] = [`m${i + 1}`];
    edges.m20000 = ['m0'];
    const [cycle] = findCycles(graph(edges));
    expect(cycle).toHaveLength(20_002);
  });
});

describe('the modules on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves a specifier to its .ts, .tsx or index file, and nothing else', () => {
    mkdirSync(join(dir, 'feature'));
    writeFileSync(join(dir, 'feature', 'index.ts'), "export { Page } from './Page';\n");
    writeFileSync(join(dir, 'feature', 'Page.tsx'), "import { helper } from '../helper';\n");
    writeFileSync(join(dir, 'helper.ts'), "import type { X } from './feature';\n");
    writeFileSync(join(dir, 'data.json'), '{}');
    const from = join(dir, 'helper.ts');
    expect(resolveModule(from, './feature')).toBe(join(dir, 'feature', 'index.ts'));
    expect(resolveModule(from, './feature/Page')).toBe(join(dir, 'feature', 'Page.tsx'));
    expect(resolveModule(from, './helper.ts')).toBe(from);
    expect(resolveModule(from, './data.json')).toBeNull();
    expect(resolveModule(from, './missing')).toBeNull();
    // A type-only import back does not close the loop; a value import does.
    expect(findCycles(importGraph(sourceFiles(dir)))).toEqual([]);
    writeFileSync(join(dir, 'helper.ts'), "import { Page } from './feature';\n");
    expect(findCycles(importGraph(sourceFiles(dir))).map((c) => cycleText(c, dir))).toEqual([
      expect.stringMatching(/^(\S+)( -> \S+){3}$/),
    ]);
  });

  it('the console and the sandbox import each other in no cycle (ARCHITECTURE.md: zero)', () => {
    const files = sourceFiles(join(ROOT, 'src'), join(ROOT, 'sandbox'));
    expect(files.length).toBeGreaterThan(300);
    const cycles = findCycles(importGraph(files)).map((c) => cycleText(c, ROOT));
    expect(cycles).toEqual([]);
  });
});
