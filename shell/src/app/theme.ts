import { alpha, createTheme } from '@mui/material/styles';

// System fonts only: no web-font download on the critical path.
const fontFamily = [
  'Inter',
  'ui-sans-serif',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const indigo = { light: '#818cf8', main: '#4f46e5', dark: '#3730a3' };

/** The one focus ring: what a keyboard has reached is outlined, on every control and link alike. */
const focusRing = { outline: `3px solid ${indigo.main}`, outlineOffset: 2 };
const slate = { 50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 500: '#64748b', 600: '#475569', 900: '#0f172a' };

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { ...indigo, contrastText: '#ffffff' },
    secondary: { light: '#38bdf8', main: '#0284c7', dark: '#075985', contrastText: '#ffffff' },
    background: { default: slate[50], paper: '#ffffff' },
    text: { primary: slate[900], secondary: slate[600] },
    divider: slate[200],
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A long word (an e-mail address, a URL in a course title) wraps instead of widening the page on a phone.
    MuiCssBaseline: {
      styleOverrides: {
        // A field focused or a link followed to an anchor stops below the fixed top bar (56 px on a phone, 64 beyond).
        html: { scrollPaddingTop: 80 },
        body: { overflowWrap: 'break-word' },
        // Plain links and fields drawn by pages (the site pages' HTML) get the same ring as MUI's controls.
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
      },
    },
    // MUI marks keyboard focus on every button-like control (buttons, list items, tabs, chips, toggles) with this class.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 16 } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${slate[200]}`,
          boxShadow: `0 1px 2px ${alpha(slate[900], 0.04)}, 0 4px 16px ${alpha(slate[900], 0.04)}`,
        },
      },
    },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
