import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import GlobalStyles from '@mui/material/GlobalStyles';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import PrintIcon from '@mui/icons-material/Print';
import { useCallback, useId, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { z } from 'zod/mini';
import type { Order, OrderItem } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { createPersistedStore } from '../../lib/persistedStore';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import type { ProductLabel } from '../../queries/productLabels';
import { contactName, useKnownContacts } from '../contacts';
import { formatNit, identificationText, resolutionOf, taxesByRate } from './invoiceView';
import { addressLines, itemSku, orderDiscountOf } from './orderView';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

/*
 * The invoice as printed (a pro-forma before invoicing): the seller from config.json
 * (`business`), the numeration's DIAN resolution, the customer's name and identification, the
 * lines, the taxes per rate and the totals as the order carries them, and the e-billing fields.
 * Never an internal id: no account, customer or product UUID reaches the paper.
 */

// ------------------------------------------------------------------------------ paper size

export const PAPER_SIZES = ['auto', 'a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The CSS `@page` size of each choice: `auto` leaves it to the printer's own setting. */
const PAGE_SIZE: Record<PaperSize, string> = { auto: 'auto', a4: 'A4', letter: 'letter' };

/** The paper chosen last, on this browser (a desk keeps its printer, whatever the account). */
const paperStore = createPersistedStore({
  name: 'orders.invoicePaper',
  schema: z.enum(PAPER_SIZES),
  version: 1,
  area: 'local',
});
const PAPER_SCOPE = 'device';

export function useInvoicePaper(): [PaperSize, (size: PaperSize) => void] {
  const size = usePersistedValue(paperStore, PAPER_SCOPE) ?? 'auto';
  const set = useCallback((s: PaperSize) => void paperStore.write(PAPER_SCOPE, s), []);
  return [size, set];
}

/**
 * While printing, only the printable invoice shows: the shell's bar and navigation, snack
 * bars and anything marked `data-print-hide` are hidden, on a white page whatever the theme,
 * on the paper chosen (A4, Letter, or the printer's own with `auto`).
 */
export function PrintStyles() {
  const [paper] = useInvoicePaper();
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .MuiDrawer-root, .notistack-SnackbarContainer, [data-print-hide], a[href="#main"]':
            {
              display: 'none !important',
            },
          'html, body, #root, main': { background: '#fff !important', color: '#000 !important' },
          '[data-print-only]': { display: 'block !important' },
        },
        '@page': { size: PAGE_SIZE[paper], margin: '12mm' },
      }}
    />
  );
}

/** "Print" (or "Print pro-forma") with the paper size beside it, in a menu. */
export function PrintInvoiceButton({ billed }: { billed: boolean }) {
  const { t } = useTranslation('orders');
  const [paper, setPaper] = useInvoicePaper();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const paperName = (size: PaperSize) => t(`invoicePrint.paper.${size}`);
  return (
    <>
      <ButtonGroup variant="outlined" aria-label={t('invoicePrint.paper.group')}>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {billed ? t('order.print') : t('order.printProforma')}
        </Button>
        <Button
          size="small"
          aria-label={t('invoicePrint.paper.button', { size: paperName(paper) })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ px: 1, minWidth: 0, whiteSpace: 'nowrap' }}
        >
          {paper === 'auto' ? null : paperName(paper)}
          <ArrowDropDownIcon aria-hidden />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PAPER_SIZES.map((size) => (
          <MenuItem
            key={size}
            role="menuitemradio"
            aria-checked={size === paper}
            selected={size === paper}
            onClick={() => {
              setPaper(size);
              setAnchor(null);
            }}
          >
            <CheckIcon
              fontSize="small"
              aria-hidden
              sx={{ mr: 1, visibility: size === paper ? 'visible' : 'hidden' }}
            />
            {t('invoicePrint.paper.option', { size: paperName(size) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * On screen only: what the printed invoice will lack, and why (no seller configured, a customer
 * this browser does not know).
 */
export function InvoicePrintNotices({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { business } = useConfig();
  const { contacts } = useKnownContacts();
  const customerKnown = !order.customer_id || contacts.some((c) => c.id === order.customer_id);
  if (business && customerKnown) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {!business && <Alert severity="warning">{t('invoicePrint.noBusiness')}</Alert>}
      {!customerKnown && <Alert severity="info">{t('invoicePrint.unknownCustomer')}</Alert>}
    </Box>
  );
}

// ------------------------------------------------------------------------------ the paper

const small: CSSProperties = { fontSize: '8pt', color: '#333' };
const caption: CSSProperties = {
  fontSize: '8pt',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '#333',
  marginBottom: '2px',
};
const cell: CSSProperties = {
  padding: '3px 6px',
  borderBottom: '1px solid #bbb',
  verticalAlign: 'top',
};
const num: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
/** A line left to fill by hand. */
const blankLine: CSSProperties = {
  display: 'inline-block',
  minWidth: '55mm',
  borderBottom: '1px solid #000',
};

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span style={{ color: '#333' }}>{label}: </span>
      {children}
    </div>
  );
}

/** The printable invoice (or pro-forma before invoicing): shown only on paper. */
export function PrintableInvoice({
  order,
  productNames,
  currency,
}: {
  order: Order;
  productNames: ReadonlyMap<string, ProductLabel>;
  currency: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const { business, invoiceNumerations } = useConfig();
  const { contacts } = useKnownContacts();
  const money = (n: number | null | undefined) => formatMoney(n, language, currency);
  const billed = Boolean(order.is_billed && order.invoice_number);
  const customer = contacts.find((c) => c.id === order.customer_id) ?? null;
  const customerId = customer ? identificationText(customer) : null;
  const resolution = resolutionOf(order, invoiceNumerations);
  const items = [...(order.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const shipTo = order.shipment?.ship_to;
  const orderDiscount = orderDiscountOf(order);
  const [printedAt] = useState(() => new Date().toISOString());
  const logo = business?.logoUrl ? `${import.meta.env.BASE_URL}${business.logoUrl}` : null;

  /** A line's name: never its product id (a product whose name did not load prints as such). */
  const nameOf = (item: OrderItem) =>
    item.is_custom_item
      ? item.custom_item_name?.trim() || t('order.custom')
      : ((item.product_id ? productNames.get(item.product_id)?.name : undefined) ??
        t('invoicePrint.productUnnamed'));

  const rateText = (r: { percentage: number | null; perUnit: number | null }) =>
    r.percentage !== null
      ? `${formatNumber(r.percentage, language)} %`
      : t('invoicePrint.perUnit', { amount: money(r.perUnit) });

  const totals: [string, string, boolean?][] = [
    [t('order.subtotal'), money(order.subtotal)],
    ...(order.total_items_discount
      ? [[t('order.itemsDiscount'), money(order.total_items_discount)] as [string, string]]
      : []),
    ...(orderDiscount
      ? [
          [
            t('order.orderDiscount', {
              percent: formatNumber(order.percentage_discount ?? 0, language),
            }),
            money(-orderDiscount),
          ] as [string, string],
        ]
      : []),
    ...(order.total_tax != null
      ? [[t('invoicePrint.totalTax'), money(order.total_tax)] as [string, string]]
      : []),
    ...(order.total_tip
      ? [
          [
            t('order.tip', { percent: formatNumber(order.percentage_tip ?? 0, language) }),
            money(order.total_tip),
          ] as [string, string],
        ]
      : []),
    ...(order.total_delivery
      ? [[t('order.delivery'), money(order.total_delivery)] as [string, string]]
      : []),
    [t('order.grandTotal'), money(order.total), true],
  ];
  const rates = taxesByRate(order);
  const eBilling: [string, string][] = [
    ...(order.e_billing_number
      ? [[t('print.eBilling'), order.e_billing_number] as [string, string]]
      : []),
    ...(order.e_billing_document_type
      ? [[t('invoicePrint.eBillingType'), order.e_billing_document_type] as [string, string]]
      : []),
    ...(order.e_billing_created_at
      ? [
          [
            t('invoicePrint.eBillingDate'),
            formatDateTime(order.e_billing_created_at, language),
          ] as [string, string],
        ]
      : []),
    ...(order.e_billing_cufe ? [[t('print.cufe'), order.e_billing_cufe] as [string, string]] : []),
    ...(order.e_billing_url
      ? [[t('invoicePrint.eBillingUrl'), order.e_billing_url] as [string, string]]
      : []),
  ];

  return (
    <Box
      data-print-only
      data-testid="printable-invoice"
      lang={language}
      sx={{
        display: 'none',
        color: '#000',
        bgcolor: '#fff',
        fontSize: '10pt',
        lineHeight: 1.35,
        fontFamily: 'inherit',
        maxWidth: '100%',
      }}
    >
      {/* not a <header>: the print styles hide the shell's header elements */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: '16px',
          mb: '10px',
          alignItems: 'flex-start',
        }}
      >
        {business ? (
          <Box
            data-testid="invoice-seller"
            sx={{ display: 'flex', gap: '10px', alignItems: 'flex-start', minWidth: 0, flex: 1 }}
          >
            {logo && (
              <img
                src={logo}
                alt=""
                style={{ maxHeight: '18mm', maxWidth: '40mm', objectFit: 'contain' }}
              />
            )}
            <div style={{ minWidth: 0 }}>
              <div style={{ fontWeight: 700, fontSize: '12pt' }}>{business.legalName}</div>
              <div>{`NIT ${formatNit(business.taxId)}`}</div>
              <div>{business.address}</div>
              <div>{[business.phone, business.email].join(' · ')}</div>
            </div>
          </Box>
        ) : (
          // No seller configured: no seller block at all (never the console's own name).
          <div />
        )}
        <div style={{ textAlign: 'right', flexShrink: 0 }}>
          <h1 style={{ margin: 0, fontSize: '15pt' }}>
            {billed ? t('print.invoice', { number: order.invoice_number }) : t('print.proforma')}
          </h1>
          <div>{t('print.order', { number: order.number ?? '—' })}</div>
          {/* the id the service looks the order up by (the orders page and the board's scan field ask for it) */}
          <div style={{ fontSize: '8pt', overflowWrap: 'anywhere' }}>
            {t('invoicePrint.orderId', { id: order.id })}
          </div>
          <div>
            {billed ? t('invoicePrint.invoiceDate') : t('print.date')}:{' '}
            {billed
              ? formatDateTime(order.invoice_created_at, language)
              : formatDateTime(order.created_at, language)}
          </div>
          {order.billing_date && (
            <div>
              {t('order.billingDate')}: {formatDate(order.billing_date, language)}
            </div>
          )}
        </div>
      </Box>
      {billed && resolution && (
        <p data-testid="invoice-resolution" style={{ ...small, margin: '0 0 8px' }}>
          {resolution}
        </p>
      )}
      {!billed && (
        <p
          style={{
            margin: '0 0 10px',
            padding: '4px 8px',
            border: '1.5px solid #000',
            fontWeight: 700,
            textAlign: 'center',
          }}
        >
          {t('print.proformaNote')}
        </p>
      )}
      <Box sx={{ display: 'flex', gap: '24px', mb: '10px' }}>
        <div style={{ flex: 1, minWidth: 0 }} data-testid="invoice-customer">
          <div style={caption}>{t('print.customer')}</div>
          {customer ? (
            <>
              <div style={{ fontWeight: 700 }}>{contactName(customer) ?? '—'}</div>
              <div>{customerId ?? <span style={blankLine}>&nbsp;</span>}</div>
              {customer.email && <div>{customer.email}</div>}
              {customer.phone_number && (
                <div>
                  {[customer.phone_prefix, customer.phone_number].filter(Boolean).join(' ')}
                </div>
              )}
            </>
          ) : (
            // Not known to this browser: lines to fill by hand (the screen says so before printing).
            <>
              <Labelled label={t('invoicePrint.customerName')}>
                <span style={blankLine}>&nbsp;</span>
              </Labelled>
              <Labelled label={t('invoicePrint.customerIdentification')}>
                <span style={blankLine}>&nbsp;</span>
              </Labelled>
            </>
          )}
        </div>
        {shipTo && (
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={caption}>{t('print.shipTo')}</div>
            {[...addressLines(shipTo), shipTo.contact_name].filter(Boolean).map((l) => (
              <div key={l}>{l}</div>
            ))}
          </div>
        )}
      </Box>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: '10px' }}>
        <thead>
          <tr style={{ background: '#eee' }}>
            <th style={{ ...cell, textAlign: 'left' }}>{t('print.item')}</th>
            <th style={num}>{t('print.quantity')}</th>
            <th style={num}>{t('print.unitPrice')}</th>
            <th style={num}>{t('print.discount')}</th>
            <th style={{ ...cell, textAlign: 'left' }}>{t('print.tax')}</th>
            <th style={num}>{t('print.total')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const sku = itemSku(item, productNames);
            return (
              <tr key={item.id} style={{ breakInside: 'avoid' }}>
                <td style={cell}>
                  {nameOf(item)}
                  {sku && <span style={small}>{` · ${sku}`}</span>}
                  {item.comment && <div style={small}>{item.comment}</div>}
                </td>
                <td style={num}>{formatNumber(item.quantity, language)}</td>
                <td style={num}>{money(item.unit_price)}</td>
                <td style={num}>{item.total_discount ? money(item.total_discount) : '—'}</td>
                <td style={{ ...cell, fontSize: '8.5pt' }}>
                  {(item.taxes ?? []).map((tax) => (
                    <div
                      key={tax.id}
                    >{`${tax.tax_name || tax.tax_id || ''} ${money(tax.total_tax_value ?? 0)}${tax.tax_is_include ? ` ${t('order.taxIncluded')}` : ''}`}</div>
                  ))}
                </td>
                <td style={num}>{money(item.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: '24px', breakInside: 'avoid' }}
      >
        <div style={{ flex: 1, minWidth: 0, fontSize: '9pt' }}>
          {rates.length > 0 && (
            <table
              style={{ borderCollapse: 'collapse', marginBottom: '8px', width: '100%' }}
              data-testid="invoice-tax-rates"
            >
              <caption style={{ ...caption, textAlign: 'left' }}>
                {t('invoicePrint.taxesPerRate')}
              </caption>
              <thead>
                <tr>
                  <th style={{ ...cell, textAlign: 'left' }}>{t('print.tax')}</th>
                  <th style={num}>{t('invoicePrint.rate')}</th>
                  <th style={num}>{t('invoicePrint.base')}</th>
                  <th style={num}>{t('invoicePrint.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {rates.map((r) => (
                  <tr key={`${r.name}|${r.percentage ?? ''}|${r.perUnit ?? ''}|${r.included}`}>
                    <td style={cell}>
                      {r.included ? `${r.name} ${t('order.taxIncluded')}` : r.name}
                    </td>
                    <td style={num}>{rateText(r)}</td>
                    <td style={num}>{money(r.base)}</td>
                    <td style={num}>{money(r.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {(order.payment_terms_days != null || order.payment_terms_description) && (
            <div>
              {t('print.dueDays')}:{' '}
              {[
                order.payment_terms_days == null
                  ? null
                  : t('order.paymentDays', { count: order.payment_terms_days }),
                order.payment_terms_description,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          )}
          {order.comment && <div>{order.comment}</div>}
          {eBilling.map(([label, value]) => (
            <div key={label} style={{ overflowWrap: 'anywhere' }}>
              {label}: {value}
            </div>
          ))}
        </div>
        <table style={{ borderCollapse: 'collapse', minWidth: '42%' }}>
          <tbody>
            {totals.map(([label, value, strong]) => (
              <tr key={label} style={strong ? { fontWeight: 700, fontSize: '12pt' } : undefined}>
                <th style={{ ...cell, textAlign: 'left', fontWeight: strong ? 700 : 400 }}>
                  {label}
                </th>
                <td style={num}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <div style={{ marginTop: '14px', ...small }}>
        {t('print.thanks', { date: formatDateTime(printedAt, language) })}
      </div>
    </Box>
  );
}
