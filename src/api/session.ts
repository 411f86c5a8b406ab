import { callRoute } from './client';
import type { ReadOptions } from './client';
import { PRODUCT_ROUTES } from './contract/products';

/**
 * Checks an API key before the console accepts it. The service has no call that only checks
 * a key (CONTRACT.md assumption), so this asks for one search result with that key: 2xx means
 * the key is accepted; a 401 rejects with an ApiError whose `isUnauthorized` is true. The
 * session's 401 handler is not called (no session exists yet), and the search is a read.
 */
export async function verifyApiKey(apiKey: string, opts: ReadOptions = {}): Promise<void> {
  await callRoute(PRODUCT_ROUTES.searchProducts, {
    body: { page: 1, page_size: 1 },
    apiKey,
    notifyUnauthorized: false,
    signal: opts.signal,
  });
}
