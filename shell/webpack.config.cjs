// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const {
  SERVER_FOLDER,
  SHELL_PORT,
  compressionPlugins,
  ReleaseInfoPlugin,
  buildTarget,
  createBaseConfig,
  createNodeBundleConfig,
  federationOptions,
  loadPlugins,
  sharedChunkGroups,
} = require('@lectern/shared-sdk/webpack');
const { resolveRuntimeConfig, runtimeConfigMiddleware } = require('./src/server/runtime-config.cjs');

/** @typedef {import('@lectern/shared-sdk/webpack').BuildArgv} BuildArgv */

/**
 * The shell has no remotes in its build: it learns where they live from /remotes.json at start-up.
 * @param {BuildArgv} argv
 */
function clientConfig(argv) {
  const { ModuleFederationPlugin, HtmlWebpackPlugin } = loadPlugins(__dirname);
  const base = createBaseConfig({ dir: __dirname, argv, uniqueName: 'lectern_shell' });
  const production = argv?.mode !== 'development';
  return {
    ...base,
    name: 'client',
    entry: { main: './src/index.ts' },
    // The entry chunk carries the federation runtime, which cannot name itself by content hash; it is small and
    // served with revalidation, while every chunk it loads is content-hashed. The server (built beside) stays.
    output: {
      ...base.output,
      publicPath: '/',
      filename: '[name].js',
      clean: { keep: (/** @type {string} */ asset) => asset.startsWith(`${SERVER_FOLDER}/`) },
    },
    optimization: { ...base.optimization, splitChunks: { ...base.optimization.splitChunks, cacheGroups: sharedChunkGroups() } },
    plugins: [
      ...base.plugins,
      new ReleaseInfoPlugin(buildTarget(__dirname, argv).info),
      new ModuleFederationPlugin({
        ...federationOptions('shell', __dirname),
        // Remotes are built with externalRuntime: they run on the runtime this plugin hands them.
        runtimePlugins: [path.join(__dirname, 'src/remotes/share-runtime-core.ts')],
        // Remotes are registered by their remoteEntry.js, never by a manifest: the runtime's snapshot code (manifest
        // fetching and parsing) is dead weight in the first script every page runs.
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      // The template as text: a `template` file is compiled by a child compiler, which inherits the federation plugin
      // and would emit a Node copy of every shared module provided by file (the MUI kit) next to the real chunks.
      new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(__dirname, 'src/index.html'), 'utf8'), scriptLoading: 'defer' }),
      ...(production ? compressionPlugins(__dirname) : []),
    ],
    devServer: {
      port: SHELL_PORT,
      historyApiFallback: true,
      hot: false,
      client: { overlay: { warnings: false } },
      setupMiddlewares: (/** @type {unknown[]} */ middlewares) => [runtimeConfigMiddleware(process.env), ...middlewares],
      // Uploaded images on this origin, as the shell's server serves them (src/server/uploads.ts), from the API (its
      // address read when the first image is asked for, so a build never reads the run-time configuration).
      proxy: [
        {
          context: ['/uploads'],
          target: 'http://localhost',
          router: () => resolveRuntimeConfig(process.env).apiUrl,
          pathRewrite: { '^/uploads': '/api/uploads' },
        },
      ],
    },
  };
}

/** A bare import ('react', '@mui/material/Button'), which Node resolves from node_modules at run time. */
const isPackageImport = (/** @type {string} */ request) => !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('node:');

/**
 * The shell's server (src/server/main.ts → dist/server/main.cjs): the shell's own code and the SDK's TypeScript source
 * compiled in, every package left to Node, so the shell and an area's server bundle get the same React, MUI, emotion
 * and query client from node_modules.
 * @param {BuildArgv} argv
 */
function serverConfig(argv) {
  return createNodeBundleConfig({
    dir: __dirname,
    argv,
    uniqueName: 'lectern_shell_server',
    entry: { main: './src/server/main.ts' },
    filename: '[name].cjs',
    isExternal: (request) => isPackageImport(request) && !request.startsWith('@lectern/'),
    externalsPresets: { node: true },
    // createRequire(__filename) in area-server.ts is meant for Node at run time, not for webpack to resolve.
    parser: { javascript: { createRequire: false } },
    // __filename is the bundle's own path: packages are resolved from it, and `node main.cjs` recognises itself.
    node: { __filename: false, __dirname: false },
  });
}

/**
 * @param {unknown} _env
 * @param {BuildArgv} argv
 */
module.exports = (_env, argv) => (argv?.mode === 'development' ? clientConfig(argv) : [clientConfig(argv), serverConfig(argv)]);
