// The run-time registry: which release of each area is live. A JSON file the shell's server re-reads when it changes
// and `npm run deploy` / `npm run rollback` (scripts/deploy.mjs) write:
//
//   { "areas": { "mf-admin": "0.2.0", "mf-public": "https://cdn.example/mf-public/1.4.0/" },
//     "serverBundles": { "mf-public": "<sha256 hex of the live release's server bundle>" },
//     "history": [ { "at": "2026-11-24T08:00:00.000Z", "area": "mf-admin", "action": "deploy", "live": "0.2.0" } ] }
//
// Every area's server bundle is pinned: the deploy copies its SHA-256 from the release's release.json into
// `serverBundles`, and the shell's server runs a bundle only when its bytes have that hash (the registry is a local
// file the shell trusts, not the origin that serves the bundle).
//
// An area is live as a released version (served from `releases/<version>/` beside its working build, on the area's
// own origin) or as an address of its own; an area the registry does not name runs its working build (the `dist/` of
// `npm run build`), which is what a laptop and the test suite use. CommonJS, so the shell's server and the scripts share it.

// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const platform = require('@lectern/shared-sdk/platform.json');
const { ENTRY_FILE, RELEASES_FOLDER, SEMVER, entryAddress, entryFor, releaseLocations } = require('./release-addresses.cjs');

/**
 * @typedef {object} Registry
 * @property {Record<string, string>} areas Area (package name, e.g. 'mf-admin') → release version or http(s) address
 *   of its entry.
 * @property {Record<string, string>} serverBundles Area → the SHA-256 (hex) pinned for its live release's server bundle.
 * @property {RegistryEntry[]} history
 */

/**
 * @typedef {object} RegistryEntry
 * @property {string} at
 * @property {string} area
 * @property {'deploy' | 'rollback'} action
 * @property {string | null} live What became live: a version, an address, or null for the area's working build.
 * @property {string} [serverSha256] A deploy of an area with a server bundle: the hash pinned with it (a rollback
 *   pins it again).
 */

/**
 * @typedef {object} RegistryReader
 * @property {string} file
 * @property {() => Readonly<Record<string, string>>} areas
 * @property {() => Readonly<Record<string, string>>} serverBundles
 */

/** @type {Readonly<Record<string, string>>} The areas by package name (the name a team deploys under) → federation name. */
const AREA_PACKAGES = Object.freeze(Object.fromEntries(platform.remotes.map((remote) => [remote.package, remote.federationName])));
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Every area's release carries a server bundle the shell's server runs: each deploys with its hash. */
const SERVER_BUNDLE_AREAS = Object.freeze(platform.remotes.map((remote) => remote.package));

/** @returns {Registry} */
const emptyRegistry = () => ({ areas: {}, serverBundles: {}, history: [] });

/** @param {string} name */
function isArea(name) {
  return Object.hasOwn(AREA_PACKAGES, name);
}

/**
 * A registry value: a release version, or an http(s) address of the area's entry (or of the folder that holds it).
 * @param {unknown} value
 * @returns {string | null} what is wrong with it, or null
 */
function checkTarget(value) {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return 'must be a version (1.2.0) or an http(s) address';
  if (SEMVER.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be a version (1.2.0) or an http(s) address';
  } catch {
    return `"${value}" is neither a version (1.2.0) nor an http(s) address`;
  }
}

/**
 * Parses a registry file's text; throws an Error saying what is wrong.
 * @param {string} text
 * @returns {Registry}
 */
function parseRegistry(text) {
  /** @type {{ areas?: unknown; serverBundles?: unknown; history?: unknown } | null} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`the registry is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('the registry must be a JSON object');
  const areas = data.areas ?? {};
  if (typeof areas !== 'object' || areas === null || Array.isArray(areas)) throw new Error('"areas" must be an object: area → version or address');
  for (const [area, target] of Object.entries(areas)) {
    if (!isArea(area)) throw new Error(`"${area}" is not an area (${Object.keys(AREA_PACKAGES).join(', ')})`);
    const problem = checkTarget(target);
    if (problem) throw new Error(`${area} ${problem}`);
  }
  const serverBundles = data.serverBundles ?? {};
  if (typeof serverBundles !== 'object' || serverBundles === null || Array.isArray(serverBundles))
    throw new Error('"serverBundles" must be an object: area → sha256');
  for (const [area, sha256] of Object.entries(serverBundles)) {
    if (!isArea(area)) throw new Error(`"${area}" is not an area (${Object.keys(AREA_PACKAGES).join(', ')})`);
    if (typeof sha256 !== 'string' || !SHA256_HEX.test(sha256))
      throw new Error(`the server bundle hash of ${area} must be 64 hex digits (a SHA-256)`);
  }
  const history = data.history ?? [];
  if (!Array.isArray(history)) throw new Error('"history" must be a list');
  return {
    areas: { .../** @type {Record<string, string>} */ (areas) },
    serverBundles: { .../** @type {Record<string, string>} */ (serverBundles) },
    history: /** @type {RegistryEntry[]} */ (history),
  };
}

/**
 * @param {string} file
 * @returns {Registry}
 */
function readRegistryFile(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  return parseRegistry(text);
}

/**
 * Writes the whole file at once (a temporary file renamed over it): a server reading it never sees half of it.
 * @param {string} file
 * @param {Registry} registry
 */
function writeRegistryFile(file, registry) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * The deploys of an area still in force, oldest first, as deploys and rollbacks left them: the top is live.
 * @param {Registry} registry
 * @param {string} area
 */
function liveDeploys(registry, area) {
  /** @type {RegistryEntry[]} */
  const stack = [];
  for (const entry of registry.history) {
    if (entry.area !== area) continue;
    if (entry.action === 'deploy') stack.push(entry);
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack;
}

/**
 * What has been live for an area, oldest first, as deploys and rollbacks left it: a deploy puts a release on top,
 * a rollback takes the top one off. The top is what is live; empty means the working build.
 * @param {Registry} registry
 * @param {string} area
 * @returns {(string | null)[]}
 */
function liveStack(registry, area) {
  return liveDeploys(registry, area).map((entry) => entry.live);
}

/**
 * @param {Registry} registry
 * @param {string} area
 * @param {string | null} live
 * @param {string | undefined} serverSha256
 * @param {RegistryEntry} entry
 * @returns {Registry}
 */
function withLive(registry, area, live, serverSha256, entry) {
  const { [area]: _wasLive, ...areas } = registry.areas;
  const { [area]: _wasPinned, ...serverBundles } = registry.serverBundles ?? {};
  if (live !== null) areas[area] = live;
  if (live !== null && serverSha256 !== undefined) serverBundles[area] = serverSha256;
  return { areas, serverBundles, history: [...registry.history, entry] };
}

/**
 * The registry with `target` live for `area`, and the history saying so. An area with a server bundle needs its
 * SHA-256 (`serverSha256`, from the release's release.json), which is pinned beside it.
 * @param {Registry} registry
 * @param {string} area
 * @param {string} target
 * @param {Date} [at]
 * @param {{ serverSha256?: string | undefined }} [pin]
 * @returns {Registry}
 */
function deploy(registry, area, target, at = new Date(), { serverSha256 } = {}) {
  if (!isArea(area)) throw new Error(`"${area}" is not an area (${Object.keys(AREA_PACKAGES).join(', ')})`);
  const problem = checkTarget(target);
  if (problem) throw new Error(`the release ${problem}`);
  if (serverSha256 !== undefined && !SHA256_HEX.test(serverSha256)) throw new Error('the server bundle hash must be 64 hex digits (a SHA-256)');
  if (SERVER_BUNDLE_AREAS.includes(area) && serverSha256 === undefined)
    throw new Error(`${area} deploys with its server bundle's SHA-256 (release.json's server.sha256)`);
  /** @type {RegistryEntry} */
  const entry = { at: at.toISOString(), area, action: 'deploy', live: target, ...(serverSha256 === undefined ? {} : { serverSha256 }) };
  return withLive(registry, area, target, serverSha256, entry);
}

/**
 * The registry with what was live before the area's last deploy live again (its working build when there was none).
 * @param {Registry} registry
 * @param {string} area
 * @param {Date} [at]
 * @returns {{ registry: Registry; live: string | null }}
 */
function rollback(registry, area, at = new Date()) {
  if (!isArea(area)) throw new Error(`"${area}" is not an area (${Object.keys(AREA_PACKAGES).join(', ')})`);
  const stack = liveDeploys(registry, area);
  if (stack.length === 0) throw new Error(`${area} has no deploy to roll back`);
  const previous = stack.length > 1 ? (stack[stack.length - 2] ?? null) : null;
  const live = previous ? previous.live : null;
  const serverSha256 = previous ? previous.serverSha256 : undefined;
  return { registry: withLive(registry, area, live, serverSha256, { at: at.toISOString(), area, action: 'rollback', live }), live };
}

/**
 * The registry as the shell's server sees it: the file is looked at (a stat: its inode, size and time) on every call
 * and read again when it changed, so a deploy shows on the very next request. A file that does not parse is reported
 * once and the last good registry stays live: a typo never takes an area down.
 * @param {string} file
 * @param {{ info(message: string): void; error(message: string, error?: unknown): void }} log
 * @returns {RegistryReader}
 */
function createRegistryReader(file, log) {
  let current = emptyRegistry();
  /** @type {string | null} */
  let stamp = null;
  /** @type {string | null} */
  let broken = null;

  function refresh() {
    let stats = null;
    try {
      stats = fs.statSync(file);
    } catch {
      // No registry: every area runs its working build.
    }
    const next = stats ? `${stats.mtimeMs}:${stats.size}:${stats.ino}` : 'none';
    if (next === stamp) return;
    try {
      current = stats ? readRegistryFile(file) : emptyRegistry();
      stamp = next;
      broken = null;
      log.info(
        `registry ${file}: ${
          Object.entries(current.areas)
            .map(([area, live]) => `${area} ${live}`)
            .join(', ') || 'every area on its working build'
        }`,
      );
    } catch (error) {
      if (broken !== next)
        log.error(`registry ${file} ignored, the last good one stays live: ${error instanceof Error ? error.message : String(error)}`);
      broken = next;
      stamp = next;
    }
  }

  return {
    file,
    /** Area (package name) → version or address, for the areas the registry names. */
    areas() {
      refresh();
      return current.areas;
    },
    /** Area → the SHA-256 pinned for its live release's server bundle. */
    serverBundles() {
      refresh();
      return current.serverBundles;
    },
  };
}

module.exports = {
  releaseLocations,
  AREA_PACKAGES,
  RELEASES_FOLDER,
  SEMVER,
  SERVER_BUNDLE_AREAS,
  SHA256_HEX,
  checkTarget,
  createRegistryReader,
  ENTRY_FILE,
  deploy,
  entryAddress,
  entryFor,
  liveStack,
  parseRegistry,
  readRegistryFile,
  rollback,
  writeRegistryFile,
};
