import { useMemo } from 'react';
import { isApiError } from '../../api/errors';
import { registerTranslations } from '../../i18n/i18n';
import { useTrackedOrders } from '../orders';
import { BoardScreen } from './BoardScreen';
import type { BoardData } from './BoardScreen';
import { catalog } from './i18n';
import { useBoardOrders } from './queries';

registerTranslations('shipments', catalog);

/**
 * /shipments — the shipments of the tracked orders, one column per status; move them on.
 * This component only reads the tracked orders (one query each, which costs time in
 * proportion to their number on every render), so it renders when an answer arrives and
 * not on every drag, menu or keystroke of the board below.
 */
export function ShipmentBoardPage() {
  const { ids } = useTrackedOrders();
  const results = useBoardOrders(ids);
  const data = useMemo<BoardData>(() => {
    let loading = 0;
    let fetching = false;
    let lastUpdated = 0;
    const orders = [];
    const unreadable: BoardData['unreadable'][number][] = [];
    for (const [i, r] of results.entries()) {
      if (r.isPending) loading += 1;
      if (r.isFetching) fetching = true;
      lastUpdated = Math.max(lastUpdated, r.dataUpdatedAt);
      if (r.data) orders.push(r.data);
      else if (r.isError)
        unreadable.push({
          id: ids[i] ?? '',
          missing: isApiError(r.error) && r.error.status === 404,
        });
    }
    return { orders, loading, fetching, unreadable, lastUpdated };
  }, [ids, results]);
  return <BoardScreen data={data} />;
}
