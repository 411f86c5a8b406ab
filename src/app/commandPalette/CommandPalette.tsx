import { useState } from 'react';
import { lazyDefault } from '../../ui/lazyComponent';
import { moduleLoader } from '../../lib/moduleLoader';

/**
 * The dialog's chunk: PaletteLauncher.tsx loads it right after this module (ahead of need when
 * the pointer or the focus reaches the app bar's button, else at the first opening) and shows
 * the palette once both are here.
 */
export const loadDialog = moduleLoader(() => import('./CommandPaletteDialog'));
const CommandPaletteDialog = lazyDefault(loadDialog);

/** PaletteLauncher.tsx's stand-in box, which holds the focus and the keys while the palette loads. */
const EARLY_INPUT = 'palette-early';

interface Props {
  open: boolean;
  /** Counts the openings: each starts with an empty box (even while the last one is closing). */
  opening: number;
  onClose: () => void;
  onShortcuts: () => void;
}

/**
 * A step between the frame and the palette: the frame's lazy import of this small module lists
 * one chunk, where a direct import of the dialog would list (in every page's download) the
 * dozen chunks the dialog needs; this module's own import of the dialog lists them instead.
 * It has no Suspense of its own: the launcher's, showing the stand-in box, waits for the
 * dialog too, so the box keeps the focus and what is typed until the palette is there.
 */
export default function CommandPalette(props: Props) {
  // What the first opening's stand-in box holds, read while it is still on the page (this
  // component's first committed render replaces it; the dialog renders later, in a portal).
  const [early] = useState(() => ({
    opening: props.opening,
    text: (document.getElementById(EARLY_INPUT) as HTMLInputElement | null)?.value ?? '',
  }));
  return (
    <CommandPaletteDialog
      {...props}
      earlyText={early.opening === props.opening ? early.text : ''}
    />
  );
}
