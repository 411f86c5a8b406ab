import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import type { ReactNode } from 'react';

interface Props {
  /** The form's state in words ("Unsaved changes", "All changes saved"), announced politely; '' for none. */
  status: string;
  /** There are unsaved changes: the status stands out. */
  dirty: boolean;
  /** The submit button of the form the bar sits in. */
  submitLabel: string;
  /** Locked while a save runs (from the first click or Enter) or after it, until the page moves on. */
  submitDisabled?: boolean;
  /** A button that puts the form back (the caller asks first). */
  discard?: { label: string; onClick: () => void; disabled?: boolean };
  /** Above the buttons: what went wrong with the last save (<SubmitFeedback>). */
  children?: ReactNode;
}

/**
 * The sticky bar at the bottom of a long form: what went wrong with the last save, whether
 * there are unsaved changes, and the discard and submit buttons, always in reach.
 */
export function FormSaveBar({
  status,
  dirty,
  submitLabel,
  submitDisabled = false,
  discard,
  children,
}: Props) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        p: 2,
        display: 'grid',
        gap: 1.5,
      }}
    >
      {children}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}
      >
        <Typography
          aria-live="polite"
          color={dirty ? 'warning.main' : 'text.secondary'}
          sx={{ flex: '1 1 auto', fontWeight: 500 }}
        >
          {status}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: 1,
            ml: 'auto',
            maxWidth: '100%',
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          {discard && (
            <Button onClick={discard.onClick} disabled={discard.disabled}>
              {discard.label}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
