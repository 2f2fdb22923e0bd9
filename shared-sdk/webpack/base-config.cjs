// @ts-check
// The webpack configuration every front-end package starts from, and what a build says of itself (release.json).
// Plugins are resolved from the calling package, which declares them.
const path = require('node:path');
const { createRequire } = require('node:module');

/**
 * What webpack-cli passes a configuration function: the mode, and the release `npm run release` builds
 * (scripts/lib/release.mjs).
 * @typedef {{ mode?: string; lecternRelease?: { version: string; outDir: string } } | undefined} BuildArgv
 */

/**
 * webpack as the calling package resolves it.
 * @param {string} dir
 * @returns {typeof import('webpack')}
 */
const webpackOf = (dir) => createRequire(path.join(dir, 'package.json'))('webpack');

/** One build time for every configuration of one build (the shell's browser and server builds agree on it). */
const BUILT_AT = new Date().toISOString();

/**
 * What a build is: its package's name and version (or the release's, when `npm run release` builds; see
 * scripts/lib/release.mjs), and where it goes (dist/, or the release's folder).
 * @param {string} dir
 * @param {BuildArgv} argv
 */
function buildTarget(dir, argv) {
  /** @type {{ name: string; version: string }} */
  const pkg = JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const release = argv && argv.lecternRelease;
  return {
    info: { name: pkg.name, version: release ? release.version : pkg.version, builtAt: BUILT_AT },
    outDir: release ? release.outDir : path.join(dir, 'dist'),
  };
}

/** Writes release.json beside the build's entry: what the About panel and a deploy read of a build without running it. */
class ReleaseInfoPlugin {
  /** @param {{ name: string; version: string; builtAt: string }} info */
  constructor(info) {
    this.info = info;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('release.json', new sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
      });
    });
  }
}

/** @param {BuildArgv} argv */
function isProduction(argv) {
  return (argv && argv.mode ? argv.mode : process.env.NODE_ENV) !== 'development';
}

/**
 * The webpack configuration shared by all five packages: TypeScript through ts-loader (transpile only; `tsc`
 * type-checks separately), content-hashed chunks, minified production output without source maps.
 * `@lectern/shared-sdk` is a workspace symlink: webpack resolves it to its real path (outside node_modules),
 * so the ts-loader rule compiles its TypeScript source.
 * @param {{ dir: string; argv: BuildArgv; uniqueName: string }} options
 */
function createBaseConfig({ dir, argv, uniqueName }) {
  const production = isProduction(argv);
  const { info, outDir } = buildTarget(dir, argv);
  const { DefinePlugin } = webpackOf(dir);
  return {
    mode: /** @type {'production' | 'development'} */ (production ? 'production' : 'development'),
    context: dir,
    devtool: /** @type {false | string} */ (production ? false : 'eval-cheap-module-source-map'),
    // Webpack's persistent cache (per package, per configuration and mode): a build after a change, or a release of
    // sources the last build saw (the e2e suite builds several), compiles, minifies and compresses only what changed.
    // A release build reads it and never writes it, so two releases built at once cannot tear it.
    cache: {
      type: /** @type {const} */ ('filesystem'),
      cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
      buildDependencies: { config: [path.join(dir, 'webpack.config.cjs')] },
      readonly: Boolean(argv && argv.lecternRelease),
    },
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
      splitChunks: { chunks: /** @type {const} */ ('async'), minSize: 0 },
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: /** @type {const} */ ('errors-warnings'),
    // The manifest plugin reports publicPath 'auto' on every build; that is the intended set-up, not news.
    infrastructureLogging: { level: /** @type {const} */ ('error') },
  };
}

/** @param {string} dir */
function loadPlugins(dir) {
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  return {
    /** @type {typeof import('@module-federation/enhanced/webpack').ModuleFederationPlugin} */
    ModuleFederationPlugin: requireFromPackage('@module-federation/enhanced/webpack').ModuleFederationPlugin,
    /** @type {typeof import('html-webpack-plugin')} */
    HtmlWebpackPlugin: requireFromPackage('html-webpack-plugin'),
    /** @type {typeof import('compression-webpack-plugin')} */
    CompressionPlugin: requireFromPackage('compression-webpack-plugin'),
  };
}

/**
 * Brotli and gzip copies of every text asset, made once at build time: the servers send them as they are
 * (@fastify/static's preCompressed) instead of compressing each response.
 * @param {string} dir
 */
function compressionPlugins(dir) {
  const { CompressionPlugin } = loadPlugins(dir);
  const zlib = require('node:zlib');
  const test = /\.(js|cjs|json|html|css|svg|txt)$/;
  /**
   * @typedef {import('node:zlib').BrotliOptions} BrotliOptions
   * @type {import('compression-webpack-plugin').BasePluginOptions<BrotliOptions> & import('compression-webpack-plugin').DefinedDefaultAlgorithmAndOptions<BrotliOptions>}
   */
  const brotli = {
    test,
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
    filename: '[path][base].br',
  };
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9, filename: '[path][base].gz' }),
    new CompressionPlugin(brotli),
  ];
}

module.exports = { ReleaseInfoPlugin, buildTarget, isProduction, createBaseConfig, loadPlugins, compressionPlugins, webpackOf };
