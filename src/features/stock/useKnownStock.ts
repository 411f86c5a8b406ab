import { useMemo } from 'react';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { knownLevelsOf, NO_KNOWN_LEVELS } from './knownStock';
import type { KnownLevels } from './knownStock';
import { recentBatchesStore } from './recentBatches';

/** The per-warehouse figures the console knows for this account (this session's batches), newest each. */
export function useKnownStock(scope: string): KnownLevels {
  const recent = usePersistedValue(recentBatchesStore, scope);
  return useMemo(() => (recent ? knownLevelsOf(recent) : NO_KNOWN_LEVELS), [recent]);
}
