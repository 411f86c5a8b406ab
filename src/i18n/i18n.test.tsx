// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, registerTranslations, useTranslation } from './i18n';

registerTranslations('i18nTest', {
  en: { greeting: 'Hello {{name}}', keys: { save: 'Store' } },
  es: { greeting: 'Hola {{name}}', keys: { save: 'Almacenar' } },
});

function Greeting() {
  // a namespace of this test only: the typed keys know it not, so `t` is taken as plain
  const { t, i18n: shown } = useTranslation('i18nTest' as 'common');
  const plain = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (
    <p>
      {shown.language}: {plain('greeting', { name: 'Ana' })} / {plain('keys.save')} /{' '}
      {plain('actions.cancel')}
    </p>
  );
}

afterEach(() => {
  initI18n('en');
});

describe('useTranslation', () => {
  it('draws in the language set, and again when it changes', () => {
    initI18n('es');
    render(<Greeting />);
    expect(screen.getByText('es: Hola Ana / Almacenar / Cancelar')).toBeInTheDocument();
    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('en: Hello Ana / Store / Cancel')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es'); // initI18n and applyLanguage set it, not changeLanguage
  });

  it('gives the same t while the language stays, and another when it changes', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation('products').t);
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    act(() => i18n.changeLanguage('es'));
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
  });

  it('keeps a namespace registered twice as first registered', () => {
    registerTranslations('i18nTest', { en: { greeting: 'Other' }, es: { greeting: 'Otro' } });
    render(<Greeting />);
    expect(screen.getByText('en: Hello Ana / Store / Cancel')).toBeInTheDocument();
  });

  it('adds a part of a namespace to it, section by section, as the part arrives', () => {
    registerTranslations('i18nTest', {
      en: { keys: { open: 'Open' }, later: 'Later' },
      es: { keys: { open: 'Abrir' }, later: 'Luego' },
    });
    function Part() {
      const { t } = useTranslation('i18nTest' as 'common');
      const plain = t as unknown as (key: string) => string;
      return (
        <p>
          {plain('keys.save')} / {plain('keys.open')} / {plain('later')}
        </p>
      );
    }
    initI18n('es');
    render(<Part />);
    expect(screen.getByText('Almacenar / Abrir / Luego')).toBeInTheDocument();
  });
});
