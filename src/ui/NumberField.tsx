import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { NumberEntry } from '../lib/numbers';
import { useNumberInput } from './useNumberInput';

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'type'> & {
  value: NumberEntry;
  onValueChange: (entry: NumberEntry) => void;
  onBlur?: () => void;
  /** a translated error message (shown instead of the hints) */
  errorText?: string | undefined;
  /** a hint shown under the field when there is no error (e.g. the amount as money) */
  hint?: ReactNode;
};

/**
 * The console's numeric input: typed and shown the person's way (src/lib/numbers.ts), checked
 * by the form's `numberField` schema, with the exact number sent shown once leaving the field
 * reformatted what was typed. Every numeric form field uses it (via the form's controller).
 */
export function NumberField({
  value,
  onValueChange,
  onBlur,
  errorText,
  hint,
  slotProps,
  ...rest
}: NumberFieldProps) {
  const { t } = useTranslation('numbers');
  const input = useNumberInput(value, onValueChange);
  const sent = input.sent === null ? null : t('sent', { value: input.sent });
  const note =
    hint && sent ? (
      <>
        {hint} · {sent}
      </>
    ) : (
      (hint ?? sent ?? undefined)
    );
  // A hint keeps to one line (a narrow field cuts it, the whole is its title), so it appearing on blur
  // never pushes what is below from under a click; messages wrap.
  const helper =
    errorText ??
    (note === undefined ? undefined : (
      <span
        title={sent ?? undefined}
        style={{
          display: 'block',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {note}
      </span>
    ));
  return (
    <TextField
      {...rest}
      value={input.value}
      onChange={input.onChange}
      onBlur={() => {
        input.onBlur();
        onBlur?.();
      }}
      error={errorText !== undefined}
      // The helper line is always there (MUI's " "), so a hint or message appearing on blur never
      // moves what is below under a click on its way.
      helperText={helper ?? ' '}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          maxLength: 40,
          spellCheck: false,
          ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}),
        },
      }}
    />
  );
}
