const path = require('node:path');
const {
  SHELL_PORT,
  createBaseConfig,
  federationOptions,
  loadPlugins,
} = require('@lectern/shared-sdk/webpack');
const { runtimeConfigMiddleware } = require('./scripts/runtime-config.cjs');

// The shell has no remotes in its build: it learns where they live from /remotes.json at start-up.
module.exports = (_env, argv) => {
  const { ModuleFederationPlugin, HtmlWebpackPlugin } = loadPlugins(__dirname);
  const base = createBaseConfig({ dir: __dirname, argv, uniqueName: 'lectern_shell' });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // The entry chunk carries the federation runtime, which cannot name itself by content hash; it is small and
    // served with revalidation, while every chunk it loads is content-hashed.
    output: { ...base.output, publicPath: '/', filename: '[name].js' },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions('shell', __dirname),
        // Remotes are built with externalRuntime: they run on the runtime this plugin hands them.
        runtimePlugins: [path.join(__dirname, 'src/remotes/share-runtime-core.ts')],
      }),
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), scriptLoading: 'defer' }),
    ],
    devServer: {
      port: SHELL_PORT,
      historyApiFallback: true,
      hot: false,
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(process.env), ...middlewares],
    },
  };
};
