import { describe, expect, it } from 'vitest';
import { muiTexts } from './muiLocale';

type Labels = {
  labelDisplayedRows: (p: { from: number; to: number; count: number; page: number }) => string;
  getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => string;
};

const pagination = (language: 'en' | 'es') =>
  muiTexts(language).components?.MuiTablePagination?.defaultProps as unknown as Labels;

describe('muiTexts', () => {
  it("shows the pagination's numbers the console's way in each language", () => {
    expect(
      pagination('es').labelDisplayedRows({ from: 1001, to: 1025, count: 12345, page: 40 }),
    ).toBe('1.001–1.025 de 12.345');
    expect(
      pagination('en').labelDisplayedRows({ from: 1001, to: 1025, count: 12345, page: 40 }),
    ).toBe('1,001–1,025 of 12,345');
    expect(pagination('es').labelDisplayedRows({ from: 1, to: 25, count: -1, page: 0 })).toBe(
      '1–25 de más de 25',
    );
  });

  it("names MUI's own buttons in Spanish", () => {
    expect(pagination('es').getItemAriaLabel('next')).toBe('Ir a la página siguiente');
    const autocomplete = muiTexts('es').components?.MuiAutocomplete?.defaultProps;
    expect(autocomplete).toMatchObject({
      openText: 'Abrir',
      closeText: 'Cerrar',
      clearText: 'Limpiar',
    });
    expect(muiTexts('en').components?.MuiAlert?.defaultProps).toEqual({ closeText: 'Close' });
  });
});
