// @ts-check
// Releases: a front end built into an immutable folder of its own, releases/<package>/<version>/ (manifest, entry,
// chunks, release.json and its server bundle), which the area's origin serves beside its
// working build and the registry can make live (see shared-sdk/registry/registry.cjs and scripts/deploy.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, packageDir, platform } from './workspace.mjs';

/** The front ends that release: the shell and the four areas (their folders, e.g. 'mf-admin'). */
export const FRONT_ENDS = [platform.shell.package, ...platform.remotes.map((remote) => remote.package)];
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Where releases go: LECTERN_RELEASES_DIR, or releases/ at the repository's root (what the area origins serve). */
export const releasesRoot = (env = process.env) => path.resolve(env.LECTERN_RELEASES_DIR || path.join(ROOT, 'releases'));

export class ReleaseError extends Error {}

/**
 * The changelog's section for `version` ('## 0.2.0 …' up to the next '## '), or null when it has none.
 * @param {string} text
 * @param {string} version
 */
export function changelogSection(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^##\\s+\\[?${version.replaceAll('.', '\\.')}\\]?(\\s|$)`).test(line));
  if (start < 0) return null;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/**
 * @param {typeof import('webpack')} webpack
 * @param {import('webpack').Configuration[]} configs
 * @returns {Promise<void>}
 */
function runWebpack(webpack, configs) {
  return new Promise((resolve, reject) => {
    /** @type {import('webpack').MultiCompiler | null} */
    let compiler = null;
    compiler = webpack(configs, (error, stats) => {
      const settle = () => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new ReleaseError(stats.toString('errors-only')));
        else resolve();
      };
      // webpack answers at once, with no compiler, when a configuration is invalid.
      if (compiler) compiler.close(settle);
      else settle();
    });
  });
}

/** Files of a release are read-only: nothing rewrites a version once it is out. */
/** @param {string} folder */
function freeze(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) freeze(file);
    else fs.chmodSync(file, 0o444);
  }
}

/**
 * The area's server bundle, pinned: its file and SHA-256 (checked against the bytes just built) go into the
 * release's release.json, where `npm run deploy` reads the hash to pin in the registry (the shell's server runs the
 * bundle only when its bytes have that hash). A build without a server bundle is left as it is.
 * @param {string} folder
 * @returns {{ entry: string; sha256: string } | null}
 */
export function pinServerBundle(folder) {
  const manifestFile = path.join(folder, 'server', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  /** @type {{ entry: string; sha256: string }} */
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const sha256 = createHash('sha256')
    .update(fs.readFileSync(path.join(folder, 'server', manifest.entry)))
    .digest('hex');
  if (manifest.sha256 !== sha256) throw new ReleaseError(`server/${manifest.entry} has SHA-256 ${sha256}, its manifest says ${manifest.sha256}`);
  const infoFile = path.join(folder, 'release.json');
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  const server = { entry: `server/${manifest.entry}`, sha256 };
  fs.writeFileSync(infoFile, `${JSON.stringify({ ...info, server }, null, 2)}\n`);
  return server;
}

/**
 * @param {string} folder
 * @param {string} [prefix]
 * @returns {string[]} every file below `folder`, as paths relative to it with forward slashes
 */
function filesIn(folder, prefix = '') {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const name = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesIn(path.join(folder, entry.name), `${name}/`) : [name];
  });
}

/**
 * Records the SHA-256 of every file of a release in its release.json (`files`: path → hex), for `npm run deploy` to
 * check each one on the area's origin before the release goes live.
 * @param {string} folder
 * @returns {Record<string, string>}
 */
export function recordFileHashes(folder) {
  const infoFile = path.join(folder, 'release.json');
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of filesIn(folder)
    .filter((name) => name !== 'release.json')
    .sort()) {
    files[file] = createHash('sha256')
      .update(fs.readFileSync(path.join(folder, file)))
      .digest('hex');
  }
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  fs.writeFileSync(infoFile, `${JSON.stringify({ ...info, files }, null, 2)}\n`);
  return files;
}

/**
 * Builds `area` (a front end's folder name) as version `version` (its package.json's by default) into
 * `<releasesDir>/<area>/<version>/`. Refuses a version that is already released and, unless `changelog` is false, a
 * version its CHANGELOG.md does not describe. `mapConfig` may adjust each webpack configuration (the e2e suite uses it
 * to build a changed copy without touching the source). Resolves the release's folder.
 * @param {{
 *   area: string; version?: string; releasesDir?: string; changelog?: boolean;
 *   mapConfig?: (config: import('webpack').Configuration) => import('webpack').Configuration; log?: (message: string) => void;
 * }} options
 * @returns {Promise<string>}
 */
export async function release({ area, version, releasesDir = releasesRoot(), changelog = true, mapConfig = (config) => config, log = console.log }) {
  if (!FRONT_ENDS.includes(area)) throw new ReleaseError(`"${area}" is not a front end (${FRONT_ENDS.join(', ')})`);
  const dir = packageDir(area);
  /** @type {{ version: string }} */
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const releaseVersion = version ?? pkg.version;
  if (!SEMVER.test(releaseVersion)) throw new ReleaseError(`"${releaseVersion}" is not a semantic version (1.2.0)`);
  const target = path.join(releasesDir, area, releaseVersion);
  if (fs.existsSync(target)) {
    throw new ReleaseError(
      `${area} ${releaseVersion} is already released (${target}). Releases are immutable: raise the version in ${area}/package.json and describe it in ${area}/CHANGELOG.md.`,
    );
  }
  if (changelog) {
    const file = path.join(dir, 'CHANGELOG.md');
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (!changelogSection(text, releaseVersion))
      throw new ReleaseError(`${area}/CHANGELOG.md has no "## ${releaseVersion}" section: say what this release changes first.`);
  }

  // Built beside the target and renamed into place when complete: a half-built release is never served.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const building = fs.mkdtempSync(path.join(path.dirname(target), `.${releaseVersion}.building-`));
  try {
    const load = createRequire(path.join(dir, 'package.json'));
    /** @type {typeof import('webpack')} */
    const webpack = load('webpack');
    /** @type {(env: unknown, argv: import('../../shared-sdk/webpack/federation.cjs').BuildArgv) => import('webpack').Configuration | import('webpack').Configuration[]} */
    const makeConfigs = load(path.join(dir, 'webpack.config.cjs'));
    const argv = { mode: 'production', lecternRelease: { version: releaseVersion, outDir: building } };
    const configs = [makeConfigs({}, argv)].flat().map(mapConfig);
    log(`[release] building ${area} ${releaseVersion}`);
    // The federation manifest's buildInfo takes its version from here when it is not the package's.
    const manifestVersion = process.env.MF_BUILD_VERSION;
    process.env.MF_BUILD_VERSION = releaseVersion;
    try {
      await runWebpack(webpack, configs);
    } finally {
      if (manifestVersion === undefined) delete process.env.MF_BUILD_VERSION;
      else process.env.MF_BUILD_VERSION = manifestVersion;
    }
    const server = pinServerBundle(building);
    if (server) log(`[release] server bundle ${server.entry}, sha256 ${server.sha256}`);
    log(`[release] ${Object.keys(recordFileHashes(building)).length} files, each with its SHA-256 in release.json`);
    freeze(building);
    fs.chmodSync(building, 0o755);
    fs.renameSync(building, target);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  log(`[release] ${area} ${releaseVersion} is in ${path.relative(process.cwd(), target) || target}`);
  return target;
}
