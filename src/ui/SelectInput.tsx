import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { Ref } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  /** The visible label, which is also the combobox's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /**
   * An option for the empty value ("No category", "Any status"), shown in the closed field too
   * (the label then stays above it).
   */
  emptyLabel?: string | undefined;
  /**
   * How to show a current value that no option offers (an id this browser does not know, a
   * status added by the service later), so it stays selected and is never dropped silently.
   * Default: the value itself.
   */
  unknownLabel?: ((value: string) => string) | undefined;
  /** A translated error message; marks the field invalid and replaces `helperText`. */
  errorText?: string | undefined;
  helperText?: string | undefined;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  size?: TextFieldProps['size'];
  className?: string;
  sx?: TextFieldProps['sx'];
}

/**
 * The console's one select: a labelled MUI select (a combobox named by its label, its options
 * a listbox), with an optional empty choice and a current value that no option offers kept
 * visible. Controlled and presentational: bind it to a form with the form's controller.
 */
export function SelectInput({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  unknownLabel = (v) => v,
  errorText,
  helperText,
  name,
  onBlur,
  inputRef,
  required,
  disabled,
  fullWidth,
  autoFocus,
  size,
  className,
  sx,
}: SelectInputProps) {
  const offered = value === '' || options.some((o) => o.value === value);
  const withEmpty = emptyLabel !== undefined;
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      autoFocus={autoFocus}
      size={size}
      className={className}
      sx={sx}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      slotProps={
        withEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined
      }
    >
      {withEmpty && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
      {!offered && <MenuItem value={value}>{unknownLabel(value)}</MenuItem>}
    </TextField>
  );
}
