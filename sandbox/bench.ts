/**
 * Prints how long the sandbox takes to seed and to search (a figure, not a test):
 *   npx tsx sandbox/bench.ts [products=20000]
 */
import { createSandbox } from './app';

const products = Number(process.argv[2] ?? 20_000);
const headers = { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' };

const t0 = performance.now();
const sandbox = createSandbox({ seedProducts: products, apiKeys: {}, corsOrigins: [] });
console.log(`seed ${products} products: ${(performance.now() - t0).toFixed(0)} ms`);

async function timed(label: string, body: object, runs = 25): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const res = await sandbox.app.request('/v1/products/search', { method: 'POST', headers, body: JSON.stringify(body) });
    await res.json();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`search ${label}: first ${times.length > 0 ? 'run incl.' : ''} max ${(times[times.length - 1] ?? 0).toFixed(1)} ms, median ${median.toFixed(2)} ms`);
}

await timed('default (name asc)', {});
await timed('query "café"', { query: 'café' });
await timed('query by sku prefix', { query: 'bev-000' });
await timed('price desc, page 40', { sort: { field: 'price', direction: 'desc' }, page: 40 });
await timed('filters + query', { query: 'sello', filters: { in_stock: true, category_ids: ['cat-1'], price_min: 5000, status: 'active' } });
await timed('stock_available desc', { sort: { field: 'stock_available', direction: 'desc' } });

const anyProduct = [...sandbox.store.account('acc-demo').products.keys()][0] ?? '';
const afterWrite: number[] = [];
for (let i = 0; i < 10; i += 1) {
  await sandbox.app.request('/v1/warehouse-products/stock/update-list', {
    method: 'POST',
    headers,
    body: JSON.stringify({ movements: [{ warehouse_id: 'wh-main', product_id: anyProduct, operation: 'add', quantity: 1 }] }),
  });
  await sandbox.app.request('/v1/products', { method: 'POST', headers, body: JSON.stringify({ name: `Bench ${i}` }) });
  const start = performance.now();
  await (await sandbox.app.request('/v1/products/search', { method: 'POST', headers, body: JSON.stringify({ sort: { field: 'stock_available', direction: 'desc' } }) })).json();
  afterWrite.push(performance.now() - start);
}
afterWrite.sort((a, b) => a - b);
console.log(`search right after a product write and a stock batch: median ${(afterWrite[5] ?? 0).toFixed(2)} ms`);
