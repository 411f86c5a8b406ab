import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { TextField } from '../../ui/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from '../../i18n/i18n';
import type { RefObject } from 'react';
import type { BoardStatus } from './statusCatalog';

/** The column a handheld shows: the one asked for when it exists, else the first. */
export function shownColumn(
  columns: readonly BoardStatus[],
  statusId: string | null,
): BoardStatus | undefined {
  return columns.find((c) => c.id === statusId) ?? columns[0];
}

const BUTTON_SX = { width: 48, height: 48, flex: '0 0 auto' } as const;

interface Props {
  columns: readonly BoardStatus[];
  /** Shipments in each column (as the filter leaves them). */
  counts: ReadonlyMap<string, number>;
  value: string;
  onChange: (statusId: string) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

/**
 * A handheld's status switcher (below 600 px the board shows one column at a time): the
 * device's own picker (a native select) listing every status with its count, and previous/next
 * buttons; every status is one or two taps away, none needs a sideways swipe.
 */
export function BoardStatusSwitcher({ columns, counts, value, onChange, selectRef }: Props) {
  const { t } = useTranslation('shipments');
  const at = columns.findIndex((c) => c.id === value);
  const previous = at > 0 ? columns[at - 1] : undefined;
  const next = at >= 0 && at < columns.length - 1 ? columns[at + 1] : undefined;
  const color = columns[at]?.color;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
      <IconButton
        aria-label={t('handheld.previous')}
        disabled={!previous}
        onClick={() => previous && onChange(previous.id)}
        sx={BUTTON_SX}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        fullWidth
        label={t('handheld.switcher')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{
          htmlInput: { ref: selectRef, 'data-status-switcher': '' },
        }}
        sx={{
          minWidth: 0,
          // the status's colour along the field's left edge, as on the column's top
          '& .MuiOutlinedInput-root': { boxShadow: color ? `inset 6px 0 0 ${color}` : undefined },
          '& select': { minHeight: 24, py: 1.5 },
        }}
      >
        {columns.map((c) => (
          <option key={c.id} value={c.id}>
            {t(c.active ? 'handheld.option' : 'handheld.optionInactive', {
              name: c.name,
              count: counts.get(c.id) ?? 0,
            })}
          </option>
        ))}
      </TextField>
      <IconButton
        aria-label={t('handheld.next')}
        disabled={!next}
        onClick={() => next && onChange(next.id)}
        sx={BUTTON_SX}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
