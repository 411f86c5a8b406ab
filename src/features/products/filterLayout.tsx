import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { ProductSearchState, SearchFilters } from './searchParams';

/**
 * The product list's filter panel as the page draws it before the fields' own chunk
 * (ProductFilters.tsx) is here: their grid, the space they hold, and what the page and the
 * handheld's filters need of them without their code.
 */

/**
 * Changes the search. `patch` may be a function of the newest state: a change made before the
 * previous one reached the URL (two quick clicks) then builds on it instead of undoing it.
 */
export type UpdateSearch = (
  patch:
    Partial<ProductSearchState> | ((current: ProductSearchState) => Partial<ProductSearchState>),
  options?: { replace?: boolean },
) => void;

const GRID_BASE_SX = {
  display: 'grid',
  gap: 2,
  '& > .wide-xs': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
  alignItems: 'start',
} as const;
// On a phone the selects take a row each, the range bounds sit side by side.
export const GRID_SX = {
  ...GRID_BASE_SX,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;
export const STACKED_GRID_SX = { ...GRID_BASE_SX, gridTemplateColumns: 'minmax(0, 1fr)' } as const;
export const CLEAR_ROW_SX = {
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
 * its rows first and the fields once the page has painted and their chunk has come
 * (FilterPanel in ProductSearchPage), and nothing moves when they come. The same grid: per field
 * a cell of its height (the bounds' helper line is MUI's own, empty, as NumberField draws it: a
 * range's warning keeps to that one line) and the row of "Clear filters". e2e
 * `renderAsYouFetch.spec.ts` checks that nothing on the page shifts, and that the placeholder
 * and the fields are the same height when the fields come after the rows.
 */
export function ProductFiltersPlaceholder() {
  return (
    <Box sx={GRID_SX} data-filters-placeholder="" aria-hidden>
      {Array.from({ length: PLAIN_FIELDS }, (_, i) => (
        <Box key={i} sx={{ height: FIELD_HEIGHT }} />
      ))}
      {Array.from({ length: BOUND_FIELDS }, (_, i) => (
        // A small field's FormControl, so that the helper line has the field's own margin
        // (a bare FormHelperText's is 1 px less: everything below moved by 1 px when the
        // fields came in, which a layout shift caught when the list had painted first).
        <FormControl key={i} size="small" fullWidth>
          <Box sx={{ height: FIELD_HEIGHT }} />
          <FormHelperText> </FormHelperText>
        </FormControl>
      ))}
      <Box sx={{ ...CLEAR_ROW_SX, height: CLEAR_BUTTON_HEIGHT }} />
    </Box>
  );
}

/** Which range is the wrong way round (its maximum then carries a warning). */
export const invertedRanges = (s: SearchFilters) => ({
  stockInverted: s.stockMin !== null && s.stockMax !== null && s.stockMin > s.stockMax,
  priceInverted: s.priceMin !== null && s.priceMax !== null && s.priceMin > s.priceMax,
});
