import { createTheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme';

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

const indigo = { 300: '#a5b4fc', 400: '#818cf8', 500: '#6366f1', 600: '#4f46e5', 800: '#3730a3' };
const sky = { 300: '#7dd3fc', 400: '#38bdf8', 600: '#0284c7', 700: '#0369a1', 800: '#075985', 900: '#0c4a6e' };
// A filled control writes its colour's contrastText on its main colour, at WCAG AA's 4.5:1 (theme.test.ts). MUI's own
// dark red (#f44336), light orange (#ed6c02) and light blue (#0288d1) carry white text at 3.1 to 3.9:1: the dark
// scheme's red is a lighter one under dark text (a badge's count, a contained Delete button), the light scheme's amber
// and blue are darker ones under white.
const red = { 300: '#fca5a5', 400: '#f87171', 500: '#ef4444' };
const amber = { 500: '#f59e0b', 700: '#b45309', 800: '#92400e' };
const blue = { 500: '#3b82f6', 700: '#1d4ed8', 800: '#1e40af' };
const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#020617',
};

/**
 * The one focus ring: what a keyboard has reached is outlined, on every control and link alike, in the scheme's primary
 * colour (the light scheme's indigo would not stand out on the dark background).
 */
const focusRing = { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 };

/**
 * Light and dark, both written into the page as CSS variables: the server's HTML carries both palettes, and the
 * attribute on <html> (set before the first paint, see color-scheme.ts) picks one. Components read the variables
 * (`theme.vars`, or sx's 'background.paper'), never a scheme's raw colours, so a server render fits either scheme.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { light: indigo[400], main: indigo[600], dark: indigo[800], contrastText: '#ffffff' },
        secondary: { light: sky[600], main: sky[700], dark: sky[900], contrastText: '#ffffff' },
        warning: { light: amber[500], main: amber[700], dark: amber[800], contrastText: '#ffffff' },
        info: { light: blue[500], main: blue[700], dark: blue[800], contrastText: '#ffffff' },
        background: { default: slate[50], paper: '#ffffff' },
        text: { primary: slate[900], secondary: slate[600] },
        divider: slate[200],
      },
    },
    dark: {
      palette: {
        primary: { light: indigo[300], main: indigo[400], dark: indigo[500], contrastText: slate[950] },
        secondary: { light: sky[300], main: sky[400], dark: sky[600], contrastText: slate[950] },
        error: { light: red[300], main: red[400], dark: red[500], contrastText: slate[950] },
        background: { default: slate[950], paper: slate[900] },
        text: { primary: slate[100], secondary: slate[400] },
        divider: slate[800],
      },
    },
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
        root: ({ theme }) => ({
          border: `1px solid ${theme.vars.palette.divider}`,
          boxShadow: `0 1px 2px ${theme.alpha(slate[900], 0.04)}, 0 4px 16px ${theme.alpha(slate[900], 0.04)}`,
        }),
      },
    },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
