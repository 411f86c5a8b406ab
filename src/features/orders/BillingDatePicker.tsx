import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { INCOMPLETE_DATE, isDateText } from './orderForm';
import type { OrderFormValues } from './orderForm';

function textOf(d: Dayjs | null): string {
  if (d === null) return '';
  return d.isValid() ? d.format('YYYY-MM-DD') : INCOMPLETE_DATE;
}

function dateOf(text: string): Dayjs | null {
  return isDateText(text) ? dayjs(text) : null;
}

type DefinedTexts<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * MUI X declares its locale objects' texts as `text?: string | undefined` (its .d.ts is built
 * without exactOptionalPropertyTypes) while `localeText` takes `text?: string`; the objects hold
 * no undefined text, and this drops any, so the type can say so.
 */
function definedTexts<T extends object>(texts: T): DefinedTexts<T> {
  return Object.fromEntries(
    Object.entries(texts).filter(([, v]) => v !== undefined),
  ) as DefinedTexts<T>;
}

const LOCALE_TEXTS = {
  en: definedTexts(enUS.components.MuiLocalizationProvider.defaultProps.localeText),
  es: definedTexts(esES.components.MuiLocalizationProvider.defaultProps.localeText),
};

/**
 * The billing date picker, in the interface's language (dayjs 'es' when Spanish). Loaded on
 * its own (see BillingSection): the picker library is a large chunk the rest of the page does
 * not need to wait for.
 */
export default function BillingDatePicker() {
  const { t, i18n } = useTranslation('orders');
  const es = i18n.language === 'es';
  const texts = LOCALE_TEXTS[es ? 'es' : 'en'];
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'billing_date' });
  // The picker's own value (it may be half typed); the form holds its text.
  const [local, setLocal] = useState<Dayjs | null>(() => dateOf(field.value));
  const [seen, setSeen] = useState(field.value);
  if (seen !== field.value) {
    setSeen(field.value);
    if (textOf(local) !== field.value) setLocal(dateOf(field.value));
  }
  const error = fieldMessage(t, fieldState.error?.message);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={es ? 'es' : 'en'}
      localeText={texts}
    >
      <DatePicker
        label={t('fields.billingDate')}
        value={local}
        inputRef={field.ref}
        onChange={(d) => {
          setLocal(d);
          field.onChange(textOf(d));
        }}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: (e: FocusEvent<HTMLElement>) => {
              // Moving between the day, month and year inside the field is not leaving it.
              if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))
                return;
              field.onBlur();
              // The picker keeps a half-typed date to itself (its value stays empty until every
              // part is there): the form holds it as incomplete, so its check asks for a whole
              // date at this field instead of sending the order without one.
              if (local !== null) return;
              const typed = /\d/.test(e.currentTarget.textContent);
              if (typed && field.value !== INCOMPLETE_DATE) field.onChange(INCOMPLETE_DATE);
              else if (!typed && field.value === INCOMPLETE_DATE) field.onChange('');
            },
            error: Boolean(error),
            helperText: error,
            fullWidth: true,
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
