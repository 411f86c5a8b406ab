import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { route } from '../../src/api/contract/route.ts';
import { OPERATION_NAMES, ROUTES } from '../../src/api/contract/routes.ts';
import * as schemas from '../../src/api/schemas/index.ts';
import { API_KEY_SCHEME, buildOpenApiDocument, documentOperations } from './document.ts';
import type { Json, OpenApiDocument } from './document.ts';
import { compareText, driftMessage, OPENAPI_FILE, readOpenApiFile, renderOpenApi } from './file.ts';

const root = join(import.meta.dirname, '..', '..');
const doc = buildOpenApiDocument();

/** The value a local `$ref` (`#/components/...`) points at, or undefined. */
function resolveRef(document: OpenApiDocument, ref: string): unknown {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function allRefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) allRefs(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.push(item);
      else allRefs(item, into);
    }
  }
  return into;
}

function operationOf(name: string) {
  const spec = ROUTES[name as keyof typeof ROUTES];
  const op = doc.paths[spec.path]?.[spec.method.toLowerCase()];
  if (!op) throw new Error(`no operation for ${name}`);
  return op as Record<string, Json>;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the package version and an API key in the X-Api-Key header', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
  });

  it('has every operation of the route table once, at its method and path, and nothing else', () => {
    const listed = documentOperations(doc);
    expect(listed.map(([id]) => id).sort()).toEqual([...OPERATION_NAMES].sort());
    for (const [id, method, path] of listed) {
      const spec = ROUTES[id as keyof typeof ROUTES];
      expect([method, path], id).toEqual([spec.method, spec.path]);
    }
  });

  it.each(OPERATION_NAMES)(
    '%s: success status, error statuses, key, Idempotency-Key, body, rules and path source as the table says',
    (name) => {
      const spec = ROUTES[name];
      const op = operationOf(name);
      const responses = op.responses as Record<string, { $ref?: string }>;
      expect(Object.keys(responses).map(Number).sort()).toEqual(
        [spec.successStatus, ...spec.errorStatuses].sort(),
      );
      for (const status of spec.errorStatuses) {
        const error = resolveRef(doc, responses[String(status)]?.$ref ?? '');
        expect(error, `${name} ${status}`).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        });
      }
      expect(op.security).toEqual(spec.authenticated ? [{ [API_KEY_SCHEME]: [] }] : []);
      const params = JSON.stringify(op.parameters ?? []);
      expect(params.includes('#/components/parameters/IdempotencyKey')).toBe(spec.idempotent);
      for (const param of spec.params) expect(params).toContain(`"name":"${param}","in":"path"`);
      expect(op.requestBody !== undefined).toBe(spec.request !== null);
      for (const rule of spec.rules ?? []) expect(op.description).toContain(rule);
      expect(op['x-path-source']).toBe(spec.pathSource);
      const text = typeof op.description === 'string' ? op.description : '';
      expect(text.includes('assumed by the contract')).toBe(spec.pathSource === 'contract');
    },
  );

  it('health needs no key; the search (a POST that reads) takes no Idempotency-Key', () => {
    expect(operationOf('health').security).toEqual([]);
    expect(operationOf('searchProducts').parameters).toBeUndefined();
  });

  it('resolves every $ref, and keeps only the schemas its operations reach', () => {
    const refs = allRefs(doc);
    for (const ref of refs) expect(resolveRef(doc, ref), ref).toBeDefined();
    const used = new Set(refs.filter((r) => r.startsWith('#/components/schemas/')));
    expect(Object.keys(doc.components.schemas).map((n) => `#/components/schemas/${n}`)).toEqual(
      [...used].sort(),
    );
  });

  it('converts requests in input mode and answers in output mode, answers open to unknown fields', () => {
    // A request component is zod's own conversion (nested named schemas become $refs).
    expect(doc.components.schemas.StockMovement).toEqual(
      (({ $schema: _, ...rest }) => rest)(
        z.toJSONSchema(schemas.stockMovementSchema, { io: 'input' }) as Record<string, unknown>,
      ),
    );
    expect(doc.components.schemas.StockUpdateListRequest).toMatchObject({
      required: ['movements'],
      properties: { movements: { items: { $ref: '#/components/schemas/StockMovement' } } },
    });
    expect(doc.components.schemas.ProductSearchRequest).toMatchObject({
      properties: { page_size: { anyOf: [{ type: 'integer', maximum: 100 }, { type: 'null' }] } },
    });
    // Answers: `id` required, the rest may be missing or null; never additionalProperties: false.
    expect(doc.components.schemas.Product).toMatchObject({
      type: 'object',
      required: ['id'],
      properties: { sku: { type: ['string', 'null'] } },
    });
    expect(JSON.stringify(doc.components.schemas)).not.toContain('"additionalProperties":false');
    // The shipment command and its answer are camelCase (service-interface.md).
    expect(doc.components.schemas.ShipmentStatusUpdateRequest).toMatchObject({
      required: ['shipmentId', 'statusId'],
    });
  });

  it('is the same document every time (key order included)', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
  });

  it('names a request schema `<Name>Input` when an answer uses it too and the two modes differ', () => {
    const itemSchema = z.object({ id: z.string(), size: z._default(z.number(), 1) });
    const exported = { itemSchema, errorBodySchema: schemas.errorBodySchema };
    const spec = route({
      method: 'POST',
      path: '/v1/items',
      params: [],
      summary: 'Create item',
      pathSource: 'contract',
      request: itemSchema,
      response: itemSchema,
      successStatus: 201,
      errorStatuses: [422],
      idempotent: true,
      authenticated: true,
      read: false,
    });
    const built = buildOpenApiDocument({ createItem: spec }, exported);
    const op = built.paths['/v1/items']?.post as Record<string, Json>;
    expect(JSON.stringify(op.requestBody)).toContain('#/components/schemas/ItemInput');
    expect(JSON.stringify(op.responses)).toContain('#/components/schemas/Item"');
    expect(built.components.schemas.ItemInput).toMatchObject({ required: ['id'] });
    expect(built.components.schemas.Item).toMatchObject({ required: ['id', 'size'] });
    // A schema the module does not export has no name: refused, not invented.
    expect(() =>
      buildOpenApiDocument({ createItem: { ...spec, request: z.object({}) } }, exported),
    ).toThrow(/not exported/);
  });
});

describe('docs/openapi.json', () => {
  it('is what the code generates (else run `npm run openapi`)', async () => {
    const drift = compareText(await renderOpenApi(doc), await readOpenApiFile());
    expect(drift, driftMessage(drift, 'docs/openapi.json')).toEqual({ kind: 'same' });
  });

  it('compareText names the first differing line, or a missing file', () => {
    expect(compareText('a\nb\nc\n', 'a\nb\nc\n')).toEqual({ kind: 'same' });
    expect(compareText('a\nb\nc\n', 'a\nB\nc\n')).toEqual({
      kind: 'different',
      line: 2,
      expected: 'b',
      actual: 'B',
    });
    expect(compareText('a\n', null)).toEqual({ kind: 'missing' });
  });
});

describe('npm run openapi -- --check', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/openapi.ts', ...args],
        { cwd: root },
        (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
        },
      );
    });
  }

  it('passes on the generated file, fails naming the line on a drifted or missing one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-check-'));
    dirs.push(dir);
    const current = join(dir, 'current.json');
    const drifted = join(dir, 'drifted.json');
    const missing = join(dir, 'missing.json');
    const text = await readFile(OPENAPI_FILE, 'utf8');
    await writeFile(current, text);
    // As if someone changed a success status in the route table and not the file.
    await writeFile(drifted, text.replace('"201": {', '"200": {'));
    const [ok, bad, none] = await Promise.all([
      cli(['--check', '--file', current]),
      cli(['--check', '--file', drifted]),
      cli(['--check', '--file', missing]),
    ]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toContain('is up to date');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /drifted\.json differs from what the route table and schemas generate \(first at line \d+\)/,
    );
    expect(bad.stderr).toContain('generated: "201": {');
    expect(bad.stderr).toContain('Run `npm run openapi`');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('missing.json does not exist');
  });

  it('writes the document where --file says', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-write-'));
    dirs.push(dir);
    const out = join(dir, 'openapi.json');
    const result = await cli(['--file', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`Wrote .*openapi\\.json: ${OPERATION_NAMES.length} operations, \\d+ schemas`),
    );
    expect(await readFile(out, 'utf8')).toBe(await readFile(OPENAPI_FILE, 'utf8'));
  });
});
