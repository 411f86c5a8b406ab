import { describe, expect, it } from 'vitest';
import { dependentWaves } from './waterfall.ts';
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
