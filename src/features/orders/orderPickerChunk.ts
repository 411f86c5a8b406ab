import { moduleLoader } from '../../lib/moduleLoader';
import { lazyComponent } from '../../ui/lazyComponent';

/** The chunk of the order form's Autocompletes (orderPickers.ts). */
export const loadOrderPickers = moduleLoader(() => import('./orderPickers'));

export const CustomerAutocomplete = lazyComponent(loadOrderPickers, (m) => m.CustomerAutocomplete);
export const ProductAutocomplete = lazyComponent(loadOrderPickers, (m) => m.ProductAutocomplete);
export const ShippingMethodAutocomplete = lazyComponent(
  loadOrderPickers,
  (m) => m.ShippingMethodAutocomplete,
);
export const TaxesAutocomplete = lazyComponent(loadOrderPickers, (m) => m.TaxesAutocomplete);
