import type { Page, Request, Route } from '@playwright/test';
import { DEMO_KEY, expect, expectAccessible, switchLanguage, test, unique } from './fixtures.ts';

/*
 * Row selection and bulk edit (issue 18): products seeded through the API with a unique
 * prefix, selected (a Shift range, the page, all matching), changed in one bulk edit with one
 * injected failure retried with its same Idempotency-Key, undone; a reload in the middle
 * resumes with the same keys (the service replays what it had already applied).
 */

interface Seeded {
  id: string;
  name: string;
  price: number;
}

const headers = { 'X-Api-Key': DEMO_KEY };

/** `count` products named `<prefix> 01`…, priced 1,000 + 15 × i (whole pesos). */
async function seed(page: Page, prefix: string, count: number): Promise<Seeded[]> {
  const made: Seeded[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    const res = await page.request.post('/v1/products', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        name: `${prefix} ${n}`,
        sku: `${prefix}-${n}`,
        price: 1000 + 15 * i,
        status: 'active',
      },
    });
    expect(res.status()).toBe(201);
    const body = (await res.json()) as { id: string; name: string; price: number };
    made.push({ id: body.id, name: body.name, price: body.price });
  }
  return made;
}

/** The product as the API holds it now. */
async function apiProduct(page: Page, id: string): Promise<Record<string, unknown>> {
  const res = await page.request.get(`/v1/products/${id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** +10 %, rounded half away from zero to whole pesos (COP has no minor units), in integers. */
const plus10 = (price: number) => Math.floor((price * 11 + 5) / 10);

/** Every PUT of a product the page sends, with its Idempotency-Key, in order. */
function productPuts(page: Page): { id: string; key: string; request: Request }[] {
  const sent: { id: string; key: string; request: Request }[] = [];
  page.on('request', (r) => {
    const m = /\/v1\/products\/([^/?]+)$/.exec(new URL(r.url()).pathname);
    if (r.method() === 'PUT' && m?.[1])
      sent.push({
        id: decodeURIComponent(m[1]),
        key: r.headers()['idempotency-key'] ?? '',
        request: r,
      });
  });
  return sent;
}

/** The selection bar (its text; the live region repeats it for screen readers). */
const bar = (page: Page) => page.getByRole('region', { name: /^(Selection|Selección)$/ });
const grid = (page: Page) => page.getByRole('grid', { name: /Search results|Resultados/ });
const dialog = (page: Page) => page.getByRole('dialog');

/** Nothing needs sideways scrolling: the page, and the selection bar and the dialog themselves. */
async function noSidewaysScroll(page: Page) {
  const wider = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'section[aria-label="Selection"], [role="dialog"], [role="dialog"] *',
      ),
    ]
      .filter(
        (e) =>
          e.getBoundingClientRect().right > window.innerWidth + 0.5 ||
          (e.scrollWidth > e.clientWidth + 0.5 &&
            getComputedStyle(e).overflowX !== 'visible' &&
            e.tagName !== 'INPUT'),
      )
      .map((e) => e.outerHTML.slice(0, 120)),
  );
  expect(wider).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test.describe('bulk edit', () => {
  test.describe.configure({ timeout: 180_000 });

  test('select a range and all matching, +10 % in Spanish with one failure retried with its key, then undo', async ({
    signedIn: page,
  }) => {
    const prefix = unique('Bulk');
    const products = await seed(page, prefix, 30);
    const puts = productPuts(page);

    await page.goto(`/products?q=${encodeURIComponent(prefix)}`);
    await expect(page.getByText('Matching products: 30')).toBeVisible();
    const rowsShown = grid(page).locator('[role="row"][data-id]');
    await expect(rowsShown).toHaveCount(25);

    // Shift-click: the range from the last clicked row, in the page's order.
    const box = (n: string) => page.getByRole('checkbox', { name: `Select ${prefix} ${n}` });
    await box('02').click();
    await box('05').click({ modifiers: ['Shift'] });
    await expect(bar(page).getByText('4 selected', { exact: true })).toBeVisible();
    for (const n of ['02', '03', '04', '05']) await expect(box(n)).toBeChecked();
    await expect(box('01')).not.toBeChecked();
    await expect(box('06')).not.toBeChecked();
    // Space on the focused row toggles it; Shift+Space extends the range from the last one.
    await box('05').focus();
    await page.keyboard.press('ArrowDown'); // row 06's checkbox
    await page.keyboard.press('ArrowDown'); // row 07's checkbox
    await page.keyboard.press('Shift+Space');
    await expect(bar(page).getByText('6 selected', { exact: true })).toBeVisible();
    await expect(box('06')).toBeChecked();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByRole('status').filter({ hasText: '0 selected' })).toHaveCount(1);
    await expect(box('02')).not.toBeChecked();

    // The page, then every product matching the search (with its count).
    await page.getByRole('checkbox', { name: 'Select every product on this page' }).click();
    await expect(bar(page).getByText('25 selected', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Select all 30 matching' }).click();
    await expect(bar(page).getByText('All 30 matching products selected')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'All 30 matching products selected' }),
    ).toHaveCount(1);

    // One product's first PUT answers 500 (never reaching the service).
    const failing = products[6] as Seeded;
    let failedOnce = false;
    await page.route('**/v1/products/*', async (route: Route) => {
      const req = route.request();
      if (
        req.method() === 'PUT' &&
        req.url().endsWith(`/v1/products/${failing.id}`) &&
        !failedOnce
      ) {
        failedOnce = true;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'internal', message: 'Injected failure' }),
        });
        return;
      }
      await route.fallback();
    });

    await switchLanguage(page, 'es');
    await expect(bar(page).getByText('Seleccionados los 30 productos que coinciden')).toBeVisible();
    await page.getByRole('button', { name: 'Edición masiva' }).click();
    const d = dialog(page);
    await expect(d).toHaveAccessibleName('Edición masiva: 30 productos');
    // Defaults: a price list, "Precio", up by a percentage.
    const percent = d.getByRole('textbox', { name: 'Porcentaje' });
    await percent.fill('-5');
    await percent.blur();
    await expect(d.getByText('debe ser mayor que cero')).toBeVisible();
    await percent.fill('10');
    await d.getByRole('button', { name: 'Vista previa' }).click();
    await expect(d.getByText('Cambiarán 30 productos.')).toBeVisible();
    const first = products[0] as Seeded;
    const firstRow = d.locator(`li[data-product="${first.id}"]`);
    await expect(firstRow).toContainText('Cambiará');
    await expect(firstRow).toContainText(/1\.015\s*→\s*\$\s?1\.117/); // 1.015 + 10 % = 1.116,5 -> 1.117
    expect(puts).toHaveLength(0); // nothing sent before Apply
    await expectAccessible(page, 'the bulk edit preview');

    await d.getByRole('button', { name: 'Aplicar a 30 productos' }).click();
    await expect(d.getByText('Terminada. Hechos: 29, fallidos: 1.')).toBeVisible({
      timeout: 60_000,
    });
    const failedRow = d.locator(`li[data-product="${failing.id}"]`);
    await failedRow.scrollIntoViewIfNeeded();
    await expect(failedRow).toContainText('Falló');
    await expect(d.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '30 de 30 respondidos',
    );
    expect(puts).toHaveLength(30);
    expect(new Set(puts.map((p) => p.key)).size).toBe(30); // one key per product
    for (const p of puts)
      expect(Object.keys(p.request.postDataJSON() as object)).toEqual(['price']);
    await expectAccessible(page, 'the bulk edit results');

    await d.getByRole('button', { name: 'Reintentar el fallido' }).click();
    await expect(d.getByText('Terminada. Hechos: 30, fallidos: 0.')).toBeVisible();
    expect(puts).toHaveLength(31);
    const attempts = puts.filter((p) => p.id === failing.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.key).toBe(attempts[0]?.key);

    for (const p of products) expect((await apiProduct(page, p.id)).price).toBe(plus10(p.price));
    // The results show the new values.
    await d.getByRole('button', { name: 'Cerrar' }).click();
    await expect(
      grid(page).locator(`[role="row"][data-id="${first.id}"] [data-field="price"]`),
    ).toContainText('1.117');

    // Undo: a second change, labelled, with new keys.
    await page.getByRole('button', { name: 'Deshacer la última edición masiva' }).click();
    await expect(
      d.getByText('Deshacer la edición masiva: Precio +10 % en 30 productos'),
    ).toBeVisible();
    await expect(d.getByText('30 productos vuelven a sus valores anteriores')).toBeVisible();
    await d.getByRole('button', { name: 'Restaurar 30 productos' }).click();
    await expect(d.getByText('Terminada. Hechos: 30, fallidos: 0.')).toBeVisible({
      timeout: 60_000,
    });
    const undoPuts = puts.slice(31);
    expect(undoPuts).toHaveLength(30);
    const editKeys = new Set(puts.slice(0, 31).map((p) => p.key));
    for (const p of undoPuts) expect(editKeys.has(p.key)).toBe(false);
    for (const p of products) expect((await apiProduct(page, p.id)).price).toBe(p.price);
    // An undo is not undone again.
    await d.getByRole('button', { name: 'Cerrar' }).click();
    await expect(
      page.getByRole('button', { name: 'Deshacer la última edición masiva' }),
    ).toHaveCount(0);

    // A new search clears the selection, and says so.
    await page.getByRole('checkbox', { name: `Seleccionar ${prefix} 01` }).click();
    await page.getByRole('textbox', { name: /Buscar productos/ }).fill(`${prefix} 0`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Selección borrada: la búsqueda cambió.' }),
    ).toHaveCount(1);
  });

  test('a reload in the middle resumes what is left with the same keys; the service replays what it had applied', async ({
    signedIn: page,
  }) => {
    const prefix = unique('BulkR');
    const products = await seed(page, prefix, 12);
    const puts = productPuts(page);

    // The first two PUTs are answered; the next two reach the service but their answers are
    // held (in flight at the reload); the rest wait at the network.
    let seen = 0;
    // Counted once the service has answered (so has applied the change), not when the request
    // reached the route: a reload before the service had it would make it a new write, not a
    // replay (seen once in CI on a loaded machine).
    const reachedService = new Set<string>();
    await page.route('**/v1/products/*', async (route) => {
      const req = route.request();
      if (req.method() !== 'PUT') return route.fallback();
      seen += 1;
      if (seen <= 2) return route.fallback();
      if (seen <= 4) {
        const url = req.url();
        const answer = await route.fetch().catch(() => null);
        if (answer?.ok()) reachedService.add(url); // applied; its answer never comes back
        return;
      }
      // held until the page goes away
    });

    await page.goto(`/products?q=${encodeURIComponent(prefix)}`);
    await expect(page.getByText('Matching products: 12')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select every product on this page' }).click();
    await expect(bar(page).getByText('12 selected', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const d = dialog(page);
    await d.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'The status' }).click();
    await d.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await d.getByRole('button', { name: 'Preview' }).click();
    await expect(d.getByText('12 products will change.')).toBeVisible();
    await d.getByRole('button', { name: 'Apply to 12 products' }).click();
    await expect(d.getByText('Done: 2 · Failed: 0 · Left: 10')).toBeVisible();
    await expect.poll(() => reachedService.size).toBe(2);
    // The job (with every key) was on disk before the first PUT left.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).find((k) => k.startsWith('coc.products.bulkEdit.')),
    );
    expect(stored).toBeTruthy();
    // No close while products are being sent.
    await page.keyboard.press('Escape');
    await expect(d).toBeVisible();

    const before = puts.map((p) => ({ id: p.id, key: p.key }));
    expect(before.length).toBeGreaterThanOrEqual(4);
    await page.reload();
    // (The held requests died with the page; the ones sent from now on go through.)
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'A bulk edit stopped before its end' });
    await expect(banner).toContainText('10 of 12 products left');
    const replayed: string[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && r.headers()['idempotent-replayed'] === 'true')
        replayed.push(r.url());
    });
    await banner.getByRole('button', { name: 'Resume' }).click();
    await expect(d.getByText(/Stopped before its end/)).toBeVisible();
    await expectAccessible(page, 'the bulk edit resume dialog');
    await d.getByRole('button', { name: 'Send the 10 left' }).click();
    await expect(d.getByText('Finished. Done: 12, failed: 0.')).toBeVisible({ timeout: 60_000 });

    const after = puts.slice(before.length);
    expect(after).toHaveLength(10);
    // Each product resent with the key it had before the reload.
    const keyBefore = new Map(before.map((p) => [p.id, p.key]));
    for (const p of after) if (keyBefore.has(p.id)) expect(p.key).toBe(keyBefore.get(p.id));
    // The two applied before the reload were replayed, not applied again.
    expect(replayed.sort()).toEqual([...reachedService].sort());
    for (const p of products) expect((await apiProduct(page, p.id)).status).toBe('draft');
  });

  test('the selection bar and the dialog fit a 360 px phone', async ({ signedIn: page }) => {
    const prefix = unique('BulkP');
    await seed(page, prefix, 3);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/products?q=${encodeURIComponent(prefix)}`);
    await page.getByRole('checkbox', { name: `Select ${prefix} 01` }).click();
    await page.getByRole('checkbox', { name: `Select ${prefix} 03` }).click();
    await expect(bar(page).getByText('2 selected', { exact: true })).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const d = dialog(page);
    await d.getByRole('combobox', { name: 'How' }).click();
    await page.getByRole('option', { name: 'Set to an amount' }).click();
    await d.getByRole('textbox', { name: 'Amount' }).fill('1200.5');
    await d.getByRole('button', { name: 'Preview' }).click();
    await expect(d.getByText('2 products will change.')).toBeVisible();
    await noSidewaysScroll(page);
    const width = await d.evaluate((e) => e.scrollWidth <= e.clientWidth);
    expect(width).toBe(true);
    await expectAccessible(page, 'the bulk edit dialog on a phone');
  });
});
