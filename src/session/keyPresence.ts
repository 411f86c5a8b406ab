import { hasStored } from '../lib/storage.ts';

/** The sessionStorage entry (under storage.ts's prefix) that holds the API key. */
export const KEY_ENTRY = 'session';

/**
 * Whether an API key is held in this tab, without reading or checking it (keyStorage.ts does
 * that): enough for bootStart.ts to fetch the pages' chunks ahead, never to send a request.
 */
export function keyPresent(): boolean {
  return hasStored('session', KEY_ENTRY);
}
