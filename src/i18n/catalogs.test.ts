import { describe, expect, it } from 'vitest';
import type { Catalog } from './i18n';
import { common } from './common';

/** Every feature keeps its strings in `src/features/<name>/i18n.ts` (and parts loaded apart in `i18n<Part>.ts`; a lazy part of the app in `src/app/<part>/i18n.ts`), exporting `catalog`. */
const featureCatalogs = import.meta.glob<{ catalog: Catalog }>(
  ['../features/*/i18n.ts', '../features/*/i18n[A-Z]*.ts', '../app/*/i18n.ts'],
  {
    eager: true,
  },
);

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object')
      for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const variables = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const all: [string, Catalog][] = [
  ['common', common],
  ...Object.entries(featureCatalogs).map(([path, mod]): [string, Catalog] => [path, mod.catalog]),
];

describe.each(all)('catalog %s', (_name, catalog) => {
  const en = flatten(catalog.en);
  const es = flatten(catalog.es);
  it('has the same keys in English and Spanish', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });
  it('uses the same interpolation variables in both languages', () => {
    for (const [key, text] of en)
      expect(variables(es.get(key) ?? ''), key).toEqual(variables(text));
  });
  it('has no empty strings', () => {
    for (const [key, text] of [...en, ...es]) expect(text.trim(), key).not.toBe('');
  });
});
