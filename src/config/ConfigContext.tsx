import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { localizeConfig } from './localize';
import type { RuntimeConfig } from './schema';

const ConfigContext = createContext<RuntimeConfig | null>(null);

/** Gives the configuration with its catalogs named in the console's current language. */
export function ConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const localized = useMemo(() => localizeConfig(config, language), [config, language]);
  return <ConfigContext value={localized}>{children}</ConfigContext>;
}

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}
