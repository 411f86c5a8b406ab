import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
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

const GRID_BASE_SX = {
  display: 'grid',
  gap: 2,
  '& > .wide-xs': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
  alignItems: 'start',
} as const;
// On a phone the selects take a row each, the range bounds sit side by side.
const GRID_SX = {
  ...GRID_BASE_SX,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;
const STACKED_GRID_SX = { ...GRID_BASE_SX, gridTemplateColumns: 'minmax(0, 1fr)' } as const;
const CLEAR_ROW_SX = {
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  mt: -1,
} as const;

/** The grid's fields without a helper line: category, status, variants, in stock. */
const PLAIN_FIELDS = 4;
/** The range bounds (NumberField), each with its helper line always there. */
const BOUND_FIELDS = 4;
/** A small outlined field's height (MUI: a 23 px line and 8.5 px above and below). */
const FIELD_HEIGHT = 40;
/** "Clear filters", a small text button: a 13 px font at line height 1.75 and 4 px above and below. */
const CLEAR_BUTTON_HEIGHT = 30.75;

/**
 * The space the side-by-side filters take, held while they are drawn: the product list paints
 * its rows first and the fields a moment later (FilterPanel in ProductSearchPage), and nothing
 * moves when they come. The same grid: per field a cell of its height (the bounds' helper line
 * is MUI's own, empty, as NumberField draws it) and the row of "Clear filters". e2e
 * `renderAsYouFetch.spec.ts` checks that nothing on the page shifts.
 */
export function ProductFiltersPlaceholder() {
  return (
    <Box sx={GRID_SX} data-filters-placeholder="" aria-hidden>
      {Array.from({ length: PLAIN_FIELDS }, (_, i) => (
        <Box key={i} sx={{ height: FIELD_HEIGHT }} />
      ))}
      {Array.from({ length: BOUND_FIELDS }, (_, i) => (
        <div key={i}>
          <Box sx={{ height: FIELD_HEIGHT }} />
          <FormHelperText> </FormHelperText>
        </div>
      ))}
      <Box sx={{ ...CLEAR_ROW_SX, height: CLEAR_BUTTON_HEIGHT }} />
    </Box>
  );
}

const invertedRanges = (s: SearchFilters) => ({
  stockInverted: s.stockMin !== null && s.stockMax !== null && s.stockMin > s.stockMax,
  priceInverted: s.priceMin !== null && s.priceMax !== null && s.priceMin > s.priceMax,
});

/** Whether a range is the wrong way round (its maximum then carries a warning). */
export function rangeInverted(filters: SearchFilters): boolean {
  const { stockInverted, priceInverted } = invertedRanges(filters);
  return stockInverted || priceInverted;
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
