import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test as plain, type APIResponse, type Page, type Response } from '@playwright/test';
import { barcodePng, installFakeCamera, showToCamera } from '../fakeCamera.ts';
import { DEMO_KEY, seedKey, unique } from '../fixtures.ts';
import { expect, test } from './fixtures.ts';
import { deployStack } from './stack.ts';

/*
 * The production build served as a real static deployment (e2e/deploy/deploy.setup.ts): Debian's
 * nginx with the shipped config (deploy/nginx), under /console/, talking to the sandbox on
 * another origin. Page paths are relative ('products'), so they resolve under the base path.
 */

const isUuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The CSP of a response as a map of directive -> sources. */
function csp(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectSecurityHeaders(response: APIResponse, apiOrigin: string, what: string) {
  const headers = response.headers();
  const policy = csp(response);
  expect(policy.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  // the build's own WebAssembly may compile (the camera's barcode decoder); JS eval may not
  expect(policy.get('script-src'), `${what}: script-src`).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('connect-src'), `${what}: connect-src`).toEqual(["'self'", apiOrigin]);
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  // Only styles may be inline (MUI's emotion inserts <style> elements); nothing may be eval'd.
  for (const [directive, values] of policy) {
    if (directive !== 'style-src')
      expect(values, `${what}: ${directive}`).not.toContain("'unsafe-inline'");
    expect(values, `${what}: ${directive}`).not.toContain("'unsafe-eval'");
  }
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

test.describe('served by nginx: plain HTTP', () => {
  test('a deep link answers index.html; the bare base path gets its slash; nothing outside it is served', async ({
    request,
    stack,
  }) => {
    const index = await request.get(`${stack.consoleUrl}index.html`);
    expect(index.status()).toBe(200);
    const html = await index.text();
    expect(html).toContain('<div id="root"></div>');
    for (const path of [
      '',
      'login',
      'products/some-id?q=caf%C3%A9',
      'contacts/new',
      'no/such/page',
    ]) {
      const deep = await request.get(`${stack.consoleUrl}${path}`);
      expect(deep.status(), path).toBe(200);
      expect(deep.headers()['content-type'], path).toContain('text/html');
      expect(await deep.text(), path).toBe(html);
    }
    const bare = await request.get(stack.consoleUrl.replace(/\/$/, '?x=1'), { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers()['location']).toBe('/console/?x=1');
    expect((await request.get(`${stack.webOrigin}/`)).status()).toBe(404);
  });

  test('a missing asset is a 404, never index.html; a missing config.json too', async ({
    request,
    stack,
  }) => {
    for (const path of ['assets/index-00000000.js', 'assets/nope.css', 'assets/deep/er.js']) {
      const missing = await request.get(`${stack.consoleUrl}${path}`);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).not.toContain('<div id="root">');
      expectSecurityHeaders(missing, stack.apiBaseUrl, `404 ${path}`);
    }
    // config.json is the one file swapped per environment: it answers itself or 404, not the app
    const config = await request.get(`${stack.consoleUrl}config.json`);
    expect(config.headers()['content-type']).toContain('application/json');
    expect(((await config.json()) as { apiBaseUrl: string }).apiBaseUrl).toBe(stack.apiBaseUrl);
  });

  test('hashed assets are cached a year as immutable and served compressed; index.html and config.json are revalidated', async ({
    request,
    stack,
  }) => {
    const html = await (await request.get(stack.consoleUrl)).text();
    const assets = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await request.get(`${stack.consoleUrl}${asset}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['content-type'], asset).toMatch(/javascript|css/);
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['content-encoding'], asset).toBe('gzip');
      expectSecurityHeaders(res, stack.apiBaseUrl, asset);
      // The build's precompressed copies (scripts/precompressPlugin.ts) are the file itself:
      // brotli to a browser that accepts it (where nginx has the module), else gzip.
      const built = readFileSync(join(stack.dist, asset));
      expect(Buffer.compare(await res.body(), built), asset).toBe(0);
      const br = await request.get(`${stack.consoleUrl}${asset}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(br.headers()['content-encoding'], asset).toBe(stack.brotli ? 'br' : 'gzip');
      expect(br.headers()['vary'], asset).toBe('Accept-Encoding');
      expect(Buffer.compare(await br.body(), built), asset).toBe(0);
    }
    for (const path of ['', 'index.html', 'config.json', 'products/123']) {
      const res = await request.get(`${stack.consoleUrl}${path}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.headers()['cache-control'], path || '/console/').toBe('no-cache');
      expect(res.headers()['content-encoding'], path || '/console/').toBe('gzip');
      expectSecurityHeaders(res, stack.apiBaseUrl, path || '/console/');
    }
    const icon = await request.get(`${stack.consoleUrl}favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('the build has no inline script; the _headers rendered for static hosts say what nginx says', async ({
    request,
    stack,
  }) => {
    const html = readFileSync(join(stack.dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/console\/assets\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
    const served = (await request.get(stack.consoleUrl)).headers();
    const headersFile = readFileSync(join(stack.staticHostDir, '_headers'), 'utf8');
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]) {
      expect(headersFile, name).toContain(`  ${name}: ${served[name.toLowerCase()]}\n`);
    }
    expect(readFileSync(join(stack.staticHostDir, '_redirects'), 'utf8')).toContain(
      '/console/*  /console/index.html  200',
    );
  });
});

plain.describe('in the browser', () => {
  plain('the console refuses to be framed, also by a page on this machine', async ({ page }) => {
    const stack = deployStack();
    // A real page on another local origin (a routed fake origin would count as a public site,
    // which Chromium already stops from framing a local server for its own reasons).
    const framer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        `<!doctype html><title>framer</title><iframe title="console" src="${stack.consoleUrl}login"></iframe>`,
      );
    });
    await new Promise<void>((done) => framer.listen(0, '127.0.0.1', done));
    try {
      const { port } = framer.address() as AddressInfo;
      const messages: string[] = [];
      page.on('console', (m) => messages.push(m.text()));
      const framed = page.waitForResponse((r) => r.url() === `${stack.consoleUrl}login`);
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await framed).status()).toBe(200); // nginx answered; the browser refused to show it
      await expect.poll(() => messages.join('\n')).toContain("frame-ancestors 'none'");
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeDefined();
      expect(await frame?.locator('#root').count()).toBe(0);
    } finally {
      framer.close();
    }
  });
});

/** Requests the page made to the API, and whether their answers carried the CORS allow-origin. */
function recordApi(page: Page, apiBaseUrl: string) {
  const calls: Array<{ url: string; allowOrigin: string | undefined }> = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${apiBaseUrl}/`)) {
      calls.push({
        url: response.url(),
        allowOrigin: response.headers()['access-control-allow-origin'],
      });
    }
  });
  return calls;
}

/*
 * The main flow of every page, once each, through nginx under /console/ with the API on another
 * origin. One test per page: add the next page's flow as one more test here.
 */
test.describe('main flow of every page', () => {
  test('key screen: service health, a wrong key refused, the right one opens home, all cross-origin', async ({
    page,
    stack,
  }) => {
    const calls = recordApi(page, stack.apiBaseUrl);
    await page.goto('');
    await expect(page).toHaveURL(`${stack.consoleUrl}login`);
    await expect(page.getByRole('heading', { name: 'Service health' })).toBeVisible();
    await expect(page.getByText('Operational')).toBeVisible();
    const key = page.getByLabel('API key', { exact: true });
    await key.fill('not-a-real-key');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This key was rejected by the service')).toBeVisible();
    await key.fill(DEMO_KEY);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/?$/);
    // the API was called on its own origin, and CORS let the console read every answer
    expect(calls.some((c) => c.url === `${stack.apiBaseUrl}/health`)).toBe(true);
    expect(calls.some((c) => c.url.startsWith(`${stack.apiBaseUrl}/v1/`))).toBe(true);
    for (const call of calls) expect(call.allowOrigin, call.url).toBe(stack.webOrigin);
  });

  test('a deep link before login comes back after login, under the base path', async ({
    page,
    stack,
  }) => {
    await page.goto('contacts/new?from=deploy');
    await expect(page).toHaveURL(`${stack.consoleUrl}login`);
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${stack.consoleUrl}contacts/new?from=deploy`);
    await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
  });

  test('home: the catalog at a glance, the favicon, navigation under the base path', async ({
    page,
    stack,
  }) => {
    await seedKey(page);
    await page.goto('');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText('Catalog at a glance')).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/console/favicon.svg');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await expect(page).toHaveURL(`${stack.consoleUrl}contacts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  test('contacts: create one; it is listed, also after a reload', async ({ page, stack }) => {
    await seedKey(page);
    const name = unique('Despliegue');
    await page.goto('contacts/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
    await page.getByLabel('First name', { exact: false }).fill(name);
    await page
      .getByLabel('Email', { exact: false })
      .fill(`${unique('deploy')}@example.com`.toLowerCase());
    await page.getByRole('button', { name: 'Create contact' }).click();
    await expect(page).toHaveURL(`${stack.consoleUrl}contacts`);
    await expect(page.getByText(`Contact ${name} created.`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });

  test('products: search, open one, reload its deep link', async ({ page, stack }) => {
    await seedKey(page);
    await page.goto('products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search products' }).fill('café');
    await expect(page).toHaveURL(/[?&]q=caf%C3%A9/);
    const rows = page
      .getByRole('grid', { name: 'Search results' })
      .locator('[role="row"][data-id]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText(/café/i);
    const link = rows.first().getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^${stack.consoleUrl}products/${isUuid.source}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('stock: scan a SKU and apply the batch', async ({ page, stack }) => {
    await seedKey(page);
    await page.goto('stock');
    await expect(page).toHaveURL(`${stack.consoleUrl}stock`);
    const scan = page.getByLabel('Scan or type a SKU, then Enter');
    await scan.fill('CLN-00021');
    await scan.press('Enter');
    await expect(page.locator('#stock-scan-status')).toContainText('Added CLN-00021');
    await page.getByRole('button', { name: 'Apply batch…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply batch' }).click();
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
  });

  test('stock: the camera reads a barcode under the deployed CSP and Permissions-Policy', async ({
    page,
    stack,
  }) => {
    // A seeded product's barcode (its EAN-13 `code`), from the API on its own origin.
    const headers = { 'X-Api-Key': DEMO_KEY };
    const found = await page.request.post(`${stack.apiBaseUrl}/v1/products/search`, {
      headers,
      data: { query: 'CLN-00021', page: 1, page_size: 1 },
    });
    const [item] = ((await found.json()) as { items: { id: string }[] }).items;
    const product = (await (
      await page.request.get(`${stack.apiBaseUrl}/v1/products/${item?.id ?? ''}`, { headers })
    ).json()) as { sku: string; code: string | null };
    expect(product.code).toMatch(/^\d{13}$/);

    // What the page itself hears: CSP violations, and the console's errors and warnings (a .wasm
    // that fails to compile as it streams in says so there). deployGuards checks CSP as well.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    const complaints: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') complaints.push(m.text());
    });
    const wasm: Response[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r);
    });
    await installFakeCamera(page);
    await seedKey(page);
    const served = await page.goto('stock');
    expect(served?.headers()['permissions-policy']).toContain('camera=(self)');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();

    // The served Permissions-Policy lets this page use the camera (and, for contrast, not the
    // microphone it forbids).
    const allowed = await page.evaluate(async () => {
      const policy = (
        document as unknown as { featurePolicy?: { allowsFeature: (f: string) => boolean } }
      ).featurePolicy;
      const state = (name: string) =>
        navigator.permissions.query({ name: name as PermissionName }).then((s) => s.state);
      return {
        camera: policy?.allowsFeature('camera'),
        microphone: policy?.allowsFeature('microphone'),
        cameraPermission: await state('camera'),
        microphonePermission: await state('microphone'),
      };
    });
    expect(allowed).toEqual({
      camera: true,
      microphone: false,
      cameraPermission: 'prompt',
      microphonePermission: 'denied',
    });

    await showToCamera(page, await barcodePng('ean13', product.code ?? ''));
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan with camera' })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.locator('#stock-scan-status')).toContainText(`Added ${product.sku}`);
    await expect(page.getByLabel('Product, line 1', { exact: true })).toHaveValue(product.sku);
    await expect(page.getByLabel('Quantity, line 1', { exact: true })).toHaveValue('1');

    // The decoder came from this deployment, as WebAssembly nginx labels as such.
    expect(wasm).toHaveLength(1);
    expect(wasm[0]?.url()).toMatch(
      new RegExp(`^${stack.consoleUrl}assets/zxing_reader-[\\w-]+\\.wasm$`),
    );
    expect(wasm[0]?.status()).toBe(200);
    expect(wasm[0]?.headers()['content-type']).toBe('application/wasm');
    // Precompressed beside it (and gzip_types lists it): 462 kB on the wire as gzip, 357 kB as
    // brotli, instead of 1,093 kB, for a handheld on mobile data
    expect(wasm[0]?.headers()['content-encoding']).toBe(stack.brotli ? 'br' : 'gzip');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(
      complaints.filter((t) => /Content Security Policy|Refused to|wasm|WebAssembly/i.test(t)),
    ).toEqual([]);
  });

  test('orders: enter an order with a custom item; the saved figures equal the preview', async ({
    page,
    stack,
  }) => {
    await seedKey(page);
    await page.goto('orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel('First name').fill(unique('Despacho'));
    await dialog.getByRole('button', { name: 'Create contact' }).click();
    await expect(dialog).toBeHidden();
    const line = page.getByRole('listitem', { name: 'Line 1', exact: true });
    await line.getByRole('button', { name: 'Custom item' }).click();
    await line.getByLabel('Item name').fill('Installation');
    await line.getByLabel('Unit price').fill('100000');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stack.consoleUrl}orders/${isUuid.source}$`));
    await expect(page.getByText('The saved figures equal the preview, to the cent.')).toBeVisible();
  });

  // shipments: one test here (move a shipment), in the same style: relative paths, seedKey.
});
