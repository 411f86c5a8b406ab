import { idSegment, request } from './client';
import type { ReadOptions, WriteOptions } from './client';
import { productSchema, productSearchPageSchema } from './schemas/product';
import type {
  Product,
  ProductCreateRequest,
  ProductSearchPage,
  ProductSearchRequest,
  ProductUpdateRequest,
} from './schemas/product';

/** POST /v1/products/search: a read, though a POST (no Idempotency-Key). */
export function searchProducts(
  params: ProductSearchRequest,
  opts: ReadOptions = {},
): Promise<ProductSearchPage> {
  return request({
    method: 'POST',
    path: '/v1/products/search',
    body: params,
    schema: productSearchPageSchema,
    signal: opts.signal,
  });
}

/** GET /v1/products/{id} */
export async function getProduct(id: string, opts: ReadOptions = {}): Promise<Product> {
  return request({
    path: `/v1/products/${idSegment(id)}`,
    schema: productSchema,
    signal: opts.signal,
  });
}

/** POST /v1/products */
export function createProduct(
  body: ProductCreateRequest,
  opts: WriteOptions = {},
): Promise<Product> {
  return request({
    method: 'POST',
    path: '/v1/products',
    body,
    schema: productSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}

/** PUT /v1/products/{id}: a partial object; absent fields keep their value. Answers the whole Product. */
export async function updateProduct(
  id: string,
  body: ProductUpdateRequest,
  opts: WriteOptions = {},
): Promise<Product> {
  return request({
    method: 'PUT',
    path: `/v1/products/${idSegment(id)}`,
    body,
    schema: productSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
