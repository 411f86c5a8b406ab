import { callRoute } from './client';
import type { ReadOptions, WriteOptions } from './client';
import { PRODUCT_ROUTES } from './contract/products';
import type {
  Product,
  ProductCreateRequest,
  ProductSearchPage,
  ProductSearchRequest,
  ProductUpdateRequest,
} from './schemas/product';

/** The product search: a read, though a POST (the route is not idempotent: no Idempotency-Key). */
export function searchProducts(
  params: ProductSearchRequest,
  opts: ReadOptions = {},
): Promise<ProductSearchPage> {
  return callRoute(PRODUCT_ROUTES.searchProducts, { body: params, signal: opts.signal });
}

export function getProduct(id: string, opts: ReadOptions = {}): Promise<Product> {
  return callRoute(PRODUCT_ROUTES.getProduct, { params: { id }, signal: opts.signal });
}

export function createProduct(
  body: ProductCreateRequest,
  opts: WriteOptions = {},
): Promise<Product> {
  return callRoute(PRODUCT_ROUTES.createProduct, {
    body,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}

/** A partial object: absent fields keep their value. Answers the whole Product. */
export function updateProduct(
  id: string,
  body: ProductUpdateRequest,
  opts: WriteOptions = {},
): Promise<Product> {
  return callRoute(PRODUCT_ROUTES.updateProduct, {
    params: { id },
    body,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
