import type { ControllerRenderProps, FieldPath } from 'react-hook-form';
import { moduleLoader } from '../../lib/moduleLoader';
import { lazyComponent } from '../../ui/lazyComponent';
import type { OrderFormValues } from './orderForm';

/** The chunk of the order form's Autocompletes (orderPickers.ts). */
export const loadOrderPickers = moduleLoader(() => import('./orderPickers'));

export const CustomerAutocomplete = lazyComponent(loadOrderPickers, (m) => m.CustomerAutocomplete);
export const ProductAutocomplete = lazyComponent(loadOrderPickers, (m) => m.ProductAutocomplete);
export const ShippingMethodAutocomplete = lazyComponent(
  loadOrderPickers,
  (m) => m.ShippingMethodAutocomplete,
);
export const TaxesAutocomplete = lazyComponent(loadOrderPickers, (m) => m.TaxesAutocomplete);

/** A form field's binding for its look-alike (ui/LazyField): its name, ref and blur. */
export function stubBinding<N extends FieldPath<OrderFormValues>>(
  field: ControllerRenderProps<OrderFormValues, N>,
) {
  return { name: field.name, inputRef: field.ref, onBlur: field.onBlur };
}
