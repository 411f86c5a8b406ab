import type { Page } from '@playwright/test';
import {
  apiWrite,
  courierOrderBody,
  expect,
  expectAccessible,
  holdRequests,
  setTheme,
  switchLanguage,
  test,
  unique,
} from './fixtures.ts';

/*
 * The command palette (Ctrl/⌘+K, or the app bar's "Search"): products through the API's search
 * (accent- and word-order-insensitive in the sandbox), tracked orders and an order id typed,
 * pages and actions; keyboard only, never acting on a stale product list; axe in both themes
 * and languages; a phone. Products this spec makes carry unique names and SKUs.
 */

const NAMES = {
  en: { dialog: 'Search and go to', box: 'Search products, orders, contacts, pages and actions' },
  es: { dialog: 'Buscar e ir a', box: 'Buscar productos, pedidos, contactos, páginas y acciones' },
} as const;

const palette = (page: Page, lang: 'en' | 'es' = 'en') =>
  page.getByRole('dialog', { name: NAMES[lang].dialog });
const paletteBox = (page: Page, lang: 'en' | 'es' = 'en') =>
  page.getByRole('combobox', { name: NAMES[lang].box });

/** Ctrl+K (⌘K on a Mac) and waits for the palette's box to have the focus. */
async function openPalette(page: Page, lang: 'en' | 'es' = 'en') {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(paletteBox(page, lang)).toBeFocused();
}

/** The option the box points at (aria-activedescendant). */
async function activeOption(page: Page, lang: 'en' | 'es' = 'en') {
  const id = await paletteBox(page, lang).getAttribute('aria-activedescendant');
  expect(id, 'an active option').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

interface Created {
  id: string;
  name: string;
  sku: string;
}

async function createProduct(page: Page, name: string, sku: string): Promise<Created> {
  return apiWrite<Created>(page, '/v1/products', { name, sku, price: 1000 });
}

/** Whether the page scrolls sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('command palette', () => {
  test('Ctrl+K from a text field opens it; a product found by SKU, or by words without accents in any order, opens with the arrows and Enter', async ({
    signedIn: page,
  }) => {
    const tag = unique('Paleta');
    // A digit in the SKU, always: the palette then also offers to open it as an order id, so the
    // arrows have two options to move between. (unique()'s random part can have no digit at all,
    // and with one option ArrowDown rightly stays on it: that made this test flaky.)
    const product = await createProduct(page, `E2E Azúcar ${tag} morena`, unique('PAL1'));

    await page.goto('/products');
    // Behind the open palette the page is hidden from assistive technology (aria-hidden).
    const search = page.getByRole('textbox', { name: 'Search products', includeHidden: true });
    await search.fill('abc');
    await search.focus();
    await openPalette(page);
    // Ctrl+K is a shortcut, not text: the field keeps what it had.
    await expect(search).toHaveValue('abc');

    const box = paletteBox(page);
    await box.fill(product.sku);
    const option = palette(page).getByRole('option', { name: new RegExp(tag) });
    await expect(option).toBeVisible();
    await expect(palette(page).getByRole('group', { name: 'Products' })).toContainText(product.sku);
    // The exact SKU ranks first; the arrows go round the list and back.
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(
      palette(page).getByRole('option', { name: /^Open the order with id / }),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(await activeOption(page)).toContainText(tag);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(palette(page)).toHaveCount(0);

    // The sandbox's search: no accents, the words in another order.
    await openPalette(page);
    await paletteBox(page).fill(`morena ${tag.toLowerCase()} azucar`);
    await expect(palette(page).getByRole('option', { name: new RegExp(tag) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });

  test('what is typed right after the first Ctrl+K (while the palette loads) goes to the palette, not the page', async ({
    signedIn: page,
  }) => {
    // The palette's chunk comes only once the person has typed (a slow network).
    const release = await holdRequests(page, '**/assets/CommandPaletteDialog-*.js');
    await page.goto('/products');
    const search = page.getByRole('textbox', { name: 'Search products', includeHidden: true });
    await search.focus();
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('new ord');
    await expect(search).toHaveValue('');
    await expect(paletteBox(page)).toHaveCount(0);
    release();
    await expect(paletteBox(page)).toBeFocused();
    await page.keyboard.type('er');
    await expect(paletteBox(page)).toHaveValue('new order');
    await expect(search).toHaveValue('');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  });

  test('Enter acts on the products of the newest text, never on a slower earlier answer', async ({
    signedIn: page,
  }) => {
    const prefix = unique('STALE');
    const first = await createProduct(page, `E2E ${prefix} first`, `${prefix}-A1`);
    const second = await createProduct(page, `E2E ${prefix} second`, `${prefix}-B2`);

    // The searches for the first text and for the full text are held until the person has typed
    // more and pressed Enter; then the first text's answer is delivered before the full text's.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let staleDelivered: () => void = () => undefined;
    const stale = new Promise<void>((resolve) => {
      staleDelivered = resolve;
    });
    let staleAnswered = false;
    await page.route('**/v1/products/search', async (route) => {
      const query = (route.request().postDataJSON() as { query?: string }).query;
      if (query === prefix) {
        await held;
        const response = await route.fetch();
        await route.fulfill({ response });
        staleAnswered = true;
        staleDelivered();
        return;
      }
      if (query === `${prefix}-B2`) {
        await held;
        await stale;
      }
      await route.fallback();
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await openPalette(page);
    const asked = page.waitForRequest(
      (r) =>
        r.url().endsWith('/v1/products/search') &&
        (r.postDataJSON() as { query?: string }).query === prefix,
    );
    await page.keyboard.type(prefix);
    await asked;
    // The held answer would list "first" first (by name); the text now names "second".
    await page.keyboard.type('-B2');
    await page.keyboard.press('Enter');
    await expect(palette(page).getByRole('status')).toHaveText('Searching products…');
    release();
    await expect(page).toHaveURL(new RegExp(`/products/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    expect(staleAnswered).toBe(true);
    expect(page.url()).not.toContain(first.id);
    await page.unroute('**/v1/products/search');
  });

  test('"new order" opens order entry, "nuevo pedido" in Spanish; pages by name; an order id typed opens the order, which is then listed', async ({
    signedIn: page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await openPalette(page);
    await page.keyboard.type('new order');
    await expect(await activeOption(page)).toHaveText('New order');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

    await openPalette(page);
    await page.keyboard.type('shipments');
    await expect(await activeOption(page)).toHaveText('Shipments');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();

    await switchLanguage(page, 'es');
    await openPalette(page, 'es');
    await page.keyboard.type('nuevo pedido');
    await expect(await activeOption(page, 'es')).toHaveText('Nuevo pedido');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo pedido' })).toBeVisible();
    await switchLanguage(page, 'en');

    const contact = await apiWrite<{ id: string }>(page, '/v1/contacts', {
      first_name: 'Paula',
      last_name: unique('Paleta'),
    });
    const order = await apiWrite<{ id: string }>(page, '/v1/orders', courierOrderBody(contact.id));
    await openPalette(page);
    await paletteBox(page).fill(order.id);
    const byId = palette(page).getByRole('option', { name: `Open the order with id ${order.id}` });
    await expect(byId).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    // Opened, it is tracked in this browser: part of its id finds it in "Orders".
    await openPalette(page);
    await paletteBox(page).fill(order.id.slice(0, 13));
    await expect(
      palette(page).getByRole('group', { name: 'Orders' }).getByRole('option', { name: order.id }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('actions: the theme, the language, the shortcut list (which lists Ctrl+K), and log out; Ctrl+K waits while another dialog is open', async ({
    signedIn: page,
  }) => {
    await setTheme(page, 'light');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await dark()).toBe(false);

    await openPalette(page);
    await page.keyboard.type('dark theme');
    await expect(await activeOption(page)).toHaveText('Switch to the dark theme');
    await page.keyboard.press('Enter');
    await expect.poll(dark).toBe(true);

    await openPalette(page);
    await page.keyboard.type('language');
    await expect(await activeOption(page)).toHaveText('Switch language to Español');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await openPalette(page, 'es');
    await page.keyboard.type('idioma');
    await expect(await activeOption(page, 'es')).toHaveText('Cambiar el idioma a English');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await openPalette(page);
    await page.keyboard.type('keyboard shortcuts');
    await page.keyboard.press('Enter');
    const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(
      keys
        .getByRole('region', { name: 'Everywhere' })
        .getByRole('row', { name: /Search and go to/ }),
    ).toContainText(/(Ctrl|⌘)\+K/);
    // Another dialog is open: Ctrl+K does not open the palette over it.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(keys).toHaveCount(0);

    // Ctrl+K again closes it; the focus goes back where it was.
    const heading = page.getByRole('heading', { level: 1, name: 'Home' });
    await page.getByRole('link', { name: 'Search products' }).first().focus();
    await openPalette(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Search products' }).first()).toBeFocused();
    await expect(heading).toBeVisible();

    await openPalette(page);
    await page.keyboard.type('log out');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`is accessible open, with every kind of result (${mode}, English and Spanish)`, async ({
      signedIn: page,
    }) => {
      const tag = unique('Axe');
      await createProduct(page, `E2E Orden ${tag}`, unique('AXE'));
      await setTheme(page, mode);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await openPalette(page);
      await expectAccessible(page, `the palette with nothing typed (${mode})`);
      await page.keyboard.type(`orden ${tag}`);
      await expect(palette(page).getByRole('group', { name: 'Products' })).toBeVisible();
      await expectAccessible(page, `the palette with products (${mode})`);
      await page.keyboard.press('Escape');

      await switchLanguage(page, 'es');
      await openPalette(page, 'es');
      await page.keyboard.type('pedido');
      await expect(palette(page, 'es').getByRole('group', { name: 'Acciones' })).toBeVisible();
      await expectAccessible(page, `the palette in Spanish (${mode})`);
      await page.keyboard.press('Escape');
    });
  }
});

test.describe('command palette on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the app bar button opens it full screen; a tap opens a page; no sideways scroll at 360 px', async ({
    signedIn: page,
  }) => {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      expect(await overflows(page), `home at ${width} px`).toBe(false);
      await page.getByRole('button', { name: 'Search', exact: true }).tap();
      const dialog = palette(page);
      await expect(paletteBox(page)).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(width);
      expect(await overflows(page), `the palette at ${width} px`).toBe(false);
      await paletteBox(page).fill('stock');
      await dialog.getByRole('option', { name: 'Stock', exact: true }).tap();
      await expect(page).toHaveURL(/\/stock$/);
      await expect(dialog).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await expect(paletteBox(page)).toBeVisible();
    await expectAccessible(page, 'the palette at 360 px');
    await palette(page).getByRole('button', { name: 'Close' }).tap();
    await expect(palette(page)).toHaveCount(0);
  });
});
