import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import type { ProductSearchItem } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { formatMoney, formatNumber } from '../../lib/format';
import { createScanDetector } from '../../lib/scanDetector';
import { resolveScan } from '../../queries/productScan';
import { quantityDecimals } from '../../domain/measurement';
import { fieldMessage, numberToEntry } from '../../ui/formFields';
import type { OrderFormValues } from './orderForm';
import { useProductOptions } from './queries';
import { useDebounced } from '../../hooks/useDebounced';

interface Choice {
  id: string;
  name: string;
}

/**
 * A line's product: searched as the person types (name, SKU, code, reference). Choosing one
 * sets the line's product id and name and prefills its unit price from the product's price.
 * Drawn by ProductField once its chunk is here.
 */
export function ProductAutocomplete({ index }: { index: number }) {
  const { t, i18n } = useTranslation('orders');
  const { currency } = useConfig();
  const { control, setValue } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: `items.${index}.product_id` });
  const { field: nameField } = useController({ control, name: `items.${index}.product_name` });
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  // A scanned or entered code (exact SKU, else barcode, else reference: src/queries/productScan.ts):
  // one product is chosen; several are the list to choose from; none is said under the field.
  const queryClient = useQueryClient();
  const [detector] = useState(() => createScanDetector());
  const [scanned, setScanned] = useState<{
    code: string;
    items: ProductSearchItem[] | null;
    failed?: boolean;
  } | null>(null);
  const query = useDebounced(input.trim(), 250);
  const search = useProductOptions(query, open);
  // Until the results are those of the text as typed, the list says it is still busy.
  const pending = input.trim() !== query || search.isFetching;
  const found: ProductSearchItem[] = scanned?.items ?? search.data?.items ?? [];
  const value: Choice | null = field.value
    ? { id: field.value, name: nameField.value || field.value }
    : null;
  // The chosen product stays among the options, so the picker always knows its value.
  const options: (Choice | ProductSearchItem)[] =
    value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  const error = fieldMessage(t, fieldState.error?.message);
  const choose = (v: Choice | ProductSearchItem | null) => {
    if (v === null) {
      field.onChange('');
      nameField.onChange('');
      setValue(`items.${index}.available`, null);
      return;
    }
    // The stock the search item gave, for the line's "only N available" warning.
    setValue(
      `items.${index}.available`,
      'stock_available' in v && typeof v.stock_available === 'number' ? v.stock_available : null,
    );
    field.onChange(v.id);
    nameField.onChange(v.name ?? v.id);
    setValue(
      `items.${index}.quantity_decimals`,
      quantityDecimals('measurement' in v ? v.measurement : undefined),
      { shouldValidate: fieldState.isTouched },
    );
    if ('price' in v && typeof v.price === 'number') {
      setValue(`items.${index}.unit_price`, numberToEntry(v.price), {
        shouldDirty: true,
        shouldValidate: fieldState.isTouched,
      });
    }
  };
  const scanMessage = !scanned
    ? undefined
    : scanned.failed
      ? t('scan.failed', { code: scanned.code })
      : scanned.items
        ? t('scan.several', { code: scanned.code, count: scanned.items.length })
        : t('scan.none', { code: scanned.code });
  const onKeyDown = (
    e: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean | undefined },
  ) => {
    if (e.nativeEvent.isComposing || !(e.target instanceof HTMLInputElement)) return;
    if (e.key !== 'Enter') {
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) detector.char(e.timeStamp);
      else if (e.key !== 'Shift') detector.other();
      return;
    }
    const code = e.target.value.trim();
    const isScan = detector.enter(e.timeStamp, e.target.value.length);
    // Enter on a highlighted option is the list's own (unless a scanner sent it).
    if (code === '' || (!isScan && open && e.target.hasAttribute('aria-activedescendant'))) return;
    e.defaultMuiPrevented = true;
    e.preventDefault();
    resolveScan(queryClient, code).then(
      (r) => {
        if (r.kind === 'found') {
          setScanned(null);
          choose(r.item);
          setOpen(false);
        } else {
          setScanned({ code, items: r.kind === 'several' ? r.items : null });
          setOpen(r.kind === 'several');
        }
      },
      () => setScanned({ code, items: null, failed: true }),
    );
  };

  return (
    <Autocomplete<Choice | ProductSearchItem>
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={options}
      filterOptions={(x) => x}
      loading={!scanned?.items && pending}
      onKeyDown={onKeyDown}
      loadingText={t('line.searching')}
      noOptionsText={search.isError ? t('line.searchFailed') : t('line.noProducts')}
      getOptionLabel={(o) => o.name ?? o.id}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') {
          setInput(text);
          setScanned(null);
        }
      }}
      onChange={(_, v) => {
        setScanned(null);
        choose(v);
      }}
      onBlur={field.onBlur}
      slotProps={{ listbox: { 'aria-busy': pending } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const item: Partial<ProductSearchItem> & { id: string } = option;
        const caption =
          'price' in item
            ? [
                item.sku,
                formatMoney(item.price, i18n.language, currency),
                item.stock_available == null
                  ? null
                  : t('line.stock', { stock: formatNumber(item.stock_available, i18n.language) }),
              ]
                .filter(Boolean)
                .join(' · ')
            : '';
        return (
          <li key={key} {...rest}>
            <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <span>{item.name ?? item.id}</span>
              {caption && (
                <Typography variant="caption" color="text.secondary">
                  {caption}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('line.product')}
          placeholder={t('line.productSearch')}
          required
          error={Boolean(error)}
          helperText={error ?? scanMessage}
        />
      )}
    />
  );
}
