import { describe, expect, it } from 'vitest';
import { causalWaves, dependentWaves } from './waterfall.ts';
import type { Fetch } from './waterfall.ts';

const f = (url: string, start: number, end: number, kind: Fetch['kind'] = 'file'): Fetch => ({
  url,
  kind,
  start,
  end,
  bytes: 100,
});

describe('dependentWaves', () => {
  it('counts HTML -> bundle -> API call as 2 waves and lists the chain', () => {
    const doc = f('/products', 0, 20, 'document');
    const bundle = f('/assets/index.js', 25, 90);
    const api = f('/v1/products/search', 120, 150, 'api');
    const w = dependentWaves([api, bundle, doc]);
    expect(w.waves).toBe(2);
    expect(w.chain.map((x) => x.url)).toEqual([
      '/products',
      '/assets/index.js',
      '/v1/products/search',
    ]);
  });

  it('keeps parallel fetches in one wave and follows the one that finished last', () => {
    const doc = f('/', 0, 10, 'document');
    const a = f('/a.js', 12, 50);
    const b = f('/b.js', 12, 80); // started with a, finished later
    const c = f('/c.js', 85, 100); // after both
    const early = f('/d.js', 60, 70); // after a only
    const w = dependentWaves([doc, a, b, c, early]);
    expect(w.waveOf.get(a)).toBe(1);
    expect(w.waveOf.get(b)).toBe(1);
    expect(w.waveOf.get(early)).toBe(2);
    expect(w.waveOf.get(c)).toBe(3); // after d, which came after a
    expect(w.chain.map((x) => x.url)).toEqual(['/', '/a.js', '/d.js', '/c.js']);
  });

  it('puts a fetch that starts while the document still streams in wave 1', () => {
    const doc = f('/', 0, 40, 'document');
    const preload = f('/x.js', 30, 60);
    const w = dependentWaves([doc, preload]);
    expect(w.waves).toBe(1);
    expect(w.chain).toEqual([doc, preload]);
  });

  it('is 0 waves with the document alone', () => {
    const doc = f('/', 0, 5, 'document');
    expect(dependentWaves([doc]).waves).toBe(0);
    expect(dependentWaves([]).waves).toBe(0);
  });
});

describe('causalWaves', () => {
  const by = (fetch: Fetch, type: string, ...urls: string[]): Fetch => ({
    ...fetch,
    initiator: { type, urls },
  });

  it('puts a request that waited for a busy main thread one wave after the script that sent it', () => {
    const doc = f('/products', 0, 5, 'document');
    const entry = by(f('/assets/index.js', 10, 60), 'parser', '/products');
    const boot = by(f('/assets/boot.js', 10, 40), 'parser', '/products');
    // chunks a script asked for early (no stack kept): after the files done by then
    const page = by(f('/assets/Page.js', 70, 75), 'script');
    const table = by(f('/assets/table.js', 72, 120), 'script');
    // the search, sent by the entry's code once it had run: after table.js had finished
    const search = by(f('/v1/products/search', 200, 240, 'api'), 'script', '/assets/index.js');
    const timing = dependentWaves([doc, entry, boot, page, table, search]);
    expect(timing.waves).toBe(3); // search "after" table.js, which came after index.js
    const w = causalWaves([doc, entry, boot, page, table, search]);
    expect(w.waveOf.get(page)).toBe(2);
    expect(w.waveOf.get(table)).toBe(2);
    expect(w.waveOf.get(search)).toBe(2);
    expect(w.waves).toBe(2);
    expect(w.chain.map((x) => x.url)).toEqual([
      '/products',
      '/assets/index.js',
      '/v1/products/search',
    ]);
  });

  it('follows a chain of discoveries: a chunk found only once the chunk before it ran', () => {
    const doc = f('/', 0, 5, 'document');
    const entry = by(f('/index.js', 6, 30), 'parser', '/');
    const route = by(f('/Route.js', 40, 60), 'script', '/index.js');
    const grid = by(f('/grid.js', 70, 90), 'script', '/Route.js');
    const api = by(f('/v1/x', 95, 99, 'api'), 'script', '/grid.js', '/index.js');
    const w = causalWaves([api, grid, route, entry, doc]);
    expect(w.waves).toBe(4);
    expect(w.chain.map((x) => x.url)).toEqual(['/', '/index.js', '/Route.js', '/grid.js', '/v1/x']);
  });

  it('falls back to timing among files only when the browser names no initiator', () => {
    const doc = f('/', 0, 5, 'document');
    const health = f('/health', 6, 10, 'api');
    const lazy = f('/lazy.js', 20, 30); // no initiator recorded
    const w = causalWaves([doc, health, lazy]);
    expect(w.waveOf.get(lazy)).toBe(1);
  });

  it('keeps a batch of preloads asked for in one task in one wave, though a tiny one finished early', () => {
    const doc = f('/', 0, 5, 'document');
    const boot = by(f('/boot.js', 6, 30), 'parser', '/');
    const frame = by(f('/Frame.js', 40, 43), 'script'); // tiny: done before its siblings start
    const shared = by(f('/shared.js', 41, 90), 'script');
    const small = by(f('/small.js', 45, 47), 'script');
    const late = by(f('/late.js', 49, 60), 'script'); // 4 ms after the one before: same batch
    const discovered = by(f('/grid.js', 100, 120), 'script'); // a new task, after the batch
    const w = causalWaves([doc, boot, frame, shared, small, late, discovered]);
    expect([frame, shared, small, late].map((x) => w.waveOf.get(x))).toEqual([2, 2, 2, 2]);
    expect(w.waveOf.get(discovered)).toBe(3);
    expect(dependentWaves([doc, boot, frame, shared, small, late]).waves).toBe(4); // by timing
  });
});
