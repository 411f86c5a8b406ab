import type { ThemeOptions } from '@mui/material/styles';
import { formatNumber } from '../lib/format';
import type { AppLanguage } from '../lib/format';

type PageLabel = 'first' | 'last' | 'next' | 'previous';

/** MUI's texts in one language: both languages have every one of them (the type says so). */
interface MuiTexts {
  expandPath: string;
  page: Record<PageLabel, string>;
  rowsPerPage: string;
  rows: (from: string, to: string, count: string | null) => string;
  clear: string;
  close: string;
  loading: string;
  noOptions: string;
  open: string;
}

const texts: Record<AppLanguage, MuiTexts> = {
  en: {
    expandPath: 'Show path',
    page: {
      first: 'Go to first page',
      last: 'Go to last page',
      next: 'Go to next page',
      previous: 'Go to previous page',
    },
    rowsPerPage: 'Rows per page:',
    rows: (from, to, count) => `${from}–${to} of ${count ?? `more than ${to}`}`,
    clear: 'Clear',
    close: 'Close',
    loading: 'Loading…',
    noOptions: 'No options',
    open: 'Open',
  },
  es: {
    expandPath: 'Mostrar ruta',
    page: {
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
    },
    rowsPerPage: 'Filas por página:',
    rows: (from, to, count) => `${from}–${to} de ${count ?? `más de ${to}`}`,
    clear: 'Limpiar',
    close: 'Cerrar',
    loading: 'Cargando…',
    noOptions: 'Sin opciones',
    open: 'Abrir',
  },
};

/**
 * The texts MUI's own parts carry (the pagination's labels, the Autocomplete's buttons, the
 * Alert's close button), in the console's two languages, for `createTheme`. In place of
 * `@mui/material/locale`'s esES: its module builds an `Intl.NumberFormat('es-ES')` as it is
 * evaluated, which cost ~15 ms of main-thread CPU on every cold load, in either language (V8 loads
 * that locale's data for it), for a locale the console does not show: its Spanish is es-CO, whose
 * numbers group thousands as the rest of the console does (`lib/format.ts`, built when first used).
 */
export function muiTexts(language: AppLanguage): ThemeOptions {
  const t = texts[language];
  const n = (value: number) => formatNumber(value, language, 0);
  return {
    components: {
      MuiBreadcrumbs: { defaultProps: { expandText: t.expandPath } },
      MuiTablePagination: {
        defaultProps: {
          getItemAriaLabel: (type: PageLabel) => t.page[type],
          labelRowsPerPage: t.rowsPerPage,
          labelDisplayedRows: ({ from, to, count }) =>
            t.rows(n(from), n(to), count === -1 ? null : n(count)),
        },
      },
      MuiAutocomplete: {
        defaultProps: {
          clearText: t.clear,
          closeText: t.close,
          loadingText: t.loading,
          noOptionsText: t.noOptions,
          openText: t.open,
        },
      },
      MuiAlert: { defaultProps: { closeText: t.close } },
    },
  };
}
