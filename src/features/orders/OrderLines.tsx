import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useEffect, useRef } from 'react';
import { useNotices } from '../../ui/notices/notices';
import type { SnackbarKey } from 'notistack';
import { useShortcut } from '../../hooks/shortcuts';
import { LINE_KEYS } from './lineKeys';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { ORDER_ITEMS_MAX } from '../../api/schemas/order';
import { fieldMessage } from '../../ui/formFields';
import { FormSection } from './fields';
import { OrderLine } from './OrderLine';
import { copyLine, defaultTaxIds, emptyLine } from './orderForm';
import { useConfig } from '../../config/ConfigContext';
import type { LineKind, LineValues, OrderFormValues } from './orderForm';

/** Whether a removed line is worth an "Undo" (a blank line is not). */
function hasValues(line: LineValues): boolean {
  const filled = (v: string | undefined) => (v ?? '').trim() !== '';
  return (
    filled(line.product_id) ||
    filled(line.custom_item_name) ||
    filled(line.unit_price) ||
    filled(line.manual_percentage_discount) ||
    filled(line.comment) ||
    line.discounts.length > 0 ||
    (line.quantity.trim() !== '1' && filled(line.quantity))
  );
}

/** The line keys (bound by OrderLine), in the shortcut list. */
function useLineKeyList() {
  const { t } = useTranslation('orders');
  const where = t('desk.inLine');
  useShortcut({
    id: 'orders.line.moveUp',
    keys: LINE_KEYS.moveUp,
    label: t('desk.keyMoveUp'),
    where,
  });
  useShortcut({
    id: 'orders.line.moveDown',
    keys: LINE_KEYS.moveDown,
    label: t('desk.keyMoveDown'),
    where,
  });
  useShortcut({
    id: 'orders.line.duplicate',
    keys: LINE_KEYS.duplicate,
    label: t('desk.keyDuplicate'),
    where,
  });
  useShortcut({
    id: 'orders.line.addAfter',
    keys: LINE_KEYS.addAfter,
    label: t('desk.keyAddAfter'),
    where,
  });
}

/** Focus an element again once React has put the moved lines in place. */
function refocus(el: Element | null, fallback?: () => HTMLElement | null) {
  window.requestAnimationFrame(() => {
    const target =
      el instanceof HTMLElement && el.isConnected && !el.matches(':disabled')
        ? el
        : (fallback?.() ?? null);
    target?.focus();
  });
}

/** The order's lines: add, duplicate, remove and reorder, by pointer or keyboard. */
export function OrderLines() {
  const { t } = useTranslation('orders');
  const { control, getValues, formState } = useFormContext<OrderFormValues>();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name: 'items' });
  const addRef = useRef<HTMLButtonElement>(null);
  const full = fields.length >= ORDER_ITEMS_MAX;
  // A new line starts with the catalog's default taxes (config.json `taxes[].default`).
  const lineTaxes = defaultTaxIds(useConfig().taxes);

  const itemsError = formState.errors.items;
  const listMessage = fieldMessage(t, itemsError?.message ?? itemsError?.root?.message);

  const firstInputOf = (index: number) => () =>
    document.querySelector<HTMLElement>(`#order-lines > li:nth-of-type(${index + 1}) input`) ??
    addRef.current;

  // Removing a line asks nothing: a notice offers to put it back, where it was, as it was.
  const { enqueueSnackbar, closeSnackbar } = useNotices();
  const restore = useRef({ insert, count: fields.length });
  useEffect(() => {
    restore.current = { insert, count: fields.length };
  });
  const notices = useRef(new Set<SnackbarKey>());
  useEffect(() => {
    const open = notices.current;
    return () => open.forEach((key) => closeSnackbar(key)); // no undo into a form that is gone
  }, [closeSnackbar]);
  const offerUndo = (index: number, line: LineValues | undefined) => {
    if (!line || !hasValues(line)) return;
    const name = (line.kind === 'custom' ? line.custom_item_name : line.product_name).trim();
    const key = enqueueSnackbar(
      name ? t('desk.removed', { n: index + 1, name }) : t('desk.removedUnnamed', { n: index + 1 }),
      {
        autoHideDuration: 8000,
        onExited: (_, k) => notices.current.delete(k),
        action: (k) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(k);
              const { insert: put, count } = restore.current;
              if (count >= ORDER_ITEMS_MAX) return;
              const at = Math.min(index, count);
              put(at, copyLine(line));
              refocus(null, firstInputOf(at));
            }}
          >
            {t('desk.undo')}
          </Button>
        ),
      },
    );
    notices.current.add(key);
  };

  const actionsOf = (index: number) => {
    const moveTo = (to: number) => () => {
      const active = document.activeElement;
      move(index, to);
      // The moved line keeps its elements: the focused one stays focused (or the line's other move button).
      refocus(active, () =>
        document.querySelector<HTMLElement>(
          `#order-lines > li:nth-of-type(${to + 1}) button[aria-label="${t(to < index ? 'line.moveDown' : 'line.moveUp', { n: to + 1 })}"]`,
        ),
      );
    };
    return {
      moveUp: index > 0 ? moveTo(index - 1) : undefined,
      moveDown: index < fields.length - 1 ? moveTo(index + 1) : undefined,
      duplicate: () => {
        if (full) return;
        const line = getValues(`items.${index}`);
        insert(index + 1, copyLine(line));
      },
      remove: () => {
        offerUndo(index, getValues(`items.${index}`));
        remove(index);
        const next = Math.min(index, fields.length - 2);
        refocus(null, next >= 0 ? firstInputOf(next) : () => addRef.current);
      },
      addAfter: () => {
        if (!full) insert(index + 1, emptyLine('product', lineTaxes));
      },
    };
  };

  useLineKeyList();

  const add = (kind: LineKind) => {
    if (!full) append(emptyLine(kind, lineTaxes));
  };

  return (
    <FormSection
      id="order-lines-section"
      title={t('section.lines')}
      action={
        <Typography variant="body2" color="text.secondary">
          {t('line.count', { count: fields.length })}
        </Typography>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('line.keyboardHint')}
      </Typography>
      {listMessage && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {listMessage}
        </Alert>
      )}
      <Box component="ol" id="order-lines" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {fields.map((f, index) => (
          <OrderLine key={f.id} index={index} actions={actionsOf(index)} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          ref={addRef}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => add('product')}
          disabled={full}
        >
          {t('line.add')}
        </Button>
        <Button
          variant="text"
          startIcon={<PostAddIcon />}
          onClick={() => add('custom')}
          disabled={full}
        >
          {t('line.addCustom')}
        </Button>
      </Box>
    </FormSection>
  );
}
