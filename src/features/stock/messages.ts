import type { TFunction } from 'i18next';
import { formatDateTime, formatNumber } from '../../lib/format';
import { dynamicT } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import type { LineWarning } from './batchSummary';
import type { Availability } from './knownStock';

/** A line's message: an i18n key of the client's checks (with the line's SKU), or the server's sentence as it came. */
export function lineMessage(t: TFunction<'stock'>, message: string, sku: string): string {
  const translated = fieldMessage(t, message);
  // A message with its own parameters (the number rule's) is complete; a plain key may name the SKU.
  if (translated === message || message.includes('::')) return translated ?? message;
  return dynamicT(t)(message, { sku }); // the key is the line check's: data, not code
}

/** A warehouse named the way the grid shows it: its configured name, else its id. */
type NameOf = (id: string) => string | undefined;

/** "in all warehouses together" / "in Bodega norte as of 24/11/2026, 10:32": which figure a line is judged on. */
function whereOf(
  t: TFunction<'stock'>,
  basis: 'warehouse' | 'total',
  warehouse: string,
  at: string | null,
  language: string,
  nameOf?: NameOf,
): string {
  if (basis === 'total') return t('availability.whereTotal');
  return t('availability.whereWarehouse', {
    warehouse: nameOf?.(warehouse) ?? warehouse,
    when: formatDateTime(at, language),
  });
}

/** "Removes 8, but only 5 available in all warehouses together." */
export function warningMessage(
  t: TFunction<'stock'>,
  w: LineWarning,
  language: string,
  nameOf?: NameOf,
): string {
  const key =
    w.kind === 'reserved'
      ? 'availability.releaseBeyond'
      : w.operation === 'reserveOnHand'
        ? 'availability.reserveBeyond'
        : 'availability.removeBeyond';
  return t(key, {
    quantity: formatNumber(w.quantity, language),
    have: formatNumber(w.have, language),
    where: whereOf(t, w.basis, w.warehouse, w.at, language, nameOf),
  });
}

/**
 * "Agua 600 ml · available 12 in Bodega norte (as of …) · reserved 3" or
 * "Agua 600 ml · available 209 · reserved 4 (total in all warehouses)": what a line's figure is.
 */
export function availabilityMessage(
  t: TFunction<'stock'>,
  name: string,
  a: Availability,
  language: string,
  nameOf?: NameOf,
): string {
  const figures = {
    name,
    available: formatNumber(a.available, language),
    reserved: formatNumber(a.reserved, language),
  };
  if (a.basis === 'total') return t('availability.factsTotal', figures);
  return t('availability.factsWarehouse', {
    ...figures,
    warehouse: nameOf?.(a.warehouse) ?? a.warehouse,
    when: formatDateTime(a.at, language),
  });
}
