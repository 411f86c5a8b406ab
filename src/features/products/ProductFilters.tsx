import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { memo, useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { PRODUCT_STATUSES } from '../../api/schemas/product';
import type { ProductStatus } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { entryNumber, entryProblem, fieldMessage, numberToEntry } from '../../ui/formFields';
import { NumberField } from '../../ui/NumberField';
import { TextField } from '../../ui/TextField';
import { CategoryFilter } from './CategoryFilter';
import { SEARCH_DEBOUNCE_MS } from './searchTiming';
import { useSyncedText } from './useSyncedText';
import type { ProductSearchState, SearchFilters } from './searchParams';

/**
 * Changes the search. `patch` may be a function of the newest state: a change made before the
 * previous one reached the URL (two quick clicks) then builds on it instead of undoing it.
 */
export type UpdateSearch = (
  patch:
    Partial<ProductSearchState> | ((current: ProductSearchState) => Partial<ProductSearchState>),
  options?: { replace?: boolean },
) => void;

interface BoundProps {
  label: string;
  value: number | null;
  allowNegative: boolean;
  /** decimals the bound may carry (prices 2, stock 6) */
  decimals: number;
  onCommit: (value: number | null) => void;
  /** A warning about the pair (minimum above maximum). */
  warning?: string | null;
}

/** A range bound typed the person's way; committed after a pause when it is a usable number. */
function BoundField({ label, value, allowNegative, decimals, onCommit, warning }: BoundProps) {
  const { t } = useTranslation('products');
  const {
    text: entry,
    setText: setEntry,
    noteCommit,
  } = useSyncedText(value, numberToEntry, (e, v) => entryNumber(e) === v);
  const problem = entryProblem(entry, { decimals, min: allowNegative ? 'any' : 'zero' });
  const parsed = problem === null ? entryNumber(entry) : null;
  const pending = problem === null && parsed !== value;
  const commit = useEffectEvent((v: number | null) => {
    noteCommit(v);
    onCommit(v);
  });
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => commit(parsed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, parsed]);

  return (
    <NumberField
      size="small"
      label={label}
      value={entry}
      onValueChange={setEntry}
      errorText={fieldMessage(t, problem ?? undefined)}
      hint={warning ?? undefined}
      slotProps={{ htmlInput: { maxLength: 30 } }}
    />
  );
}

interface Props {
  state: SearchFilters;
  update: UpdateSearch;
  onClear: () => void;
  filtered: boolean;
  /** One field per row (the handheld's filter dialog): long labels are never cut. */
  stacked?: boolean;
}

export const ProductFilters = memo(function ProductFilters({
  state,
  update,
  onClear,
  filtered,
  stacked = false,
}: Props) {
  const { t } = useTranslation('products');
  const { categories } = useConfig();
  const stockInverted =
    state.stockMin !== null && state.stockMax !== null && state.stockMin > state.stockMax;
  const priceInverted =
    state.priceMin !== null && state.priceMax !== null && state.priceMin > state.priceMax;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // On a phone the selects take a row each, the range bounds sit side by side.
        gridTemplateColumns: stacked
          ? 'minmax(0, 1fr)'
          : { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        '& > .wide-xs': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        alignItems: 'start',
      }}
    >
      <CategoryFilter
        label={t('filters.categories')}
        allLabel={t('filters.allCategories')}
        categories={categories}
        value={state.categories}
        onToggle={(toggled) =>
          // applied to the newest choice
          update((current) => ({
            categories: [
              ...current.categories.filter((id) => !toggled.has(id)),
              ...[...toggled].filter((id) => !current.categories.includes(id)),
            ],
          }))
        }
      />

      <TextField
        select
        size="small"
        className="wide-xs"
        label={t('filters.status')}
        value={state.status ?? ''}
        onChange={(e) =>
          update({ status: e.target.value === '' ? null : (e.target.value as ProductStatus) })
        }
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">{t('filters.anyStatus')}</option>
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </TextField>

      <TextField
        select
        size="small"
        className="wide-xs"
        label={t('filters.variants')}
        value={state.variants === null ? '' : String(state.variants)}
        onChange={(e) =>
          update({ variants: e.target.value === '' ? null : e.target.value === 'true' })
        }
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">{t('filters.any')}</option>
        <option value="true">{t('filters.withVariants')}</option>
        <option value="false">{t('filters.withoutVariants')}</option>
      </TextField>

      <FormControlLabel
        className="wide-xs"
        sx={{ minHeight: stacked ? 48 : 40, ml: 0 }}
        control={
          <Switch
            checked={state.inStock}
            onChange={() => update((current) => ({ inStock: !current.inStock }))}
          />
        }
        label={t('filters.inStock')}
      />

      <BoundField
        label={t('filters.stockMin')}
        value={state.stockMin}
        allowNegative
        decimals={6}
        onCommit={(v) => update({ stockMin: v }, { replace: true })}
      />
      <BoundField
        label={t('filters.stockMax')}
        value={state.stockMax}
        allowNegative
        decimals={6}
        onCommit={(v) => update({ stockMax: v }, { replace: true })}
        warning={stockInverted ? t('filters.minAboveMax') : null}
      />
      <BoundField
        label={t('filters.priceMin')}
        value={state.priceMin}
        allowNegative={false}
        decimals={2}
        onCommit={(v) => update({ priceMin: v }, { replace: true })}
      />
      <BoundField
        label={t('filters.priceMax')}
        value={state.priceMax}
        allowNegative={false}
        decimals={2}
        onCommit={(v) => update({ priceMax: v }, { replace: true })}
        warning={priceInverted ? t('filters.minAboveMax') : null}
      />

      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Button
          size="small"
          startIcon={<FilterAltOffIcon />}
          onClick={onClear}
          disabled={!filtered}
          sx={stacked ? { minHeight: 48 } : undefined}
        >
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
});
