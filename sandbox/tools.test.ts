import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema, productSchema } from '../src/api/schemas/index.ts';
import { buildOpenApiDocument } from '../scripts/openapi/document.ts';
import { createSandbox } from './app.ts';
import { loadStateFile } from './persistence.ts';
import { DEFAULT_DATA_FILE, devServerOptions, parseFlag, resolveOptions } from './options.ts';
import { as, call, DEMO_KEY, testSandbox } from './testSupport.ts';
import { OPENAPI_PATH, RESET_PATH } from './tools.ts';

const root = join(import.meta.dirname, '..');
const SECRET_KEY = 'sk-live-do-not-print-7f3a';

describe('GET /openapi.json', () => {
  it('serves the document the route table generates, without a key, with CORS', async () => {
    const s = testSandbox({ corsOrigins: ['http://console.example'] });
    const res = await call(s.app, 'GET', OPENAPI_PATH, undefined, {
      key: null,
      headers: { Origin: 'http://console.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://console.example');
    expect(res.json).toEqual(buildOpenApiDocument());
    // … which is the committed docs/openapi.json (its drift is checked in scripts/openapi).
    expect(res.json).toEqual(JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8')));
  });
});

describe('request log (SANDBOX_LOG=1)', () => {
  const LINE = /^\[sandbox\] (GET|POST|PUT|OPTIONS) \S+ \d{3} \d+ ms( idempotency-key=\S.*)?$/;

  it('writes one line per request: method, path, status, time and Idempotency-Key; never the key, the query or a body', async () => {
    const lines: string[] = [];
    const s = testSandbox({
      apiKeys: { [SECRET_KEY]: 'acc-demo' },
      log: (line) => lines.push(line),
    });
    const opts = { key: SECRET_KEY };
    await call(s.app, 'GET', '/health?token=query-secret', undefined, { key: null });
    const created = await call(
      s.app,
      'POST',
      '/v1/products',
      { name: 'Body secret name', sku: 'LOG-1' },
      { ...opts, headers: { 'Idempotency-Key': 'idem-123' } },
    );
    expect(created.status).toBe(201);
    const id = as(productSchema, created.json).id;
    await call(s.app, 'GET', `/v1/products/${id}`, undefined, opts);
    await call(s.app, 'GET', '/v1/products/nope', undefined, opts);
    await call(s.app, 'GET', '/v1/products/nope', undefined, { key: 'wrong-key-also-secret' });
    await call(s.app, 'POST', '/v1/contacts', { first_name: '' }, opts);
    // The API key pasted into the Idempotency-Key header is hidden too.
    await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: '' },
      { ...opts, headers: { 'Idempotency-Key': SECRET_KEY } },
    );

    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line).toMatch(LINE);
    expect(lines.slice(0, 5).map((l) => l.replace(/ \d+ ms/, ' <t> ms'))).toEqual([
      '[sandbox] GET /health 200 <t> ms',
      '[sandbox] POST /v1/products 201 <t> ms idempotency-key=idem-123',
      `[sandbox] GET /v1/products/${id} 200 <t> ms`,
      '[sandbox] GET /v1/products/nope 404 <t> ms',
      '[sandbox] GET /v1/products/nope 401 <t> ms',
    ]);
    expect(lines[5]).toMatch(/^\[sandbox\] POST \/v1\/contacts 422 /);
    expect(lines[6]).toMatch(/idempotency-key=\(hidden: same as the API key\)$/);
    const all = lines.join('\n');
    for (const secret of [SECRET_KEY, 'wrong-key-also-secret', 'query-secret', 'Body secret']) {
      expect(all).not.toContain(secret);
    }
  });

  it('is off unless SANDBOX_LOG=1, and then goes to stdout', async () => {
    expect(resolveOptions({}, {}).log).toBeNull();
    expect(resolveOptions({}, { SANDBOX_LOG: '0' }).log).toBeNull();
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const quiet = testSandbox();
      await call(quiet.app, 'GET', '/health', undefined, { key: null });
      expect(written).toEqual([]);
      const logging = testSandbox({ log: resolveOptions({}, { SANDBOX_LOG: '1' }).log });
      await call(logging.app, 'GET', '/v1/products/x', undefined, { key: DEMO_KEY });
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^\[sandbox\] GET \/v1\/products\/x 404 \d+ ms\n$/);
      expect(written[0]).not.toContain(DEMO_KEY);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('POST /__sandbox/reset', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is refused with the contract error body (404) unless allowed, and changes nothing', async () => {
    const s = testSandbox();
    const created = await call(s.app, 'POST', '/v1/products', { name: 'Kept', sku: 'KEEP-1' });
    const res = await call(s.app, 'POST', RESET_PATH, undefined, { key: null });
    expect(res.status).toBe(404);
    const body = errorBodySchema.parse(res.json);
    expect(body.code).toBe('not_found');
    expect(body.message).toContain('SANDBOX_ALLOW_RESET=1');
    const id = as(productSchema, created.json).id;
    expect((await call(s.app, 'GET', `/v1/products/${id}`)).status).toBe(200);
  });

  it('restores the seeded state when allowed: records, numbers and Idempotency-Keys', async () => {
    const s = testSandbox({ allowReset: true });
    const seeded = s.store.account('acc-demo').products.size;
    const headers = { 'Idempotency-Key': 'reset-key' };
    const created = await call(
      s.app,
      'POST',
      '/v1/products',
      { name: 'Gone', sku: 'GONE-1' },
      { headers },
    );
    const id = as(productSchema, created.json).id;
    await call(s.app, 'POST', '/v1/products', { name: 'Other', sku: 'X' }, { key: 'demo-key-2' });
    expect(s.store.account('acc-demo').products.size).toBe(seeded + 1);
    const before = await call(s.app, 'POST', '/v1/products/search', { query: 'Gone' });
    expect(before.json).toMatchObject({ items: [{ id }] });

    const res = await call(s.app, 'POST', RESET_PATH, undefined, { key: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'reset' });
    expect((await call(s.app, 'GET', `/v1/products/${id}`)).status).toBe(404);
    expect(s.store.account('acc-demo').products.size).toBe(seeded);
    expect(s.store.account('acc-other').products.size).toBe(0);
    // Search sees the reset (its caches are per account state).
    const page = await call(s.app, 'POST', '/v1/products/search', { query: 'Gone' });
    expect(page.json).toMatchObject({ items: [] });
    // The remembered key is gone: the same key with another body is a new request, not a 422.
    const again = await call(
      s.app,
      'POST',
      '/v1/products',
      { name: 'New', sku: 'GONE-1' },
      { headers },
    );
    expect(again.status).toBe(201);
  });

  it('is allowed by SANDBOX_ALLOW_RESET=1 and writes the seed to the state file', async () => {
    expect(resolveOptions({}, {}).allowReset).toBe(false);
    expect(resolveOptions({}, { SANDBOX_ALLOW_RESET: '1' }).allowReset).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-reset-'));
    dirs.push(dir);
    const file = join(dir, 'state.json');
    const s = createSandbox({
      seedProducts: 10,
      dataFile: file,
      allowReset: resolveOptions({}, { SANDBOX_ALLOW_RESET: '1' }).allowReset,
      apiKeys: {},
      corsOrigins: [],
    });
    await call(s.app, 'POST', '/v1/products', { name: 'Saved then reset', sku: 'SR-1' });
    await s.flush();
    expect(loadStateFile(file)?.account('acc-demo').products.size).toBe(11);
    expect((await call(s.app, 'POST', RESET_PATH, undefined, { key: null })).status).toBe(200);
    await s.flush();
    expect(loadStateFile(file)?.account('acc-demo').products.size).toBe(10);
  });
});

describe('defaults: persistence and reset in the dev server only', () => {
  it('npm run sandbox, vite preview (npm start, e2e) and tests keep state in memory, reset off', () => {
    const resolved = resolveOptions({}, {});
    expect(resolved.dataFile).toBeNull();
    expect(resolved.allowReset).toBe(false);
  });

  it('the dev server keeps state in .sandbox/state.json (git-ignored) and allows reset', () => {
    const dev = resolveOptions(devServerOptions({}), {});
    expect(dev.dataFile).toBe(DEFAULT_DATA_FILE);
    expect(relative(root, DEFAULT_DATA_FILE).replaceAll('\\', '/')).toBe('.sandbox/state.json');
    expect(dev.allowReset).toBe(true);
    // git check-ignore exits 0 when the path is ignored (and throws otherwise).
    expect(() =>
      execFileSync('git', ['check-ignore', '-q', DEFAULT_DATA_FILE], { cwd: root }),
    ).not.toThrow();
  });

  it.each([
    [{ SANDBOX_PERSIST: '0' }, null],
    [{ SANDBOX_DATA_FILE: '' }, null],
    [{ SANDBOX_DATA_FILE: '/tmp/dev.json' }, '/tmp/dev.json'],
    [{ SANDBOX_PERSIST: '0', SANDBOX_DATA_FILE: '/tmp/dev.json' }, null],
  ])('dev server with %o: state file %s', (env, expected) => {
    expect(resolveOptions(devServerOptions(env), env).dataFile).toBe(expected);
  });

  it.each([
    [{ SANDBOX_PERSIST: '1' }, DEFAULT_DATA_FILE],
    [{ SANDBOX_PERSIST: '1', SANDBOX_DATA_FILE: '/tmp/s.json' }, '/tmp/s.json'],
    [{ SANDBOX_DATA_FILE: '/tmp/s.json' }, '/tmp/s.json'],
    [{ SANDBOX_PERSIST: '0', SANDBOX_DATA_FILE: '/tmp/s.json' }, null],
  ])('elsewhere with %o: state file %s', (env, expected) => {
    expect(resolveOptions({}, env).dataFile).toBe(expected);
  });

  it('SANDBOX_ALLOW_RESET=0 turns the reset off in the dev server; a bad flag names its variable', () => {
    expect(resolveOptions(devServerOptions({ SANDBOX_ALLOW_RESET: '0' }), {}).allowReset).toBe(
      false,
    );
    expect(parseFlag('true', 'X')).toBe(true);
    expect(parseFlag(' ', 'X')).toBeUndefined();
    expect(() => resolveOptions({}, { SANDBOX_LOG: 'yes please' })).toThrow(
      'SANDBOX_LOG must be 1 or 0, got "yes please"',
    );
    expect(() => devServerOptions({ SANDBOX_PERSIST: '2' })).toThrow(
      /SANDBOX_PERSIST must be 1 or 0/,
    );
  });
});
