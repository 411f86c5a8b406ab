import { describe, expect, it, vi } from 'vitest';
import { DEMO_ORDERS_PATH, demoOrderIds } from './demoOrders.ts';
import { DEMO_KEY, testSandbox } from './testSupport.ts';
import { announceDemoOrders, isSandboxPath } from './vitePlugin.ts';

describe('the demo order list', () => {
  it('serves every order id of the demo account, one per line, by number, without a key', async () => {
    const sandbox = testSandbox();
    const res = await sandbox.app.request(DEMO_ORDERS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const ids = (await res.text()).trim().split('\n');
    expect(ids).toHaveLength(72);
    expect(ids).toEqual(demoOrderIds(sandbox.store));
    const numbers = ids.map((id) => sandbox.store.account('acc-demo').orders.get(id)?.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // Each id opens its order with the demo key.
    const first = await sandbox.app.request(`/v1/orders/${ids[0]}`, {
      headers: { 'X-Api-Key': DEMO_KEY },
    });
    expect(first.status).toBe(200);
  });

  it('belongs to the sandbox inside Vite', () => {
    expect(isSandboxPath(DEMO_ORDERS_PATH)).toBe(true);
    expect(isSandboxPath(`${DEMO_ORDERS_PATH}?x=1`)).toBe(true);
    expect(isSandboxPath('/sandbox-demo-orders.csv')).toBe(false);
  });

  it('is announced with the server address once it listens', async () => {
    let listening: (() => void) | undefined;
    const info = vi.fn();
    announceDemoOrders({
      httpServer: { once: (_e, l) => (listening = l), address: () => ({ port: 4173 }) },
      resolvedUrls: { local: ['http://localhost:4173/'] },
      config: { logger: { info } },
    });
    expect(info).not.toHaveBeenCalled();
    listening?.();
    await vi.waitFor(() => expect(info).toHaveBeenCalledOnce());
    expect(info.mock.calls[0]?.[0]).toContain('http://localhost:4173/sandbox-demo-orders.txt');
  });
});
