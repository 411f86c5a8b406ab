import { expect, test } from './fixtures.ts';

/*
 * The API reference page Vite's servers add beside the sandbox (sandbox/vitePlugin.ts): Swagger
 * UI from node_modules over the sandbox's /openapi.json, never part of the console's build.
 */

test('the API reference at /docs/ shows every group of the contract and calls the sandbox', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('pageerror', (error) => failed.push(error.message));
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByRole('heading', { name: /Commerce Operations API/ })).toBeVisible();
  for (const tag of [
    'health',
    'products',
    'warehouse-products',
    'orders',
    'shipments',
    'contacts',
  ]) {
    // Each group's heading: its name, then Swagger UI's collapse control.
    await expect(page.getByRole('heading', { name: new RegExp(`^${tag} `) })).toBeVisible();
  }
  await expect(page.getByText('/v1/orders/{id}/invoice')).toBeVisible();

  // "Try it out" on the health check answers from the sandbox on the same server.
  await page.getByRole('button', { name: /GET \/health/ }).click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(
    page.locator('.live-responses-table tbody td.response-col_status').first(),
  ).toHaveText('200');
  await expect(page.locator('.live-responses-table')).toContainText('"environment": "sandbox"');
  expect(failed).toEqual([]);
});
