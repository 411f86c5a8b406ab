import type { AppLanguage } from '../lib/format';
import type { RuntimeConfig } from './schema';

interface Named {
  name: string;
  names?: { en?: string | undefined; es?: string | undefined } | undefined;
}

/** The entries with `name` in the language where `names` has it; the same array when none changes. */
function localizeList<T extends Named>(entries: T[], language: AppLanguage): T[] {
  const out = entries.map((entry) => {
    const localized = entry.names?.[language];
    if (!localized || localized === entry.name) return entry;
    return { ...entry, name: localized };
  });
  return out.some((entry, i) => entry !== entries[i]) ? out : entries;
}

/**
 * The configuration as the console shows it in `language`: each category and shipment status
 * named by its `names[language]` when the deployment gave one. Ids are untouched, and neither
 * name is ever sent to the API.
 */
export function localizeConfig(config: RuntimeConfig, language: AppLanguage): RuntimeConfig {
  const categories = localizeList(config.categories, language);
  const shipmentStatuses = localizeList(config.shipmentStatuses, language);
  if (categories === config.categories && shipmentStatuses === config.shipmentStatuses)
    return config;
  return { ...config, categories, shipmentStatuses };
}
