import { DndContext } from '@dnd-kit/core';
import type { DndContextProps } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { ActiveCardOverlay } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { BoardContext } from './boardContext';
import type { BoardContextValue } from './boardContext';
import type { BoardEntry } from './boardModel';
import type { BoardStatus } from './statusCatalog';

const NO_ENTRIES: readonly BoardEntry[] = [];

interface Props {
  /** The cards' context (useBoardContextValue). */
  board: BoardContextValue;
  /** dnd-kit's wiring (useBoardDnd). */
  dnd: DndContextProps;
  columns: readonly BoardStatus[];
  grouped: ReadonlyMap<string, readonly BoardEntry[]>;
  now: number;
  pending: ReadonlyMap<string, string>;
  filtered: boolean;
}

/** The columns side by side, their cards draggable between them. */
export function BoardGrid({ board, dnd, columns, grouped, now, pending, filtered }: Props) {
  const { t } = useTranslation('shipments');
  return (
    <BoardContext value={board}>
      <DndContext {...dnd}>
        <div className="sb-board" role="region" aria-label={t('board.label')}>
          {columns.map((s) => (
            <BoardColumn
              key={s.id}
              status={s}
              entries={grouped.get(s.id) ?? NO_ENTRIES}
              now={now}
              pending={pending}
              filtered={filtered}
            />
          ))}
        </div>
        <ActiveCardOverlay now={now} />
      </DndContext>
    </BoardContext>
  );
}
