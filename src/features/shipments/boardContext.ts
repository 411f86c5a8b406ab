import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { BoardEntry } from './boardModel';
import { shippingMethodKey, shippingMethodText } from './boardModel';
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

/**
 * The cards' context: the language, the statuses, every text a card shows (translated once
 * for hundreds of cards) and the two things a card asks of the board. Stable while its inputs
 * are: pass stable callbacks.
 */
export function useBoardContextValue(
  statuses: ReadonlyMap<string, BoardStatus>,
  openPanel: (orderId: string) => void,
  openMoveMenu: (entry: BoardEntry, anchor: HTMLElement) => void,
): BoardContextValue {
  const { t, i18n } = useTranslation(['shipments', 'common']);
  const language = i18n.language;
  return useMemo<BoardContextValue>(
    () => ({
      language,
      statuses,
      text: {
        roleDescription: t('card.roleDescription'),
        drag: (order) => t('card.drag', { order }),
        open: (order) => t('card.open', { order }),
        moveTo: t('card.moveTo'),
        moveToFor: (order) => t('card.moveToFor', { order }),
        saving: t('card.saving'),
        movedHere: (when) => t('card.movedHere', { when }),
        cod: t('card.cod'),
        gift: t('card.gift'),
        insured: t('card.insured'),
        method: (m) =>
          shippingMethodText(m, (code) => t(shippingMethodKey(code))) ?? t('method.none'),
        noCity: t('card.noCity'),
      },
      openPanel,
      openMoveMenu,
    }),
    [language, statuses, t, openPanel, openMoveMenu],
  );
}
