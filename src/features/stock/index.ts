/**
 * What other features use of stock (the product page shows the per-warehouse figures the
 * console knows). Other features import stock only through this file; the rest of the folder
 * is its own.
 */
export { availableOf, knownForProduct } from './knownStock';
export { useKnownStock } from './useKnownStock';
