import { createContext, useContext } from 'react';
import type { BoardEntry } from './boardModel';
import type { BoardStatus } from './statusCatalog';

/** What every card needs from the board, given once through context (stable between renders). */
export interface BoardContextValue {
  language: string;
  statuses: ReadonlyMap<string, BoardStatus>;
  text: {
    roleDescription: string;
    drag: (order: string) => string;
    open: (order: string) => string;
    moveTo: string;
    moveToFor: (order: string) => string;
    saving: string;
    movedHere: (when: string) => string;
    cod: string;
    gift: string;
    insured: string;
    method: (method: string | null | undefined) => string;
    noCity: string;
  };
  openPanel: (orderId: string) => void;
  openMoveMenu: (entry: BoardEntry, anchor: HTMLElement) => void;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoard(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoard outside the shipment board');
  return value;
}
