/**
 * What other features use of orders (the shipment board follows the tracked orders and shows
 * their addresses and shipping methods). Other features import orders only through this file;
 * shared order reads live in src/queries/orders.ts.
 */
export { TRACKED_ORDERS_MAX, useTrackedOrders } from './trackedOrders';
export { addressLines, shippingMethodKey, shippingMethodText } from './orderView';
// Telling an order id from an order or invoice number (the orders page, the board's scan field, "Track orders").
export { checkOrderId, ORDER_ID_MESSAGES, ORDER_ID_WHERE, readOrderIdList } from './orderIdInput';
export type { OrderIdList } from './orderIdInput';
