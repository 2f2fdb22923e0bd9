// @ts-check
// The Module Federation share scope every front end agrees on: the shared singletons, the shell's MUI kit and the
// shell's shared chunks (ARCHITECTURE.md decisions 1–3).
const path = require('node:path');
const { createRequire } = require('node:module');

const platform = require('../platform.json');

/** Federation names and their standalone/static ports: the platform's one table (platform.json). */
const areaPorts = Object.fromEntries(platform.remotes.map((remote) => [remote.federationName, remote.port]));
const SHELL_PORT = platform.shell.port;

const singleton = (/** @type {string} */ requiredVersion) => ({ singleton: true, requiredVersion, eager: false });

/**
 * Every shared package is a singleton with a major-version range. Trailing-slash keys catch subpath imports
 * (react/jsx-runtime, @mui/material/Button). react-router is not among them: it is re-exported by the SDK, the
 * one shared instance, so the build keeps only the router exports the SDK names (see routing/router.ts).
 */
const sharedDependencies = Object.freeze({
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  '@mui/material': singleton('^9.0.0'),
  '@mui/material/': singleton('^9.0.0'),
  '@mui/system': singleton('^9.0.0'),
  '@mui/system/': singleton('^9.0.0'),
  '@emotion/react': singleton('^11.0.0'),
  '@emotion/styled': singleton('^11.0.0'),
  zustand: singleton('^5.0.0'),
  'zustand/': singleton('^5.0.0'),
  ky: singleton('^1.0.0'),
  '@lectern/shared-sdk': singleton('^0.1.0'),
});

/**
 * Every MUI component an area uses, provided by the shell (and only by the shell) as one singleton each. An area's
 * `@mui/material/…` import is consumed from the shell, so all components live in one container and see each other's
 * contexts (a remote's own Select with the shell's MenuItem would not: "RovingTabIndexContext is missing"). A remote
 * that starts using a component missing here still works with its own copy, as long as it shares no context with
 * another component; add it here (kit.test.ts in shared-sdk checks the list against every area's imports).
 */
const muiKit = Object.freeze([
  'Accordion',
  'AccordionDetails',
  'AccordionSummary',
  'Alert',
  'AlertTitle',
  'AppBar',
  'Avatar',
  'Badge',
  'Box',
  'Button',
  'Card',
  'CardActions',
  'CardContent',
  'Checkbox',
  'Chip',
  'CircularProgress',
  'Container',
  'CssBaseline',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'Drawer',
  'Fab',
  'FormControlLabel',
  'FormHelperText',
  'GlobalStyles',
  'Grid',
  'IconButton',
  'InputAdornment',
  'LinearProgress',
  'Link',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'Menu',
  'MenuItem',
  'Pagination',
  'PaginationItem',
  'Paper',
  'Radio',
  'Rating',
  'Skeleton',
  'Snackbar',
  'Stack',
  'Step',
  'StepLabel',
  'Stepper',
  'Switch',
  'Tab',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'Tabs',
  'TextField',
  'ToggleButton',
  'ToggleButtonGroup',
  'Toolbar',
  'Typography',
  'styles',
  'useMediaQuery',
  'utils',
]);

/**
 * The shell's provides: every kit entry, named by its file (an absolute `import` is provided whether or not the shell's
 * own code uses it; a bare name would only be provided where imported).
 */
/** @param {string} dir */
function kitProvides(dir) {
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  const root = path.dirname(requireFromPackage.resolve('@mui/material/package.json'));
  const { version } = requireFromPackage('@mui/material/package.json');
  return Object.fromEntries(
    muiKit.map((name) => {
      const shareKey = `@mui/material/${name}`;
      return [shareKey, { ...singleton('^9.0.0'), import: path.join(root, name, 'index.mjs'), shareKey, version }];
    }),
  );
}

/**
 * Options common to the shell and every remote's ModuleFederationPlugin. Only the shell provides the MUI kit; a remote
 * consumes whatever `@mui/material/…` it imports through the prefix key.
 */
/**
 * @param {string} name
 * @param {string} dir
 */
function federationOptions(name, dir) {
  return {
    name,
    shared: name === 'shell' ? { ...sharedDependencies, ...kitProvides(dir) } : { ...sharedDependencies },
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
  };
}

/**
 * The shell's shared modules in a few large chunks instead of one (or several) per module: the federation runtime
 * fetches a shared module's chunks when a page first asks for it, and 150 small scripts cost more on a phone than
 * their bytes (a script tag, a request and a task each). Three groups: React; the data layer (TanStack Query, ky,
 * zustand, the router); the UI kit (MUI, emotion and their helpers). A module that only some pages use is still
 * downloaded with its group, but it is only run when a page asks for it.
 *
 * The kit was tried in four families (core, forms, overlays, data displays), so that a page downloads only those it
 * renders: 30 KB less on a signed-in page, but each family the page then asked for was one more script evaluated while
 * the page hydrated, and Lighthouse's blocking time on the student's dashboard went from about 200 ms to 460 ms
 * (performance 97 → 89). One kit chunk it is, until the kit's modules can be evaluated in idle time.
 */
function sharedChunkGroups() {
  const inModules = (/** @type {string[]} */ names) => new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
  return {
    default: false,
    defaultVendors: false,
    react: { test: inModules(['react', 'react-dom', 'scheduler']), chunks: 'async', name: 'react', priority: 40, enforce: true },
    data: {
      test: inModules(['@tanstack', 'ky', 'zustand', 'react-router', 'cookie', 'set-cookie-parser']),
      chunks: 'async',
      name: 'data',
      priority: 30,
      enforce: true,
    },
    ui: {
      test: inModules([
        '@mui',
        '@emotion',
        'stylis',
        'react-transition-group',
        'clsx',
        'react-is',
        'prop-types',
        '@babel',
        'hoist-non-react-statics',
        '@popperjs',
      ]),
      chunks: 'async',
      name: 'ui',
      priority: 10,
      enforce: true,
    },
  };
}

module.exports = { SHELL_PORT, areaPorts, sharedDependencies, muiKit, federationOptions, sharedChunkGroups };
