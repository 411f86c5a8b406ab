import { entryNumber } from '../../ui/formFields';
import type { LineValues } from './orderForm';

/*
 * Lines that ask for more than their product has available (the search item's
 * `stock_available` when the product was chosen). A warning, never a block: the service takes
 * the order and back orders exist.
 */

export interface LineShortfall {
  available: number;
  quantity: number;
}

export interface OrderShortfall extends LineShortfall {
  /** 0-based line index. */
  index: number;
  name: string;
}

export function lineShortfall(line: Partial<LineValues> | undefined): LineShortfall | null {
  if (!line || line.kind !== 'product' || !line.product_id?.trim()) return null;
  const available = line.available;
  if (available == null || !Number.isFinite(available)) return null;
  const quantity = entryNumber(line.quantity ?? '');
  if (quantity === null || quantity <= available) return null;
  return { available, quantity };
}

export function orderShortfalls(
  items: readonly (Partial<LineValues> | undefined)[] | undefined,
): OrderShortfall[] {
  const out: OrderShortfall[] = [];
  (items ?? []).forEach((line, index) => {
    const s = lineShortfall(line);
    if (s) out.push({ ...s, index, name: line?.product_name?.trim() || line?.product_id || '' });
  });
  return out;
}
