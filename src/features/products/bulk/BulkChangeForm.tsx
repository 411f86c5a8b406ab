import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation, registerTranslations } from '../../../i18n/i18n';
import { PRODUCT_STATUSES } from '../../../api/schemas/product';
import type { ProductStatus } from '../../../api/schemas/product';
import { useConfig } from '../../../config/ConfigContext';
import { entryValue } from '../../../lib/numbers';
import type { NumberEntry } from '../../../lib/numbers';
import { entryProblem, fieldMessage } from '../../../ui/formFields';
import { NumberField } from '../../../ui/NumberField';
import { PERCENT_DECIMALS, PERCENT_MAX, PERCENT_MIN } from './bulkChange';
import { PRICE_FIELDS } from './changeSchema';
import type { BulkChange, PriceField } from './changeSchema';
import { catalog as productDetails } from '../i18nDetails';
import { catalog as productTools } from '../i18nTools';

registerTranslations('products', productTools);

registerTranslations('products', productDetails);

export type ChangeWhat = 'price' | 'status' | 'category';
export type PriceHow = 'set' | 'up' | 'down';

/** The change being chosen (kept while the person goes to the preview and back). */
export interface ChangeDraft {
  what: ChangeWhat;
  field: PriceField;
  how: PriceHow;
  amount: NumberEntry;
  status: ProductStatus;
  category: string;
}

export function emptyDraft(category: string): ChangeDraft {
  return { what: 'price', field: 'price', how: 'up', amount: '', status: 'active', category };
}

/** The amount's problem (an i18n key with parameters), or null. */
export function amountProblem(draft: ChangeDraft): string | null {
  if (draft.how === 'set')
    return entryProblem(draft.amount, { required: true, decimals: 2, min: 'zero' });
  return entryProblem(draft.amount, {
    required: true,
    decimals: PERCENT_DECIMALS,
    min: 'positive',
    max: draft.how === 'up' ? PERCENT_MAX : -PERCENT_MIN,
  });
}

/** The change a valid draft describes, or null. */
export function changeOf(draft: ChangeDraft): BulkChange | null {
  if (draft.what === 'status') return { kind: 'status', value: draft.status };
  if (draft.what === 'category')
    return draft.category ? { kind: 'category', value: draft.category } : null;
  if (amountProblem(draft) !== null) return null;
  const value = entryValue(draft.amount);
  if (value === null) return null;
  if (draft.how === 'set') return { kind: 'set', field: draft.field, value };
  return { kind: 'percent', field: draft.field, value: draft.how === 'down' ? `-${value}` : value };
}

const FIELDS_SX = {
  display: 'grid',
  gap: 2,
  pt: 1,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

interface Props {
  draft: ChangeDraft;
  onDraft: (draft: ChangeDraft) => void;
  onSubmit: (change: BulkChange) => void;
  onCancel: () => void;
  actionsSx: SxProps<Theme>;
}

/** What to change: a price list (set, or up/down by a percentage), the status, the category. */
export function BulkChangeForm({ draft, onDraft, onSubmit, onCancel, actionsSx }: Props) {
  const { t } = useTranslation('products');
  const common = useTranslation().t;
  const { categories } = useConfig();
  const [shown, setShown] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<ChangeDraft>) => onDraft({ ...draft, ...patch });
  const problem = draft.what === 'price' ? amountProblem(draft) : null;
  const percent = draft.how !== 'set';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change = changeOf(draft);
    if (change === null) {
      setShown(true);
      amountRef.current?.focus();
      return;
    }
    onSubmit(change);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Box sx={FIELDS_SX}>
          <TextField
            select
            label={t('bulk.form.what')}
            value={draft.what}
            onChange={(e) => set({ what: e.target.value as ChangeWhat })}
            autoFocus
          >
            <MenuItem value="price">{t('bulk.form.whatPrice')}</MenuItem>
            <MenuItem value="status">{t('bulk.form.whatStatus')}</MenuItem>
            <MenuItem value="category">{t('bulk.form.whatCategory')}</MenuItem>
          </TextField>
          {draft.what === 'price' && (
            <>
              <TextField
                select
                label={t('bulk.form.priceList')}
                value={draft.field}
                onChange={(e) => set({ field: e.target.value as PriceField })}
              >
                {PRICE_FIELDS.map((f) => (
                  <MenuItem key={f} value={f}>
                    {t(`fields.${f}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('bulk.form.how')}
                value={draft.how}
                onChange={(e) => set({ how: e.target.value as PriceHow })}
              >
                <MenuItem value="up">{t('bulk.form.up')}</MenuItem>
                <MenuItem value="down">{t('bulk.form.down')}</MenuItem>
                <MenuItem value="set">{t('bulk.form.set')}</MenuItem>
              </TextField>
              <NumberField
                label={percent ? t('bulk.form.percent') : t('bulk.form.amount')}
                value={draft.amount}
                onValueChange={(amount) => set({ amount })}
                onBlur={() => setShown(true)}
                inputRef={amountRef}
                required
                errorText={shown && problem !== null ? fieldMessage(common, problem) : undefined}
                hint={percent ? t('bulk.form.percentHint') : t('bulk.form.amountHint')}
                slotProps={
                  percent
                    ? { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }
                    : undefined
                }
              />
            </>
          )}
          {draft.what === 'status' && (
            <TextField
              select
              label={t('bulk.form.status')}
              value={draft.status}
              onChange={(e) => set({ status: e.target.value as ProductStatus })}
            >
              {PRODUCT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {draft.what === 'category' && (
            <TextField
              select
              label={t('bulk.form.category')}
              value={draft.category}
              onChange={(e) => set({ category: e.target.value })}
            >
              {categories.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <Button onClick={onCancel}>{common('actions.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('bulk.form.preview')}
        </Button>
      </DialogActions>
    </Box>
  );
}
