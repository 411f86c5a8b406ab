// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
// The dialog's listing rule (the dialog is the registry's only reader).
import { listedShortcuts } from '../app/ShortcutsDialog';
import { HELP_KEYS, isTextEntry, matchesCombo, SAVE_KEYS, shortcutFor } from './shortcuts';
import type { ShortcutEntry, ShortcutSpec } from './shortcuts';

const press = (
  key: string,
  mods: Partial<{ ctrl: boolean; meta: boolean; alt: boolean; shift: boolean; code: string }> = {},
) => ({
  key,
  ...(mods.code === undefined ? {} : { code: mods.code }),
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

const entries = (...specs: ShortcutSpec[]): ShortcutEntry[] =>
  specs.map((spec, i) => ({ token: i + 1, spec }));

describe('matchesCombo', () => {
  it('reads Ctrl+S and ⌘S as save, not S alone nor Ctrl+Shift+S', () => {
    const save = SAVE_KEYS[0]!;
    expect(matchesCombo(press('s', { ctrl: true }), save)).toBe(true);
    expect(matchesCombo(press('S', { meta: true }), save)).toBe(true);
    expect(matchesCombo(press('s'), save)).toBe(false);
    expect(matchesCombo(press('S', { ctrl: true, shift: true }), save)).toBe(false);
    expect(matchesCombo(press('s', { ctrl: true, alt: true }), save)).toBe(false);
  });
  it('reads ? with or without Shift (keyboard layouts differ)', () => {
    expect(matchesCombo(press('?', { shift: true }), HELP_KEYS[0]!)).toBe(true);
    expect(matchesCombo(press('?'), HELP_KEYS[0]!)).toBe(true);
    expect(matchesCombo(press('/', { shift: false }), HELP_KEYS[0]!)).toBe(false);
  });
  it('matches a letter with Alt by its code (a Mac types another character)', () => {
    const combo = { key: 'd', code: 'KeyD', alt: true, shift: true };
    expect(matchesCombo(press('Î', { alt: true, shift: true, code: 'KeyD' }), combo)).toBe(true);
    expect(matchesCombo(press('d', { alt: true, code: 'KeyD' }), combo)).toBe(false);
  });
});

describe('shortcutFor', () => {
  const input = document.createElement('input');
  const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
  const button = document.createElement('button');
  const pageSave: ShortcutSpec = {
    id: 'save',
    keys: SAVE_KEYS,
    label: 'Save',
    inFields: true,
    run: vi.fn(),
  };
  const dialogSave: ShortcutSpec = { ...pageSave, run: vi.fn() };
  const help: ShortcutSpec = {
    id: 'help',
    keys: HELP_KEYS,
    label: 'Help',
    scope: 'global',
    run: vi.fn(),
  };

  it('runs the latest declared (a dialog over its page), skipping disabled ones', () => {
    const e = { ...press('s', { ctrl: true }), target: input };
    expect(shortcutFor(entries(pageSave, dialogSave), e)).toBe(dialogSave);
    expect(shortcutFor(entries(pageSave, { ...dialogSave, enabled: false }), e)).toBe(pageSave);
  });
  it('leaves ? to text fields but not to buttons or checkboxes', () => {
    expect(shortcutFor(entries(help), { ...press('?'), target: input })).toBeNull();
    expect(shortcutFor(entries(help), { ...press('?'), target: button })).toBe(help);
    expect(shortcutFor(entries(help), { ...press('?'), target: checkbox })).toBe(help);
  });
  it('binds nothing for a shortcut listed only (its component binds it)', () => {
    const listed: ShortcutSpec = {
      id: 'line',
      keys: [{ key: 'ArrowUp', alt: true, shift: true }],
      label: 'Up',
    };
    expect(
      shortcutFor(entries(listed), {
        ...press('ArrowUp', { alt: true, shift: true }),
        target: button,
      }),
    ).toBeNull();
  });
});

describe('listedShortcuts', () => {
  it('lists enabled shortcuts once per id, page and global apart', () => {
    const a: ShortcutSpec = { id: 'save', keys: SAVE_KEYS, label: 'Save' };
    const b: ShortcutSpec = { id: 'help', keys: HELP_KEYS, label: 'Help', scope: 'global' };
    const c: ShortcutSpec = { id: 'off', keys: HELP_KEYS, label: 'Off', enabled: false };
    expect(listedShortcuts(entries(a, b, { ...a, label: 'Save (dialog)' }, c))).toEqual({
      page: [a],
      global: [b],
    });
  });
});

describe('isTextEntry', () => {
  it('is true where typing goes', () => {
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(Object.assign(document.createElement('input'), { type: 'email' }))).toBe(
      true,
    );
    expect(isTextEntry(Object.assign(document.createElement('input'), { type: 'radio' }))).toBe(
      false,
    );
    expect(isTextEntry(document.body)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
