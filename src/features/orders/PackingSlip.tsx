import type { CSSProperties } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { SlipBarcodes } from './barcodes';
import type { SlipData, SlipFormat } from './packingSlip';
import { SLIP_PAPER, svgDataUrl } from './packingSlip';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

/** The barcodes: drawn, on their way (the library loads when a slip opens), or impossible. */
export type BarcodeState =
  { kind: 'ready'; barcodes: SlipBarcodes } | { kind: 'loading' } | { kind: 'failed' };

const caption: CSSProperties = {
  fontSize: '7.5pt',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: '#333',
};
const cell: CSSProperties = {
  padding: '3px 6px',
  borderBottom: '1px solid #bbb',
  verticalAlign: 'top',
  textAlign: 'left',
};
const qty: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

/**
 * A packing slip as printed (and previewed): order number, customer and address, the order id
 * as a Code 128 barcode (what the shipment board's scan field reads), and on an
 * A4 sheet the lines. Black on white in both themes: it is paper.
 */
export function PackingSlip({
  data,
  format,
  barcode,
}: {
  data: SlipData;
  format: SlipFormat;
  barcode: BarcodeState;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const paper = SLIP_PAPER[format];
  const big = format !== 'a6';
  const flags = [
    data.cashOnDelivery ? t('packingSlip.cod') : null,
    data.gift ? t('packingSlip.gift') : null,
  ].filter((x): x is string => x !== null);
  return (
    <div
      data-packing-slip={format}
      style={{
        color: '#000',
        background: '#fff',
        fontSize: big ? '10.5pt' : '9.5pt',
        lineHeight: 1.3,
        display: 'grid',
        gap: big ? '10px' : '7px',
        overflowWrap: 'anywhere',
      }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '8px',
        }}
      >
        <div style={{ minWidth: 0 }}>
          <div style={caption}>{t('packingSlip.heading')}</div>
          <div style={{ fontSize: big ? '22pt' : '18pt', fontWeight: 800, lineHeight: 1.1 }}>
            {t('packingSlip.order', { number: data.number })}
          </div>
          {flags.length > 0 && (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px', marginTop: '4px' }}>
              {flags.map((f) => (
                <span
                  key={f}
                  style={{
                    border: '2px solid #000',
                    padding: '0 5px',
                    fontWeight: 700,
                    fontSize: '8.5pt',
                  }}
                >
                  {f}
                </span>
              ))}
            </div>
          )}
        </div>
      </div>

      <div style={{ borderTop: '2px solid #000', paddingTop: '6px' }}>
        <div style={caption}>{t('packingSlip.shipTo')}</div>
        <div style={{ fontSize: big ? '15pt' : '13pt', fontWeight: 700 }}>{data.customer}</div>
        {data.customerId && (
          <div style={{ fontSize: '7.5pt', color: '#333' }}>
            {t('packingSlip.customerId', { id: data.customerId })}
          </div>
        )}
        {data.address.length > 0 ? (
          <address style={{ fontStyle: 'normal', fontSize: big ? '12pt' : '11pt' }}>
            {data.address.map((l) => (
              <div key={l}>{l}</div>
            ))}
          </address>
        ) : (
          <div>{t('packingSlip.noAddress')}</div>
        )}
        {(data.contactName || data.contactPhone) && (
          <div>
            {[
              data.contactName,
              data.contactPhone ? t('packingSlip.phone', { phone: data.contactPhone }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
        )}
      </div>

      <div style={{ fontWeight: 600 }}>
        {t('packingSlip.contents', {
          lines: t('packingSlip.lineCount', {
            count: data.lineCount,
            formatted: formatNumber(data.lineCount, language),
          }),
          units: t('packingSlip.unitCount', {
            count: data.units,
            formatted: formatNumber(data.units, language),
          }),
        })}
      </div>

      <div style={{ textAlign: 'center', breakInside: 'avoid' }}>
        {barcode.kind === 'ready' ? (
          <img
            src={svgDataUrl(barcode.barcodes.code128)}
            alt={t('packingSlip.barcodeLabel', { id: data.orderId })}
            style={{
              width: '100%',
              maxWidth: '130mm',
              height: big ? '22mm' : '18mm',
              objectFit: 'fill',
              display: 'block',
              margin: '0 auto',
            }}
          />
        ) : (
          <div role="status" style={{ padding: '12px 0', border: '1px dashed #666' }}>
            {barcode.kind === 'loading' ? t('packingSlip.drawing') : t('packingSlip.drawFailed')}
          </div>
        )}
        <div
          style={{
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: big ? '10pt' : '8.5pt',
            marginTop: '3px',
          }}
        >
          {t('packingSlip.orderId', { id: data.orderId })}
        </div>
      </div>

      {paper.lines && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ background: '#eee' }}>
              <th style={cell}>{t('packingSlip.item')}</th>
              <th style={cell}>{t('packingSlip.sku')}</th>
              <th style={qty}>{t('packingSlip.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l) => (
              <tr key={l.key}>
                <td style={cell}>{l.name}</td>
                <td style={cell}>{l.sku ?? '—'}</td>
                <td style={{ ...qty, fontWeight: 700 }}>{formatNumber(l.quantity, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
