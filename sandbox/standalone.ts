import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { DEMO_ORDERS_PATH, demoOrderIds, demoOrdersHint } from './demoOrders.ts';
import { signInHint } from './hints.ts';
import { OPENAPI_PATH, RESET_PATH } from './tools.ts';

/** Runs the sandbox API alone: `npm run sandbox` (SANDBOX_PORT, default 8787; SANDBOX_HOST, default 127.0.0.1). */
const port = Number(process.env.SANDBOX_PORT ?? 8787);
const hostname = process.env.SANDBOX_HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  throw new Error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT ?? ''}"`);
}

const started = performance.now();
const sandbox = createSandbox();
const seededIn = Math.round(performance.now() - started);

const server = serve({ fetch: sandbox.app.fetch, port, hostname }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`Sandbox API listening on http://${host}:${info.port} (ready in ${seededIn} ms)`);
  console.log(signInHint());
  console.log(
    `Keys: ${sandbox.options.apiKeys.size} configured${sandbox.options.dataFile ? `; state file ${sandbox.options.dataFile}` : ''}`,
  );
  console.log(demoOrdersHint(`http://${host}:${info.port}${DEMO_ORDERS_PATH}`));
  console.log(
    `OpenAPI document: http://${host}:${info.port}${OPENAPI_PATH}${sandbox.options.allowReset ? `; POST ${RESET_PATH} allowed` : ''}${sandbox.options.log ? '; request log on' : ''}`,
  );
  const ids = demoOrderIds(sandbox.store);
  if (ids.length > 0) console.log(`Demo order ids (${ids.length}): ${ids.join(' ')}`);
});

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`Sandbox API stopping (${signal})`);
  void sandbox
    .flush()
    .catch((error: unknown) =>
      console.error(`[sandbox] could not save state: ${(error as Error).message}`),
    )
    .finally(() => {
      server.close();
      process.exit(0);
    });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
