import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface ToggleGroupProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly ToggleOption<T>[];
  onChange: (value: T) => void;
  size?: 'small' | 'medium' | 'large';
}

// MUI's ToggleButtonGroup look: one outline, inner corners square, the shared border once.
const GROUP_SX = {
  display: 'inline-flex',
  borderRadius: 1,
  '& > .MuiToggleButton-root': { textTransform: 'none', py: 0.25, px: 1.25 },
  '& > .MuiToggleButton-root:not(:last-of-type)': {
    borderTopRightRadius: 0,
    borderBottomRightRadius: 0,
  },
  '& > .MuiToggleButton-root:not(:first-of-type)': {
    marginLeft: '-1px',
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  '& > .Mui-selected + .Mui-selected': { borderLeft: 0, marginLeft: 0 },
  '& > .Mui-focusVisible': { zIndex: 1 },
} as const;

const KEYS: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * One of a few choices as pressed buttons (MUI's ToggleButtons, `exclusive`): a group named by
 * `label`, each button `aria-pressed`, one tab stop (the chosen one, or the last one focused)
 * and the arrow keys, Home and End moving the focus between them, as MUI's ToggleButtonGroup.
 *
 * Not MUI's ToggleButtonGroup itself: in MUI 9 each of its buttons registers with the group
 * from its ref, while React commits, and that state update is rendered and committed at once,
 * in the same task, with every effect of the page waiting to run (order entry's first paint drew
 * itself twice in one long task, ~70-110 ms at 4x CPU). Here the tab stop follows the value and
 * the focus, both known when rendering, so a first paint is one commit.
 */
export function ToggleGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  size = 'small',
}: ToggleGroupProps<T>) {
  // The button last focused keeps the tab stop (set on focus, an event: never while committing).
  const [focused, setFocused] = useState<T | null>(null);
  const stop = options.some((o) => o.value === focused)
    ? focused
    : options.some((o) => o.value === value)
      ? value
      : options[0]?.value;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const move = KEYS[e.key];
    if (!move || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button')];
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    e.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  };
  return (
    <Box
      role="group"
      aria-label={label}
      className="MuiToggleButtonGroup-root"
      onKeyDown={onKeyDown}
      sx={GROUP_SX}
    >
      {options.map((o) => (
        <ToggleButton
          key={o.value}
          value={o.value}
          size={size}
          selected={o.value === value}
          tabIndex={o.value === stop ? 0 : -1}
          onFocus={() => setFocused(o.value)}
          // Exclusive, and never none: pressing the chosen one keeps it.
          onChange={() => {
            if (o.value !== value) onChange(o.value);
          }}
        >
          {o.label}
        </ToggleButton>
      ))}
    </Box>
  );
}
