import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/** How a row stands: in the preview (change, unchanged ...) or once sent (done, failed ...). */
export type RowTone = 'change' | 'quiet' | 'done' | 'failed' | 'sending';

export interface ListRow {
  id: string;
  name: string;
  /** "old → new" as the person reads it. */
  values: string;
  /** The row's state in words ("Unchanged: not sent", "Done", "Failed: …"). */
  status: string;
  tone: RowTone;
}

const TONE_COLOR: Record<RowTone, string> = {
  change: 'text.primary',
  quiet: 'text.secondary',
  done: 'text.primary',
  failed: 'error.main',
  sending: 'text.secondary',
};

const LIST_SX = {
  maxHeight: { xs: 'calc(100dvh - 330px)', sm: 320 },
  minHeight: 120,
  overflowY: 'auto',
  overflowX: 'hidden',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 1,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const ITEM_SX = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  px: 2,
  py: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
  columnGap: 2,
  overflowWrap: 'anywhere',
} as const;

/**
 * The products of a bulk edit, one line each (name, old → new, state): only the lines in view
 * are drawn (500 products stay one scroll region of a few dozen elements). The region takes
 * the focus, so it scrolls by keyboard.
 */
export function BulkRowsList({ rows, label }: { rows: readonly ListRow[]; label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- read afresh at every render (not memoised)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    overscan: 8,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <Box ref={scrollRef} tabIndex={0} role="region" aria-label={label} sx={LIST_SX}>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          position: 'relative',
          m: 0,
          p: 0,
          listStyle: 'none',
          height: virtualizer.getTotalSize(),
        }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <Box
              component="li"
              key={item.key}
              data-index={item.index}
              data-product={row.id}
              ref={virtualizer.measureElement}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              sx={ITEM_SX}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Box component="span" sx={{ fontWeight: 500 }}>
                {row.name}
              </Box>
              <Box
                component="span"
                sx={{
                  color: TONE_COLOR[row.tone],
                  gridRow: { sm: 'span 2' },
                  alignSelf: 'center',
                  textAlign: { sm: 'right' },
                }}
              >
                {row.status}
              </Box>
              <Box
                component="span"
                sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                {row.values}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
