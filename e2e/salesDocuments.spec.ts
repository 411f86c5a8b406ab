import type { Locator, Page } from '@playwright/test';
import shippedConfig from '../public/config.json' with { type: 'json' };
import { nitCheckDigit } from '../src/domain/nit.ts';
import {
  DEMO_KEY,
  apiWrite,
  courierOrderBody,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  setTheme,
  switchLanguage,
  test,
  unique,
} from './fixtures.ts';

/*
 * Sales documents (issue 17): the printed invoice read from the print-media page (seller from
 * config.json, resolution, the customer's identification, never an internal id, a pro-forma
 * marked as such, A4 and Letter), the default tax of a new order line, a company contact found
 * by NIT and email, and the new product form's cost fields.
 */

const business = shippedConfig.business;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A NIT base (9 digits) no earlier run used, and its check digit. */
function uniqueNit(): { base: string; digit: number; dotted: string } {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8);
  const base = `9${digits}`;
  const dotted = base.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return { base, digit: nitCheckDigit(base), dotted };
}

interface Company {
  id: string;
  name: string;
  email: string;
  nit: ReturnType<typeof uniqueNit>;
}

/**
 * Creates a company contact through the form (so this browser knows it), checking on the way
 * that a NIT without check digit is refused with the digit to add, and what is sent.
 */
async function createCompany(page: Page): Promise<Company> {
  const name = `${unique('Ferretería Tornillo')} S.A.S.`;
  const email = `${unique('compras')}@tornillo.example`.toLowerCase();
  const nit = uniqueNit();
  await page.goto('/contacts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
  await page.getByRole('radio', { name: 'Company' }).check();
  // a company has a business name and a NIT: no last name, no identification type to choose
  await expect(page.getByLabel('Last name')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Identification type' })).toHaveCount(0);
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Email').fill(email);
  const nitField = page.getByRole('textbox', { name: 'NIT' });
  await nitField.fill(nit.base);
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(
    page.getByText(`Write the NIT with its check digit: ${nit.base}-${nit.digit}.`),
  ).toBeVisible();
  await nitField.fill(`${nit.dotted}-${nit.digit}`);
  await expect(page.getByText(`Check digit ${nit.digit} is correct.`)).toBeVisible();
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/contacts',
  );
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/contacts',
  );
  await page.getByRole('button', { name: 'Create contact' }).click();
  expect((await sent).postDataJSON()).toEqual({
    first_name: name,
    email,
    identification_type: 'NIT',
    identification_number: `${nit.base}-${nit.digit}`,
  });
  const response = await answered;
  expect(response.status()).toBe(201);
  const contact = (await response.json()) as {
    id: string;
    first_name: string;
    last_name: string | null;
  };
  // read back as the sandbox stored it: the business name, and an empty last name
  expect(contact.first_name).toBe(name);
  expect(contact.last_name ?? '').toBe('');
  await expect(page).toHaveURL(/\/contacts(\?|$)/);
  return { id: contact.id, name, email, nit };
}

const line = (page: Page, n: number): Locator =>
  page.getByRole('listitem', { name: `Line ${n}`, exact: true });

async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('printable-invoice');
  await expect(printed).toBeVisible();
  return printed.innerText();
}

/** The page sizes (in PDF points) of the page as Chromium prints it. */
async function pdfPageSize(page: Page): Promise<{ width: number; height: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  expect(box, 'the PDF names its page size').not.toBeNull();
  return { width: Number(box?.[1]), height: Number(box?.[2]) };
}

test.describe('sales documents', () => {
  test('a company contact: business name and NIT, shown by its business name, found in the order picker by NIT without check digit and by email', async ({
    signedIn: page,
  }) => {
    const company = await createCompany(page);
    // the contacts list shows the business name, marked as a company
    const row = page.getByRole('row').filter({ hasText: company.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Company');
    await expect(row).toContainText(`NIT ${company.nit.base}-${company.nit.digit}`);
    await expectAccessible(page, 'contacts list with a company');
    // the list's filter finds it by NIT without check digit
    await page.getByRole('searchbox', { name: 'Filter contacts' }).fill(company.nit.dotted);
    await expect(page.getByRole('row').filter({ hasText: company.name })).toBeVisible();

    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.fill(company.nit.base);
    const option = page.getByRole('option', {
      name: new RegExp(`^${company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(option).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Customer' }).getByRole('option')).toHaveCount(
      1,
    );
    await customer.fill(company.email);
    await expect(option).toBeVisible();
    await option.click();
    await expect(customer).toHaveValue(
      `${company.name} · NIT ${company.nit.base}-${company.nit.digit}`,
    );
    await expectAccessible(page, 'order entry with a company customer');
  });

  test('the printed invoice: the seller from config.json, the customer identification and no internal id; a pro-forma before invoicing, the resolution after; A4 or Letter; light in dark mode; Spanish', async ({
    signedIn: page,
  }) => {
    test.slow(); // a contact through the form, two prints, two PDFs, a language switch
    const company = await createCompany(page);
    const body = courierOrderBody(company.id, 'Tornillos x 100');
    const taxed = {
      ...body,
      items: body.items.map((i) => ({
        ...i,
        taxes: [
          {
            tax_id: 'iva-19',
            tax_name: 'IVA 19%',
            tax_percentage: 19,
            tax_is_percentage: true,
            tax_is_include: false,
          },
        ],
      })),
    };
    const order = await apiWrite<{ id: string; number: number; account_id: string }>(
      page,
      '/v1/orders',
      taxed,
    );
    await page.goto(`/orders/${order.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${order.number}` }),
    ).toBeVisible();
    await expect(page.getByText("This browser does not know this order's customer")).toHaveCount(0);
    await expectAccessible(page, 'order page (pro-forma)');

    const proforma = await printedText(page);
    for (const text of [
      business.legalName,
      'NIT 900.123.456-8',
      business.address,
      business.phone,
      business.email,
    ]) {
      expect(proforma).toContain(text);
    }
    expect(proforma).toContain('Pro-forma invoice');
    expect(proforma).toContain('Not a tax document');
    expect(proforma).toContain(company.name);
    expect(proforma).toContain(`NIT ${company.nit.dotted}-${company.nit.digit}`);
    expect(proforma).toMatch(/IVA 19%\s+19 %\s+COP\s10,000\s+COP\s1,900\b/);
    expect(proforma).not.toContain(shippedConfig.invoiceNumerations[0]?.resolution ?? '-');
    expect(proforma).not.toContain('Commerce Ops Console');
    expect(proforma).not.toContain(order.account_id);
    // the order's own id is printed (it is how the service looks an order up); no other id is
    expect(proforma).toContain(`Order id: ${order.id}`);
    expect(proforma.replace(order.id, '')).not.toMatch(UUID);
    await expect(page.getByTestId('printable-invoice').locator('img')).toHaveJSProperty(
      'complete',
      true,
    );
    expect(
      await page
        .getByTestId('printable-invoice')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // invoiced from FE: the invoice number, its date and the numeration's DIAN resolution
    await page.emulateMedia({ media: 'screen' });
    const invoiced = await apiWrite<{ invoice_number: string }>(
      page,
      `/v1/orders/${order.id}/invoice`,
      { numeration_id: 'num-fe' },
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    const invoice = await printedText(page);
    expect(invoice).toContain(`Invoice ${invoiced.invoice_number}`);
    expect(invoice).toContain('Invoice date');
    expect(invoice).toContain(shippedConfig.invoiceNumerations[0]?.resolution ?? '');
    expect(invoice).not.toContain('Pro-forma');
    expect(invoice.replace(order.id, '')).not.toMatch(UUID);

    // the paper: A4 or Letter chosen from the print button's menu (the printer's own by default)
    await page.emulateMedia({ media: 'screen' });
    const paperButton = page.getByRole('button', { name: /^Paper size:/ });
    await expect(paperButton).toHaveAccessibleName("Paper size: Printer's default");
    await paperButton.click();
    await page.getByRole('menuitemradio', { name: 'A4' }).click();
    await expect(paperButton).toHaveAccessibleName('Paper size: A4');
    const a4 = await pdfPageSize(page);
    expect(Math.abs(a4.width - 595.3)).toBeLessThan(2);
    expect(Math.abs(a4.height - 841.9)).toBeLessThan(2);
    await paperButton.click();
    await expect(page.getByRole('menuitemradio', { name: 'A4' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Letter' }).click();
    const letter = await pdfPageSize(page);
    expect(Math.abs(letter.width - 612)).toBeLessThan(2);
    expect(Math.abs(letter.height - 792)).toBeLessThan(2);

    // printing from dark mode prints black on white
    await setTheme(page, 'dark');
    await page.emulateMedia({ media: 'print' });
    const colours = await page.getByTestId('printable-invoice').evaluate((el) => ({
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(el).color,
    }));
    expect(colours).toEqual({ body: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });

    // Spanish
    await page.emulateMedia({ media: 'screen' });
    await setTheme(page, 'light');
    await switchLanguage(page, 'es');
    const spanish = await printedText(page);
    expect(spanish).toContain(`Factura ${invoiced.invoice_number}`);
    expect(spanish).toMatch(/impuestos por tarifa/i); // a caption, in capitals on paper
    expect(spanish).toContain(`NIT ${company.nit.dotted}-${company.nit.digit}`);
    expect(spanish).toContain(business.legalName);
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page, 'order page (invoiced), Spanish');
  });

  test('an order whose customer this browser does not know prints blank lines for the customer, and says so on screen', async ({
    signedIn: page,
  }) => {
    const contact = await apiWrite<{ id: string }>(page, '/v1/contacts', {
      first_name: unique('Desconocida'),
    });
    const order = await apiWrite<{ id: string; number: number }>(
      page,
      '/v1/orders',
      courierOrderBody(contact.id),
    );
    await page.goto(`/orders/${order.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${order.number}` }),
    ).toBeVisible();
    await expect(page.getByText("This browser does not know this order's customer")).toBeVisible();
    const printed = await printedText(page);
    expect(printed).toMatch(/Name:\s+Identification:/);
    expect(printed).not.toContain(contact.id);
    expect(printed.replace(order.id, '')).not.toMatch(UUID);
  });

  test('a new order line starts with the default tax (IVA 19 %), counted in the live totals preview', async ({
    signedIn: page,
  }) => {
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    const taxChips = (n: number) => line(page, n).locator('.MuiAutocomplete-root .MuiChip-root');
    await expect(taxChips(1)).toHaveText(['IVA 19%']);
    await line(page, 1).getByRole('button', { name: 'Custom item' }).click();
    await line(page, 1).getByLabel('Item name').fill('Asesoría');
    await line(page, 1).getByLabel('Unit price').fill('10000');
    await expect(page.getByTestId('preview-subtotal')).toHaveText(/^COP\s10,000$/);
    await expect(page.getByTestId('preview-tax')).toHaveText(/^COP\s1,900$/);
    await expect(page.getByTestId('preview-total')).toHaveText(/^COP\s11,900$/);
    // an added line starts with it too
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect(taxChips(2)).toHaveText(['IVA 19%']);
    await expectAccessible(page, 'order entry with default taxes');
  });

  test('the new product form saves the cost fields a client may write; the purchase figures are the service’s, read-only', async ({
    signedIn: page,
  }) => {
    const name = unique('E2E Costos');
    await page.goto('/products/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    const costs = page.getByRole('region', { name: 'Costs and purchases' });
    await costs.getByLabel('Last purchase cost', { exact: true }).fill('1200.5');
    await costs.getByLabel('Last purchase base cost').fill('1008.82');
    await costs.getByLabel('Average cost', { exact: true }).fill('1150');
    await expect(costs.getByText('Also recomputed on purchases').first()).toBeVisible();
    const computed = costs.getByRole('textbox', { name: 'Purchases', exact: true });
    await expect(computed).toHaveAttribute('readonly', '');
    await expect(computed).toHaveValue('—');
    await expect(costs.getByText('Set by the service').first()).toBeVisible();
    await expectAccessible(page, 'new product form with costs');

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/products',
    );
    await page.getByRole('button', { name: 'Create product' }).click();
    const product = (await (await created).json()) as { id: string };
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    const stored = await page.request.get(`/v1/products/${product.id}`, {
      headers: { 'X-Api-Key': DEMO_KEY },
    });
    expect(await stored.json()).toMatchObject({
      name,
      cost_last_purchase: 1200.5,
      cost_base_last_purchase: 1008.82,
      cost_average: 1150,
    });
    await expect(page.getByLabel('Last purchase cost', { exact: true })).toHaveValue('1,200.5');
  });

  test('the touched pages fit a 360 px phone', async ({ signedIn: page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const order = await apiWrite<{ id: string; number: number }>(
      page,
      '/v1/orders',
      courierOrderBody(
        (await apiWrite<{ id: string }>(page, '/v1/contacts', { first_name: unique('Móvil') })).id,
      ),
    );
    for (const path of [
      '/contacts/new',
      '/contacts',
      '/products/new',
      `/orders/${order.id}`,
      '/orders/new',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/contacts/new') await page.getByRole('radio', { name: 'Company' }).check();
      await expectNoSidewaysScroll(page, path);
    }
  });
});
