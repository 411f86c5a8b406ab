import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type {
  Announcements,
  DndContextProps,
  DragEndEvent,
  KeyboardSensorOptions,
  MouseSensorOptions,
  TouchSensorOptions,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { columnKeyboardCoordinates, columnUnderDrag } from './boardDnd';
import type { BoardEntry } from './boardModel';
import { orderLabel } from './boardModel';
import type { BoardStatus } from './statusCatalog';
import type { MoveVia } from './useBoardMoves';
import { useStableCallback } from './useStableCallback';

// Sensor options are constants: new ones would give every card new listeners (and a re-render).
const MOUSE_OPTIONS: MouseSensorOptions = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 8 } };
const KEYBOARD_OPTIONS: KeyboardSensorOptions = { coordinateGetter: columnKeyboardCoordinates };

/** The card a drag carries (BoardCard puts its entry in the draggable's data). */
export function entryOfDrag(data: unknown): BoardEntry | null {
  return (data as { entry?: BoardEntry } | undefined)?.entry ?? null;
}

/**
 * dnd-kit's wiring for the board: mouse, touch and keyboard sensors (the arrows jump from
 * column to column), the column under a drag, what a screen reader hears at each step, and a
 * drop, which asks for the move (`requestMove`: keyboard or pointer). Spread the result on
 * <DndContext>.
 */
export function useBoardDnd(
  statusById: ReadonlyMap<string, BoardStatus>,
  requestMove: (entry: BoardEntry, toId: string, via: MoveVia) => void,
): Pick<DndContextProps, 'sensors' | 'collisionDetection' | 'accessibility' | 'onDragEnd'> {
  const { t } = useTranslation('shipments');
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  const accessibility = useMemo<NonNullable<DndContextProps['accessibility']>>(() => {
    const nameOf = (id: unknown) => statusById.get(String(id))?.name ?? String(id);
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        const e = entryOfDrag(active.data.current);
        return e
          ? t('dnd.start', { order: orderLabel(e.order), status: nameOf(e.statusId) })
          : undefined;
      },
      onDragOver: ({ active, over }) => {
        const e = entryOfDrag(active.data.current);
        if (!e) return undefined;
        return over
          ? t('dnd.over', { order: orderLabel(e.order), status: nameOf(over.id) })
          : t('dnd.outside', { order: orderLabel(e.order) });
      },
      onDragEnd: ({ active, over }) => {
        const e = entryOfDrag(active.data.current);
        if (!e) return undefined;
        const order = orderLabel(e.order);
        if (!over) return t('dnd.droppedOutside', { order });
        if (String(over.id) === e.statusId)
          return t('dnd.droppedSame', { order, status: nameOf(over.id) });
        return t('dnd.dropped', { order, status: nameOf(over.id) });
      },
      onDragCancel: ({ active }) => {
        const e = entryOfDrag(active.data.current);
        return e
          ? t('dnd.cancelled', { order: orderLabel(e.order), status: nameOf(e.statusId) })
          : undefined;
      },
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      // focus is ours: it follows a moved card to its new column (dnd-kit would put it back on
      // the old card, which the move removes)
      restoreFocus: false,
    };
  }, [statusById, t]);

  const onDragEnd = useStableCallback(({ active, over, activatorEvent }: DragEndEvent) => {
    const entry = entryOfDrag(active.data.current);
    if (!entry || !over) return;
    requestMove(
      entry,
      String(over.id),
      activatorEvent instanceof KeyboardEvent ? 'keyboard' : 'pointer',
    );
  });

  return { sensors, collisionDetection: columnUnderDrag, accessibility, onDragEnd };
}
