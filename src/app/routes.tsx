import type { RouteObject } from 'react-router-dom';

/**
 * Each area's routes: lazy, so every page is its own chunk. A feature adds its entries here
 * (and its navigation entry and home shortcut in areas.ts) when its pages exist.
 */
export const featureRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => ({
      Component: (await import('../features/products/ProductSearchPage')).ProductSearchPage,
    }),
  },
  {
    path: 'products/new',
    lazy: async () => ({
      Component: (await import('../features/products/NewProductPage')).NewProductPage,
    }),
  },
  {
    path: 'products/:id',
    lazy: async () => ({
      Component: (await import('../features/products/ProductPage')).ProductPage,
    }),
  },
  {
    path: 'stock',
    lazy: async () => ({
      Component: (await import('../features/stock/StockBatchPage')).StockBatchPage,
    }),
  },
  { path: 'orders', lazy: async () => ({ Component: (await import('../features/orders/OrdersListPage')).OrdersListPage }) },
  { path: 'orders/new', lazy: async () => ({ Component: (await import('../features/orders/OrderEntryPage')).OrderEntryPage }) },
  { path: 'orders/:id', lazy: async () => ({ Component: (await import('../features/orders/OrderPage')).OrderPage }) },
  { path: 'shipments', lazy: async () => ({ Component: (await import('../features/shipments/ShipmentBoardPage')).ShipmentBoardPage }) },
  {
    path: 'contacts',
    lazy: async () => ({
      Component: (await import('../features/contacts/ContactsListPage')).ContactsListPage,
    }),
  },
  {
    path: 'contacts/new',
    lazy: async () => ({
      Component: (await import('../features/contacts/NewContactPage')).NewContactPage,
    }),
  },
];
