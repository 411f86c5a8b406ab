import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { memo, useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { PRODUCT_STATUSES } from '../../api/schemas/product';
import type { ProductStatus } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { entryNumber, entryProblem, fieldMessage, numberToEntry } from '../../ui/formFields';
import { NumberField } from '../../ui/NumberField';
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
  const categoriesLabelId = useId();
  const nameOf = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
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
      <FormControl size="small" fullWidth className="wide-xs">
        <InputLabel id={categoriesLabelId} shrink>
          {t('filters.categories')}
        </InputLabel>
        <Select<string[]>
          labelId={categoriesLabelId}
          multiple
          displayEmpty
          value={state.categories}
          onChange={(e) => {
            const v = e.target.value;
            const chosen = typeof v === 'string' ? v.split(',') : v;
            // The ids this click turned on or off, applied to the newest choice.
            const toggled = new Set(
              [...chosen, ...state.categories].filter(
                (id) => chosen.includes(id) !== state.categories.includes(id),
              ),
            );
            update((current) => ({
              categories: [
                ...current.categories.filter((id) => !toggled.has(id)),
                ...[...toggled].filter((id) => !current.categories.includes(id)),
              ],
            }));
          }}
          input={<OutlinedInput notched label={t('filters.categories')} />}
          renderValue={(selected) =>
            selected.length === 0 ? t('filters.allCategories') : selected.map(nameOf).join(', ')
          }
        >
          {categories.map((c) => {
            const checked = state.categories.includes(c.id);
            return (
              <MenuItem key={c.id} value={c.id}>
                <ListItemIcon>
                  {checked ? (
                    <CheckBoxIcon fontSize="small" color="primary" />
                  ) : (
                    <CheckBoxOutlineBlankIcon fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText primary={c.name} />
              </MenuItem>
            );
          })}
        </Select>
      </FormControl>

      <TextField
        select
        size="small"
        className="wide-xs"
        label={t('filters.status')}
        value={state.status ?? ''}
        onChange={(e) =>
          update({ status: e.target.value === '' ? null : (e.target.value as ProductStatus) })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.anyStatus')}</MenuItem>
        {PRODUCT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
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
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.any')}</MenuItem>
        <MenuItem value="true">{t('filters.withVariants')}</MenuItem>
        <MenuItem value="false">{t('filters.withoutVariants')}</MenuItem>
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
