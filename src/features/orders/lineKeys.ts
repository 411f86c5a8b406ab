import type { KeyCombo } from '../../hooks/shortcuts';

/**
 * An order line's own keys: bound by OrderLine (on the line) and listed by OrderLines in the
 * shortcut list, from these same combos.
 */
export const LINE_KEYS = {
  moveUp: [{ key: 'ArrowUp', alt: true, shift: true }],
  moveDown: [{ key: 'ArrowDown', alt: true, shift: true }],
  duplicate: [{ key: 'd', code: 'KeyD', alt: true, shift: true }],
  addAfter: [{ key: 'a', code: 'KeyA', alt: true, shift: true }],
} as const satisfies Record<string, readonly KeyCombo[]>;
