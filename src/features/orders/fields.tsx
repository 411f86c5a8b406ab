import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { TextField } from '../../ui/TextField';
import type { TextFieldProps } from '../../ui/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPathByValue } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { NumberField } from '../../ui/NumberField';
import type { OrderFormValues } from './orderForm';

/* Small controlled inputs of the order form (it is wrapped in a FormProvider). */

type TextPath = FieldPathByValue<OrderFormValues, string>;
type FlagPath = FieldPathByValue<OrderFormValues, boolean>;

type InputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextPath;
  label: string;
};

/** A number bound to the form: typed and shown the person's way (src/ui/NumberField.tsx). */
export function NumberInput({ name, label, helperText, ...rest }: Omit<InputProps, 'onBlur'>) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberField
      {...rest}
      label={label}
      name={field.name}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorText={fieldMessage(t, fieldState.error?.message)}
      hint={helperText}
      fullWidth
    />
  );
}

/** A text field bound to the form, with its error (an i18n key or the server's sentence) below. */
export function TextInput({ name, label, helperText, ...rest }: InputProps) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(t, fieldState.error?.message);
  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
    />
  );
}

/** A switch bound to a boolean field. */
export function SwitchInput({ name, label }: { name: FlagPath; label: string }) {
  const { control } = useFormContext<OrderFormValues>();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref, name: field.name } }}
        />
      }
      label={label}
    />
  );
}

/** A titled section of the form (an outlined paper with an h2). */
export function FormSection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      id={id}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** Fields in a responsive grid: one column on phones, `columns` from `sm` up. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
