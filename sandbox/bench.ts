/**
 * Prints how long the sandbox takes to seed and to search (figures, not a test):
 *   npx tsx sandbox/bench.ts [products=20000]
 * Times are CPU milliseconds of this process, which other busy processes do not inflate,
 * plus the wall time of the seed.
 */
import { ROUTES, routePath } from '../src/api/contract/routes.ts';
import type { OperationName } from '../src/api/contract/routes.ts';
import { createSandbox } from './app.ts';

const products = Number(process.argv[2] ?? 20_000);
const headers = { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' };

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const wall0 = performance.now();
const cpu0 = cpuMs();
const sandbox = createSandbox({ seedProducts: products, apiKeys: {}, corsOrigins: [] });
console.log(
  `seed ${products} products: ${(performance.now() - wall0).toFixed(0)} ms wall, ${(cpuMs() - cpu0).toFixed(0)} ms CPU`,
);

/** Calls an operation of the route table in process. */
const send = (op: OperationName, body: object): Promise<Response> =>
  Promise.resolve(
    sandbox.app.request(routePath(op), {
      method: ROUTES[op].method,
      headers,
      body: JSON.stringify(body),
    }),
  );

let lastTotal = 0;

async function search(body: object): Promise<number> {
  const start = cpuMs();
  const res = await send('searchProducts', body);
  const page = (await res.json()) as { total_items?: number };
  const ms = cpuMs() - start;
  lastTotal = page.total_items ?? 0;
  return ms;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(label: string, body: object, runs = 25): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await search(body));
  console.log(
    `search ${label}: first ${(times[0] ?? 0).toFixed(1)} ms, then median ${median(times.slice(1)).toFixed(2)} ms (${lastTotal} found)`,
  );
}

await timed('default (name asc)', {});
await timed('query "café"', { query: 'café' });
await timed('query by sku prefix', { query: 'bev-000' });
// Accent-free and word-order-free queries (every word somewhere in name, sku, code or reference).
await timed('query "azucar"', { query: 'azucar' });
await timed('query "aceite 3 l"', { query: 'aceite 3 l' });
await timed('query "gourmet aceite"', { query: 'gourmet aceite' });
await timed('price desc, page 40', { sort: { field: 'price', direction: 'desc' }, page: 40 });
await timed('filters + query', {
  query: 'sello',
  filters: { in_stock: true, category_ids: ['cat-1'], price_min: 5000, status: 'active' },
});
await timed('stock_available desc', { sort: { field: 'stock_available', direction: 'desc' } });

const anyProduct = [...sandbox.store.account('acc-demo').products.keys()][0] ?? '';
const afterWrite: number[] = [];
for (let i = 0; i < 11; i += 1) {
  await send('applyStockMovements', {
    movements: [{ warehouse_id: 'wh-main', product_id: anyProduct, operation: 'add', quantity: 1 }],
  });
  await send('createProduct', { name: `Bench ${i}` });
  afterWrite.push(await search({ sort: { field: 'stock_available', direction: 'desc' } }));
}
console.log(
  `search by stock right after a product write and a stock batch: median ${median(afterWrite).toFixed(2)} ms`,
);
