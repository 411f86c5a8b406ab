import { useCallback } from 'react';
import { usePersistedValue } from '../../../hooks/usePersistedValue';
import { useScope } from '../../../session/SessionContext';
import { savedViewsStore } from './savedViews';
import type { SavedView } from './savedViews';

const NONE: SavedView[] = [];

/** This account's saved views (in this browser) and how to replace the list. */
export function useSavedViews(): { views: SavedView[]; setViews: (views: SavedView[]) => void } {
  const scope = useScope();
  const views = usePersistedValue(savedViewsStore, scope) ?? NONE;
  const setViews = useCallback(
    (next: SavedView[]) => {
      if (next.length === 0) savedViewsStore.remove(scope);
      else savedViewsStore.write(scope, next);
    },
    [scope],
  );
  return { views, setViews };
}

/** A new view's id. */
export function newViewId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
