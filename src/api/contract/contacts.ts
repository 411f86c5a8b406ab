/** The contract's contacts routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import { contactCreateRequestSchema, contactSchema } from '../schemas/contact.ts';
import { WRITE_ERRORS, route } from './route.ts';

export const CONTACT_ROUTES = {
  createContact: route({
    method: 'POST',
    path: '/v1/contacts',
    params: [],
    summary: 'Create contact',
    pathSource: 'service-interface',
    request: contactCreateRequestSchema,
    response: contactSchema,
    successStatus: 201,
    errorStatuses: WRITE_ERRORS,
    idempotent: true,
    authenticated: true,
    read: false,
  }),
} as const;
