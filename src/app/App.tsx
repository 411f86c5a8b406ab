import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/schema';
import { SessionProvider } from '../session/SessionContext';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { buildTheme } from './theme';

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
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}
