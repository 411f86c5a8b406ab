/**
 * `npm run openapi`: writes docs/openapi.json, the OpenAPI 3.1 document generated from the route
 * table and the zod schemas (scripts/openapi/document.ts).
 * `npm run openapi -- --check`: writes nothing; exits 1, naming the first differing line, when
 * the file differs from what the code generates (CI runs it, .ci/run).
 * `--file PATH` writes or checks another file (the tests use it).
 */
import { writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildOpenApiDocument, documentOperations } from './openapi/document.ts';
import {
  compareText,
  driftMessage,
  OPENAPI_FILE,
  readOpenApiFile,
  renderOpenApi,
} from './openapi/file.ts';

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, file: { type: 'string' } },
});
const file = values.file === undefined ? OPENAPI_FILE : resolve(values.file);
const shown = relative(process.cwd(), file) || file;
const doc = buildOpenApiDocument();
const text = await renderOpenApi(doc);

if (values.check) {
  const drift = compareText(text, await readOpenApiFile(file));
  if (drift.kind !== 'same') {
    process.stderr.write(`${driftMessage(drift, shown)}\n`);
    process.exit(1);
  }
  process.stdout.write(`${driftMessage(drift, shown)}\n`);
} else {
  await writeFile(file, text, 'utf8');
  const operations = documentOperations(doc).length;
  const components = Object.keys(doc.components.schemas).length;
  process.stdout.write(
    `Wrote ${shown}: ${operations} operations, ${components} schemas, ${(Buffer.byteLength(text) / 1024).toFixed(1)} kB\n`,
  );
}
