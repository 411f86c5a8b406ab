import { paths } from '../../app/paths';
import { onSignOut } from '../../session/sessionEvents';

/*
 * The last product search of this tab (its URL query string), so that the product page's
 * "Back to products" returns to the same results even when it was opened from a link.
 */
let last = '';

export function rememberSearch(search: string): void {
  last = search.startsWith('?') ? search.slice(1) : search;
}

export function lastSearchHref(): string {
  return paths.products.list(last);
}

onSignOut(() => {
  last = '';
});
