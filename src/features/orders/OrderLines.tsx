import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDER_ITEMS_MAX } from '../../api/schemas/order';
import { fieldMessage } from '../../ui/formFields';
import { FormSection } from './fields';
import { OrderLine } from './OrderLine';
import { copyLine, emptyLine } from './orderForm';
import type { LineKind, OrderFormValues } from './orderForm';

/** Focus an element again once React has put the moved lines in place. */
function refocus(el: Element | null, fallback?: () => HTMLElement | null) {
  window.requestAnimationFrame(() => {
    const target = el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') ? el : (fallback?.() ?? null);
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

  const itemsError = formState.errors.items;
  const listMessage = fieldMessage(t, itemsError?.message ?? itemsError?.root?.message);

  const firstInputOf = (index: number) => () =>
    document.querySelector<HTMLElement>(`#order-lines > li:nth-of-type(${index + 1}) input`) ?? addRef.current;

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
        remove(index);
        const next = Math.min(index, fields.length - 2);
        refocus(null, next >= 0 ? firstInputOf(next) : () => addRef.current);
      },
      addAfter: () => {
        if (!full) insert(index + 1, emptyLine());
      },
    };
  };

  const add = (kind: LineKind) => {
    if (!full) append(emptyLine(kind));
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
        <Button ref={addRef} variant="outlined" startIcon={<AddIcon />} onClick={() => add('product')} disabled={full}>
          {t('line.add')}
        </Button>
        <Button variant="text" startIcon={<PostAddIcon />} onClick={() => add('custom')} disabled={full}>
          {t('line.addCustom')}
        </Button>
      </Box>
    </FormSection>
  );
}
