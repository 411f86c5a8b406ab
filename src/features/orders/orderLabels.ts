import type { TFunction } from 'i18next';
import type { ControllerRenderProps } from 'react-hook-form';
import type { Contact } from '../../api/schemas';
import type { TaxConfig } from '../../config/schema';
import { formatMoney } from '../../lib/format';
import { languages } from '../../i18n/i18n';
import { contactName } from '../contacts';
import type { OrderFormValues } from './orderForm';
import { shippingMethodCode, shippingMethodKey } from './orderView';

/** "Ana Pérez · CC 1020304050"; a company by its business name: "Tornillos S.A.S. · NIT 900123456-8" */
export function contactLabel(c: Contact, unnamed: string): string {
  const name = contactName(c) ?? unnamed;
  const ident = [c.identification_type, c.identification_number].filter(Boolean).join(' ');
  return ident ? `${name} · ${ident}` : name;
}

/** The taxes of the catalog a line's tax ids name, in the line's order (unknown ids left out). */
export function chosenTaxes(ids: readonly string[], catalog: readonly TaxConfig[]): TaxConfig[] {
  return ids
    .map((id) => catalog.find((x) => x.id === id))
    .filter((x): x is TaxConfig => x !== undefined);
}

/** "IVA 19%", "INC 8% (included in price)", "Impuesto bolsa ($66 per unit)" */
export function taxLabel(
  tax: TaxConfig,
  t: TFunction<'orders'>,
  language: string,
  currency: string,
): string {
  const notes: string[] = [];
  if (tax.percentage === undefined)
    notes.push(t('line.taxFixed', { amount: formatMoney(tax.value ?? 0, language, currency) }));
  if (tax.included) notes.push(t('line.taxIncluded'));
  return notes.length > 0 ? `${tax.name} (${notes.join(', ')})` : tax.name;
}

/** The code of the shipping method a typed text names in any of the console's languages, else the text. */
export function shippingMethodCodeOf(text: string, t: TFunction<['orders', 'common']>): string {
  return shippingMethodCode(text, (code) =>
    languages.map((lng) => t(shippingMethodKey(code), { lng })),
  );
}

/**
 * The shipping method's field is left (the real picker or its look-alike): the name of a known
 * method typed there becomes its code, then the field counts as touched.
 */
export function leaveShippingMethod(
  field: Pick<
    ControllerRenderProps<OrderFormValues, 'shipment.shipping_method'>,
    'value' | 'onChange' | 'onBlur'
  >,
  t: TFunction<['orders', 'common']>,
): void {
  const code = shippingMethodCodeOf(field.value, t);
  if (code !== field.value) field.onChange(code);
  field.onBlur();
}
