import FormControl from '@mui/material/FormControl';
import type { FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useThemeProps } from '@mui/material/styles';
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<
  FormControlProps,
  'onChange' | 'onBlur' | 'onFocus' | 'children' | 'variant' | 'color' | 'defaultValue'
> {
  label?: ReactNode | undefined;
  helperText?: ReactNode | undefined;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: OutlinedInputProps['onChange'] | undefined;
  onBlur?: OutlinedInputProps['onBlur'] | undefined;
  onFocus?: OutlinedInputProps['onFocus'] | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  placeholder?: string | undefined;
  type?: string | undefined;
  name?: string | undefined;
  autoComplete?: string | undefined;
  autoFocus?: boolean | undefined;
  multiline?: boolean | undefined;
  rows?: number | string | undefined;
  minRows?: number | string | undefined;
  maxRows?: number | string | undefined;
  /** The browser's own select: the children are `<option>`s. */
  select?: boolean | undefined;
  children?: ReactNode | undefined;
  slotProps?:
    | {
        input?: Partial<OutlinedInputProps> | undefined;
        htmlInput?: InputBaseComponentProps | undefined;
        inputLabel?: Partial<InputLabelProps> | undefined;
        formHelperText?: Partial<FormHelperTextProps> | undefined;
      }
    | undefined;
}

/**
 * MUI's outlined TextField, drawn from the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText: the same classes, label, helper text and ARIA wiring), whose `select` is always
 * the browser's own. MUI's TextField imports its Select whether a field uses it or not, and with
 * it the menu, popover, modal and focus trap (~12 kB gzip): a page whose first paint draws only
 * text fields and native selects (the product list, stock) no longer downloads them before it.
 * The browser's select also keeps a first paint to one render: MUI's own sets state from a ref as
 * it is first drawn, and React renders and commits that update at once, in the task of the first
 * paint (see ui/Tip.tsx); on a phone it is the system's own picker. The theme's `MuiTextField`
 * default props apply as to MUI's. A select of MUI's (menu items, icons) is ui/SelectInput.tsx.
 */
export function TextField(inProps: TextFieldProps) {
  const props = useThemeProps({ props: inProps, name: 'MuiTextField' });
  const {
    label,
    helperText,
    id: idOverride,
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    inputRef,
    placeholder,
    type,
    name,
    autoComplete,
    autoFocus,
    multiline,
    rows,
    minRows,
    maxRows,
    select = false,
    children,
    slotProps = {},
    fullWidth,
    ...root
  } = props;
  const ownId = useId();
  const id = idOverride ?? ownId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const shrink = slotProps.inputLabel?.shrink;
  const input = (
    <OutlinedInput
      id={id}
      label={label}
      {...(shrink === undefined ? {} : { notched: shrink })}
      aria-describedby={helperTextId}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      inputRef={inputRef}
      placeholder={placeholder}
      type={select ? undefined : type}
      name={name}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      {...(multiline ? { multiline, rows, minRows, maxRows } : {})}
      inputProps={slotProps.htmlInput}
      {...slotProps.input}
    />
  );
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      {...root}
      className={root.className ? `MuiTextField-root ${root.className}` : 'MuiTextField-root'}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      {select ? (
        // The value on the select too (it passes it on to the input): FormControl reads it from
        // its child's props to know, in its first render, that the field is filled (the label
        // shrunk, the outline notched). Without it, the input's layout effect told it once
        // drawn, and React rendered and committed that update at once, in the first paint's
        // task, with every effect waiting to run (the product list's sort selects: ~60 ms of
        // the first paint's task at 4x CPU; docs/PERFORMANCE.md).
        <NativeSelect
          input={input}
          {...(value === undefined ? {} : { value })}
          {...(defaultValue === undefined ? {} : { defaultValue })}
        >
          {children}
        </NativeSelect>
      ) : (
        input
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
