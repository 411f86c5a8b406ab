/**
 * Whether a product's quantities may carry decimals, from its `measurement` (free text in
 * service-interface.md). A product measured by weight, volume, length, area or time may
 * (`kg`, `litros`, `m²`); anything else is counted in whole units (`unit`, `caja`, none at all).
 * `undefined` means the service did not say (unknown): decimals stay allowed rather than
 * refusing a weighed product's real quantity.
 */
const CONTINUOUS = new Set([
  'kg',
  'kgs',
  'kilo',
  'kilos',
  'kilogram',
  'kilograms',
  'kilogramo',
  'kilogramos',
  'g',
  'gr',
  'grs',
  'gram',
  'grams',
  'gramo',
  'gramos',
  'mg',
  'lb',
  'lbs',
  'libra',
  'libras',
  'oz',
  'onza',
  'onzas',
  't',
  'ton',
  'tonelada',
  'toneladas',
  'l',
  'lt',
  'lts',
  'litre',
  'litres',
  'liter',
  'liters',
  'litro',
  'litros',
  'ml',
  'cc',
  'gal',
  'galon',
  'galón',
  'galones',
  'gallon',
  'gallons',
  'm',
  'mt',
  'mts',
  'metre',
  'metres',
  'meter',
  'meters',
  'metro',
  'metros',
  'cm',
  'mm',
  'km',
  'ft',
  'in',
  'yd',
  'm2',
  'm²',
  'm3',
  'm³',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'hora',
  'horas',
]);

/** Decimals a quantity of a product with this measurement may carry. */
export const FRACTION_DECIMALS = 6;

export function quantityDecimals(measurement: string | null | undefined): number {
  if (measurement === undefined) return FRACTION_DECIMALS;
  const unit = (measurement ?? '').trim().toLowerCase().replace(/\.$/, '');
  return CONTINUOUS.has(unit) ? FRACTION_DECIMALS : 0;
}
