import { useDroppable } from '@dnd-kit/core';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardCard } from './BoardCard';
import type { BoardEntry } from './boardModel';
import type { BoardStatus } from './statusCatalog';

interface Props {
  status: BoardStatus;
  entries: readonly BoardEntry[];
  now: number;
  pending: ReadonlyMap<string, string>;
  /** The text filter hides some of its shipments. */
  filtered: boolean;
}

/** One status: its colour, name and count, and its shipments (a drop target when the status is active). */
export const BoardColumn = memo(function BoardColumn({ status, entries, now, pending, filtered }: Props) {
  const { t } = useTranslation('shipments');
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status.id, disabled: !status.active, data: { status } });
  const classes = ['sb-column', isOver ? 'sb-over' : '', status.active ? '' : 'sb-closed'].filter(Boolean).join(' ');
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
      {entries.length > 0 ? (
        <ul className="sb-list" aria-labelledby={headingId}>
          {entries.map((e) => (
            <BoardCard key={e.shipment.id} entry={e} now={now} pending={pending.has(e.shipment.id)} />
          ))}
        </ul>
      ) : (
        <p className="sb-empty">{filtered ? t('column.noMatch') : t('column.empty')}</p>
      )}
    </section>
  );
});
