import { createTheme } from '@mui/material/styles';

/** Standalone runs only: inside the shell, the shell's theme applies. */
export const devTheme = createTheme({
  palette: { primary: { main: '#4338ca' }, background: { default: '#f8fafc' } },
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
});
