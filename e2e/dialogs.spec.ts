import type { Locator, Page } from '@playwright/test';
import {
  apiWrite,
  courierOrderBody,
  enterSku,
  expect,
  expectAccessible,
  expectSaved,
  setTheme,
  switchLanguage,
  test,
  unique,
} from './fixtures.ts';

/*
 * axe (WCAG 2.1 A/AA) over every dialog of the console, each in the light and the dark theme
 * and in English and Spanish (issue #21). A test opens one dialog's page once; per language it
 * opens the dialog by real UI steps, runs axe with the dialog open in both themes, and closes it.
 */

type Lang = 'en' | 'es';

interface Ui {
  home: string;
  // the product form
  name: string;
  discardChanges: string;
  leaveUnsaved: string;
  discardChangesTitle: string;
  // order entry and stock: the leave dialog of a form whose draft is kept
  leaveDraft: string;
  newContact: string;
  discardDraft: string;
  discardOrderTitle: string;
  // stock
  discardBatchTitle: string;
  applyBatch: string;
  applyOneLine: string;
  scan: string;
  sheetTitle: string;
  // the order page
  invoice: string;
  invoiceTitle: RegExp;
  // the shipment board
  trackOrders: string;
  moveToFor: (order: string) => string;
  earlierStep: string;
  moveTitle: (order: string) => string;
  moveBackTitle: (order: string) => string;
  openOrder: (order: string) => string;
  panelTitle: (order: string) => string;
  // the shell
  idleTitle: string;
  staySignedIn: string;
  openNavigation: string;
  mainNavigation: string;
}

const UI: Record<Lang, Ui> = {
  en: {
    home: 'Home',
    name: 'Name',
    discardChanges: 'Discard changes',
    leaveUnsaved: 'Leave without saving?',
    discardChangesTitle: 'Discard your changes?',
    leaveDraft: 'Leave this page?',
    newContact: 'New contact',
    discardDraft: 'Discard draft',
    discardOrderTitle: 'Discard this order draft?',
    discardBatchTitle: 'Discard this draft?',
    applyBatch: 'Apply batch…',
    applyOneLine: 'Apply 1 line?',
    scan: 'Scan or type a SKU, then Enter',
    sheetTitle: 'How does this sheet write its numbers?',
    invoice: 'Invoice',
    invoiceTitle: /^Invoice order #\d+$/,
    trackOrders: 'Track orders',
    moveToFor: (o) => `Move to…, order ${o}`,
    earlierStep: 'Earlier step: asks first',
    moveTitle: (o) => `Move order ${o}`,
    moveBackTitle: (o) => `Move order ${o} back?`,
    openOrder: (o) => `Order ${o}`,
    panelTitle: (o) => `Shipment of order ${o}`,
    idleTitle: 'Still there?',
    staySignedIn: 'Stay signed in',
    openNavigation: 'Open navigation',
    mainNavigation: 'Main navigation',
  },
  es: {
    home: 'Inicio',
    name: 'Nombre',
    discardChanges: 'Descartar cambios',
    leaveUnsaved: '¿Salir sin guardar?',
    discardChangesTitle: '¿Descartar tus cambios?',
    leaveDraft: '¿Salir de esta página?',
    newContact: 'Nuevo contacto',
    discardDraft: 'Descartar borrador',
    discardOrderTitle: '¿Descartar este borrador de pedido?',
    discardBatchTitle: '¿Descartar este borrador?',
    applyBatch: 'Aplicar lote…',
    applyOneLine: '¿Aplicar 1 línea?',
    scan: 'Escanea o escribe un SKU y pulsa Enter',
    sheetTitle: '¿Cómo escribe los números esta hoja?',
    invoice: 'Facturar',
    invoiceTitle: /^Facturar el pedido n\.º \d+$/,
    trackOrders: 'Seguir pedidos',
    moveToFor: (o) => `Mover a…, pedido ${o}`,
    earlierStep: 'Paso anterior: pide confirmación',
    moveTitle: (o) => `Mover el pedido ${o}`,
    moveBackTitle: (o) => `¿Devolver el pedido ${o}?`,
    openOrder: (o) => `Pedido ${o}`,
    panelTitle: (o) => `Envío del pedido ${o}`,
    idleTitle: '¿Sigues ahí?',
    staySignedIn: 'Seguir conectado',
    openNavigation: 'Abrir navegación',
    mainNavigation: 'Navegación principal',
  },
};

/** An open dialog, and how to close it (Escape unless said otherwise). */
interface Opened {
  dialog: Locator;
  close?: () => Promise<void>;
}

interface DialogCase {
  name: string;
  /** Opens the dialog's page, in English, with what the dialog needs; returns how to open it in the language shown. */
  prepare: (page: Page) => Promise<(ui: Ui) => Promise<Opened>>;
}

const navLink = (page: Page, ui: Ui) =>
  page.getByRole('navigation', { name: ui.mainNavigation }).getByRole('link', { name: ui.home });

/** The product form with a change typed in (the leave guard and "discard" are armed). */
async function productFormWithChanges(page: Page) {
  await page.goto('/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name').fill(unique('E2E Dialog'));
}

/** Order entry with a customer id and a custom item typed in. */
async function orderEntryWithLine(page: Page) {
  const customer = await apiWrite<{ id: string }>(page, '/v1/contacts', {
    first_name: unique('Diálogo'),
  });
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer' }).fill(customer.id);
  const line = page.getByRole('listitem', { name: 'Line 1', exact: true });
  await line.getByRole('button', { name: 'Custom item' }).click();
  await line.getByLabel('Item name').fill('Servicio de diálogo');
  await line.getByLabel('Unit price').fill('25000');
  return customer.id;
}

/**
 * The stock batch with one line that removes more than the product has (the confirm dialog
 * then shows its warning). Nothing is applied.
 */
async function stockWithLine(page: Page) {
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
  const cell = (field: string) => page.getByLabel(`${field}, line 1`, { exact: true });
  await cell('Warehouse').fill('wh-main');
  await enterSku(cell('Product'), 'BEV-00021');
  await cell('Operation').selectOption('remove');
  await cell('Quantity').fill('1000000');
}

/** An order with a shipment, moved to "Ready to ship" (so it has earlier and later steps), on the board. */
async function boardWithOrder(page: Page): Promise<string> {
  const contact = await apiWrite<{ id: string }>(page, '/v1/contacts', {
    first_name: 'Dora',
    last_name: unique('Diálogo'),
  });
  const order = await apiWrite<{ id: string; number: number; shipment: { id: string } }>(
    page,
    '/v1/orders',
    courierOrderBody(contact.id, 'Envío de prueba'),
  );
  await apiWrite(
    page,
    '/v1/shipments/status/update',
    { shipmentId: order.shipment.id, statusId: 'st-ready' },
    'PUT',
  );
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  await page.getByRole('button', { name: 'Track orders' }).first().click();
  const track = page.getByRole('dialog', { name: 'Track orders' });
  await track.getByLabel('Order ids').fill(order.id);
  await track.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(track.getByText('Now tracking 1 order')).toBeVisible();
  await track.getByRole('button', { name: 'Close' }).click();
  await expect(track).toBeHidden();
  const label = `#${order.number}`;
  await expect(page.getByRole('button', { name: `Order ${label}`, exact: true })).toBeVisible();
  return label;
}

/** Opens the move dialog from the card's "Move to…" menu: an earlier step (asks to go back) or the next one. */
async function openMove(page: Page, ui: Ui, order: string, back: boolean): Promise<Opened> {
  await page.getByRole('button', { name: ui.moveToFor(order) }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await (
    back
      ? items.filter({ hasText: ui.earlierStep }).first()
      : items.filter({ hasNotText: ui.earlierStep }).first()
  ).click();
  return {
    dialog: page.getByRole('dialog', {
      name: back ? ui.moveBackTitle(order) : ui.moveTitle(order),
    }),
  };
}

const DIALOGS: DialogCase[] = [
  {
    name: 'leave without saving (product form)',
    prepare: async (page) => {
      await productFormWithChanges(page);
      return async (ui) => {
        await navLink(page, ui).click();
        return { dialog: page.getByRole('dialog', { name: ui.leaveUnsaved }) };
      };
    },
  },
  {
    name: 'discard your changes (product form)',
    prepare: async (page) => {
      await productFormWithChanges(page);
      return async (ui) => {
        await page.getByRole('button', { name: ui.discardChanges }).click();
        return { dialog: page.getByRole('dialog', { name: ui.discardChangesTitle }) };
      };
    },
  },
  {
    name: 'leave, keep the draft (order entry)',
    prepare: async (page) => {
      await orderEntryWithLine(page);
      return async (ui) => {
        await navLink(page, ui).click();
        return { dialog: page.getByRole('dialog', { name: ui.leaveDraft }) };
      };
    },
  },
  {
    name: 'new contact (from order entry)',
    prepare: async (page) => {
      await page.goto('/orders/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
      return async (ui) => {
        await page.getByRole('button', { name: ui.newContact, exact: true }).click();
        return { dialog: page.getByRole('dialog', { name: ui.newContact }) };
      };
    },
  },
  {
    name: 'discard the order draft (order entry, restored draft)',
    prepare: async (page) => {
      const customer = await orderEntryWithLine(page);
      await expectSaved(page, customer, 'Servicio de diálogo');
      page.once('dialog', (d) => void d.accept()); // the browser's own "leave site?" on reload
      await page.reload();
      await expect(
        page.getByText('Your unsaved order was restored, with its lines.'),
      ).toBeVisible();
      return async (ui) => {
        await page.getByRole('button', { name: ui.discardDraft, exact: true }).click();
        return { dialog: page.getByRole('dialog', { name: ui.discardOrderTitle }) };
      };
    },
  },
  {
    name: 'leave, keep the draft (stock batch)',
    prepare: async (page) => {
      await stockWithLine(page);
      return async (ui) => {
        await navLink(page, ui).click();
        return { dialog: page.getByRole('dialog', { name: ui.leaveDraft }) };
      };
    },
  },
  {
    name: 'discard the draft (stock batch)',
    prepare: async (page) => {
      await stockWithLine(page);
      return async (ui) => {
        await page.getByRole('button', { name: ui.discardDraft, exact: true }).click();
        return { dialog: page.getByRole('dialog', { name: ui.discardBatchTitle }) };
      };
    },
  },
  {
    name: 'apply the batch, with a warning (stock batch)',
    prepare: async (page) => {
      await stockWithLine(page);
      return async (ui) => {
        await page.getByRole('button', { name: ui.applyBatch }).click();
        const dialog = page.getByRole('dialog', { name: ui.applyOneLine });
        await expect(dialog.getByRole('alert')).toBeVisible();
        return { dialog };
      };
    },
  },
  {
    name: 'how does this sheet write its numbers (stock paste)',
    prepare: async (page) => {
      await page.goto('/stock');
      await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
      return async (ui) => {
        await page.getByLabel(ui.scan).focus();
        // 1.200 reads 1200 in Spanish and 1.2 in English: the console asks.
        await page.evaluate((text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          (document.activeElement ?? document.body).dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        }, 'BEV-00022\twh-main\tadd\t1.200\nBEV-00022\twh-north\tadd\t2.500');
        return { dialog: page.getByRole('dialog', { name: ui.sheetTitle }) };
      };
    },
  },
  {
    name: 'invoice (order page)',
    prepare: async (page) => {
      const customer = await apiWrite<{ id: string }>(page, '/v1/contacts', {
        first_name: unique('Factura'),
      });
      const order = await apiWrite<{ id: string }>(page, '/v1/orders', {
        customer_id: customer.id,
        items: [
          { is_custom_item: true, custom_item_name: 'Servicio', quantity: 1, unit_price: 10000 },
        ],
      });
      await page.goto(`/orders/${order.id}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
      return async (ui) => {
        await page.getByRole('button', { name: ui.invoice, exact: true }).click();
        return { dialog: page.getByRole('dialog', { name: ui.invoiceTitle }) };
      };
    },
  },
  {
    name: 'track orders (shipment board)',
    prepare: async (page) => {
      await boardWithOrder(page);
      return async (ui) => {
        await page.getByRole('button', { name: ui.trackOrders }).first().click();
        return { dialog: page.getByRole('dialog', { name: ui.trackOrders }) };
      };
    },
  },
  {
    name: 'move a shipment to the next step (shipment board)',
    prepare: async (page) => {
      const order = await boardWithOrder(page);
      return (ui) => openMove(page, ui, order, false);
    },
  },
  {
    name: 'move a shipment back, with its warning (shipment board)',
    prepare: async (page) => {
      const order = await boardWithOrder(page);
      return (ui) => openMove(page, ui, order, true);
    },
  },
  {
    name: 'shipment panel (shipment board)',
    prepare: async (page) => {
      const order = await boardWithOrder(page);
      return async (ui) => {
        await page.getByRole('button', { name: ui.openOrder(order), exact: true }).click();
        return { dialog: page.getByRole('dialog', { name: ui.panelTitle(order) }) };
      };
    },
  },
  {
    name: 'still there? (idle sign-out warning)',
    prepare: async (page) => {
      await page.clock.install();
      await page.route('**/config.json', async (route) => {
        const res = await route.fetch();
        const json = (await res.json()) as Record<string, unknown>;
        await route.fulfill({ response: res, json: { ...json, sessionIdleMinutes: 2 } });
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      return async (ui) => {
        // a minute and 5 s without input: 55 s left, the warning shows
        await page.clock.fastForward('01:05');
        const dialog = page.getByRole('dialog', { name: ui.idleTitle });
        return {
          dialog,
          close: async () => {
            await dialog.getByRole('button', { name: ui.staySignedIn }).click();
          },
        };
      };
    },
  },
  {
    name: 'navigation drawer (phone)',
    prepare: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      return async (ui) => {
        await page.getByRole('button', { name: ui.openNavigation }).click();
        // A modal drawer (MUI's Modal): no dialog role; its paper holds the navigation.
        return {
          dialog: page
            .locator('.MuiDrawer-modal')
            .getByRole('navigation', { name: ui.mainNavigation }),
        };
      };
    },
  },
];

test.describe('axe: every dialog, light and dark, English and Spanish', () => {
  for (const c of DIALOGS) {
    test(c.name, async ({ signedIn: page }) => {
      test.slow(); // four axe passes over a page with a dialog open, on a shared machine
      const open = await c.prepare(page);
      for (const lang of ['en', 'es'] as const) {
        await switchLanguage(page, lang);
        const { dialog, close } = await open(UI[lang]);
        await expect(dialog).toBeVisible();
        for (const mode of ['light', 'dark'] as const) {
          await setTheme(page, mode);
          await expectAccessible(page, `${c.name} (${lang}, ${mode})`);
        }
        if (close) await close();
        else await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
});
