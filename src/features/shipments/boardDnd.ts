import type {
  ClientRect,
  CollisionDetection,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';

/*
 * Drag and drop between the board's columns (dnd-kit). Columns stand side by side, so the
 * column under a drag is the one whose horizontal span holds the pointer (or, with the
 * keyboard, the middle of the dragged card); the arrow keys jump from column to column.
 */

export interface Span {
  id: UniqueIdentifier;
  left: number;
  right: number;
}

/** The span that holds x, else none (outside every column). */
export function spanAt(spans: readonly Span[], x: number): UniqueIdentifier | null {
  for (const s of spans) if (x >= s.left && x <= s.right) return s.id;
  return null;
}

/** The next span to the right (+1) or left (-1) of x, by their middles. */
export function nextSpan(spans: readonly Span[], x: number, direction: 1 | -1): Span | null {
  const sorted = [...spans].sort((a, b) => a.left - b.left);
  const current = sorted.findIndex((s) => x >= s.left && x <= s.right);
  if (current >= 0) return sorted[current + direction] ?? null;
  // between columns: the nearest one in that direction
  const candidates = sorted.filter((s) => (direction === 1 ? s.left > x : s.right < x));
  return (direction === 1 ? candidates[0] : candidates[candidates.length - 1]) ?? null;
}

function spansOf(
  rects: Map<UniqueIdentifier, ClientRect>,
  enabled: Iterable<UniqueIdentifier>,
): Span[] {
  const spans: Span[] = [];
  for (const id of enabled) {
    const r = rects.get(id);
    if (r) spans.push({ id, left: r.left, right: r.left + r.width });
  }
  return spans;
}

/** The column under the pointer (mouse, touch) or under the middle of the dragged card (keyboard). */
export const columnUnderDrag: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
  pointerCoordinates,
}) => {
  const x = pointerCoordinates?.x ?? collisionRect.left + collisionRect.width / 2;
  const enabled = droppableContainers.filter((c) => !c.disabled).map((c) => c.id);
  const id = spanAt(spansOf(droppableRects, enabled), x);
  if (id === null) return [];
  const container = droppableContainers.find((c) => c.id === id);
  return container ? [{ id, data: { droppableContainer: container, value: 0 } }] : [];
};

/** Left and right arrows move the dragged card to the previous or next column; up and down do nothing. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') {
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  if (!collisionRect) return undefined;
  const enabled = droppableContainers.getEnabled().map((c) => c.id);
  const middle = collisionRect.left + collisionRect.width / 2;
  const target = nextSpan(
    spansOf(droppableRects, enabled),
    middle,
    event.code === 'ArrowRight' ? 1 : -1,
  );
  if (!target) return undefined;
  const width = target.right - target.left;
  return {
    x: target.left + Math.max(0, (width - collisionRect.width) / 2),
    y: currentCoordinates.y,
  };
};
