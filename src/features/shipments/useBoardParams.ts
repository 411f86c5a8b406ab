import { useSearchParams } from 'react-router';
import { useStableCallback } from './useStableCallback';

/**
 * The board's URL state: the text filter (`q`, replacing the history entry as it is typed)
 * and the order whose side panel is open (`order`, a history entry of its own); on a handheld,
 * the one status shown (`status`, replacing the entry too).
 */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: 'q' | 'order' | 'status', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: name !== 'order' });
  };
  return {
    query: params.get('q') ?? '',
    panelOrderId: params.get('order'),
    setQuery: useStableCallback((q: string) => setParam('q', q)),
    /** Opens the side panel of an order (null closes it). */
    setPanelOrder: useStableCallback((orderId: string | null) => setParam('order', orderId)),
    /** The status a handheld shows (one column at a time; `status`, replacing the entry). */
    shownStatusId: params.get('status'),
    setShownStatus: useStableCallback((statusId: string | null) => setParam('status', statusId)),
  };
}
