/**
 * What other features use of orders (the shipment board follows the tracked orders and shows
 * their addresses and shipping methods). Other features import orders only through this file;
 * shared order reads live in src/queries/orders.ts.
 */
export { TRACKED_ORDERS_MAX, useTrackedOrders } from './trackedOrders';
export { addressLines, shippingMethodKey, shippingMethodText } from './orderView';
