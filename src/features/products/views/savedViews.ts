import { z } from 'zod/mini';
import { createPersistedStore } from '../../../lib/persistedStore';
import { toSearchParams } from '../searchParams';
import type { ProductSearchState } from '../searchParams';
import { columnPrefsSchema, completePrefs, samePrefs } from './columnPrefs';
import type { ColumnPrefs, StoredColumnPrefs } from './columnPrefs';

/*
 * Saved views of the product results: a name, the search as the URL holds it (query, filters,
 * sort and page size; not the page) and the columns and density. Kept per account in this
 * browser. Pure functions here; the store at the end.
 */

export const VIEW_NAME_MAX = 60;
/** At most this many views per account. */
export const VIEWS_MAX = 50;
const PARAMS_MAX = 4000;

export interface SavedView {
  id: string;
  name: string;
  /** The URL's query string of the search (canonical, without the page). */
  params: string;
  columns: StoredColumnPrefs;
}

export type ViewNameError = 'required' | 'tooLong' | 'duplicate' | 'tooMany';

const viewSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(VIEW_NAME_MAX)),
  params: z.string().check(z.maxLength(PARAMS_MAX)),
  columns: columnPrefsSchema,
});

/** The stored list: a malformed view drops only itself. */
export const savedViewsSchema = z.pipe(
  z.array(z.unknown()).check(z.maxLength(VIEWS_MAX * 2)),
  z.transform((items: unknown[]): SavedView[] => {
    const views: SavedView[] = [];
    for (const item of items) {
      const parsed = viewSchema.safeParse(item);
      if (parsed.success && parsed.data.name.trim() === parsed.data.name) views.push(parsed.data);
    }
    return views.slice(0, VIEWS_MAX);
  }),
);

/** The search part of a view: the URL's parameters of the state, without the page. */
export function viewParamsOf(state: ProductSearchState): string {
  return toSearchParams({ ...state, page: 1 }).toString();
}

const key = (name: string) => name.trim().toLocaleLowerCase();

/** Why `name` cannot name a view (another view than `exceptId` has it, ...), or null. */
export function viewNameError(
  name: string,
  views: readonly SavedView[],
  exceptId?: string,
): ViewNameError | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > VIEW_NAME_MAX) return 'tooLong';
  if (views.some((v) => v.id !== exceptId && key(v.name) === key(trimmed))) return 'duplicate';
  if (exceptId === undefined && views.length >= VIEWS_MAX) return 'tooMany';
  return null;
}

function storedColumns(prefs: ColumnPrefs): StoredColumnPrefs {
  return { visibility: { ...prefs.visibility }, order: [...prefs.order], density: prefs.density };
}

/** The list with a new view (at the end); unchanged when the name is not valid. */
export function addView(
  views: readonly SavedView[],
  view: { id: string; name: string; params: string; prefs: ColumnPrefs },
): SavedView[] {
  if (viewNameError(view.name, views) !== null) return [...views];
  return [
    ...views,
    {
      id: view.id,
      name: view.name.trim(),
      params: view.params,
      columns: storedColumns(view.prefs),
    },
  ];
}

/** The list with a view renamed; unchanged when the name is not valid. */
export function renameView(views: readonly SavedView[], id: string, name: string): SavedView[] {
  if (viewNameError(name, views, id) !== null) return [...views];
  return views.map((v) => (v.id === id ? { ...v, name: name.trim() } : v));
}

/** The list without a view, and what is needed to put it back (`restoreView`). */
export function deleteView(
  views: readonly SavedView[],
  id: string,
): { views: SavedView[]; removed: { view: SavedView; index: number } | null } {
  const index = views.findIndex((v) => v.id === id);
  const view = views[index];
  if (view === undefined) return { views: [...views], removed: null };
  return { views: views.filter((v) => v.id !== id), removed: { view, index } };
}

/** Puts a deleted view back where it was (unless its name was taken meanwhile). */
export function restoreView(
  views: readonly SavedView[],
  removed: { view: SavedView; index: number },
): SavedView[] {
  if (views.some((v) => v.id === removed.view.id)) return [...views];
  if (viewNameError(removed.view.name, views) !== null) return [...views];
  const next = [...views];
  next.splice(Math.min(removed.index, next.length), 0, removed.view);
  return next;
}

/** The complete column choice a view holds. */
export function viewPrefs(view: SavedView): ColumnPrefs {
  return completePrefs(view.columns);
}

/** The view that shows exactly this search and these columns, if any. */
export function matchingView(
  views: readonly SavedView[],
  params: string,
  prefs: ColumnPrefs,
): SavedView | null {
  return views.find((v) => v.params === params && samePrefs(viewPrefs(v), prefs)) ?? null;
}

export const savedViewsStore = createPersistedStore({
  name: 'products.views',
  schema: savedViewsSchema,
  version: 1,
  area: 'local',
});
