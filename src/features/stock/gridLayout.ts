import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { LineField } from './lineModel';

/** Column layout of the batch grid (a CSS grid per row, same template in the header). */
// Operation has room for "Reserve on hand"; location, unit cost and comment gave it up.
const COLUMN_WIDTHS = [36, 104, 196, 120, 84, 108, 76, 80, 92, 68] as const;
const COLUMN_GAP = 6;
const ROW_PADDING_X = 8;
export const GRID_COLUMNS = COLUMN_WIDTHS.map((w, i) =>
  i === 8 ? `minmax(${w}px, 1fr)` : `${w}px`,
).join(' ');
export const GRID_MIN_WIDTH =
  COLUMN_WIDTHS.reduce((a, w) => a + w, 0) +
  COLUMN_GAP * (COLUMN_WIDTHS.length - 1) +
  2 * ROW_PADDING_X;
export const ROW_HEIGHT = 58;
export const HEADER_HEIGHT = 40;

/** The editable columns, in Tab order. */
export const CELL_ORDER: readonly LineField[] = [
  'warehouse',
  'product',
  'operation',
  'quantity',
  'reservation',
  'location',
  'unitCost',
  'comment',
];

export const WAREHOUSE_LIST_ID = 'stock-warehouse-options';

/**
 * One style object for the whole grid (descendant selectors), so the ~30 rows on screen and
 * their inputs carry no style work of their own.
 */
export function gridSx(theme: Theme): SystemStyleObject<Theme> {
  const errorColor = theme.vars ? theme.vars.palette.error.main : theme.palette.error.main;
  return {
    position: 'relative',
    overflow: 'auto',
    maxHeight: 'min(62vh, 640px)',
    fontSize: 14,
    '& .grid': { minWidth: GRID_MIN_WIDTH },
    '& .head, & .row': {
      display: 'grid',
      gridTemplateColumns: GRID_COLUMNS,
      columnGap: `${COLUMN_GAP}px`,
      px: `${ROW_PADDING_X}px`,
      boxSizing: 'border-box',
    },
    '& .head': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      height: HEADER_HEIGHT,
      alignItems: 'center',
      bgcolor: 'background.paper',
      borderBottom: 1,
      borderColor: 'divider',
      fontWeight: 600,
      fontSize: 13,
      lineHeight: 1.2,
      color: 'text.secondary',
    },
    '& .body': { position: 'relative', contain: 'strict' },
    '& .row': {
      position: 'absolute',
      top: 0,
      left: 0,
      width: '100%',
      height: ROW_HEIGHT,
      alignItems: 'start',
      pt: '6px',
      borderBottom: 1,
      borderColor: 'divider',
      scrollMarginTop: `${HEADER_HEIGHT}px`,
      contain: 'layout style',
    },
    '& .row.flagged, & .row.flagged .msg.error, & .row.flagged .msg.warning': {
      bgcolor: '#fbf1ef',
    },
    '& .num': {
      height: 32,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '2px',
      color: 'text.secondary',
      fontVariantNumeric: 'tabular-nums',
      fontSize: 13,
    },
    '& .cell': { minWidth: 0 },
    '& .cell input, & .cell select': {
      boxSizing: 'border-box',
      width: '100%',
      height: 32,
      px: 1,
      font: 'inherit',
      fontSize: 14,
      color: 'text.primary',
      bgcolor: 'background.paper',
      border: '1px solid',
      borderColor: 'text.secondary',
      borderRadius: 1,
      outline: 'none',
    },
    '& .cell select': { px: 0.5 },
    '& .cell input:focus, & .cell select:focus': {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: '-1px',
      borderColor: 'primary.main',
    },
    '& .cell input[aria-invalid="true"], & .cell select[aria-invalid="true"]': {
      borderColor: errorColor,
      boxShadow: `inset 3px 0 0 ${errorColor}`,
    },
    '& .cell input:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '& .cell input.num-input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    '& .msg': {
      display: 'block',
      fontSize: 12,
      lineHeight: '16px',
      mt: '2px',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      color: 'text.secondary',
    },
    '& .msg.error': { color: '#b3261e', fontWeight: 500 },
    '& .msg.warning': { color: '#7a4100', fontWeight: 500 },
    // A problem may run on under the next cells (their own captions are rarely there).
    '& .msg.error, & .msg.warning': {
      position: 'relative',
      zIndex: 1,
      width: 'max-content',
      minWidth: '100%',
      maxWidth: 340,
      pr: 0.5,
      bgcolor: 'background.paper',
    },
    // The product's figures run on under the operation cell (which has no caption of its own):
    // what "available" is must not be cut off.
    '& .msg.info[id$="-product-msg"]': { width: 'max-content', minWidth: '100%', maxWidth: 320 },
    ...theme.applyStyles('dark', {
      '& .msg.error': { color: '#ffb4ab' },
      '& .msg.warning': { color: '#ffcc80' },
      '& .row.flagged, & .row.flagged .msg.error, & .row.flagged .msg.warning': {
        bgcolor: '#221c2a',
      },
    }),
    '& .actions': { display: 'flex', gap: '2px', height: 32, alignItems: 'center' },
    '& .actions button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      p: 0,
      border: 0,
      borderRadius: '50%',
      bgcolor: 'transparent',
      color: 'text.secondary',
      cursor: 'pointer',
      '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    },
    '& .sr-only': {
      position: 'absolute',
      width: 1,
      height: 1,
      p: 0,
      m: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  };
}

/** Text colours with AA contrast on the paper of either scheme. */
export function toneTextSx(tone: 'error' | 'warning') {
  return (theme: Theme): SystemStyleObject<Theme> =>
    tone === 'error'
      ? { color: '#b3261e', ...theme.applyStyles('dark', { color: '#ffb4ab' }) }
      : { color: '#7a4100', ...theme.applyStyles('dark', { color: '#ffcc80' }) };
}
