import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isMac, PALETTE_KEYS, useShortcut } from '../../hooks/shortcuts';
import { lazyDefault } from '../../ui/lazyComponent';
import { afterLoad, moduleLoader } from '../../lib/moduleLoader';
import { prefetch } from '../../lib/prefetch';

const loadPalette = moduleLoader(() => import('./CommandPalette'));
const CommandPalette = lazyDefault(loadPalette);
/** This step and the dialog's chunk: once both are here the palette draws without suspending. */
const loadPaletteAndDialog = moduleLoader(async () => {
  const palette = await loadPalette();
  await palette.loadDialog();
  return palette;
});

/** The stand-in box's id (CommandPaletteDialog.tsx reads it). */
const EARLY_INPUT = 'palette-early';

/**
 * Whether another modal dialog (or the phone's navigation drawer) is open, or still closing:
 * Ctrl+K then does nothing. MUI renders a closed dialog not at all (the console keeps none
 * mounted); the palette itself, closing, opens again.
 */
const modalOpen = (): boolean =>
  document.querySelector('[aria-modal]:not([data-palette])') !== null;

/**
 * The app bar's "Search" button and Ctrl+K (⌘K on a Mac), anywhere behind the key, even in a
 * text field, unless a dialog is open: both open the command palette, whose chunk (the dialog,
 * its ranking and its searches) loads at the first opening, or ahead of it when the pointer or
 * the focus reaches the button. `onShortcuts` opens the "Keyboard shortcuts" list (an action).
 */
export function PaletteLauncher({ onShortcuts }: { onShortcuts: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates; each opening starts afresh.
  const [openings, setOpenings] = useState(0);
  // What is typed while the palette's chunks load (the first opening) goes to a stand-in box
  // that holds the focus meanwhile (no key lands in the page's field); the palette starts with it.
  const standIn = (
    <input
      id={EARLY_INPUT}
      autoFocus
      aria-label={t('palette.open')}
      style={{ position: 'fixed', width: 1, opacity: 0 }}
    />
  );
  // Whether the palette's chunks are here: until then the stand-in box alone is shown (not
  // as a Suspense fallback, whose content React reveals only 300 ms later; see ui/lazyComponent.tsx).
  const [ready, setReady] = useState(() => loadPaletteAndDialog.loaded() !== undefined);
  const show = () => {
    setOpenings((n) => n + 1);
    setOpen(true);
    if (!ready) afterLoad(loadPaletteAndDialog, () => setReady(true));
  };
  useShortcut({
    id: 'palette',
    scope: 'global',
    keys: PALETTE_KEYS,
    label: t('palette.shortcut'),
    inFields: true,
    run: () => {
      if (open) setOpen(false);
      else if (!modalOpen()) show();
    },
  });
  const preload = () => prefetch(loadPaletteAndDialog);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        aria-label={t('palette.open')}
        aria-haspopup="dialog"
        // Ctrl+K and ⌘K both work everywhere (shortcuts.ts: `mod` is either).
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{
          minWidth: 0,
          flexShrink: 0,
          px: 1,
          gap: 1,
          textTransform: 'none',
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('palette.open')}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'inline' },
            font: '0.75rem monospace',
            px: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {isMac() ? '⌘K' : 'Ctrl K'}
        </Box>
      </Button>
      {openings > 0 && !ready && standIn}
      {openings > 0 && ready && (
        <Suspense fallback={standIn}>
          <CommandPalette
            open={open}
            opening={openings}
            onClose={() => setOpen(false)}
            onShortcuts={onShortcuts}
          />
        </Suspense>
      )}
    </>
  );
}
