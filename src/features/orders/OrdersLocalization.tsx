import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Date pickers of the orders feature, in the interface's language. */
export function OrdersLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const es = i18n.language === 'es';
  const texts = (es ? esES : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={es ? 'es' : 'en'} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
