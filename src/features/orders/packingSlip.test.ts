import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/schemas/order';
import { drawBarcodes } from './barcodes';
import { SLIP_PAPER, slipData, slipPrintCss } from './packingSlip';

const order = {
  id: 'ord-7f3a',
  number: 12,
  customer_id: 'c-1',
  items: [
    { id: 'i-2', position: 2, is_custom_item: true, custom_item_name: 'Caja regalo', quantity: 1 },
    { id: 'i-1', position: 1, is_custom_item: false, product_id: 'p-1', quantity: 3 },
  ],
  shipment: {
    cash_on_delivery_order: true,
    is_gift: false,
    ship_to: {
      street: 'Cra 7 # 71-21',
      city: 'Bogotá',
      state: 'Cundinamarca',
      country_code: 'CO',
      contact_name: 'Dora',
      contact_phone_code: '+57',
      contact_phone: '3001234567',
    },
  },
} as unknown as Order;

const sources = {
  contactNames: new Map([['c-1', 'Ana Gómez']]),
  products: new Map([['p-1', { name: 'Café 500 g', sku: 'CAF-500' }]]),
  customFallback: 'Custom item',
};

describe('slipData', () => {
  it('names the customer as this browser knows them, with the address, contact and phone the order carries', () => {
    const data = slipData(order, sources);
    expect(data).toMatchObject({
      orderId: 'ord-7f3a',
      number: '#12',
      customer: 'Ana Gómez',
      customerId: 'c-1',
      address: ['Cra 7 # 71-21', 'Bogotá, Cundinamarca', 'CO'],
      contactName: 'Dora',
      contactPhone: '+57 3001234567',
      cashOnDelivery: true,
      gift: false,
      lineCount: 2,
      units: 4,
    });
    // lines in their position order, with the product's name and SKU
    expect(data.lines.map((l) => [l.name, l.sku, l.quantity])).toEqual([
      ['Café 500 g', 'CAF-500', 3],
      ['Caja regalo', null, 1],
    ]);
  });

  it('falls back to the ship-to contact, then the customer id, and the id for an order without number', () => {
    const unknown = { ...sources, contactNames: new Map<string, string>() };
    expect(slipData(order, unknown)).toMatchObject({
      customer: 'Dora',
      customerId: 'c-1',
      contactName: null,
    });
    const bare = { ...order, number: null, shipment: null } as unknown as Order;
    expect(slipData(bare, unknown)).toMatchObject({
      number: 'ord-7f3a',
      customer: 'c-1',
      customerId: null,
      address: [],
      contactPhone: null,
    });
  });
});

describe('slipPrintCss', () => {
  it('hides everything but the slip in print, on the paper of the format', () => {
    const css = slipPrintCss('a6', 'data-x');
    expect(css).toContain('[data-x]{display:none}');
    expect(css).toContain('body>*:not([data-x]){display:none !important}');
    expect(css).toContain('@page{size:105mm 148mm;margin:4mm}');
    expect(slipPrintCss('half-letter', 'data-x')).toContain('size:5.5in 8.5in');
    expect(slipPrintCss('a4', 'data-x')).toContain('size:210mm 297mm');
    expect(SLIP_PAPER.a4.lines && !SLIP_PAPER.a6.lines && !SLIP_PAPER['half-letter'].lines).toBe(
      true,
    );
  });
});

describe('drawBarcodes', () => {
  it('draws a Code 128 of the id as SVG', () => {
    const a = drawBarcodes('3f2b9c1e-8d4a-4e6f-9b0c-1a2d3e4f5a6b');
    const b = drawBarcodes('3f2b9c1e-8d4a-4e6f-9b0c-1a2d3e4f5a6c');
    expect(a.code128).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
    // the bars depend on the text
    expect(a.code128).not.toBe(b.code128);
  });
});
