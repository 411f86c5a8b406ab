import { describe, expect, it } from 'vitest';
import { contactSchema } from '../src/api/schemas/index.ts';
import {
  as,
  call,
  detailPaths,
  errorOf,
  missingFields,
  OTHER_KEY,
  testSandbox,
} from './testSupport.ts';

describe('POST /v1/contacts', () => {
  it('creates a contact (201) with every field; status active; blanks become null', async () => {
    const s = testSandbox();
    const res = await call(s.app, 'POST', '/v1/contacts', {
      first_name: 'Valentina',
      last_name: 'Ospina',
      email: 'valentina.ospina@gmail.com',
      phone_prefix: '+57',
      phone_number: '3001234567',
      identification_type: 'CC',
      identification_number: '1020304050',
    });
    expect(res.status).toBe(201);
    expect(missingFields(res.json, Object.keys(contactSchema.shape))).toEqual([]);
    expect(as(contactSchema, res.json)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      account_id: 'acc-demo',
      first_name: 'Valentina',
      last_name: 'Ospina',
      email: 'valentina.ospina@gmail.com',
      phone_number: '3001234567',
      phone_prefix: '+57',
      identification_number: '1020304050',
      identification_type: 'CC',
      status: 'active',
      created_at: '2026-11-21T14:03:00.000Z',
    });
    const minimal = await call(s.app, 'POST', '/v1/contacts', {
      first_name: 'Ana',
      email: '',
      phone_number: '',
    });
    expect(minimal.status).toBe(201);
    expect(as(contactSchema, minimal.json)).toMatchObject({
      last_name: null,
      email: null,
      phone_number: null,
      identification_type: null,
      identification_number: null,
    });
  });

  it('409 at identification_number for the same (type, number) in the account', async () => {
    const s = testSandbox();
    const body = {
      first_name: 'Tienda',
      identification_type: 'NIT',
      identification_number: '900123456-8',
    };
    expect((await call(s.app, 'POST', '/v1/contacts', body)).status).toBe(201);
    const dup = await call(s.app, 'POST', '/v1/contacts', { ...body, first_name: 'Otra' });
    expect(dup.status).toBe(409);
    expect(errorOf(dup).code).toBe('conflict');
    expect(detailPaths(dup)).toEqual(['identification_number']);
    // another type with the same number, or another account, is fine
    expect(
      (await call(s.app, 'POST', '/v1/contacts', { ...body, identification_type: 'CC' })).status,
    ).toBe(201);
    expect((await call(s.app, 'POST', '/v1/contacts', body, { key: OTHER_KEY })).status).toBe(201);
  });

  it('409 against a seeded contact too', async () => {
    const s = testSandbox();
    const seeded = [...s.store.account('acc-demo').contacts.values()].find(
      (c) => c.identification_number !== null,
    );
    const dup = await call(s.app, 'POST', '/v1/contacts', {
      first_name: 'Copy',
      identification_type: seeded?.identification_type,
      identification_number: seeded?.identification_number,
    });
    expect(dup.status).toBe(409);
  });

  it('422 for a bad email, non-digit phone, unknown identification type, missing first name', async () => {
    const s = testSandbox();
    const res = await call(s.app, 'POST', '/v1/contacts', {
      first_name: '  ',
      email: 'not-an-email',
      phone_number: '300-123',
      phone_prefix: '57',
      identification_type: 'DNI',
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).code).toBe('validation_failed');
    expect(detailPaths(res).sort()).toEqual([
      'email',
      'first_name',
      'identification_type',
      'phone_number',
      'phone_prefix',
    ]);
    expect(s.store.account('acc-demo').contacts.size).toBe(30);
  });
});
