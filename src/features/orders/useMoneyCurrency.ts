import { useFormContext, useWatch } from 'react-hook-form';
import { useConfig } from '../../config/ConfigContext';
import type { OrderFormValues } from './orderForm';

/** The order form's currency when it is a valid code, else the configured one (Intl needs a real code). */
export function useMoneyCurrency(): string {
  const { currency: fallback } = useConfig();
  const { control } = useFormContext<OrderFormValues>();
  const typed = useWatch({ control, name: 'currency' });
  // useWatch is typed as if the field always held a value; before the form has it, undefined.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  const code = (typed ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) && isCurrency(code) ? code : fallback;
}

const known = new Map<string, boolean>();

function isCurrency(code: string): boolean {
  let ok = known.get(code);
  if (ok === undefined) {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(code, ok);
  }
  return ok;
}
