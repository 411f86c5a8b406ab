import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import { fieldMessage } from '../../ui/formFields';
import type { LineWarning } from './batchSummary';

/** A line's message: an i18n key of the client's checks (with the line's SKU), or the server's sentence as it came. */
export function lineMessage(t: TFunction, message: string, sku: string): string {
  const translated = fieldMessage(t, message);
  // A message with its own parameters (the number rule's) is complete; a plain key may name the SKU.
  if (translated === message || message.includes('::')) return translated ?? message;
  return t(message, { sku });
}

/** "Removes 8, but only 5 are available" */
export function warningMessage(t: TFunction, w: LineWarning, language: string): string {
  return t(w.kind === 'reserved' ? 'stock:warnings.releaseBeyond' : 'stock:warnings.removeBeyond', {
    quantity: formatNumber(w.quantity, language),
    have: formatNumber(w.have, language),
  });
}
