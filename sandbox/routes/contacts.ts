import type { Hono } from 'hono';
import type { ContactCreateData } from '../../src/api/schemas/index.ts';
import type { SandboxContext } from '../context.ts';
import { conflict } from '../http.ts';
import type { ContactRecord } from '../records.ts';
import { serve } from '../routeTable.ts';
import { identificationKey, putContact } from '../store.ts';
import type { AccountState } from '../store.ts';

/** Empty strings count as "not given". */
const given = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

export function createContact(
  acc: AccountState,
  data: ContactCreateData,
  id: string,
  now: string,
): ContactRecord {
  const type = data.identification_type ?? null;
  const number = given(data.identification_number);
  if (number !== null && acc.identifications.has(identificationKey(type, number))) {
    throw conflict('A contact with this identification already exists in the account', [
      { path: 'identification_number', message: 'is already used by another contact' },
    ]);
  }
  const contact: ContactRecord = {
    id,
    account_id: acc.id,
    first_name: data.first_name,
    last_name: given(data.last_name),
    email: given(data.email),
    phone_number: given(data.phone_number),
    phone_prefix: given(data.phone_prefix),
    identification_number: number,
    identification_type: type,
    status: 'active',
    created_at: now,
  };
  putContact(acc, contact);
  return contact;
}

export function registerContactRoutes(app: Hono, ctx: SandboxContext): void {
  serve(app, 'createContact', async (req) => {
    const acc = ctx.account(req.c);
    const data = await req.body();
    return ctx.write(acc, () => createContact(acc, data, ctx.newId(), ctx.nowIso()));
  });
}
