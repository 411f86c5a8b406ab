import { useCallback, useMemo } from 'react';
import { usePersistedValue } from '../../../hooks/usePersistedValue';
import { useScope } from '../../../session/SessionContext';
import type { CatalogColumnId } from '../results/columnCatalog';
import { columnPrefsStore, completePrefs, isDefaultPrefs, visibleColumnsOf } from './columnPrefs';
import type { ColumnPrefs, Density } from './columnPrefs';

export interface ResultColumns {
  /** Every catalog column's visibility (the name's is always true). */
  visibility: Record<CatalogColumnId, boolean>;
  /** Every catalog column, in the chosen order. */
  order: CatalogColumnId[];
  density: Density;
  /** The data columns shown, in their order: what the table draws and the export writes. */
  visibleColumns: CatalogColumnId[];
  prefs: ColumnPrefs;
  /** Keeps a new choice (for this account, in this browser). */
  setPrefs: (next: ColumnPrefs) => void;
  /** Back to the default columns and density. */
  reset: () => void;
}

/**
 * The product results' columns and density as the person chose them (per account, in this
 * browser), re-rendering when they change here or in another tab.
 */
export function useResultColumns(): ResultColumns {
  const scope = useScope();
  const stored = usePersistedValue(columnPrefsStore, scope);
  const prefs = useMemo(() => completePrefs(stored), [stored]);
  const setPrefs = useCallback(
    (next: ColumnPrefs) => {
      if (isDefaultPrefs(next)) columnPrefsStore.remove(scope);
      else columnPrefsStore.write(scope, next);
    },
    [scope],
  );
  const reset = useCallback(() => columnPrefsStore.remove(scope), [scope]);
  const visibleColumns = useMemo(() => visibleColumnsOf(prefs), [prefs]);
  return {
    visibility: prefs.visibility,
    order: prefs.order,
    density: prefs.density,
    visibleColumns,
    prefs,
    setPrefs,
    reset,
  };
}
