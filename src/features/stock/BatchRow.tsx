import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { TFunction } from 'i18next';
import { memo, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ChangeEvent, FocusEvent, MouseEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeOf } from '../../lib/format';
import { displayEntry, entryValue, readEntry } from '../../lib/numbers';
import { sentText } from '../../ui/formFields';
import type { BatchStore } from './batchStore';
import { commitMeasure, lineTimingId, measuringKeystrokes } from './benchMarks';
import { WAREHOUSE_LIST_ID } from './gridLayout';
import { availabilityOf } from './knownStock';
import { fieldBit, isOnHand, LINE_FIELDS, LINE_OPERATIONS, reservationChoices } from './lineModel';
import type { Line, LineField } from './lineModel';
import { availabilityMessage, lineMessage, warningMessage } from './messages';

/** What every row shares: the store and stable handlers (so a row re-renders only for its own line). */
export interface RowContext {
  store: BatchStore;
  warehouseNames: ReadonlyMap<string, string>;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onFocus: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onAction: (e: MouseEvent<HTMLButtonElement>) => void;
}

interface Props {
  id: string;
  index: number;
  start: number;
  ctx: RowContext;
}

type Tone = 'error' | 'warning' | 'info';

interface Message {
  text: string;
  tone: Tone;
}

/** The message a field shows: the server's, else the client's once the field is touched (or after apply). */
/** Which `onHand.meaning.*` explains a line's operation and reservation (the pairs the service accepts), or none. */
function meaningOf(
  line: Line,
): 'add-reserve' | 'remove-release' | 'reserveOnHand' | 'releaseOnHand' | null {
  if (isOnHand(line.operation)) return line.operation;
  if (line.operation === 'add' && line.reservation === 'reserve') return 'add-reserve';
  if (line.operation === 'remove' && line.reservation === 'release') return 'remove-release';
  return null; // no reservation, or one the checks refuse (their message is shown instead)
}

function messageOf(
  t: TFunction<'stock'>,
  line: Line,
  field: LineField,
  showAll: boolean,
): Message | null {
  const server = line.server[field];
  if (server !== undefined) return { text: server, tone: 'error' };
  const client = line.errors[field];
  if (client !== undefined && (showAll || (line.touched & fieldBit(field)) !== 0)) {
    return { text: lineMessage(t, client, line.skuText.trim()), tone: 'error' };
  }
  return null;
}

const EMPTY = undefined;

/** Under the bench, the row header names the line for Element Timing (benchMarks.ts). */
const timingOf = (id: string): { elementtiming: string } => ({ elementtiming: lineTimingId(id) });

export const BatchRow = memo(function BatchRow({ id, index, start, ctx }: Props) {
  const { t, i18n } = useTranslation('stock');
  const { store } = ctx;
  const line = useSyncExternalStore(store.subscribe, () => store.getLine(id));
  const showAll = useSyncExternalStore(store.subscribe, store.getShowAll);
  const warning = useSyncExternalStore(store.subscribeDerived, () =>
    store.getDerived().summary.warnings.get(id),
  );
  const known = useSyncExternalStore(store.subscribe, store.getKnownLevels);

  useLayoutEffect(() => {
    commitMeasure(id);
  });

  const n = index + 1;
  // Labels change with the line's number and the language only, not with every keystroke.
  const labels = useMemo(() => {
    const out = {} as Record<LineField, string>;
    for (const field of LINE_FIELDS)
      out[field] = t('grid.cellLabel', { field: t(`fields.${field}`), line: n });
    return out;
  }, [t, n]);
  const product = line?.product ?? null;
  const lineWarehouse = line?.warehouse ?? '';
  const language = i18n.language;
  // The line's warehouse figure where an earlier batch reported it, else the total over all warehouses, said so.
  const productFacts = useMemo(
    () =>
      product
        ? availabilityMessage(
            t,
            product.name ?? product.sku ?? product.id,
            availabilityOf(known, lineWarehouse, product),
            language,
            store.warehouseName,
          )
        : '',
    [t, product, language, known, lineWarehouse, store],
  );

  if (!line) return null;
  const label = (field: LineField) => labels[field];
  const msgId = (field: LineField) => `${id}-${field}-msg`;

  const messages: Partial<Record<LineField, Message>> = {};
  for (const field of LINE_FIELDS) {
    const m = messageOf(t, line, field, showAll);
    if (m) messages[field] = m;
  }
  if (!messages.quantity && warning)
    messages.quantity = {
      text: warningMessage(t, warning, i18n.language, store.warehouseName),
      tone: 'warning',
    };
  if (!messages.product) {
    if (line.product) {
      messages.product = { text: productFacts, tone: 'info' };
    } else if (line.lookup === 'pending') {
      messages.product = { text: t('grid.lookingUp'), tone: 'info' };
    }
  }
  if (!messages.warehouse && line.warehouse.trim() !== '') {
    // An id or a name being typed: the configured warehouse it names (an unknown one is an error once the cell is left).
    const resolved = store.resolveWarehouse(line.warehouse);
    const name =
      resolved === null
        ? undefined
        : (store.warehouseName(resolved) ?? ctx.warehouseNames.get(resolved));
    messages.warehouse = { text: name ?? t('grid.typedWarehouse'), tone: 'info' };
  }
  // What a reservation choice (or an on-hand operation) does to stock and reserved, in plain words.
  if (!messages.reservation) {
    const meaning = meaningOf(line);
    if (meaning !== null)
      messages.reservation = { text: t(`onHand.meaning.${meaning}`), tone: 'info' };
  }

  const hasError = Object.values(messages).some((m) => m.tone === 'error');
  const flagged = hasError || warning !== undefined;

  const describe = (field: LineField) => (messages[field] ? msgId(field) : EMPTY);
  const invalid = (field: LineField) => (messages[field]?.tone === 'error' ? true : EMPTY);
  const caption = (field: LineField) => {
    const m = messages[field];
    if (!m) return null;
    return (
      <span id={msgId(field)} className={`msg ${m.tone}`} title={m.text}>
        {m.text}
      </span>
    );
  };
  const common = (field: LineField) => ({
    'data-line': id,
    'data-field': field,
    'aria-label': label(field),
    'aria-describedby': describe(field),
    'aria-invalid': invalid(field),
    onChange: ctx.onChange,
    onBlur: ctx.onBlur,
    onFocus: ctx.onFocus,
  });
  const isAdd = line.operation === 'add';
  const locale = localeOf(language);
  // A typed number shown grouped (1.200) says the exact number it sends, as every numeric field does.
  for (const field of ['quantity', 'unitCost'] as const) {
    const entry = line[field];
    const value = entryValue(entry);
    if (
      messages[field] ||
      value === null ||
      readEntry(entry).locale === null ||
      (field === 'unitCost' && !isAdd)
    )
      continue;
    const plain = sentText(value, language);
    if (displayEntry(entry, locale) !== plain)
      messages[field] = { text: t('grid.sent', { value: plain }), tone: 'info' };
  }

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={flagged ? 'row flagged' : 'row'}
      data-row={id}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div role="rowheader" className="num" {...(measuringKeystrokes() && timingOf(id))}>
        {hasError ? (
          <ErrorOutlineIcon color="error" fontSize="inherit" aria-hidden />
        ) : warning ? (
          <WarningAmberIcon color="warning" fontSize="inherit" aria-hidden />
        ) : null}
        <span className="sr-only">{t('grid.line')} </span>
        {n}
      </div>
      <div role="cell" className="cell">
        <input
          {...common('warehouse')}
          value={line.warehouse}
          list={WAREHOUSE_LIST_ID}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
        {caption('warehouse')}
      </div>
      <div role="cell" className="cell">
        <input
          {...common('product')}
          value={line.skuText}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t('grid.productPlaceholder')}
        />
        {caption('product')}
      </div>
      <div role="cell" className="cell">
        <select {...common('operation')} value={line.operation}>
          {LINE_OPERATIONS.map((op) => (
            <option key={op} value={op}>
              {t(`operation.${op}`)}
            </option>
          ))}
        </select>
        {caption('operation')}
      </div>
      <div role="cell" className="cell">
        <input
          {...common('quantity')}
          value={displayEntry(line.quantity, locale)}
          className="num-input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
        />
        {caption('quantity')}
      </div>
      <div role="cell" className="cell">
        <select
          {...common('reservation')}
          value={line.reservation}
          disabled={isOnHand(line.operation) && line.reservation === ''}
        >
          {isOnHand(line.operation) && line.reservation === '' ? (
            <option value="">{t(`onHand.reservation.${line.operation}`)}</option>
          ) : (
            reservationChoices(line.operation).map((r) => (
              <option key={r || 'none'} value={r}>
                {t(`reservation.${r || 'none'}`)}
              </option>
            ))
          )}
        </select>
        {caption('reservation')}
      </div>
      <div role="cell" className="cell">
        <input
          {...common('location')}
          value={line.location}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
        {caption('location')}
      </div>
      <div role="cell" className="cell">
        <input
          {...common('unitCost')}
          value={isAdd ? displayEntry(line.unitCost, locale) : ''}
          disabled={!isAdd}
          placeholder={isAdd ? undefined : '—'}
          className="num-input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
        />
        {caption('unitCost')}
      </div>
      <div role="cell" className="cell">
        <input {...common('comment')} value={line.comment} autoComplete="off" maxLength={500} />
        {caption('comment')}
      </div>
      <div role="cell" className="actions">
        <button
          type="button"
          tabIndex={-1}
          data-line={id}
          data-action="duplicate"
          aria-label={t('grid.duplicate', { line: n })}
          title={t('grid.duplicateHint')}
          onClick={ctx.onAction}
        >
          <ContentCopyIcon fontSize="small" aria-hidden />
        </button>
        <button
          type="button"
          tabIndex={-1}
          data-line={id}
          data-action="delete"
          aria-label={t('grid.delete', { line: n })}
          title={t('grid.deleteHint')}
          onClick={ctx.onAction}
        >
          <DeleteOutlineIcon fontSize="small" aria-hidden />
        </button>
      </div>
    </div>
  );
});
