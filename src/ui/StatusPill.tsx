import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type PillColor = 'success' | 'warning' | 'error' | 'info';

interface Props {
  label: string;
  color: PillColor;
  size?: 'small' | 'medium';
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/** MUI's way of merging a caller's `sx` (an object, a function or a list of them) into a list. */
function isSxList(
  sx: SxProps<Theme> | undefined,
): sx is Extract<SxProps<Theme>, readonly unknown[]> {
  return Array.isArray(sx);
}

/**
 * A status or environment label that does nothing when clicked: the look of MUI's filled Chip
 * (same palette colours, so the same contrast) without its code, which the key screen's first
 * load does not need (Chip brings ButtonBase behaviour, a delete icon and ripples).
 */
/** A pill's height by size (px): what a placeholder for one reserves. */
export const STATUS_PILL_HEIGHT = { small: 24, medium: 32 } as const;

export function StatusPill({ label, color, size = 'medium', sx, ...rest }: Props) {
  const small = size === 'small';
  return (
    <Box
      component="span"
      aria-label={rest['aria-label']}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: STATUS_PILL_HEIGHT[size],
          px: small ? 1 : 1.5,
          borderRadius: 4,
          fontSize: '0.8125rem',
          lineHeight: 1,
          whiteSpace: 'nowrap',
          bgcolor: `${color}.main`,
          color: `${color}.contrastText`,
        },
        ...(sx === undefined ? [] : isSxList(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
