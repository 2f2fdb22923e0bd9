// @ts-check
// The bundles for Node: the shell's server and each area's server bundle, which the shell's server runs.
const path = require('node:path');
const { createBaseConfig, webpackOf } = require('./base-config.cjs');
const { sharedDependencies } = require('./shared-scope.cjs');

/** Where an area's server bundle goes, inside its dist: deployed with the area, fetched by the shell's server. */
const SERVER_FOLDER = 'server';
const SERVER_MANIFEST = 'manifest.json';

/**
 * The packages the shell's server provides to an area's server bundle, the way the browser's share scope provides
 * singletons: one React, one MUI, one emotion, one query client and one SDK (with its router and session store)
 * between the shell's layout and the area's pages. The SDK root only: its ui pieces are bundled, as in the browser.
 */
/** @param {string} request */
function isServerShared(request) {
  if (request === '@lectern/shared-sdk') return true;
  if (request.startsWith('@lectern/')) return false;
  return (
    Object.keys(sharedDependencies).some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key || request.startsWith(`${key}/`))) ||
    request.startsWith('@mui/') ||
    request.startsWith('@emotion/')
  );
}

/**
 * Writes server/manifest.json: the bundle's file, the SHA-256 of its bytes (hex; the shell's server runs nothing
 * else, and a release copies it into release.json for `npm run deploy` to pin in the registry) and the shared ranges
 * it was built against.
 */
class ServerManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = [...(compilation.entrypoints.get('ssr')?.getFiles() ?? [])].find((file) => file.endsWith('.cjs'));
        const asset = entry === undefined ? undefined : compilation.getAsset(entry);
        if (!asset) throw new Error('the server bundle has no .cjs entry');
        const shared = Object.fromEntries(
          Object.entries(sharedDependencies)
            .filter(([key]) => !key.endsWith('/'))
            .map(([key, config]) => [key, config.requiredVersion]),
        );
        const sha256 = require('node:crypto').createHash('sha256').update(asset.source.buffer()).digest('hex');
        const manifest = { entry, sha256, builtAt: new Date().toISOString(), shared };
        compilation.emitAsset(SERVER_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * A bundle for Node (the shell's server, an area's server bundle): one CommonJS file in dist/server/, unminified for
 * readable stack traces in the shell's log, with the packages `isExternal` names left to Node's require. The rest of
 * the options go into the configuration as they are.
 * @param {{
 *   dir: string; argv: import('./base-config.cjs').BuildArgv; uniqueName: string; entry: Record<string, string>; filename: string;
 *   isExternal: (request: string) => boolean; parser?: import('webpack').ModuleOptions['parser'];
 *   plugins?: import('webpack').WebpackPluginInstance[]; [option: string]: unknown;
 * }} options
 */
function createNodeBundleConfig({ dir, argv, uniqueName, entry, filename, isExternal, parser, plugins = [], ...rest }) {
  const base = createBaseConfig({ dir, argv, uniqueName });
  const { LimitChunkCountPlugin } = webpackOf(dir).optimize;
  return {
    ...base,
    name: 'server',
    target: 'node20',
    entry,
    devtool: false,
    module: parser ? { ...base.module, parser } : base.module,
    output: { path: path.join(base.output.path, SERVER_FOLDER), filename, chunkFilename: filename, library: { type: 'commonjs2' }, clean: true },
    externals: [
      /** @type {(data: { request?: string }, callback: (error?: Error | null, result?: string) => void) => void} */
      (({ request }, callback) => (request && isExternal(request) ? callback(null, `commonjs ${request}`) : callback())),
    ],
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
 * @param {{ dir: string; argv: import('./base-config.cjs').BuildArgv }} options
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

module.exports = { SERVER_FOLDER, createNodeBundleConfig, createRemoteServerConfig };
