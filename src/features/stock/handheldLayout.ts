import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { CELL_ORDER } from './gridLayout';
import type { LineField } from './lineModel';

/**
 * The batch grid below 600 px wide: each line is a card (no sideways scrolling at 360 px), its
 * cells laid out in two columns with their column's name shown in the field (CSS generated
 * content, so no row re-renders for it; hidden from assistive technology, which reads each
 * input's own label), every input and button 48 px tall. The desktop grid is untouched.
 */
export const CARD_HEIGHT = 400;
const CARD_GAP = 8;
const FIELD_HEIGHT = 48;

const AREAS: Record<LineField, string> = {
  product: 'product',
  warehouse: 'warehouse',
  operation: 'operation',
  quantity: 'quantity',
  reservation: 'reservation',
  location: 'location',
  unitCost: 'unitCost',
  comment: 'comment',
};

/** A CSS string literal (the labels are plain text). */
const cssString = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`).replace(/\n/g, ' ')}"`;

export function handheldGridSx(labels: Readonly<Record<LineField, string>>) {
  return (theme: Theme): SystemStyleObject<Theme> => {
    const cells: Record<string, SystemStyleObject<Theme>> = {};
    const supported: Record<string, SystemStyleObject<Theme>> = {};
    CELL_ORDER.forEach((field, i) => {
      const label = cssString(labels[field]);
      // Children of a row: the line number, the cells in CELL_ORDER, the actions.
      cells[`& .row > :nth-child(${i + 2})`] = { gridArea: AREAS[field] };
      cells[`& .row > :nth-child(${i + 2})::before`] = { content: label };
      // Alt text "" keeps the visible name out of the accessibility tree (the input has its label).
      supported[`& .row > :nth-child(${i + 2})::before`] = { content: `${label} / ""` };
    });
    return {
      [theme.breakpoints.down('sm')]: {
        maxHeight: `max(${CARD_HEIGHT + 40}px, calc(100dvh - 240px))`,
        overflowX: 'hidden',
        fontSize: 16,
        '& .grid': { minWidth: 0 },
        // The column headers stay for screen readers only.
        '& .head': {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
        '& .row': {
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gridTemplateAreas: `"num actions" "product product" "warehouse operation" "quantity reservation" "location unitCost" "comment comment"`,
          gridAutoRows: 'min-content',
          columnGap: '8px',
          rowGap: '4px',
          height: CARD_HEIGHT - CARD_GAP,
          px: '10px',
          pt: 0,
          pb: '8px',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          scrollMarginTop: 0,
        },
        '& .row > :first-of-type': { gridArea: 'num' },
        '& .row > :last-child': { gridArea: 'actions' },
        ...cells,
        '@supports (content: "a" / "")': supported,
        '& .num': {
          height: FIELD_HEIGHT,
          justifyContent: 'flex-start',
          fontSize: 16,
          fontWeight: 600,
          color: 'text.primary',
        },
        '& .cell': { position: 'relative' },
        '& .cell::before': {
          position: 'absolute',
          top: 3,
          left: 9,
          right: 9,
          zIndex: 1,
          fontSize: 12,
          lineHeight: '14px',
          color: 'text.secondary',
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '& .cell input, & .cell select': { height: FIELD_HEIGHT, pt: '16px', fontSize: 16 },
        '& .msg.error, & .msg.warning': { width: 'auto', maxWidth: '100%' },
        '& .actions': { justifySelf: 'end', height: FIELD_HEIGHT, gap: '4px' },
        '& .actions button': { width: FIELD_HEIGHT, height: FIELD_HEIGHT },
      },
    };
  };
}

/** The flash of the line a scan touched: a short fade, or a still highlight when motion is reduced. */
export function flashSx(theme: Theme): SystemStyleObject<Theme> {
  const ok = theme.alpha((theme.vars ?? theme).palette.success.main, 0.28);
  const still = theme.alpha((theme.vars ?? theme).palette.success.main, 0.18);
  return {
    '@keyframes stock-line-flash': { '0%, 35%': { backgroundColor: ok }, '100%': {} },
    '& .row[data-flash="ok"]': { animation: 'stock-line-flash 1.2s ease-out' },
    '@media (prefers-reduced-motion: reduce)': {
      '& .row[data-flash="ok"]': {
        animation: 'none',
        backgroundColor: still,
        boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.success.main}`,
      },
    },
  };
}
