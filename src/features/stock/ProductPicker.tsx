import Paper from '@mui/material/Paper';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { moduleLoader } from '../../lib/moduleLoader';
import { lazyDefault } from '../../ui/lazyComponent';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { ProductRef } from './lineModel';
import { LISTBOX_ID, optionId } from './pickerController';
import type { PickerController } from './pickerController';
import { useProductPicker } from './queries';

/**
 * MUI's Popper (with Popper.js, ~7 kB gzip), which the stock page's first paint does not need:
 * fetched once the page is idle, drawn from the list's first showing on.
 */
const loadPopper = moduleLoader(() => import('@mui/material/Popper'));
const Popper = lazyDefault(loadPopper);
const PREFETCHED = [loadPopper];

/** Time between the last keystroke in a product cell and its search. */
export const PICKER_DEBOUNCE_MS = 200;

interface Props {
  controller: PickerController;
  onPick: (lineId: string, product: ProductRef) => void;
}

/** The grid's one product list: search by name or SKU, shown under the product cell being typed in. */
export function ProductPicker({ controller, onPick }: Props) {
  const { t, i18n } = useTranslation('stock');
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const [debounced, setDebounced] = useState(state.query);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(state.query), PICKER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [state.query]);

  const open = state.lineId !== null;
  const search = useProductPicker(debounced, open);
  // The previous text's list, kept on screen while this one is searched, is not this text's
  // list: Enter must not take one of its items for what is typed now.
  const items = search.isPlaceholderData ? undefined : search.data;
  useEffect(() => {
    if (open && items && debounced.trim() === state.query.trim())
      controller.setItems(items, debounced);
  }, [controller, open, items, debounced, state.query]);

  const shown = open && state.items.length > 0 && state.input !== null && state.input.isConnected;
  const [everShown, setEverShown] = useState(false);
  usePrefetchWhenIdle(PREFETCHED);
  if (shown && !everShown) setEverShown(true);
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <Popper
        open={shown}
        anchorEl={state.input}
        placement="bottom-start"
        sx={{ zIndex: (th) => th.zIndex.modal - 1 }}
        modifiers={[{ name: 'flip', enabled: true }]}
      >
        <Paper
          elevation={8}
          sx={{
            mt: 0.5,
            minWidth: 320,
            maxWidth: 440,
            border: 1,
            borderColor: 'divider',
            '& li': { px: 1.5, py: 0.75, cursor: 'pointer' },
            '& li.active': { bgcolor: 'action.selected' },
            '& li:hover': { bgcolor: 'action.hover' },
            '& .name': { display: 'block', fontSize: 14 },
            '& .facts': { display: 'block', fontSize: 12, color: 'text.secondary' },
          }}
        >
          <ul
            id={LISTBOX_ID}
            role="listbox"
            aria-label={t('picker.label')}
            aria-busy={state.itemsQuery.trim() !== state.query.trim()}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: '4px 0',
              maxHeight: 320,
              overflowY: 'auto',
            }}
          >
            {state.items.map((item, i) => {
              const active = i === state.active;
              return (
                <li
                  key={item.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={active}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => controller.setActive(i)}
                  onClick={() => state.lineId !== null && onPick(state.lineId, item)}
                  className={active ? 'active' : undefined}
                >
                  <span className="name">{item.name ?? item.sku ?? item.id}</span>
                  <span className="facts">
                    {item.sku ?? '—'}
                    {' · '}
                    {t('picker.available', { value: formatNumber(item.available, i18n.language) })}
                    {' · '}
                    {t('picker.reserved', { value: formatNumber(item.reserved, i18n.language) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </Paper>
      </Popper>
    </Suspense>
  );
}
