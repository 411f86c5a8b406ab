import { Suspense, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { afterLoad, moduleLoader } from '../../lib/moduleLoader';
import { whenIdleAfterPaint } from '../../lib/idleAfterPaint';
import { lazyDefault } from '../../ui/lazyComponent';
import { TextField } from '../../ui/TextField';

export interface CategoryFilterProps {
  label: string;
  /** Shown when no category is chosen. */
  allLabel: string;
  categories: readonly { id: string; name: string }[];
  /** The chosen category ids. */
  value: readonly string[];
  /** The ids one click turned on or off. */
  onToggle: (toggled: ReadonlySet<string>) => void;
}

const loadSelect = moduleLoader(() => import('./CategorySelect'));
const CategorySelect = lazyDefault(loadSelect);

/** Keys that open MUI's select from its closed field. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The categories filter. Until MUI's select (CategorySelect: its menu, popover and modal, not
 * needed to show the list) has arrived, a field that looks the same shows the choice, and
 * pressing it (a click, Enter, Space or an arrow) fetches the select and opens it at once. The
 * select is fetched once the list has painted and the browser is idle, and then replaces the
 * field, focused if the field was.
 */
export function CategoryFilter(props: CategoryFilterProps) {
  const { label, allLabel, categories, value } = props;
  const [drawn, setDrawn] = useState(() => loadSelect.loaded() !== undefined);
  const [openAtMount, setOpenAtMount] = useState(false);
  const [focusAtMount, setFocusAtMount] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  const display =
    value.length === 0
      ? allLabel
      : value.map((id) => categories.find((c) => c.id === id)?.name ?? id).join(', ');

  useEffect(() => {
    if (drawn) return;
    let live = true;
    const draw = () => {
      if (!live) return;
      setFocusAtMount(field.current !== null && document.activeElement === field.current);
      setDrawn(true);
    };
    const cancel = whenIdleAfterPaint(() => {
      loadSelect().then(draw, () => undefined);
    }, 3000);
    return () => {
      live = false;
      cancel();
    };
  }, [drawn]);

  if (drawn) {
    return (
      <Suspense fallback={null}>
        <CategorySelect
          // Pressed while the select was being drawn for the idle page: drawn again, opened.
          key={openAtMount ? 'opened' : 'idle'}
          {...props}
          display={display}
          openAtMount={openAtMount}
          focusAtMount={focusAtMount || openAtMount}
        />
      </Suspense>
    );
  }
  const open = () => {
    afterLoad(loadSelect, () => {
      setOpenAtMount(true);
      setDrawn(true);
    });
  };
  return (
    <TextField
      size="small"
      fullWidth
      className="wide-xs"
      label={label}
      value={display}
      inputRef={field}
      slotProps={{
        inputLabel: { shrink: true },
        // MUI's select draws the same icon the same way.
        input: {
          notched: true,
          endAdornment: (
            <ArrowDropDownIcon
              aria-hidden
              sx={{ position: 'absolute', right: 7, color: 'action.active', pointerEvents: 'none' }}
            />
          ),
        },
        htmlInput: {
          role: 'combobox',
          readOnly: true,
          'aria-haspopup': 'listbox',
          'aria-expanded': false,
          onMouseDown: (e: MouseEvent) => {
            if (e.button === 0) open();
          },
          onKeyDown: (e: KeyboardEvent) => {
            if (!OPENING_KEYS.has(e.key)) return;
            e.preventDefault();
            open();
          },
          style: { cursor: 'pointer' },
        },
      }}
    />
  );
}
