import { useEffect, useLayoutEffect, useRef } from 'react';

/*
 * The keyboard shortcuts of the signed-in console, in one registry: a page (or a component of
 * it) declares a shortcut with `useShortcut`, and that one declaration both binds the keys and
 * lists them in the "Keyboard shortcuts" dialog (`?`), so the list cannot drift from what is
 * bound. A shortcut with `run` is bound here, on the document (src/app/ShortcutHost.tsx); one
 * without `run` is bound by the component that declares it (e.g. an order line's own keys,
 * through `matchesCombo` and the same combos), and is only listed.
 */

/** One key with its modifiers. `mod` is Ctrl, or ⌘ on a Mac. */
export interface KeyCombo {
  /** `KeyboardEvent.key` (letters in lower case): 's', '?', 'ArrowUp'. */
  key: string;
  /** `KeyboardEvent.code` that also matches (a letter with Alt gives another `key` on a Mac). */
  code?: string;
  mod?: boolean;
  alt?: boolean;
  /** Unset: Shift either way (e.g. `?`, which some layouts type with Shift and some without). */
  shift?: boolean;
}

export interface ShortcutSpec {
  /** Declarations with the same id are listed once (e.g. "save" of a page and of its dialog). */
  id: string;
  /** Alternatives: any of them runs the shortcut. */
  keys: readonly KeyCombo[];
  /** What it does, translated. */
  label: string;
  /** 'global': works on every page (listed apart). Default 'page'. */
  scope?: 'page' | 'global';
  /** Where on the page it works, translated ("In an order line"), when not anywhere. */
  where?: string;
  /** Bound on the document when given; otherwise the declaring component binds the keys. */
  run?: (event: KeyboardEvent) => void;
  /** Also while typing in a text field (Ctrl+S does; `?` does not). */
  inFields?: boolean;
  /** Off: neither bound nor listed. Default true. */
  enabled?: boolean;
}

export interface ShortcutEntry {
  token: number;
  spec: ShortcutSpec;
}

type Listener = () => void;

/** The registry: entries in the order they were declared (a dialog's after its page's). */
class ShortcutRegistry {
  private entries: ShortcutEntry[] = [];
  private listeners = new Set<Listener>();
  private next = 1;

  register(spec: ShortcutSpec): number {
    const token = this.next++;
    this.entries = [...this.entries, { token, spec }];
    this.emit();
    return token;
  }

  update(token: number, spec: ShortcutSpec): void {
    if (!this.entries.some((e) => e.token === token)) return;
    this.entries = this.entries.map((e) => (e.token === token ? { token, spec } : e));
    this.emit();
  }

  unregister(token: number): void {
    this.entries = this.entries.filter((e) => e.token !== token);
    this.emit();
  }

  getEntries = (): readonly ShortcutEntry[] => this.entries;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

export const shortcutRegistry = new ShortcutRegistry();

export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function matchesCombo(e: KeyPress, combo: KeyCombo): boolean {
  if (Boolean(combo.mod) !== (e.ctrlKey || e.metaKey)) return false;
  if (Boolean(combo.alt) !== e.altKey) return false;
  if (combo.shift !== undefined && combo.shift !== e.shiftKey) return false;
  if (combo.code !== undefined && e.code === combo.code) return true;
  return e.key.length === 1 ? e.key.toLowerCase() === combo.key.toLowerCase() : e.key === combo.key;
}

/** Whether the focus is where typing text goes (a `?` there is a character, not a shortcut). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true;
  if (target.tagName !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return ![
    'checkbox',
    'radio',
    'button',
    'submit',
    'reset',
    'range',
    'color',
    'file',
    'image',
  ].includes(type);
}

export const isEnabled = (spec: ShortcutSpec) => spec.enabled !== false;

/**
 * The shortcut a key press runs: of the enabled, bound shortcuts that match, the one declared
 * last (a dialog's save before its page's).
 */
export function shortcutFor(
  entries: readonly ShortcutEntry[],
  e: KeyPress & { target: EventTarget | null },
): ShortcutSpec | null {
  const typing = isTextEntry(e.target);
  for (let i = entries.length - 1; i >= 0; i--) {
    const spec = entries[i]?.spec;
    if (!spec || !isEnabled(spec) || !spec.run) continue;
    if (typing && !spec.inFields) continue;
    if (spec.keys.some((k) => matchesCombo(e, k))) return spec;
  }
  return null;
}

/**
 * Declares a shortcut while the calling component is mounted. `run` may change at every render
 * (the latest one runs); the listing follows label, where and enabled (keys are constants).
 */
export function useShortcut(spec: ShortcutSpec): void {
  const latest = useRef(spec);
  const token = useRef(0);
  useLayoutEffect(() => {
    latest.current = spec;
  });
  const bound = spec.run !== undefined;
  const current = (): ShortcutSpec => {
    const { run: _run, ...rest } = latest.current;
    return bound ? { ...rest, run: (e: KeyboardEvent) => latest.current.run?.(e) } : rest;
  };
  useEffect(() => {
    const t = (token.current = shortcutRegistry.register(current()));
    return () => shortcutRegistry.unregister(t);
    // Registered once per mount (its place in the list stays); changes go through update below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    shortcutRegistry.update(token.current, current());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spec.id, spec.label, spec.where, spec.scope, spec.inFields, spec.enabled, bound]);
}

/** Ctrl+S (⌘S on a Mac). */
export const SAVE_KEYS: readonly KeyCombo[] = [{ key: 's', code: 'KeyS', mod: true, shift: false }];
/** `?` */
export const HELP_KEYS: readonly KeyCombo[] = [{ key: '?' }];
/** Ctrl+K (⌘K on a Mac): the command palette, also from a text field. */
export const PALETTE_KEYS: readonly KeyCombo[] = [
  { key: 'k', code: 'KeyK', mod: true, shift: false },
];

/** Whether this computer is a Mac (or an iPhone or iPad): its `mod` key is ⌘. */
export function isMac(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad/i.test(nav.userAgentData?.platform ?? nav.platform);
}
