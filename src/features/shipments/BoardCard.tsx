import { DragOverlay, useDndContext, useDraggable } from '@dnd-kit/core';
import type { DraggableAttributes } from '@dnd-kit/core';
import { memo, useEffect, useId, useRef } from 'react';
import type { KeyboardEventHandler } from 'react';
import { formatDateTime, formatRelative } from '../../lib/format';
import { useBoard } from './boardContext';
import type { BoardEntry } from './boardModel';
import { orderLabel } from './boardModel';
import { Glyph, ICON } from './BoardStyles';
import { subscribeCardFocus, takeCardFocus } from './focusRequest';
import { useScanHighlight } from './scanHighlight';
import { UNKNOWN_STATUS_COLOR } from './statusCatalog';

interface BodyProps {
  entry: BoardEntry;
  now: number;
  pending: boolean;
  /** false: the copy that follows the pointer while dragging (no controls, hidden from assistive tech). */
  interactive: boolean;
  titleId?: string;
  handleRef?: (el: HTMLButtonElement | null) => void;
  moveRef?: (el: HTMLButtonElement | null) => void;
  handleAttributes?: DraggableAttributes;
  onHandleKeyDown?: KeyboardEventHandler<HTMLButtonElement> | undefined;
}

/**
 * What a card shows: order, customer, city and method, time in the status, options; and its
 * controls. `memo` kept for the drag overlay (not compiled: it reads dnd-kit's `data.current`,
 * which changes without a new object), re-rendered on every pointer move of a drag.
 */
const CardBody = memo(function CardBody(props: BodyProps) {
  const {
    entry,
    now,
    pending,
    interactive,
    titleId,
    handleRef,
    moveRef,
    handleAttributes,
    onHandleKeyDown,
  } = props;
  const { language, text, openPanel, openMoveMenu } = useBoard();
  const { order, shipment } = entry;
  const label = orderLabel(order);
  const city = shipment.ship_to?.city?.trim() || text.noCity;
  const method = text.method(shipment.shipping_method);
  const chips = [
    shipment.cash_on_delivery_order ? (
      <span key="cod" className="sb-chip sb-chip-cod">
        {text.cod}
      </span>
    ) : null,
    shipment.is_gift ? (
      <span key="gift" className="sb-chip sb-chip-gift">
        {text.gift}
      </span>
    ) : null,
    shipment.is_insured ? (
      <span key="insured" className="sb-chip sb-chip-insured">
        {text.insured}
      </span>
    ) : null,
  ].filter(Boolean);

  return (
    <>
      <div className="sb-head">
        {interactive ? (
          <button
            type="button"
            ref={handleRef}
            className="sb-handle"
            {...handleAttributes}
            aria-label={text.drag(label)}
            onKeyDown={onHandleKeyDown}
          >
            <Glyph d={ICON.drag} />
          </button>
        ) : (
          <span className="sb-handle">
            <Glyph d={ICON.drag} />
          </span>
        )}
        {interactive ? (
          <button
            type="button"
            id={titleId}
            className="sb-title"
            onClick={() => openPanel(entry.orderId)}
          >
            {text.open(label)}
          </button>
        ) : (
          <span className="sb-title">{text.open(label)}</span>
        )}
        {pending && <span className="sb-saving">{text.saving}</span>}
      </div>
      <p className="sb-customer">{entry.customer}</p>
      <p className="sb-meta">
        <Glyph d={ICON.place} />
        <span>
          {city} · {method}
        </span>
      </p>
      <p className="sb-meta">
        <Glyph d={ICON.clock} />
        {entry.since ? (
          <time dateTime={entry.since} title={formatDateTime(entry.since, language)}>
            {text.movedHere(formatRelative(entry.since, language, now))}
          </time>
        ) : (
          <span>—</span>
        )}
      </p>
      {chips.length > 0 && <div className="sb-chips">{chips}</div>}
      {interactive && (
        <button
          type="button"
          ref={moveRef}
          className="sb-move"
          aria-haspopup="menu"
          aria-label={text.moveToFor(label)}
          disabled={pending}
          onClick={(e) => openMoveMenu(entry, e.currentTarget)}
        >
          {text.moveTo}
          <Glyph d={ICON.dropDown} />
        </button>
      )}
    </>
  );
});

interface CardProps {
  entry: BoardEntry;
  now: number;
  pending: boolean;
  /** Place in the column (the list is virtualised: only the cards near the view are rendered). */
  index: number;
  setSize: number;
  top: number;
  measureRef: (el: HTMLLIElement | null) => void;
}

/**
 * A shipment card on the board: dragged by mouse or touch anywhere on it, by keyboard with its
 * handle. Compiled ('use memo'); `memo` stays: the column (not compiled: TanStack Virtual's
 * `useVirtualizer` is a library the compiler declines) builds its cards in a loop.
 */
export const BoardCard = memo(function BoardCard({
  entry,
  now,
  pending,
  index,
  setSize,
  top,
  measureRef,
}: CardProps) {
  'use memo';
  const { text } = useBoard();
  const id = entry.shipment.id;
  const titleId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id,
    disabled: pending,
    data: { entry },
    attributes: { roleDescription: text.roleDescription },
  });
  const handle = useRef<HTMLButtonElement | null>(null);
  const moveButton = useRef<HTMLButtonElement | null>(null);
  const handleRef = (el: HTMLButtonElement | null) => {
    handle.current = el;
    setActivatorNodeRef(el);
  };
  const moveRef = (el: HTMLButtonElement | null) => {
    moveButton.current = el;
  };

  // Focus follows a card moved with the keyboard or a menu into its new column.
  const statusId = entry.statusId;
  useEffect(() => {
    const check = () => {
      const target = takeCardFocus(id, statusId);
      if (target === 'move') moveButton.current?.focus();
      else if (target === 'handle') handle.current?.focus();
      else if (target === 'reveal')
        handle.current?.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    check();
    return subscribeCardFocus(check);
  }, [id, statusId]);

  const { onKeyDown, ...pointerListeners } = (listeners ?? {}) as Record<
    string,
    (event: unknown) => void
  >;
  const scannedTag = useScanHighlight(id);
  const classes = [
    'sb-card',
    isDragging ? 'sb-dragging' : '',
    pending ? 'sb-pending' : '',
    scannedTag ? 'sb-scanned' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={measureRef}
      data-index={index}
      data-shipment-card={id}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ transform: `translateY(${top}px)` }}
    >
      <article
        ref={setNodeRef}
        className={classes}
        aria-labelledby={titleId}
        aria-busy={pending || undefined}
        {...pointerListeners}
      >
        <CardBody
          entry={entry}
          now={now}
          pending={pending}
          interactive
          titleId={titleId}
          handleRef={handleRef}
          moveRef={moveRef}
          handleAttributes={attributes}
          onHandleKeyDown={onKeyDown}
        />
        {scannedTag && <span className="sb-scanned-tag">{scannedTag}</span>}
      </article>
    </li>
  );
});

/**
 * The copy of the dragged card that follows the pointer (or the arrow keys). It reads the
 * drag from dnd-kit's context, so starting or ending a drag re-renders only this, not the board.
 */
export function ActiveCardOverlay({ now }: { now: number }) {
  const { active } = useDndContext();
  const { statuses } = useBoard();
  const entry = (active?.data.current as { entry?: BoardEntry } | undefined)?.entry;
  return (
    <DragOverlay dropAnimation={null}>
      {entry ? (
        <div
          aria-hidden="true"
          className="sb-card sb-overlay"
          style={{
            ['--sb-color' as string]: statuses.get(entry.statusId)?.color ?? UNKNOWN_STATUS_COLOR,
          }}
        >
          <CardBody entry={entry} now={now} pending={false} interactive={false} />
        </div>
      ) : null}
    </DragOverlay>
  );
}
