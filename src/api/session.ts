import { request } from './client';
import type { ReadOptions } from './client';
import { productSearchPageSchema } from './schemas/product';

/**
 * Checks an API key before the console accepts it. The service has no call that only checks
 * a key (CONTRACT.md assumption), so this asks for one search result with that key: 2xx means
 * the key is accepted; a 401 rejects with an ApiError whose `isUnauthorized` is true. The
 * session's 401 handler is not called (no session exists yet), and the search is a read.
 */
export async function verifyApiKey(apiKey: string, opts: ReadOptions = {}): Promise<void> {
  await request({
    method: 'POST',
    path: '/v1/products/search',
    body: { page: 1, page_size: 1 },
    schema: productSearchPageSchema,
    apiKey,
    notifyUnauthorized: false,
    signal: opts.signal,
  });
}
