import { createTheme } from '@mui/material/styles';
import type { AppLanguage } from '../lib/format';
import { muiTexts } from './muiLocale';

/** One theme, light and dark schemes, switched with MUI's useColorScheme (remembered by MUI). */
export function buildTheme(language: AppLanguage) {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: {
        light: {
          palette: {
            // Text on a contained button is chosen for WCAG AA (4.5:1), not MUI's default 3:1.
            contrastThreshold: 4.5,
            primary: { main: '#1d4ed8' },
            secondary: { main: '#0f766e' },
            background: { default: '#f5f7fb', paper: '#ffffff' },
          },
        },
        dark: {
          palette: {
            contrastThreshold: 4.5,
            primary: { main: '#8ab4ff' },
            secondary: { main: '#5eead4' },
            // MUI's dark red (#f44336) under white text is 3.7:1: a lighter red under dark text
            // is 8.3:1 (a destructive "Leave" / "Discard draft"), and 6.7:1 as text on paper.
            error: { main: '#ff7b72', contrastText: 'rgba(0, 0, 0, 0.87)' },
            background: { default: '#0f1420', paper: '#161c2b' },
          },
        },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily:
          'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 650 },
        h2: { fontSize: '1.3rem', fontWeight: 600 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
      },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
        },
        MuiTextField: { defaultProps: { size: 'small' } },
        // MUI's input draws a global style of its own for the autofill keyframes, one <style> per
        // field (the product list's filters: 11). Its documented option for pages with many
        // fields: the keyframes once, with the baseline below, and the field's own animation
        // (how MUI sees that the browser autofilled it, so that the label moves up) kept here.
        MuiInputBase: {
          defaultProps: { disableInjectingGlobalStyles: true },
          styleOverrides: {
            input: {
              animationName: 'mui-auto-fill-cancel',
              animationDuration: '10ms',
              '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
            },
          },
        },
        MuiCssBaseline: {
          styleOverrides: {
            '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
            '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
          },
        },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { root: { backgroundImage: 'none' } },
        },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': {
                outline: '3px solid var(--mui-palette-primary-main)',
                outlineOffset: 2,
              },
            },
          },
        },
      },
    },
    muiTexts(language),
  );
}

/** Colour of the environment label: production never looks like the sandbox. */
export function environmentColor(label: string): 'error' | 'warning' | 'success' | 'info' {
  const l = label.toLowerCase();
  if (/\bprod/.test(l)) return 'error';
  if (/stag|pre|uat|qa/.test(l)) return 'warning';
  if (/sandbox|dev|local|test|demo/.test(l)) return 'success';
  return 'info';
}
