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
import { CLEAR_ROW_SX, GRID_SX, invertedRanges, STACKED_GRID_SX } from './filterLayout';
import type { UpdateSearch } from './filterLayout';
import type { SearchFilters } from './searchParams';

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
  const commitNow = (v: number | null) => {
    noteCommit(v);
    onCommit(v);
  };
  const commit = useEffectEvent(commitNow);
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
      // Leaving the field commits it at once: the panel closed or the dialog left right after
      // typing (the pause not yet over) keeps the bound.
      onBlur={() => {
        if (pending) commitNow(parsed);
      }}
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
  const { stockInverted, priceInverted } = invertedRanges(state);

  return (
    <Box sx={stacked ? STACKED_GRID_SX : GRID_SX} data-filters="">
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

      <Box sx={CLEAR_ROW_SX}>
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
