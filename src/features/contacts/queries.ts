import { useMutation } from '@tanstack/react-query';
import { createContact } from '../../api/contacts';
import type { Contact, ContactCreateRequest } from '../../api/schemas';
import { useScope } from '../../session/SessionContext';
import { rememberContact } from './knownContacts';

/** Query keys of the contacts feature (there is no read call yet: only the write's key). */
export const contactKeys = {
  all: ['contacts'] as const,
  create: () => [...contactKeys.all, 'create'] as const,
};

export interface CreateContactVariables {
  body: ContactCreateRequest;
  /** The form draft's key: the same for every retry of one logical submit. */
  idempotencyKey: string;
}

/**
 * Creates a contact and remembers it in this browser for the account (even if the form that
 * asked is gone by the time the answer arrives). Never retried on its own.
 */
export function useCreateContact() {
  const scope = useScope();
  return useMutation<Contact, Error, CreateContactVariables>({
    mutationKey: contactKeys.create(),
    mutationFn: ({ body, idempotencyKey }) => createContact(body, { idempotencyKey }),
    retry: false,
    onSuccess: (contact) => {
      rememberContact(scope, contact);
    },
  });
}
