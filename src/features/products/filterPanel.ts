import { useCallback, useState } from 'react';
import { z } from 'zod/mini';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { createPersistedStore } from '../../lib/persistedStore';
import { useScope } from '../../session/SessionContext';

/**
 * Whether the product list's filter fields are shown beside the search box (from 600 px wide;
 * a handheld has them behind its "Filters" button and dialog, HandheldFilters.tsx). Kept per
 * account in this browser, as the columns are: someone who filters all day leaves them open,
 * someone who searches by name never draws them (react-admin, Saleor and Medusa likewise keep
 * their filters behind a button). Unset: closed.
 */
export const filterPanelStore = createPersistedStore({
  name: 'products.filterPanel',
  schema: z.object({ open: z.boolean() }),
  version: 1,
  area: 'local',
});

/**
 * The filter panel's state: open as the person last left it, and open at first when the list is
 * opened with a filter set (a shared link, Back, a reload), so that what narrows the list is on
 * screen. A filter set later (a saved view applied on the page) does not open it: the toggle's
 * count says so. `toggle` keeps the choice.
 */
export function useFilterPanel(filtered: boolean): { open: boolean; toggle: () => void } {
  const scope = useScope();
  const stored = usePersistedValue(filterPanelStore, scope);
  const [openedByFilters] = useState(filtered);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? (openedByFilters || stored?.open === true);
  const toggle = useCallback(() => {
    const next = !open;
    setChoice(next);
    filterPanelStore.write(scope, { open: next });
  }, [open, scope]);
  return { open, toggle };
}
