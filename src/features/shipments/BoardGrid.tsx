import { DndContext } from '@dnd-kit/core';
import type { DndContextProps } from '@dnd-kit/core';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { ActiveCardOverlay } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { BoardContext } from './boardContext';
import type { BoardContextValue } from './boardContext';
import type { BoardEntry } from './boardModel';
import { BoardStatusSwitcher, shownColumn } from './BoardStatusSwitcher';
import { peekCardFocus, subscribeCardFocus } from './focusRequest';
import type { BoardStatus } from './statusCatalog';
import { useBoardParams } from './useBoardParams';

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

/**
 * The columns side by side, their cards draggable between them. Below 600 px (a handheld), one
 * column at a time under a status switcher (the choice in the URL's `status`); cards move there
 * with their "Move to…" menu. Compiled ('use memo'): the counts, the context's children and
 * the columns' elements are kept until what they are made of changes.
 */
export function BoardGrid({ board, dnd, columns, grouped, now, pending, filtered }: Props) {
  'use memo';
  const { t } = useTranslation('shipments');
  // Known at the first render (no server rendering): a phone never draws every column first.
  const theme = useTheme();
  const handheld = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { shownStatusId, setShownStatus } = useBoardParams();
  const shown = handheld ? shownColumn(columns, shownStatusId) : undefined;
  const switcher = useRef<HTMLSelectElement | null>(null);

  const counts = new Map(columns.map((c) => [c.id, grouped.get(c.id)?.length ?? 0]));

  // A card asked to show in another status than the one on screen: a scan reveals it (the
  // board switches to its status); a card moved away by its menu leaves the focus on the switcher.
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    return subscribeCardFocus(() => {
      const request = peekCardFocus();
      if (!request || request.statusId === shownId) return;
      if (request.target === 'reveal') setShownStatus(request.statusId);
      else switcher.current?.focus();
    });
  }, [shownId, setShownStatus]);

  const drawn = shown ? [shown] : columns;
  return (
    <BoardContext value={board}>
      {shown && (
        <BoardStatusSwitcher
          columns={columns}
          counts={counts}
          value={shown.id}
          onChange={setShownStatus}
          selectRef={switcher}
        />
      )}
      <DndContext {...dnd}>
        <div
          className={shown ? 'sb-board sb-single' : 'sb-board'}
          role="region"
          aria-label={t('board.label')}
        >
          {drawn.map((s) => (
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
