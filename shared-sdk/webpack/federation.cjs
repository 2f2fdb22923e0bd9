// The one webpack + Module Federation configuration every front-end package builds with
// (ARCHITECTURE.md decisions 1–3). Plugins are resolved from the calling package, which declares them.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** Federation names and their standalone/static ports (BRIEF.md conventions). */
const areaPorts = { mf_public: 3001, mf_student: 3002, mf_educator: 3003, mf_admin: 3004 };
const SHELL_PORT = 3000;

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, eager: false });

/**
 * Every shared package is a singleton with a major-version range. Trailing-slash keys catch subpath imports
 * (react/jsx-runtime, @mui/material/Button).
 */
const sharedDependencies = Object.freeze({
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router': singleton('^7.0.0'),
  'react-router/': singleton('^7.0.0'),
  'react-router-dom': singleton('^7.0.0'),
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
 * A shared MUI component carries MUI's package-internal files inside it, so a remote's Select (with its own
 * copy of MenuList) and the shell's MenuItem would each hold their own copy of a context and stop seeing each
 * other ("RovingTabIndexContext is missing"). Every module that creates a React context in MUI and its helpers
 * (and the modal manager that locks scrolling) is therefore shared one by one: MUI imports them by relative path,
 * which `allowNodeModulesSuffixMatch` maps back to a share key. The `import` is absolute because the packages'
 * `exports` maps do not list these files; that also makes every container provide them (a few bytes each).
 */
const statefulPackages = [
  { pkg: '@mui/material', range: '^9.0.0', folder: '', ext: '.mjs' },
  { pkg: '@mui/system', range: '^9.0.0', folder: '', ext: '.mjs' },
  { pkg: '@mui/utils', range: '^9.0.0', folder: '', ext: '.mjs' },
  { pkg: '@mui/private-theming', range: '^9.0.0', folder: '', ext: '.mjs' },
  { pkg: 'react-transition-group', range: '^4.0.0', folder: 'esm', ext: '.js' },
];

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return [full];
  });
}

function isStateful(file) {
  return path.basename(file) === 'useModal.mjs' || fs.readFileSync(file, 'utf8').includes('createContext(');
}

function statefulModules(dir) {
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  const shared = {};
  for (const { pkg, range, folder, ext } of statefulPackages) {
    const packageJsonPath = requireFromPackage.resolve(`${pkg}/package.json`);
    const root = path.dirname(packageJsonPath);
    const { version } = requireFromPackage(packageJsonPath);
    const files = walk(path.join(root, folder)).filter((file) => file.endsWith(ext) && !file.endsWith(`.d${ext}`));
    for (const file of files.filter(isStateful)) {
      const shareKey = `${pkg}/${path.relative(root, file).split(path.sep).join('/')}`;
      shared[shareKey] = { ...singleton(range), import: file, shareKey, version, allowNodeModulesSuffixMatch: true };
    }
  }
  return shared;
}

/** The `shared` map of every container (shell and remotes alike). */
function sharedConfig(dir) {
  return { ...sharedDependencies, ...statefulModules(dir) };
}

/** Options common to the shell and every remote's ModuleFederationPlugin. */
function federationOptions(name, dir) {
  return {
    name,
    shared: sharedConfig(dir),
    shareStrategy: 'loaded-first',
    dts: false,
  };
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
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
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
  };
}

const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/**
 * A remote's configuration: exposes './routes' (src/remote.tsx) with an mf-manifest.json, resolved from
 * wherever it is served (publicPath 'auto'). Production builds only the container; development also builds
 * the package's standalone page (src/index.ts → bootstrap).
 */
function createRemoteConfig({ dir, name, argv }) {
  if (!(name in areaPorts)) throw new Error(`Unknown remote name: ${name}`);
  const production = isProduction(argv);
  const { ModuleFederationPlugin, HtmlWebpackPlugin } = loadPlugins(dir);
  const base = createBaseConfig({ dir, argv, uniqueName: `lectern_${name}` });
  const plugins = [
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
  if (!production) plugins.push(new HtmlWebpackPlugin({ title: `Lectern ${name} (standalone)` }));
  return {
    ...base,
    entry: production ? {} : { main: './src/index.ts' },
    output: { ...base.output, publicPath: 'auto' },
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
  SHELL_PORT,
  areaPorts,
  sharedDependencies,
  sharedConfig,
  federationOptions,
  createBaseConfig,
  createRemoteConfig,
  loadPlugins,
};
