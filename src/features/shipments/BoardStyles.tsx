import GlobalStyles from '@mui/material/GlobalStyles';

/*
 * The board draws up to hundreds of cards: they are plain elements styled by these classes
 * (one style sheet, theme colours through MUI's CSS variables) rather than a tree of styled
 * components each, which keeps the board's render and a drag's frames short.
 */

const v = (name: string) => `var(--mui-palette-${name})`;

const focusRing = {
  outline: `3px solid ${v('primary-main')}`,
  outlineOffset: 2,
};

const styles = {
  '.sb-board': {
    display: 'flex',
    gap: 12,
    overflowX: 'auto',
    alignItems: 'stretch',
    paddingBottom: 8,
    scrollSnapType: 'x proximity',
    height: 'max(420px, calc(100dvh - 300px))',
  },
  '.sb-column': {
    // positioned: the visually hidden text inside stays within the board's scroll area
    position: 'relative',
    flex: '0 0 auto',
    width: 'min(272px, calc(100vw - 64px))',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    scrollSnapAlign: 'start',
    background: v('background-paper'),
    border: `1px solid ${v('divider')}`,
    borderTop: '4px solid var(--sb-color)',
    borderRadius: 10,
    // No transition on the drop target's highlight: animating a shadow and a background repaints
    // two whole columns on every frame of a drag (dropped frames while dragging, see the bench).
  },
  // A handheld: one column, the screen's width (the switcher above picks which).
  '.sb-board.sb-single': {
    overflowX: 'visible',
    scrollSnapType: 'none',
    height: 'max(420px, calc(100dvh - 140px))',
  },
  '.sb-single .sb-column': { flex: '1 1 auto', width: 'auto', minWidth: 0 },
  // moves go through the card's menu there: a thumb-sized button
  '.sb-single .sb-move': { minHeight: 44, padding: '4px 8px 4px 12px', fontSize: '0.875rem' },
  '.sb-column.sb-over': {
    boxShadow: `0 0 0 3px ${v('primary-main')}`,
    background: v('action-hover'),
  },
  '.sb-column.sb-closed': { opacity: 0.9 },
  '.sb-column-head': {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '10px 12px 8px',
    borderBottom: `1px solid ${v('divider')}`,
  },
  '.sb-column-head h2': {
    margin: 0,
    flex: 1,
    minWidth: 0,
    fontSize: '1rem',
    fontWeight: 650,
    lineHeight: 1.3,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
  },
  '.sb-column-note': { fontSize: '0.75rem', fontWeight: 500, color: v('text-secondary') },
  '.sb-dot': {
    flex: '0 0 auto',
    width: 12,
    height: 12,
    borderRadius: '50%',
    background: 'var(--sb-color)',
    boxShadow: `0 0 0 1px ${v('divider')}`,
  },
  '.sb-count': {
    minWidth: 28,
    padding: '1px 8px',
    borderRadius: 12,
    textAlign: 'center',
    fontSize: '0.8125rem',
    fontWeight: 650,
    background: v('action-selected'),
    color: v('text-primary'),
  },
  '.sb-scroll': { flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
  '.sb-list': { listStyle: 'none', margin: 0, padding: 0, position: 'relative' },
  '.sb-list > li': { position: 'absolute', top: 0, left: 8, right: 8 },
  '.sb-empty': {
    margin: 0,
    padding: '16px 12px',
    color: v('text-secondary'),
    fontSize: '0.875rem',
    textAlign: 'center',
  },
  '.sb-card': {
    position: 'relative',
    display: 'grid',
    gap: 4,
    padding: '8px 10px 8px 6px',
    borderRadius: 8,
    border: `1px solid ${v('divider')}`,
    borderLeft: '4px solid var(--sb-color)',
    background: v('background-paper'),
    color: v('text-primary'),
    fontSize: '0.875rem',
    lineHeight: 1.4,
    userSelect: 'none',
    WebkitUserSelect: 'none',
    touchAction: 'manipulation',
  },
  // no opacity: the text of a card keeps its contrast while it is dragged or saved
  '.sb-card.sb-dragging': { borderStyle: 'dashed', background: v('action-selected') },
  '.sb-card.sb-pending': { borderStyle: 'dashed' },
  '.sb-card.sb-overlay': {
    boxShadow: '0 10px 24px rgba(0,0,0,0.28)',
    cursor: 'grabbing',
    width: 'min(256px, calc(100vw - 80px))',
  },
  '.sb-card p': { margin: 0, paddingLeft: 30, overflowWrap: 'anywhere' },
  '.sb-head': { display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 },
  '.sb-handle': {
    flex: '0 0 auto',
    width: 28,
    height: 32,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    borderRadius: 6,
    padding: 0,
    background: 'transparent',
    color: v('text-secondary'),
    cursor: 'grab',
    touchAction: 'none',
  },
  '.sb-handle:hover': { background: v('action-hover'), color: v('text-primary') },
  '.sb-handle[aria-disabled="true"]': { cursor: 'progress' },
  '.sb-title': {
    flex: 1,
    minWidth: 0,
    textAlign: 'left',
    border: 0,
    borderRadius: 6,
    padding: '4px 4px',
    background: 'transparent',
    color: v('primary-main'),
    font: 'inherit',
    fontWeight: 650,
    fontSize: '0.9375rem',
    cursor: 'pointer',
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: 3,
  },
  '.sb-title:hover': { textDecorationColor: 'currentColor' },
  '.sb-saving': { fontSize: '0.75rem', color: v('text-secondary'), whiteSpace: 'nowrap' },
  '.sb-customer': { fontWeight: 600 },
  '.sb-meta': { color: v('text-secondary'), display: 'flex', alignItems: 'center', gap: 4 },
  '.sb-meta svg': { flex: '0 0 auto', width: 16, height: 16, fill: 'currentColor' },
  '.sb-chips': { display: 'flex', flexWrap: 'wrap', gap: 4, paddingLeft: 30 },
  '.sb-chip': {
    fontSize: '0.75rem',
    fontWeight: 600,
    padding: '1px 8px',
    borderRadius: 10,
    border: '1.5px solid',
    color: v('text-primary'),
  },
  '.sb-chip-cod': { borderColor: v('warning-main') },
  '.sb-chip-gift': { borderColor: v('secondary-main') },
  '.sb-chip-insured': { borderColor: v('info-main') },
  '.sb-move': {
    justifySelf: 'start',
    marginLeft: 26,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    minHeight: 32,
    border: `1px solid ${v('divider')}`,
    borderRadius: 6,
    padding: '2px 6px 2px 10px',
    background: 'transparent',
    color: v('primary-main'),
    font: 'inherit',
    fontWeight: 600,
    fontSize: '0.8125rem',
    cursor: 'pointer',
  },
  '.sb-move:hover': { background: v('action-hover') },
  '.sb-move:disabled': { color: v('text-disabled'), cursor: 'progress' },
  '.sb-move svg, .sb-handle svg': { width: 20, height: 20, fill: 'currentColor' },
  '.sb-handle:focus-visible, .sb-title:focus-visible, .sb-move:focus-visible': focusRing,
  '.sb-sr': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
} as const;

export function BoardStyles() {
  return <GlobalStyles styles={styles} />;
}

/** Icon paths (Material Icons, Apache 2.0), drawn as plain SVG inside the cards. */
export const ICON = {
  drag: 'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  dropDown: 'm7 10 5 5 5-5z',
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  clock:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  truck:
    'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
} as const;

export function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
