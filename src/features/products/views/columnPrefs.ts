import { z } from 'zod/mini';
import { createPersistedStore } from '../../../lib/persistedStore';
import { CATALOG_COLUMNS, COLUMN_SPECS, isCatalogColumn } from '../results/columnCatalog';
import type { CatalogColumnId } from '../results/columnCatalog';

/*
 * The person's choice of result columns and row density: which columns show, in what order,
 * how tall the rows are. Kept per account in this browser (local storage, checked by its schema
 * on every read); a column id the console no longer knows is dropped, one it has added since
 * takes its default place (at the end) and visibility.
 */

export type Density = 'compact' | 'standard' | 'comfortable';
export const DENSITIES: readonly Density[] = ['compact', 'standard', 'comfortable'];
export const DEFAULT_DENSITY: Density = 'standard';

/** Complete and checked: every catalog column once in `order`, a visibility for each. */
export interface ColumnPrefs {
  visibility: Record<CatalogColumnId, boolean>;
  order: CatalogColumnId[];
  density: Density;
}

/** What is stored (and what a saved view holds): only known ids survive the read. */
export interface StoredColumnPrefs {
  visibility: Partial<Record<CatalogColumnId, boolean>>;
  order: CatalogColumnId[];
  density: Density;
}

/** A column id list read from storage: at most a sane length, unknown ids dropped. */
const idList = z.pipe(
  z.array(z.string().check(z.maxLength(64))).check(z.maxLength(200)),
  z.transform((ids: string[]): CatalogColumnId[] => [...new Set(ids.filter(isCatalogColumn))]),
);
const visibilityMap = z.pipe(
  z.record(z.string().check(z.maxLength(64)), z.boolean()),
  z.transform((map: Record<string, boolean>) => {
    const known: Partial<Record<CatalogColumnId, boolean>> = {};
    for (const [id, shown] of Object.entries(map)) if (isCatalogColumn(id)) known[id] = shown;
    return known;
  }),
);

export const columnPrefsSchema = z.object({
  visibility: visibilityMap,
  order: idList,
  density: z.catch(z.enum(['compact', 'standard', 'comfortable']), DEFAULT_DENSITY),
});

export function defaultColumnPrefs(): ColumnPrefs {
  const visibility = {} as Record<CatalogColumnId, boolean>;
  for (const id of CATALOG_COLUMNS) visibility[id] = COLUMN_SPECS[id].defaultVisible;
  return { visibility, order: [...CATALOG_COLUMNS], density: DEFAULT_DENSITY };
}

/** The complete prefs of a stored (possibly partial or old) choice. */
export function completePrefs(stored: StoredColumnPrefs | null | undefined): ColumnPrefs {
  const base = defaultColumnPrefs();
  if (!stored) return base;
  const visibility = { ...base.visibility };
  for (const id of CATALOG_COLUMNS) {
    const chosen = stored.visibility[id];
    if (chosen !== undefined && COLUMN_SPECS[id].hideable) visibility[id] = chosen;
  }
  const known = stored.order.filter(isCatalogColumn);
  const order = [...new Set(known)];
  for (const id of CATALOG_COLUMNS) if (!order.includes(id)) order.push(id);
  return { visibility, order, density: stored.density };
}

/** The visible data columns, in order. */
export function visibleColumnsOf(prefs: ColumnPrefs): CatalogColumnId[] {
  return prefs.order.filter((id) => prefs.visibility[id]);
}

/** Two choices show the same table. */
export function samePrefs(a: ColumnPrefs, b: ColumnPrefs): boolean {
  return (
    a.density === b.density &&
    CATALOG_COLUMNS.every((id) => a.visibility[id] === b.visibility[id]) &&
    a.order.every((id, i) => b.order[i] === id)
  );
}

export function isDefaultPrefs(prefs: ColumnPrefs): boolean {
  return samePrefs(prefs, defaultColumnPrefs());
}

/** `prefs` with a column shown or hidden (the name always shows). */
export function withVisibility(
  prefs: ColumnPrefs,
  id: CatalogColumnId,
  shown: boolean,
): ColumnPrefs {
  if (!COLUMN_SPECS[id].hideable || prefs.visibility[id] === shown) return prefs;
  return { ...prefs, visibility: { ...prefs.visibility, [id]: shown } };
}

/** `prefs` with the column at `from` moved to `to` (indices in `order`, clamped). */
export function withMove(prefs: ColumnPrefs, from: number, to: number): ColumnPrefs {
  const last = prefs.order.length - 1;
  const target = Math.min(Math.max(0, to), last);
  if (from < 0 || from > last || from === target) return prefs;
  const order = [...prefs.order];
  const [moved] = order.splice(from, 1);
  if (moved === undefined) return prefs;
  order.splice(target, 0, moved);
  return { ...prefs, order };
}

export const columnPrefsStore = createPersistedStore({
  name: 'products.columns',
  schema: columnPrefsSchema,
  version: 1,
  area: 'local',
});
