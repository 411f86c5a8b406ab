import type { Page, Request } from '@playwright/test';
import {
  DEMO_KEY,
  expect,
  expectAccessible,
  setTheme,
  startCustomOrder,
  test,
} from './fixtures.ts';

/*
 * Reliability of long forms: the leave guard of order entry and the stock batch (the draft is
 * kept, and the person is asked), an offline submit that waits, says so and sends once, and
 * the leave dialog's contrast in the dark theme.
 */

async function newContactId(page: Page): Promise<string> {
  const res = await page.request.post('/v1/contacts', {
    headers: { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() },
    data: { first_name: 'Fiabilidad' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function startOrder(page: Page) {
  await startCustomOrder(page, await newContactId(page));
}

function orderPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/orders') posts.push(r);
  });
  return posts;
}

/** Whether leaving the tab now raises the beforeunload prompt (dismissed: the page stays). */
async function promptsOnUnload(page: Page): Promise<boolean> {
  const dialog = page.waitForEvent('dialog', { timeout: 5_000 }).catch(() => null);
  await page.close({ runBeforeUnload: true });
  const d = await dialog;
  if (!d) return false;
  const isUnload = d.type() === 'beforeunload';
  await d.dismiss();
  return isUnload;
}

test.describe('reliability', () => {
  test('order entry asks before an in-app navigation, keeps the draft, and guards a reload', async ({
    signedIn: page,
  }) => {
    await startOrder(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);

    // Closing or reloading the tab raises the browser's own prompt (beforeunload); staying keeps the page.
    await expect.poll(() => promptsOnUnload(page)).toBe(true);
    await expect(page).toHaveURL(/\/orders\/new$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave, keep the draft' }).click();
    await expect(page).not.toHaveURL(/\/orders\/new$/);
    await page.goto('/orders/new');
    await expect(
      page.getByRole('listitem', { name: 'Line 1', exact: true }).getByLabel('Item name'),
    ).toHaveValue('Servicio');
  });

  test('an empty order entry leaves without asking', async ({ signedIn: page }) => {
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await expect(page).not.toHaveURL(/\/orders\/new$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the stock batch asks before leaving when it has lines', async ({ signedIn: page }) => {
    await page.goto('/stock');
    const sku = page.getByRole('combobox', { name: /Product/ }).first();
    await sku.fill('GRO-00001');
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/stock$/);
    await expect.poll(() => promptsOnUnload(page)).toBe(true);
  });

  test('offline: the order waits, says so, and is sent once when the connection is back', async ({
    signedIn: page,
    context,
  }) => {
    const posts = orderPosts(page);
    await startOrder(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(
      page.getByText(
        'Waiting for the connection: this will be sent once when you are back online.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Creating order…' })).toBeDisabled();
    expect(posts).toHaveLength(0);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    expect(posts).toHaveLength(1);
  });

  test('offline: cancelling the wait sends nothing and keeps the order', async ({
    signedIn: page,
    context,
  }) => {
    const posts = orderPosts(page);
    await startOrder(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.getByRole('button', { name: 'Cancel sending' }).click();
    await expect(page.getByText('Not sent. Everything you typed is kept.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Create order' })).toBeEnabled();
    expect(posts).toHaveLength(0);
    await expect(
      page.getByRole('listitem', { name: 'Line 1', exact: true }).getByLabel('Item name'),
    ).toHaveValue('Servicio');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe: the leave dialog in the ${mode} theme`, async ({ signedIn: page }) => {
      await startOrder(page);
      await setTheme(page, mode);
      await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
      await expectAccessible(page, `the leave dialog (${mode})`);
    });
  }
});
