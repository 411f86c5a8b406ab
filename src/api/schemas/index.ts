export { decimalPlaces } from './common.ts';
export * from './product.ts';
export * from './stock.ts';
export * from './order.ts';
export * from './shipment.ts';
export * from './contact.ts';
export * from './health.ts';
export * from './error.ts';
