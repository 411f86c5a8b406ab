export { decimalPlaces } from './common';
export * from './product';
export * from './stock';
export * from './order';
export * from './shipment';
export * from './contact';
export * from './health';
export * from './error';
