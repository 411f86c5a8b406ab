import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/schema';
import { SessionProvider } from '../session/SessionContext';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { buildTheme } from './theme';

/** notistack's default greens and ambers under white text miss WCAG AA; these pass (>= 4.5:1). */
const snackbarColours = {
  '.notistack-MuiContent-success': { backgroundColor: '#1b5e20 !important' },
  '.notistack-MuiContent-error': { backgroundColor: '#b71c1c !important' },
  '.notistack-MuiContent-warning': { backgroundColor: '#7a4100 !important' },
  '.notistack-MuiContent-info': { backgroundColor: '#0d47a1 !important' },
};

export function App({ config }: { config: RuntimeConfig }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const theme = useMemo(() => buildTheme(language), [language]);
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider config={config}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey="coc.theme">
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={snackbarColours} />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </QueryClientProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}
