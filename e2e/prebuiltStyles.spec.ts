import { expect, seedKey, test } from './fixtures.ts';

/**
 * The first screens' styles come prebuilt (src/app/styles/prebuilt.css, written by
 * `npm run styles:record`; see markPrebuilt in src/app/styles/emotionCache.ts): emotion inserts
 * none of them at run time. When a first-paint style changes, its new rule is inserted at run
 * time (the page still looks right, only its first paint is slower) and these tests fail until
 * the sheet is recorded again.
 */

/** The rules emotion inserted at run time into its own sheets (not its global styles). */
const insertedAtRunTime = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((tag) =>
    [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );

const RECORD_AGAIN = 'rules the prebuilt sheet should hold: run `npm run styles:record`';

for (const [label, viewport, path] of [
  ['desk', { width: 1366, height: 900 }, '/products'],
  ['phone', { width: 390, height: 844 }, '/products'],
  [
    'desk, a search and filters in the address',
    { width: 1366, height: 900 },
    '/products?q=a&price_min=1000',
  ],
  ['phone, a search in the address', { width: 390, height: 844 }, '/products?q=a'],
] as const) {
  test(`the product list's first screen inserts no style at run time (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await seedKey(page);
    await page.goto(path);
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    // The filters (at a desk) come once the page has painted: the whole first screen.
    if (viewport.width > 600) await expect(page.locator('[data-filters]')).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
    );
    // The sheet is in the document and emotion took its names.
    const prebuilt = await page.evaluate(
      () =>
        [...document.styleSheets].find((sheet) => sheet.href?.endsWith('.css'))?.cssRules.length ??
        0,
    );
    expect(prebuilt).toBeGreaterThan(100);
    expect(await page.evaluate(insertedAtRunTime), RECORD_AGAIN).toEqual([]);
  });
}

test('a page the sheet does not hold has its styles inserted at run time, as before', async ({
  page,
}) => {
  await seedKey(page);
  await page.goto('/stock');
  const heading = page.getByRole('heading', { level: 1, name: 'Stock movements' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add line' })).toBeVisible();
  expect((await page.evaluate(insertedAtRunTime)).length).toBeGreaterThan(0);
  // The theme's h1 (1.75rem, 650), through emotion as ever.
  await expect(heading).toHaveCSS('font-size', '28px');
  await expect(heading).toHaveCSS('font-weight', '650');
});
