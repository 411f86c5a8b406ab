/**
 * The order form's MUI Autocompletes, one lazy chunk (with the `overlays` chunk their popper
 * comes with): the form paints without them, and each field draws a look-alike until they are
 * here (ui/LazyField.tsx).
 */
export { CustomerAutocomplete } from './CustomerAutocomplete';
export { ProductAutocomplete } from './ProductAutocomplete';
export { ShippingMethodAutocomplete } from './ShippingMethodAutocomplete';
export { TaxesAutocomplete } from './TaxesAutocomplete';
