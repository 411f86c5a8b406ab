import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devWarningsOff, reactRouterProductionEntry } from './reactRouterProductionPlugin.ts';

const root = resolve(import.meta.dirname, '..');

describe('reactRouterProductionEntry', () => {
  it("is the installed React Router's production build, with its development warnings off", () => {
    const entry = reactRouterProductionEntry(root);
    expect(entry).toMatch(/node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(devWarningsOff(entry)).toBe(true);
  });

  it('tells the development build, which the package exports name, from it', () => {
    const entry = reactRouterProductionEntry(root);
    const development = join(dirname(dirname(entry)), 'development', 'index.mjs');
    expect(readFileSync(development, 'utf8')).toMatch(/from "\.\//);
    expect(devWarningsOff(development)).toBe(false);
  });
});
