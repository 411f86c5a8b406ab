// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderSchema } from '../../api/schemas/order';
import { initI18n } from '../../i18n/i18n';
import { runSignOutHooks } from '../../session/sessionEvents';
import { renderWithProviders, shippedRuntimeConfig } from '../../test/renderWithProviders';

// Feature modules add their strings when they load, so the language must be set first.
initI18n('en');
const { InvoicePrintNotices, PrintableInvoice } = await import('./PrintableInvoice');
await import('./OrderPage'); // registers the orders catalog

afterEach(() => {
  runSignOutHooks();
});

const CUSTOMER_ID = '0b7c6c1e-1111-4222-8333-944455556666';
const order = orderSchema.parse({
  id: 'a1b2c3d4-1111-4222-8333-944455556666',
  account_id: 'acc-demo',
  number: 12,
  customer_id: CUSTOMER_ID,
  is_billed: true,
  invoice_number: 'FE-1001',
  invoice_created_at: '2026-11-21T14:03:00.000Z',
  order_invoice_numeration_id: 'num-fe',
  subtotal: 10000,
  total_tax: 1900,
  total: 11900,
  e_billing_cufe: 'cufe-abc123',
  e_billing_number: 'SETP990000001',
  items: [
    {
      id: 'i1',
      position: 1,
      product_id: 'f00dbabe-1111-4222-8333-944455556666',
      quantity: 1,
      unit_price: 10000,
      subtotal: 10000,
      total: 11900,
      taxes: [
        {
          id: 't1',
          tax_id: 'iva-19',
          tax_name: 'IVA 19%',
          tax_percentage: 19,
          tax_is_percentage: true,
          total_tax_value: 1900,
        },
      ],
    },
  ],
});

async function printed(config = shippedRuntimeConfig()) {
  await renderWithProviders(
    <>
      <InvoicePrintNotices order={order} />
      <PrintableInvoice order={order} productNames={new Map()} currency="COP" />
    </>,
    { config },
  );
  return screen.getByTestId('printable-invoice');
}

describe('PrintableInvoice', () => {
  it('prints the seller of config.json, the resolution and the e-billing fields, and no internal id', async () => {
    const paper = await printed();
    const text = paper.textContent;
    expect(text).toContain('Comercializadora Andina de Prueba S.A.S.');
    expect(text).toContain('NIT 900.123.456-8');
    expect(text).toContain('Resolución DIAN de facturación electrónica');
    expect(text).toContain('Invoice FE-1001');
    expect(text).toContain('CUFE: cufe-abc123');
    expect(text).toContain('Product (name not loaded)');
    // the order's own id is printed (the service looks orders up by it); no other id is
    expect(text).toContain('Order id: a1b2c3d4-1111-4222-8333-944455556666');
    expect(text.replace('a1b2c3d4-1111-4222-8333-944455556666', '')).not.toMatch(
      /[0-9a-f]{8}-[0-9a-f]{4}-/,
    );
    expect(text).not.toContain('acc-demo');
    expect(paper.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    // the customer is not known to this browser: blank lines, and the screen says so
    expect(text).toMatch(/Name:.*Identification:/);
    expect(screen.getByText(/This browser does not know this order's customer/)).toBeTruthy();
  });

  it('without a configured business prints no seller block (never the console as seller), and warns on screen', async () => {
    const { business: _none, ...withoutBusiness } = shippedRuntimeConfig();
    const paper = await printed(withoutBusiness);
    const text = paper.textContent;
    expect(screen.queryByTestId('invoice-seller')).toBeNull();
    expect(text).not.toContain('Commerce Ops Console');
    expect(text).not.toContain('NIT 900.123.456-8');
    expect(text).toContain('Invoice FE-1001');
    expect(screen.getByText(/The seller is not configured/)).toBeTruthy();
  });
});
