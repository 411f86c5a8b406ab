import type { Order } from '../../api/schemas/order';
import { addressLines, itemName, itemSku } from './orderView';

/*
 * The packing slip (order page, "Packing slip"): what it says about an order and the paper
 * sizes it prints on. Pure, so the rules are tested without a browser; the drawing is
 * PackingSlip.tsx's and the barcodes barcodes.ts's.
 */

export type SlipFormat = 'a6' | 'half-letter' | 'a4';
export const SLIP_FORMATS = ['a6', 'half-letter', 'a4'] as const satisfies readonly SlipFormat[];

export interface SlipPaper {
  /** The CSS `@page` size. */
  pageSize: string;
  /** The CSS `@page` margin. */
  margin: string;
  /** The width of the page, for the preview on screen. */
  width: string;
  /** A sheet lists the lines; a label only counts them. */
  lines: boolean;
}

export const SLIP_PAPER: Record<SlipFormat, SlipPaper> = {
  a6: { pageSize: '105mm 148mm', margin: '4mm', width: '105mm', lines: false },
  'half-letter': { pageSize: '5.5in 8.5in', margin: '0.2in', width: '5.5in', lines: false },
  a4: { pageSize: '210mm 297mm', margin: '12mm', width: '210mm', lines: true },
};

export interface SlipLine {
  key: string;
  name: string;
  sku: string | null;
  quantity: number;
}

export interface SlipData {
  orderId: string;
  /** "#12", or the id when the order has no number. */
  number: string;
  /** The customer as known here: a contact's name, else the ship-to contact, else the customer id. */
  customer: string;
  /** The customer id when `customer` is a name (shown small under it). */
  customerId: string | null;
  /** The ship-to address, one line each. */
  address: string[];
  /** The ship-to contact name, when there is one. */
  contactName: string | null;
  /** The ship-to phone with its prefix, when there is one. */
  contactPhone: string | null;
  lines: SlipLine[];
  /** Number of lines and sum of their quantities. */
  lineCount: number;
  units: number;
  cashOnDelivery: boolean;
  gift: boolean;
}

export interface SlipSources {
  /** Names of the contacts this browser knows, by id. */
  contactNames: ReadonlyMap<string, string>;
  products: ReadonlyMap<string, { name: string; sku: string | null }>;
  /** The name of a custom line without one. */
  customFallback: string;
}

const text = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

/** What the slip prints for `order`, from what the order carries and what this browser knows. */
export function slipData(
  order: Order,
  { contactNames, products, customFallback }: SlipSources,
): SlipData {
  const shipTo = order.shipment?.ship_to ?? null;
  const customerId = text(order.customer_id);
  const contactName = text(shipTo?.contact_name);
  const known = customerId ? text(contactNames.get(customerId)) : null;
  const customer = known ?? contactName ?? customerId ?? '—';
  const phone = text(shipTo?.contact_phone);
  const items = [...(order.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const lines = items.map((item) => ({
    key: item.id,
    name: itemName(item, products, customFallback),
    sku: itemSku(item, products),
    quantity: item.quantity ?? 0,
  }));
  return {
    orderId: order.id,
    number: order.number != null ? `#${order.number}` : order.id,
    customer,
    customerId: customerId && customer !== customerId ? customerId : null,
    address: shipTo ? addressLines(shipTo) : [],
    contactName: contactName && contactName !== customer ? contactName : null,
    contactPhone: phone
      ? [text(shipTo?.contact_phone_code), phone].filter(Boolean).join(' ')
      : null,
    lines,
    lineCount: lines.length,
    units: lines.reduce((n, l) => n + l.quantity, 0),
    cashOnDelivery: Boolean(order.shipment?.cash_on_delivery_order),
    gift: Boolean(order.shipment?.is_gift),
  };
}

/** An SVG document as an image address (for an <img>, which scales it crisply on paper). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The CSS that prints only the slip, on its paper, black on white whatever the theme. */
export function slipPrintCss(format: SlipFormat, rootAttribute: string): string {
  const paper = SLIP_PAPER[format];
  const root = `[${rootAttribute}]`;
  return [
    `${root}{display:none}`,
    '@media print{',
    `html,body{background:#fff !important;color:#000 !important;color-scheme:light !important}`,
    `body>*:not(${root}){display:none !important}`,
    `${root}{display:block !important}`,
    '}',
    // Rendered after the app's own print styles (in the body), so this page box wins.
    `@page{size:${paper.pageSize};margin:${paper.margin}}`,
  ].join('');
}
