import { lazyComponent } from '../../ui/lazyComponent';
import { moduleLoader } from '../../lib/moduleLoader';

/**
 * What other features use of contacts (orders and the shipment board show and pick customers).
 * Other features import contacts only through this file; the rest of the folder is its own.
 */
export { contactName, useKnownContacts } from './knownContacts';
export { filterContacts } from './filterContacts';

/** Loads the new-contact dialog's chunk (to fetch it ahead of need, e.g. when the pointer nears its button). */
export const loadContactFormDialog = moduleLoader(() => import('./ContactFormDialog'));

/**
 * The new-contact dialog, loaded when first rendered (inside a Suspense): a page that only
 * reads contacts (the shipment board, an order) does not carry the contact form and its
 * catalog through this file, and order entry fetches it when a customer is created in place.
 */
export const ContactFormDialog = lazyComponent(loadContactFormDialog, (m) => m.ContactFormDialog);
