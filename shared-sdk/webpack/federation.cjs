// The one webpack + Module Federation configuration every front-end package builds with
// (ARCHITECTURE.md decisions 1–3). Plugins are resolved from the calling package, which declares them.
const path = require('node:path');
const { createRequire } = require('node:module');

const platform = require('../platform.json');

/** Federation names and their standalone/static ports: the platform's one table (platform.json). */
const areaPorts = Object.fromEntries(platform.remotes.map((remote) => [remote.federationName, remote.port]));
const SHELL_PORT = platform.shell.port;

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, eager: false });

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
  'Accordion', 'AccordionDetails', 'AccordionSummary', 'Alert', 'AlertTitle', 'AppBar', 'Avatar', 'Box', 'Button', 'Card',
  'CardActions', 'CardContent', 'Chip', 'CircularProgress', 'Container', 'CssBaseline', 'Dialog', 'DialogActions',
  'DialogContent', 'DialogContentText', 'DialogTitle', 'Divider', 'Drawer', 'Fab', 'FormControlLabel', 'Grid', 'IconButton', 'InputAdornment',
  'LinearProgress', 'Link', 'List', 'ListItem', 'ListItemButton', 'ListItemIcon', 'ListItemText', 'Menu', 'MenuItem',
  'Pagination', 'PaginationItem', 'Paper', 'Rating', 'Skeleton', 'Snackbar', 'Stack', 'Step', 'StepLabel', 'Stepper', 'Switch', 'Tab', 'Table',
  'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow', 'Tabs', 'TextField', 'ToggleButton',
  'ToggleButtonGroup', 'Toolbar', 'Typography', 'styles', 'useMediaQuery', 'utils',
]);

/**
 * The shell's provides: every kit entry, named by its file (an absolute `import` is provided whether or not the shell's
 * own code uses it; a bare name would only be provided where imported).
 */
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
function federationOptions(name, dir) {
  return {
    name,
    shared: name === 'shell' ? { ...sharedDependencies, ...kitProvides(dir) } : { ...sharedDependencies },
    shareStrategy: 'loaded-first',
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
  const inModules = (names) => new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
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
      test: inModules(['@mui', '@emotion', 'stylis', 'react-transition-group', 'clsx', 'react-is', 'prop-types', '@babel', 'hoist-non-react-statics', '@popperjs']),
      chunks: 'async',
      name: 'ui',
      priority: 10,
      enforce: true,
    },
  };
}

/** One build time for every configuration of one build (the shell's browser and server builds agree on it). */
const BUILT_AT = new Date().toISOString();

/**
 * What a build is: its package's name and version (or the release's, when `npm run release` builds; see
 * scripts/lib/release.mjs), and where it goes (dist/, or the release's folder).
 */
function buildTarget(dir, argv) {
  const pkg = JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const release = argv && argv.lecternRelease;
  return {
    info: { name: pkg.name, version: release ? release.version : pkg.version, builtAt: BUILT_AT },
    outDir: release ? release.outDir : path.join(dir, 'dist'),
  };
}

/** Writes release.json beside the build's entry: what the About panel and a deploy read of a build without running it. */
class ReleaseInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('release.json', new sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
      });
    });
  }
}

function isProduction(argv) {
  return (argv && argv.mode ? argv.mode : process.env.NODE_ENV) !== 'development';
}

/**
 * The webpack configuration shared by all five packages: TypeScript through ts-loader (transpile only; `tsc`
 * type-checks separately), content-hashed chunks, minified production output without source maps.
 * `@lectern/shared-sdk` is a workspace symlink: webpack resolves it to its real path (outside node_modules),
 * so the ts-loader rule compiles its TypeScript source.
 */
function createBaseConfig({ dir, argv, uniqueName }) {
  const production = isProduction(argv);
  const { info, outDir } = buildTarget(dir, argv);
  const { DefinePlugin } = createRequire(path.join(dir, 'package.json'))('webpack');
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    // The build's own name, version and time, which `@lectern/shared-sdk/release` reads (thisBuild).
    plugins: [new DefinePlugin({ __LECTERN_BUILD__: JSON.stringify(info) })],
    output: {
      path: outDir,
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[id].[contenthash:10].js' : '[id].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      symlinks: true,
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: createRequire(path.join(dir, 'package.json')).resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              compilerOptions: { sourceMap: !production, declaration: false, noEmit: false },
            },
          },
        },
      ],
    },
    optimization: {
      minimize: production,
      moduleIds: 'deterministic',
      // Shared modules are separate async chunks that reuse much of the same library code; without this, small
      // common modules (MUI utils, emotion) are copied into each of them and downloaded many times over.
      splitChunks: { chunks: 'async', minSize: 0 },
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The manifest plugin reports publicPath 'auto' on every build; that is the intended set-up, not news.
    infrastructureLogging: { level: 'error' },
  };
}

function loadPlugins(dir) {
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  return {
    ModuleFederationPlugin: requireFromPackage('@module-federation/enhanced/webpack').ModuleFederationPlugin,
    HtmlWebpackPlugin: requireFromPackage('html-webpack-plugin'),
    CompressionPlugin: requireFromPackage('compression-webpack-plugin'),
  };
}

/**
 * Brotli and gzip copies of every text asset, made once at build time: the servers send them as they are
 * (@fastify/static's preCompressed) instead of compressing each response.
 */
function compressionPlugins(dir) {
  const { CompressionPlugin } = loadPlugins(dir);
  const zlib = require('node:zlib');
  const test = /\.(js|cjs|json|html|css|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9, filename: '[path][base].gz' }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
      filename: '[path][base].br',
    }),
  ];
}

const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/** Where an area's server bundle goes, inside its dist: deployed with the area, fetched by the shell's server. */
const SERVER_FOLDER = 'server';
const SERVER_MANIFEST = 'manifest.json';

/**
 * The packages the shell's server provides to an area's server bundle, the way the browser's share scope provides
 * singletons: one React, one MUI, one emotion, one query client and one SDK (with its router and session store)
 * between the shell's layout and the area's pages. The SDK root only: its ui pieces are bundled, as in the browser.
 */
function isServerShared(request) {
  if (request === '@lectern/shared-sdk') return true;
  if (request.startsWith('@lectern/')) return false;
  return Object.keys(sharedDependencies).some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key || request.startsWith(`${key}/`)))
    || request.startsWith('@mui/') || request.startsWith('@emotion/');
}

/**
 * Writes server/manifest.json: the bundle's file, the SHA-256 of its bytes (hex; the shell's server runs nothing
 * else, and a release copies it into release.json for `npm run deploy` to pin in the registry) and the shared ranges
 * it was built against.
 */
class ServerManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = [...compilation.entrypoints.get('ssr').getFiles()].find((file) => file.endsWith('.cjs'));
        const shared = Object.fromEntries(
          Object.entries(sharedDependencies)
            .filter(([key]) => !key.endsWith('/'))
            .map(([key, config]) => [key, config.requiredVersion]),
        );
        const sha256 = require('node:crypto').createHash('sha256').update(compilation.getAsset(entry).source.buffer()).digest('hex');
        const manifest = { entry, sha256, builtAt: new Date().toISOString(), shared };
        compilation.emitAsset(SERVER_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * A bundle for Node (the shell's server, an area's server bundle): one CommonJS file in dist/server/, unminified for
 * readable stack traces in the shell's log, with the packages `isExternal` names left to Node's require.
 */
function createNodeBundleConfig({ dir, argv, uniqueName, entry, filename, isExternal, parser, plugins = [], ...rest }) {
  const base = createBaseConfig({ dir, argv, uniqueName });
  const { LimitChunkCountPlugin } = createRequire(path.join(dir, 'package.json'))('webpack').optimize;
  return {
    ...base,
    name: 'server',
    target: 'node20',
    entry,
    devtool: false,
    module: parser ? { ...base.module, parser } : base.module,
    output: { path: path.join(base.output.path, SERVER_FOLDER), filename, chunkFilename: filename, library: { type: 'commonjs2' }, clean: true },
    externals: [({ request }, callback) => (request && isExternal(request) ? callback(null, `commonjs ${request}`) : callback())],
    // nodeEnv: false: NODE_ENV is read at run time, as the packages left to Node read it (see the shell's production-env.ts).
    optimization: { minimize: false, moduleIds: 'named', splitChunks: false, nodeEnv: false },
    plugins: [...base.plugins, new LimitChunkCountPlugin({ maxChunks: 1 }), ...plugins],
    ...rest,
  };
}

/**
 * An area's server bundle: src/server.tsx as one CommonJS file for Node, with the shared packages left to the shell's
 * server (see isServerShared) and everything else, the area's own code, inside. Its name carries its content hash, so
 * a deploy is a new file the shell's server loads once.
 */
function createRemoteServerConfig({ dir, argv }) {
  return createNodeBundleConfig({
    dir,
    argv,
    uniqueName: 'lectern_server',
    entry: { ssr: './src/server.tsx' },
    filename: '[name].[contenthash:10].cjs',
    isExternal: isServerShared,
    plugins: [new ServerManifestPlugin()],
  });
}

/**
 * A remote's configuration: exposes './routes' (src/remote.tsx) through remoteEntry.js (the shell registers that;
 * mf-manifest.json is written for tools), resolved from wherever it is served (publicPath 'auto'). Production builds only the container; development also builds
 * the package's standalone page (src/index.ts → bootstrap).
 */
function createRemoteConfig({ dir, name, argv }) {
  if (!(name in areaPorts)) throw new Error(`Unknown remote name: ${name}`);
  const production = isProduction(argv);
  const { ModuleFederationPlugin, HtmlWebpackPlugin } = loadPlugins(dir);
  const base = createBaseConfig({ dir, argv, uniqueName: `lectern_${name}` });
  const plugins = [
    ...base.plugins,
    new ReleaseInfoPlugin(buildTarget(dir, argv).info),
    new ModuleFederationPlugin({
      ...federationOptions(name, dir),
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/remote.tsx' },
      manifest: { fileName: 'mf-manifest.json' },
      // In production a remote runs inside the shell only, so it uses the shell's federation runtime instead of
      // shipping a second copy (~25 KB gzip per remote); the standalone dev page keeps its own.
      ...(production ? { experiments: { externalRuntime: true } } : {}),
    }),
  ];
  if (production) plugins.push(...compressionPlugins(dir));
  else plugins.push(new HtmlWebpackPlugin({ title: `Lectern ${name} (standalone)` }));
  return {
    ...base,
    name: 'client',
    entry: production ? {} : { main: './src/index.ts' },
    // The server bundle (built beside, into dist/server) survives the client build's clean-up.
    output: { ...base.output, publicPath: 'auto', clean: { keep: (asset) => asset.startsWith(`${SERVER_FOLDER}/`) } },
    // Each page is a chunk of its own. Code two pages share is split out only when it is worth a request of its own
    // (10 KB before compression); smaller pieces go with each page that needs them. With every shared piece split
    // (minSize 0, as the shell's shared modules are), the student's dashboard was 30 requests of about 1 KB.
    optimization: { ...base.optimization, splitChunks: { chunks: 'async', minSize: 10_000 } },
    plugins,
    devServer: {
      port: areaPorts[name],
      headers: corsHeaders,
      historyApiFallback: true,
      hot: false,
      client: { overlay: { warnings: false } },
    },
  };
}

module.exports = {
  ReleaseInfoPlugin,
  buildTarget,
  SERVER_FOLDER,
  createNodeBundleConfig,
  createRemoteServerConfig,
  SHELL_PORT,
  areaPorts,
  sharedDependencies,
  muiKit,
  sharedChunkGroups,
  federationOptions,
  createBaseConfig,
  createRemoteConfig,
  loadPlugins,
  compressionPlugins,
};
