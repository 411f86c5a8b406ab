import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { BoardCard } from './BoardCard';
import type { BoardEntry } from './boardModel';
import { peekCardFocus, subscribeCardFocus } from './focusRequest';
import type { BoardStatus } from './statusCatalog';

interface Props {
  status: BoardStatus;
  entries: readonly BoardEntry[];
  now: number;
  pending: ReadonlyMap<string, string>;
  /** The text filter hides some of its shipments. */
  filtered: boolean;
}

/** Height of a card before it is measured, and the gap between cards (px). */
const ESTIMATED_CARD = 150;
const GAP = 8;
const PADDING = 8;
const estimateSize = () => ESTIMATED_CARD;
const INITIAL_RECT = { width: 272, height: 640 };

/**
 * One status: its colour, name and count, and its shipments (a drop target when the status is
 * active). The list is virtualised: only the cards in and near the view are rendered, each
 * with its place in the list (aria-posinset/setsize); focus moving down the list scrolls it,
 * which renders the next cards.
 */
export const BoardColumn = memo(function BoardColumn({
  status,
  entries,
  now,
  pending,
  filtered,
}: Props) {
  const { t } = useTranslation('shipments');
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({
    id: status.id,
    disabled: !status.active,
    data: { status },
  });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // Stable options: a new getItemKey would make the virtualiser re-measure the whole column.
  const getItemKey = useCallback((i: number) => entries[i]?.shipment.id ?? i, [entries]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 4,
    gap: GAP,
    paddingStart: PADDING,
    paddingEnd: PADDING,
    // a first render with cards in it, before the column is measured
    initialRect: INITIAL_RECT,
  });
  const measure = useCallback(
    (el: HTMLLIElement | null) => virtualizer.measureElement(el),
    [virtualizer],
  );

  // A card asked to take focus (it was moved here, or its dialog closed) is scrolled into the rendered range.
  useEffect(() => {
    const reveal = () => {
      const request = peekCardFocus();
      if (request?.statusId !== status.id) return;
      const index = entries.findIndex((e) => e.shipment.id === request.shipmentId);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    };
    reveal();
    return subscribeCardFocus(reveal);
  }, [entries, status.id, virtualizer]);

  const classes = ['sb-column', isOver ? 'sb-over' : '', status.active ? '' : 'sb-closed']
    .filter(Boolean)
    .join(' ');
  const items = virtualizer.getVirtualItems();
  return (
    <section
      ref={setNodeRef}
      className={classes}
      aria-labelledby={headingId}
      data-status-column={status.id}
      style={{ ['--sb-color' as string]: status.color }}
    >
      <div className="sb-column-head">
        <span className="sb-dot" aria-hidden="true" />
        <h2 id={headingId}>
          <span>{status.name}</span>
          {!status.active && <span className="sb-column-note">{t('column.inactive')}</span>}
          <span className="sb-sr">{`, ${t('column.count', { count: entries.length })}`}</span>
        </h2>
        <span className="sb-count" aria-hidden="true">
          {entries.length}
        </span>
      </div>
      <div ref={scrollRef} className="sb-scroll">
        {entries.length > 0 ? (
          <ul
            className="sb-list"
            aria-labelledby={headingId}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const e = entries[item.index];
              if (!e) return null;
              return (
                <BoardCard
                  key={e.shipment.id}
                  entry={e}
                  now={now}
                  pending={pending.has(e.shipment.id)}
                  index={item.index}
                  setSize={entries.length}
                  top={item.start}
                  measureRef={measure}
                />
              );
            })}
          </ul>
        ) : (
          <p className="sb-empty">{filtered ? t('column.noMatch') : t('column.empty')}</p>
        )}
      </div>
    </section>
  );
});
