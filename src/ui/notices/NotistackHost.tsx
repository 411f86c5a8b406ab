import GlobalStyles from '@mui/material/GlobalStyles';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachNoticeHost } from './notices';

/** notistack's default greens and ambers under white text miss WCAG AA; these pass (>= 4.5:1). */
const snackbarColours = {
  '.notistack-MuiContent-success': { backgroundColor: '#1b5e20 !important' },
  '.notistack-MuiContent-error': { backgroundColor: '#b71c1c !important' },
  '.notistack-MuiContent-warning': { backgroundColor: '#7a4100 !important' },
  '.notistack-MuiContent-info': { backgroundColor: '#0d47a1 !important' },
};

/** notistack's provider and its colours: the lazy half of the notice host (see notices.ts). */
export default function NotistackHost() {
  useEffect(() => attachNoticeHost({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <GlobalStyles styles={snackbarColours} />
    </SnackbarProvider>
  );
}
