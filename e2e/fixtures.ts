import { AxeBuilder } from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { watchKeyLeaks } from './keyLeaks.ts';

export const DEMO_KEY = 'demo-key';

/**
 * Seeds the API key into sessionStorage once per tab, as if the person had signed in
 * (Playwright's storageState does not carry sessionStorage). A later logout sticks.
 */
export async function seedKey(page: Page, key = DEMO_KEY) {
  await page.addInitScript((k) => {
    if (!window.sessionStorage.getItem('coc.seeded')) {
      window.sessionStorage.setItem('coc.seeded', '1');
      window.sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: k }));
    }
  }, key);
}

/** Waits until no CSS transition of the page is running (a menu's fade-in, a theme change). */
async function transitionsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

/**
 * axe (WCAG 2.1 A/AA) over the page as it is seen, failing with every violation and its targets;
 * run once the page's transitions have ended, since
 * contrast measured half-way through a menu's or a button's fade reports colours nobody sees
 * for longer than a quarter of a second.
 */
export async function expectAccessible(page: Page, what: string) {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/**
 * Switches the system colour scheme (the console follows it) and waits until the page has
 * finished its colour transitions: axe measuring contrast half-way through a button's fade
 * would report colours nobody sees for longer than a quarter of a second.
 */
export async function setTheme(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode });
  // Before the first navigation there is nothing to wait for.
  if (!(await page.evaluate(() => document.getElementById('root') !== null))) return;
  // MUI marks the scheme on <html> (colorSchemeSelector 'class') once it has seen the change;
  // a page with a scheme chosen in its menu keeps its own, hence the short, forgiving wait.
  await page
    .waitForFunction((m) => document.documentElement.classList.contains(m), mode, { timeout: 2000 })
    .catch(() => undefined);
  await transitionsSettled(page);
}

/**
 * Waits until the open menu has grown in (MUI's Grow: it starts at a smaller scale, held for a
 * frame or two before its transition runs, which Playwright's "stable" check can take for the
 * menu at rest). An item clicked while the menu grows moves from under the pointer between the
 * press and the release, and the click is lost: the release lands on the item above it.
 */
export async function menuSettled(page: Page) {
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect
    .poll(() =>
      menu.evaluate((el) => {
        const style = getComputedStyle(el.closest('.MuiPaper-root') ?? el);
        return style.transform === 'none' && style.opacity === '1';
      }),
    )
    .toBe(true);
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a zero-delay timer after the
 * pick-up, and the browser runs a key press before such a timer while keys are queued (a busy
 * machine): an arrow pressed as soon as the drag shows can be lost. A zero-delay timer posted now
 * runs after dnd-kit's, so once it has run the sensor listens. A condition, not a sleep.
 */
export async function untilKeyboardDragListens(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * A unique suffix for records a test creates in the shared sandbox. Its random part may have no
 * digit at all: a test that needs one (an id-like text) puts it in the prefix.
 */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Slows the page's CPU through the Chrome DevTools Protocol (4x stands in for a modest phone),
 * for the rest of the page's life.
 */
export async function throttleCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds every request matching `url` (a route pattern) until the returned function is called,
 * then lets them go on (to the next route handler, if any, else the network).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Opens order entry (English) and fills a one-line order: the customer, a custom item at 25,000. */
export async function startCustomOrder(page: Page, customerId: string) {
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer' }).fill(customerId);
  const line = page.getByRole('listitem', { name: 'Line 1', exact: true });
  await line.getByRole('button', { name: 'Custom item' }).click();
  await line.getByLabel('Item name').fill('Servicio');
  await line.getByLabel('Unit price').fill('25000');
}

/**
 * The page does not scroll sideways. Polled: after a change of the window's size, a navigation or
 * a tooltip's mounting, the page takes a render to lay itself out anew.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'no sideways scrolling') {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: what,
    })
    .toBeLessThanOrEqual(0);
}

/** Every request of this method to this exact path that the page sends from now on, in order. */
export function requestsTo(page: Page, method: string, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) sent.push(r);
  });
  return sent;
}

/** Switches the console's language with the header's language menu, and waits until it applies. */
export async function switchLanguage(page: Page, to: 'en' | 'es') {
  if ((await page.locator('html').getAttribute('lang')) === to) return;
  await page.getByRole('button', { name: /^(Language|Idioma)/ }).click();
  await page.getByRole('menuitem', { name: to === 'en' ? 'English' : 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.getByRole('menu')).toHaveCount(0);
}

type Fixtures = { signedIn: Page; keyNeverLeaks: void };

/**
 * Waits until the browser's storage (a draft's autosave) holds every one of `texts`, in one
 * stored entry: polling, rather than sleeping for the autosave's debounce.
 */
export async function expectSaved(page: Page, ...texts: string[]) {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          Object.keys(localStorage).some((key) => {
            const value = localStorage.getItem(key) ?? '';
            return wanted.every((text) => value.includes(text));
          }),
        texts,
      ),
    )
    .toBe(true);
}

export const test = base.extend<Fixtures>({
  signedIn: async ({ page }, use) => {
    await seedKey(page);
    await use(page);
  },
  // Every test: the API key never shows in a URL, a Referer or a console message (e2e/keyLeaks.ts).
  keyNeverLeaks: [
    async ({ context }, use) => {
      const watch = watchKeyLeaks(context);
      await use();
      watch.stop();
      expect(watch.leaks, 'the API key showed up outside the X-Api-Key header').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The body of a small order for `customerId` (one custom item, shipped by courier to Bogotá),
 * for tests that need an order to exist rather than to enter one.
 */
export function courierOrderBody(customerId: string, itemName = 'Envío') {
  return {
    customer_id: customerId,
    items: [{ is_custom_item: true, custom_item_name: itemName, quantity: 1, unit_price: 10000 }],
    shipment: {
      ship_to: {
        street: 'Cra 7 # 71-21',
        city: 'Bogotá',
        country_code: 'CO',
        contact_name: 'Dora',
      },
      shipping_method: 'courier',
      shipping_cost: 9000,
      cash_on_delivery_order: false,
      is_gift: false,
      is_insured: false,
    },
  };
}

/** A product search item as the stock specs read it (stock_available and reserved summed over warehouses). */
export interface SearchedProduct {
  id: string;
  name: string;
  sku: string;
  stock_available: number;
  reserved: number;
}

/** The search item with this exact SKU, read through the API as the demo account (the bench of truth). */
export async function productBySku(
  request: APIRequestContext,
  sku: string,
): Promise<SearchedProduct> {
  const res = await request.post('/v1/products/search', {
    headers: { 'X-Api-Key': DEMO_KEY },
    data: { query: sku, page_size: 100 },
  });
  expect(res.ok()).toBe(true);
  const item = ((await res.json()) as { items: SearchedProduct[] }).items.find(
    (i) => i.sku === sku,
  );
  if (!item) throw new Error(`no product ${sku}`);
  return item;
}

/**
 * A write through the API as the sandbox's demo account (setting up what a test needs rather
 * than entering it), with its own Idempotency-Key; fails the test on any answer but 2xx.
 */
export async function apiWrite<T>(
  page: Page,
  path: string,
  data: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const headers = { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() };
  const res = await page.request.fetch(path, { method, headers, data });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Types a SKU into a stock line's product cell and leaves it with Tab, the way a person does,
 * then waits until the line's lookup names the product (`found`: e.g. "available"). Returns the
 * line's id.
 */
export async function enterSku(
  product: Locator,
  sku: string,
  found: string | RegExp = 'available',
) {
  await product.fill(sku);
  await product.press('Tab');
  const lineId = await product.getAttribute('data-line');
  await expect(product.page().locator(`[id="${lineId}-product-msg"]`)).toContainText(found);
  return lineId;
}
