import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { colonPath, OPERATION_NAMES, ROUTES, routePath } from '../src/api/contract/routes.ts';
import type { OperationName } from '../src/api/contract/routes.ts';
import { healthReportSchema } from '../src/api/schemas/index.ts';
import { serve, withoutIdempotency } from './routeTable.ts';
import { call, detailPaths, errorOf, testSandbox } from './testSupport.ts';

const ID = 'no-such-id';

function pathOf(op: OperationName): string {
  return routePath(op, Object.fromEntries(ROUTES[op].params.map((name) => [name, ID])));
}

/** The app's routes (not its middleware: `use` is ALL, the idempotency check a `/v1/*` pattern). */
function servedRoutes(app: Hono): string[] {
  return app.routes
    .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => `${r.method} ${r.path}`);
}

describe('the sandbox serves the route table', () => {
  it.each(OPERATION_NAMES)('%s answers at its method and path', async (op) => {
    const spec = ROUTES[op];
    const { app } = testSandbox();
    const res = await call(
      app,
      spec.method,
      pathOf(op),
      spec.request === null ? undefined : {},
      spec.authenticated ? {} : { key: null },
    );
    // A route that is not served answers 404 "No such route"; an unknown id is another 404.
    expect(res.status === 404 && errorOf(res).message === 'No such route').toBe(false);
    expect([spec.successStatus, ...spec.errorStatuses]).toContain(res.status);
  });

  it('answers 404 "No such route" for a method the table does not give a path', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'DELETE', routePath('getProduct', { id: ID }));
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe('No such route');
  });

  it('serves every route of the table, and no /v1 route absent from it', () => {
    const served = servedRoutes(testSandbox().app);
    const table = OPERATION_NAMES.map((op) => `${ROUTES[op].method} ${colonPath(op)}`);
    expect(served).toEqual(expect.arrayContaining(table));
    expect(served.filter((r) => r.split(' ')[1]?.startsWith('/v1/')).sort()).toEqual(
      table.filter((r) => r.split(' ')[1]?.startsWith('/v1/')).sort(),
    );
    // Each operation once: no route registered twice.
    expect(new Set(served).size).toBe(served.length);
  });
});

describe('serve', () => {
  it('registers the method and path of the table and answers its success status', async () => {
    const app = new Hono();
    serve(app, 'health', () => ({
      status: 'ok',
      version: '1.0.0',
      service: 'test',
      environment: 'test',
      message: null,
      timestamp: null,
    }));
    expect(servedRoutes(app)).toEqual([`${ROUTES.health.method} ${colonPath('health')}`]);
    const res = await call(app, 'GET', routePath('health'), undefined, { key: null });
    expect(res.status).toBe(ROUTES.health.successStatus);
    expect(healthReportSchema.parse(res.json)).toMatchObject({ status: 'ok' });
  });

  it('answers a write with the success status of the table (201 for a create)', async () => {
    const { app } = testSandbox();
    const res = await call(app, ROUTES.createContact.method, routePath('createContact'), {
      first_name: 'Ana',
    });
    expect(ROUTES.createContact.successStatus).toBe(201);
    expect(res.status).toBe(201);
  });

  it("validates the body with the route's request schema: 422 listing each field", async () => {
    const { app } = testSandbox();
    const res = await call(app, 'POST', routePath('createContact'), { first_name: 7 });
    expect(res.status).toBe(422);
    const expected = ROUTES.createContact.request.safeParse({ first_name: 7 });
    expect(expected.success).toBe(false);
    expect(detailPaths(res)).toEqual(expected.error?.issues.map((i) => i.path.join('.')));
  });

  it('answers 400 for a body that is not a JSON object, before validating it', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'POST', routePath('createContact'), undefined, { raw: '[1]' });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('bad_request');
  });
});

describe('withoutIdempotency', () => {
  it('is true only for a write the table marks as not idempotent (the search)', () => {
    const writes = OPERATION_NAMES.filter((op) => ROUTES[op].method !== 'GET');
    for (const op of writes) {
      expect(withoutIdempotency(ROUTES[op].method, pathOf(op)), op).toBe(!ROUTES[op].idempotent);
    }
    expect(writes.filter((op) => !ROUTES[op].idempotent)).toEqual(['searchProducts']);
  });

  it('matches whole paths and the method', () => {
    const search = routePath('searchProducts');
    expect(withoutIdempotency('POST', search)).toBe(true);
    expect(withoutIdempotency('PUT', search)).toBe(false);
    expect(withoutIdempotency('POST', `${search}/more`)).toBe(false);
    expect(withoutIdempotency('POST', `/prefix${search}`)).toBe(false);
    expect(withoutIdempotency('POST', '/v1/unknown')).toBe(false);
  });
});
