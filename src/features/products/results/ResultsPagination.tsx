import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/i18n';

/*
 * The results' footer: rows per page, the range shown ("1–25 of 20,000") and previous/next.
 * Plain icon buttons with an accessible name and no tooltip (the DataGrid's pagination
 * tooltip forced a layout at every hover); every control at least 44 px for touch (48 on phones).
 */

const ROOT_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: 2,
  rowGap: 0.5,
  px: { xs: 1, sm: 2 },
  py: 0.5,
  borderTop: 1,
  borderColor: 'divider',
  minHeight: 52,
} as const;
const SELECT_SX = {
  typography: 'body2',
  '& .MuiNativeSelect-select.MuiInputBase-input': {
    minHeight: { xs: 48, sm: 44 },
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    py: 0,
    pl: 1,
  },
} as const;
const BUTTON_SX = { width: { xs: 48, sm: 44 }, height: { xs: 48, sm: 44 } } as const;

interface Props {
  pageSize: number;
  pageSizes: readonly number[];
  /** "1–25 of 20,000"; empty while the first answer loads. */
  range: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}

export function ResultsPagination(props: Props) {
  const { pageSize, pageSizes, range, hasPrevious, hasNext, onPrevious, onNext, onPageSize } =
    props;
  const { t } = useTranslation('products');
  const selectId = useId();
  return (
    <Box sx={ROOT_SX}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="label" htmlFor={selectId}>
          {t('grid.rowsPerPage')}
        </Typography>
        {/* The browser's own select: MUI's sets state from a ref as it is first drawn, which
            made the list's first paint wait for a second render (see ui/Tip.tsx). */}
        <NativeSelect
          name="pageSize"
          value={pageSize}
          onChange={(e) => {
            // One of the options' own values, never typed text.
            const size = pageSizes.find((n) => String(n) === e.target.value);
            if (size !== undefined) onPageSize(size);
          }}
          input={<InputBase />}
          inputProps={{ id: selectId }}
          sx={SELECT_SX}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span" sx={{ minWidth: '8ch', textAlign: 'right' }}>
          {range}
        </Typography>
        <IconButton
          aria-label={t('grid.previousPage')}
          disabled={!hasPrevious}
          onClick={onPrevious}
          sx={BUTTON_SX}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('grid.nextPage')}
          disabled={!hasNext}
          onClick={onNext}
          sx={BUTTON_SX}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
