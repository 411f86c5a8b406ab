/** The contract's products routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import {
  productCreateRequestSchema,
  productSchema,
  productSearchPageSchema,
  productSearchRequestSchema,
  productUpdateRequestSchema,
} from '../schemas/product.ts';
import { READ_ERRORS, WRITE_ERRORS, route } from './route.ts';
import type { RouteRules } from './route.ts';

export const PRODUCT_ROUTES = {
  searchProducts: route({
    method: 'POST',
    path: '/v1/products/search',
    params: [],
    summary: 'Search products',
    pathSource: 'service-interface',
    request: productSearchRequestSchema,
    response: productSearchPageSchema,
    successStatus: 200,
    errorStatuses: [400, 422, ...READ_ERRORS],
    idempotent: false,
    authenticated: true,
    read: true,
  }),
  getProduct: route({
    method: 'GET',
    path: '/v1/products/{id}',
    params: ['id'],
    summary: 'Get product by id',
    pathSource: 'service-interface',
    request: null,
    response: productSchema,
    successStatus: 200,
    errorStatuses: [404, ...READ_ERRORS],
    idempotent: false,
    authenticated: true,
    read: true,
  }),
  createProduct: route({
    method: 'POST',
    path: '/v1/products',
    params: [],
    summary: 'Create product',
    pathSource: 'service-interface',
    request: productCreateRequestSchema,
    response: productSchema,
    successStatus: 201,
    errorStatuses: WRITE_ERRORS,
    idempotent: true,
    authenticated: true,
    read: false,
  }),
  updateProduct: route({
    method: 'PUT',
    path: '/v1/products/{id}',
    params: ['id'],
    summary: 'Update product (partial: absent fields keep their value)',
    pathSource: 'service-interface',
    request: productUpdateRequestSchema,
    response: productSchema,
    successStatus: 200,
    errorStatuses: [404, ...WRITE_ERRORS],
    idempotent: true,
    authenticated: true,
    read: false,
  }),
} as const;

/**
 * The cross-field rules of these routes (OpenAPI descriptions, check-api), apart from the routes
 * so that the console's bundle, which never reads them, leaves the prose out; ROUTES
 * (routes.ts) joins them to their routes.
 */
export const PRODUCT_RULES = {
  searchProducts: [
    '`page_size` is at most 100; `sort` names one of the contract sort fields.',
    'A read although a POST: no Idempotency-Key.',
  ],
  createProduct: ['A `sku` already used by another product of the account is a 409.'],
  updateProduct: ['A `sku` already used by another product of the account is a 409.'],
} as const satisfies RouteRules<typeof PRODUCT_ROUTES>;
