import type { Locator, Page } from '@playwright/test';
import {
  apiWrite,
  courierOrderBody,
  enterSku,
  expect,
  menuSettled,
  requestsTo,
  test,
  throttleCpu,
  unique,
} from './fixtures.ts';

/*
 * One write per intent, on every write form (issue #21): with the page's CPU slowed 4x and the
 * write's answer 2 s away, a filled form is activated five times as fast as real input allows
 * (five mouse clicks at the submit button's centre; five Enters in a one-line field), and
 * exactly one write request has left once the outcome shows. The lock is useSafeSubmit's
 * (src/hooks/useSafeSubmit.ts), taken at the first activation, before validation.
 */

const STOCK_BATCH = '/v1/warehouse-products/stock/update-list';
/** A first page under a 4x slower CPU, on a loaded machine, takes a while to be ready. */
const READY = { timeout: 30_000 };

const newContact = (page: Page) =>
  apiWrite<{ id: string }>(page, '/v1/contacts', { first_name: unique('Once') });

/** A form on screen, filled validly: where its write goes, how to send it, what shows when it is done. */
interface Filled {
  write: { method: 'POST' | 'PUT'; path: string };
  /** The control that sends, reached by real steps from the filled form (e.g. through a confirm dialog). */
  submitControl: () => Promise<Locator>;
  /** A text field of the form: a one-line one where Enter submits (null: the form has none). */
  field: Locator | null;
  /** Waits until the outcome of the write is on screen. */
  outcome: () => Promise<void>;
}

interface WriteForm {
  name: string;
  /**
   * Whether Enter in `field` sends the form; when it does not (by design), why: the test then
   * checks that five Enters there send nothing, and sends with five Enters on the focused submit
   * control instead.
   */
  enter: { submits: true } | { submits: false; why: string };
  /** Opens the form (the CPU is slowed from its first page on) and fills it validly. */
  fill: (page: Page) => Promise<Filled>;
}

const FORMS: WriteForm[] = [
  {
    name: 'new product',
    enter: { submits: true },
    fill: async (page) => {
      const name = unique('E2E Once');
      await page.goto('/products/new');
      await throttleCpu(page);
      await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible(READY);
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('SKU').fill(unique('ONCE'));
      await page.getByLabel('Price', { exact: true }).fill('1500');
      return {
        write: { method: 'POST', path: '/v1/products' },
        submitControl: async () => page.getByRole('button', { name: 'Create product' }),
        field: page.getByLabel('Name'),
        outcome: async () => {
          await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
          await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        },
      };
    },
  },
  {
    name: 'product edit',
    enter: { submits: true },
    fill: async (page) => {
      const name = unique('E2E Once edit');
      const product = await apiWrite<{ id: string }>(page, '/v1/products', {
        name,
        sku: unique('ONCE'),
        price: 1000,
      });
      await page.goto(`/products/${product.id}`);
      await throttleCpu(page);
      const nameField = page.getByLabel('Name');
      await expect(nameField).toHaveValue(name, READY);
      const changed = `${name} changed`;
      await nameField.fill(changed);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      return {
        write: { method: 'PUT', path: `/v1/products/${product.id}` },
        submitControl: async () => page.getByRole('button', { name: 'Save changes' }),
        field: nameField,
        outcome: async () => {
          // (not the "Product saved." notice: it may have gone by the time slow clicks are done)
          await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
          await expect(page.getByText('All changes saved')).toBeVisible();
        },
      };
    },
  },
  {
    name: 'new contact',
    enter: { submits: true },
    fill: async (page) => {
      const name = unique('Una vez');
      await page.goto('/contacts/new');
      await throttleCpu(page);
      await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible(READY);
      const first = page.getByLabel('First name');
      await first.fill(name);
      await page.getByLabel('Email').fill(`${unique('once')}@example.com`.toLowerCase());
      return {
        write: { method: 'POST', path: '/v1/contacts' },
        submitControl: async () => page.getByRole('button', { name: 'Create contact' }),
        field: first,
        outcome: async () => {
          await expect(page).toHaveURL(/\/contacts$/);
          await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
        },
      };
    },
  },
  {
    name: 'order entry',
    enter: {
      submits: false,
      why: 'Enter in a one-line field must not send the whole order (OrderForm’s onKeyDown)',
    },
    fill: async (page) => {
      const customer = await newContact(page);
      await page.goto('/orders/new');
      await throttleCpu(page);
      await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible(READY);
      await page.getByRole('combobox', { name: 'Customer' }).fill(customer.id);
      const line = page.getByRole('listitem', { name: 'Line 1', exact: true });
      await line.getByRole('button', { name: 'Custom item' }).click();
      await line.getByLabel('Item name').fill('Servicio único');
      await line.getByLabel('Unit price').fill('25000');
      return {
        write: { method: 'POST', path: '/v1/orders' },
        submitControl: async () => page.getByRole('button', { name: 'Create order' }),
        field: line.getByLabel('Item name'),
        outcome: async () => {
          await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
          await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
        },
      };
    },
  },
  {
    name: 'stock batch',
    enter: {
      submits: false,
      why: 'the batch is a grid: Enter in a cell moves to the line below (adding one after the last), as in a spreadsheet; the batch is sent from its confirm dialog',
    },
    fill: async (page) => {
      await page.goto('/stock');
      await throttleCpu(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible(
        READY,
      );
      const cell = (field: string) => page.getByLabel(`${field}, line 1`, { exact: true });
      await cell('Warehouse').fill('wh-main');
      // Products no other spec moves (their figures are asserted elsewhere).
      await enterSku(cell('Product'), 'BEV-00011');
      await cell('Quantity').fill('1');
      return {
        write: { method: 'POST', path: STOCK_BATCH },
        submitControl: async () => {
          await page.getByRole('button', { name: 'Apply batch…' }).click();
          const confirm = page
            .getByRole('dialog', { name: 'Apply 1 line?' })
            .getByRole('button', { name: 'Apply batch', exact: true });
          await expect(confirm).toBeFocused();
          return confirm;
        },
        field: cell('Comment'),
        outcome: async () => {
          await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
      };
    },
  },
  {
    name: 'invoicing an order',
    enter: {
      submits: false,
      why: 'the invoice dialog has no text field: its one field is a select, where Enter opens the list',
    },
    fill: async (page) => {
      const customer = await newContact(page);
      const order = await apiWrite<{ id: string }>(page, '/v1/orders', {
        customer_id: customer.id,
        items: [
          { is_custom_item: true, custom_item_name: 'Servicio', quantity: 1, unit_price: 10000 },
        ],
      });
      await page.goto(`/orders/${order.id}`);
      await throttleCpu(page);
      const invoice = page.getByRole('button', { name: 'Invoice', exact: true });
      await expect(invoice).toBeVisible(READY);
      await invoice.click();
      const dialog = page.getByRole('dialog', { name: /^Invoice order #\d+$/ });
      await expect(dialog.getByRole('combobox', { name: 'Numeration' })).toHaveText(
        /Factura electrónica/,
      );
      return {
        write: { method: 'POST', path: `/v1/orders/${order.id}/invoice` },
        submitControl: async () => dialog.getByRole('button', { name: 'Invoice', exact: true }),
        field: null,
        outcome: async () => {
          await expect(dialog).toBeHidden();
          await expect(page.getByRole('region', { name: 'Billing' })).toContainText(/FE-\d+/);
        },
      };
    },
  },
  {
    name: 'moving a shipment (board move dialog)',
    enter: {
      submits: false,
      why: 'the move’s comment is a multi-line field: Enter starts a new line',
    },
    fill: async (page) => {
      const customer = await newContact(page);
      const order = await apiWrite<{ id: string; number: number }>(
        page,
        '/v1/orders',
        courierOrderBody(customer.id),
      );
      const label = `#${order.number}`;
      await page.goto('/shipments');
      await throttleCpu(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible(READY);
      await page.getByRole('button', { name: 'Track orders' }).first().click();
      const track = page.getByRole('dialog', { name: 'Track orders' });
      await track.getByLabel('Order ids').fill(order.id);
      await track.getByRole('button', { name: 'Track', exact: true }).click();
      await expect(track.getByText('Now tracking 1 order')).toBeVisible();
      await track.getByRole('button', { name: 'Close' }).click();
      const card = (status: string) =>
        page
          .locator(`section[data-status-column="${status}"]`)
          .getByRole('button', { name: `Order ${label}`, exact: true });
      await expect(card('st-pending')).toBeVisible();
      // "Move to…" Preparing, the next step: the dialog asks for an optional comment.
      await page.getByRole('button', { name: `Move to…, order ${label}` }).click();
      await menuSettled(page);
      await page.getByRole('menu').getByRole('menuitem', { name: 'Preparing' }).click();
      const dialog = page.getByRole('dialog', { name: `Move order ${label}` });
      const comment = dialog.getByLabel('Comment (optional)');
      await expect(comment).toBeFocused();
      return {
        write: { method: 'PUT', path: '/v1/shipments/status/update' },
        submitControl: async () => dialog.getByRole('button', { name: 'Move to Preparing' }),
        field: comment,
        outcome: async () => {
          await expect(card('st-preparing')).toBeVisible();
          await expect(page.getByText('Saving…')).toHaveCount(0);
        },
      };
    },
  },
];

/**
 * The service answers the write only after `ms` (a modest phone's connection): every activation
 * after the first lands while the first is on its way, when only the lock stops a second request.
 */
async function slowAnswers(page: Page, method: string, path: string, ms = 2000) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === method)
        await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** Five real clicks at the centre of `target`, one right after the other. */
async function clickFiveTimes(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeEnabled();
  const box = await target.boundingBox();
  if (!box) throw new Error('the submit control is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (let i = 0; i < 5; i++) await page.mouse.click(x, y);
}

async function pressEnterFiveTimes(page: Page) {
  for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
}

test.describe('one write per intent, CPU slowed 4x', () => {
  // Every step runs on a CPU slowed 4x.
  test.slow();

  for (const form of FORMS) {
    test(`${form.name}: five fast clicks send one request`, async ({ signedIn: page }) => {
      const filled = await form.fill(page);
      const writes = requestsTo(page, filled.write.method, filled.write.path);
      await slowAnswers(page, filled.write.method, filled.write.path);
      await clickFiveTimes(page, await filled.submitControl());
      await filled.outcome();
      expect(writes, `${filled.write.method} ${filled.write.path}`).toHaveLength(1);
    });

    const enter = form.enter;
    const title = enter.submits
      ? `${form.name}: five fast Enters in a field send one request`
      : `${form.name}: Enter in a field sends nothing (by design); five Enters on the submit button send one request`;
    test(title, async ({ signedIn: page }) => {
      if (!enter.submits)
        test.info().annotations.push({ type: 'no submit on Enter', description: enter.why });
      const filled = await form.fill(page);
      const writes = requestsTo(page, filled.write.method, filled.write.path);
      await slowAnswers(page, filled.write.method, filled.write.path);
      if (enter.submits) {
        if (!filled.field) throw new Error(`${form.name} has no one-line field`);
        await filled.field.focus();
        await pressEnterFiveTimes(page);
      } else {
        if (filled.field) {
          await filled.field.focus();
          await pressEnterFiveTimes(page);
        }
        // Still the filled form (or its confirm dialog), nothing sent: then Enter on the submit control.
        const submit = await filled.submitControl();
        await expect(submit).toBeEnabled();
        expect(writes, 'Enter in a field sent the form').toHaveLength(0);
        await submit.focus();
        await pressEnterFiveTimes(page);
      }
      await filled.outcome();
      expect(writes, `${filled.write.method} ${filled.write.path}`).toHaveLength(1);
    });
  }
});
