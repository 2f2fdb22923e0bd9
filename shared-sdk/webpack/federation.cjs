// @ts-check
// The one webpack + Module Federation configuration every front-end package builds with
// (ARCHITECTURE.md decisions 1–3), in three parts: the share scope (shared-scope.cjs), the base configuration
// (base-config.cjs) and the bundles for Node (server-bundle.cjs); a remote's configuration is here.
const { ReleaseInfoPlugin, buildTarget, createBaseConfig, compressionPlugins, isProduction, loadPlugins } = require('./base-config.cjs');
const { SERVER_FOLDER, createNodeBundleConfig, createRemoteServerConfig } = require('./server-bundle.cjs');
const { SHELL_PORT, areaPorts, federationOptions, muiKit, sharedChunkGroups, sharedDependencies } = require('./shared-scope.cjs');

/** @typedef {import('./base-config.cjs').BuildArgv} BuildArgv */

const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/**
 * A remote's configuration: exposes './routes' (src/remote.tsx) through remoteEntry.js (the shell registers that;
 * mf-manifest.json is written for tools), resolved from wherever it is served (publicPath 'auto'). Production builds only the container; development also builds
 * the package's standalone page (src/index.ts → bootstrap).
 * @param {{ dir: string; name: string; argv: BuildArgv }} options
 */
function createRemoteConfig({ dir, name, argv }) {
  if (!(name in areaPorts)) throw new Error(`Unknown remote name: ${name}`);
  const production = isProduction(argv);
  const { ModuleFederationPlugin, HtmlWebpackPlugin } = loadPlugins(dir);
  const base = createBaseConfig({ dir, argv, uniqueName: `lectern_${name}` });
  /** @type {import('webpack').WebpackPluginInstance[]} */
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
    output: { ...base.output, publicPath: 'auto', clean: { keep: (/** @type {string} */ asset) => asset.startsWith(`${SERVER_FOLDER}/`) } },
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
