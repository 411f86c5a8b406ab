import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { entryNumber, fieldMessage } from '../../ui/formFields';
import { NumberField } from '../../ui/NumberField';
import { SelectInput } from '../../ui/SelectInput';
import type { SelectOption } from '../../ui/SelectInput';
import type { FlagField, ProductFormValues } from './productForm';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

type TextPath = FieldPathByValue<ProductFormValues, string>;

/** A titled part of the product page (a landmark region with an anchor). */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      id={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Typography
        id={headingId}
        variant="h2"
        component="h2"
        tabIndex={-1}
        sx={{ mb: hint ? 0.5 : 2, outline: 'none' }}
      >
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** A responsive grid of fields. */
export function FieldGrid({
  children,
  columns = 3,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4 | undefined;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          // Short fields (amounts, dimensions) sit two by two even on a phone.
          xs: columns === 4 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

interface TextInputProps {
  control: Control<ProductFormValues>;
  name: TextPath;
  label: string;
  helper?: string | undefined;
  required?: boolean | undefined;
  multiline?: boolean | undefined;
  maxLength?: number | undefined;
  /** Spans the whole row of a FieldGrid. */
  wide?: boolean | undefined;
  disabled?: boolean | undefined;
}

export function TextInput({
  control,
  name,
  label,
  helper,
  required,
  multiline,
  maxLength,
  wide,
  disabled,
}: TextInputProps) {
  const { t } = useTranslation('products');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required={required}
          disabled={disabled}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          maxRows={multiline ? 12 : undefined}
          error={fieldState.error !== undefined}
          helperText={fieldMessage(t, fieldState.error?.message) ?? helper}
          fullWidth
          // a phone gives each text field the whole row: its label ("Estado en la tienda en línea") is not cut
          sx={{ gridColumn: wide ? '1 / -1' : { xs: '1 / -1', sm: 'auto' } }}
          slotProps={{ htmlInput: { maxLength, spellCheck: multiline ? undefined : false } }}
        />
      )}
    />
  );
}

interface NumberInputProps {
  control: Control<ProductFormValues>;
  name: TextPath;
  label: string;
  /** Shows the amount as money under the field (currency code at the end). */
  currency?: string | undefined;
  /** A unit shown at the end of the field. */
  unit?: string | undefined;
  /** A short note under the field (after the amount as money). */
  note?: string | undefined;
}

/** A number typed the person's way (src/lib/numbers.ts); money fields show the amount as it reads. */
export function NumberInput({ control, name, label, currency, unit, note }: NumberInputProps) {
  const { t, i18n } = useTranslation('products');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const n = entryNumber(field.value);
        const money = currency && n !== null ? formatMoney(n, i18n.language, currency) : undefined;
        const preview = [money, note].filter(Boolean).join(' · ') || undefined;
        const end = currency ?? unit;
        return (
          <NumberField
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={label}
            errorText={fieldMessage(t, fieldState.error?.message)}
            hint={preview}
            fullWidth
            slotProps={
              end
                ? { input: { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } }
                : {}
            }
          />
        );
      }}
    />
  );
}

/**
 * A figure the service computes, among the fields a person writes: a read-only field (focusable,
 * announced as read-only) that says the service sets it.
 */
export function ComputedInput({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string | null;
}) {
  const { t } = useTranslation('products');
  return (
    <TextField
      name={name}
      label={label}
      value={value ?? '—'}
      helperText={t('computed.byService')}
      fullWidth
      variant="filled"
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
    />
  );
}

interface SelectFieldProps {
  control: Control<ProductFormValues>;
  name: TextPath;
  label: string;
  options: readonly SelectOption[];
  emptyLabel?: string | undefined;
  unknownLabel?: ((value: string) => string) | undefined;
}

/** A choice among options (the console's SelectInput), bound to the product form. */
export function SelectField({
  control,
  name,
  label,
  options,
  emptyLabel,
  unknownLabel,
}: SelectFieldProps) {
  const { t } = useTranslation('products');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectInput
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorText={fieldMessage(t, fieldState.error?.message)}
          options={options}
          emptyLabel={emptyLabel}
          unknownLabel={unknownLabel}
        />
      )}
    />
  );
}

export function FlagInput({
  control,
  name,
  label,
}: {
  control: Control<ProductFormValues>;
  name: FlagField;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Read-only figures as a description list. */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
