import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProduct, updateProduct } from '../../api/products';
import type {
  Product,
  ProductCreateRequest,
  ProductUpdateRequest,
} from '../../api/schemas/product';
import { productSaved } from '../../queries/products';

/*
 * The products feature's writes. Its reads (search, one product, prefetching) are shared with
 * the other features: src/queries/products.ts.
 */

/** After a write, the product's page has the server's answer and every product list refetches. */
function useAfterProductWrite() {
  const queryClient = useQueryClient();
  return (product: Product) => productSaved(queryClient, product);
}

export interface WriteVariables<B> {
  body: B;
  idempotencyKey: string;
}

export function useCreateProduct() {
  const after = useAfterProductWrite();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: WriteVariables<ProductCreateRequest>) =>
      createProduct(body, { idempotencyKey }),
    retry: false,
    onSuccess: after,
  });
}

export function useUpdateProduct(id: string) {
  const after = useAfterProductWrite();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: WriteVariables<ProductUpdateRequest>) =>
      updateProduct(id, body, { idempotencyKey }),
    retry: false,
    onSuccess: after,
  });
}
