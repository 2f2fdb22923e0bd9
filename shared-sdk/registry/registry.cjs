// The run-time registry: which release of each area is live, for whom. A JSON file the shell's server re-reads when it
// changes, and that `npm run deploy` / `promote` / `rollback` (scripts/deploy.mjs) and the API's release control
// (promotions, rollbacks, the automatic rollback) change under a lock (updateRegistryFile):
//
//   { "revision": 7,
//     "areas": { "mf-admin": "0.2.0", "mf-public": "https://cdn.example/mf-public/1.4.0/" },
//     "serverBundles": { "mf-public": "<sha256 hex of the stable release's server bundle>" },
//     "canaries": { "mf-admin": { "live": "0.3.0", "share": 10, "serverSha256": "<hex>", "since": "2026-11-27T08:00:00.000Z" } },
//     "history": [ { "at": "2026-11-24T08:00:00.000Z", "area": "mf-admin", "action": "deploy", "live": "0.2.0", "by": "cli" } ] }
//
// Every area's server bundle is pinned: the deploy copies its SHA-256 from the release's release.json into
// `serverBundles` (or the canary), and the shell's server runs a bundle only when its bytes have that hash (the
// registry is a local file the shell trusts, not the origin that serves the bundle).
//
// An area is live as a released version (served from `releases/<version>/` beside its working build, on the area's
// own origin) or as an address of its own; an area the registry does not name runs its working build (the `dist/` of
// `npm run build`), which is what a laptop and the test suite use. A canary is served to a share of the area's people,
// the same ones every time (assignedTo). CommonJS, so the shell's server, the API and the scripts share it.

// @ts-check
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const platform = require('../platform.json');
const { ENTRY_FILE, RELEASES_FOLDER, SEMVER, entryAddress, entryFor, releaseLocations } = require('./release-addresses.cjs');

/**
 * @typedef {object} Canary A release served to a share of an area's visitors beside its stable one.
 * @property {string} live The canary's version or address.
 * @property {number} share Percent of visitors (1-99) who get it, sticky per person (see assignedTo).
 * @property {string} [serverSha256] Its server bundle's pinned SHA-256.
 * @property {string} [integrity] Its entry's Subresource Integrity (`sha256-<base64>`), which browsers check.
 * @property {string} since When it started (ISO): its figures are compared from then on.
 */

/**
 * @typedef {object} Registry
 * @property {number} revision Raised by every write: a write that read an older revision is refused (see updateRegistryFile).
 * @property {Record<string, string>} areas Area (package name, e.g. 'mf-admin') → its stable release: a version or an
 *   http(s) address of its entry.
 * @property {Record<string, string>} serverBundles Area → the SHA-256 (hex) pinned for its stable release's server bundle.
 * @property {Record<string, string>} integrity Area → its stable release's entry's Subresource Integrity (`sha256-<base64>`):
 *   browsers load the entry only with these bytes.
 * @property {Record<string, Canary>} canaries Area → the canary it runs, if any.
 * @property {RegistryEntry[]} history
 */

/**
 * @typedef {object} RegistryEntry
 * @property {string} at
 * @property {string} area
 * @property {'deploy' | 'rollback' | 'canary' | 'promote'} action A deploy or a promotion makes a release stable; a
 *   canary starts (or re-shares) one; a rollback ends the canary when one runs, else undoes the last deploy or promotion.
 * @property {string | null} live What is stable after it: a version, an address, or null for the area's working build.
 * @property {string} [serverSha256] A deploy or promotion: the hash pinned with it (a rollback pins it again).
 * @property {string} [integrity] A deploy or promotion: its entry's integrity (a rollback restores it).
 * @property {string} [canary] A canary started, promoted or ended: its release.
 * @property {number} [share] A canary: its share of visitors, in percent.
 * @property {string} [by] Who did it: a person (an admin's e-mail), `cli` or `platform` (the automatic rollback).
 * @property {string} [reason] Why, in words.
 * @property {Record<string, unknown>} [figures] The figures that decided an automatic rollback.
 */

/**
 * @typedef {object} Actor
 * @property {string} [by]
 * @property {string} [reason]
 * @property {Record<string, unknown>} [figures]
 * @property {Date} [at]
 */

/**
 * @typedef {object} RegistryReader
 * @property {string} file
 * @property {() => Registry} current The registry as last read (read again when the file changed).
 * @property {() => Readonly<Record<string, string>>} areas
 * @property {() => Readonly<Record<string, string>>} serverBundles
 */

/** @type {Readonly<Record<string, string>>} The areas by package name (the name a team deploys under) → federation name. */
const AREA_PACKAGES = Object.freeze(Object.fromEntries(platform.remotes.map((remote) => [remote.package, remote.federationName])));
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** A Subresource Integrity value of one hash: `sha256-`, `sha384-` or `sha512-` and its base64. */
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$/;
/** Every area's release carries a server bundle the shell's server runs: each deploys with its hash. */
const SERVER_BUNDLE_AREAS = Object.freeze(platform.remotes.map((remote) => remote.package));

/** @returns {Registry} */
const emptyRegistry = () => ({ revision: 0, areas: {}, serverBundles: {}, integrity: {}, canaries: {}, history: [] });

/** @param {string} name */
function isArea(name) {
  return Object.hasOwn(AREA_PACKAGES, name);
}

/** @param {string} area */
function assertArea(area) {
  if (!isArea(area)) throw new Error(`"${area}" is not an area (${Object.keys(AREA_PACKAGES).join(', ')})`);
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
 * A canary's share of visitors: a whole percent from 1 to 99.
 * @param {unknown} share
 * @returns {string | null} what is wrong with it, or null
 */
function checkShare(share) {
  return Number.isInteger(share) && /** @type {number} */ (share) >= 1 && /** @type {number} */ (share) <= 99
    ? null
    : 'a canary serves a whole percent of visitors, from 1 to 99';
}

/**
 * @param {unknown} value
 * @param {string} what
 * @returns {Record<string, unknown>}
 */
function objectOf(value, what) {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`"${what}" must be an object`);
  for (const area of Object.keys(value)) {
    if (!isArea(area)) throw new Error(`"${area}" is not an area, in "${what}" (${Object.keys(AREA_PACKAGES).join(', ')})`);
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/**
 * Parses a registry file's text; throws an Error saying what is wrong.
 * @param {string} text
 * @returns {Registry}
 */
function parseRegistry(text) {
  /** @type {{ revision?: unknown; areas?: unknown; serverBundles?: unknown; integrity?: unknown; canaries?: unknown; history?: unknown } | null} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`the registry is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('the registry must be a JSON object');
  const revision = data.revision ?? 0;
  if (!Number.isSafeInteger(revision) || /** @type {number} */ (revision) < 0) throw new Error('"revision" must be a whole number');
  const areas = objectOf(data.areas, 'areas');
  for (const [area, target] of Object.entries(areas)) {
    const problem = checkTarget(target);
    if (problem) throw new Error(`${area} ${problem}`);
  }
  const serverBundles = objectOf(data.serverBundles, 'serverBundles');
  for (const [area, sha256] of Object.entries(serverBundles)) {
    if (typeof sha256 !== 'string' || !SHA256_HEX.test(sha256))
      throw new Error(`the server bundle hash of ${area} must be 64 hex digits (a SHA-256)`);
  }
  const integrity = objectOf(data.integrity, 'integrity');
  for (const [area, value] of Object.entries(integrity)) {
    if (typeof value !== 'string' || !INTEGRITY.test(value)) throw new Error(`the entry integrity of ${area} must be sha256-<base64>`);
  }
  const canaries = objectOf(data.canaries, 'canaries');
  for (const [area, value] of Object.entries(canaries)) {
    const canary = /** @type {Partial<Canary> | null} */ (value);
    if (typeof canary !== 'object' || canary === null) throw new Error(`the canary of ${area} must be an object`);
    const problem = checkTarget(canary.live) ?? checkShare(canary.share);
    if (problem) throw new Error(`the canary of ${area}: ${problem}`);
    if (canary.serverSha256 !== undefined && !SHA256_HEX.test(String(canary.serverSha256)))
      throw new Error(`the canary of ${area}: its server bundle hash must be 64 hex digits (a SHA-256)`);
    if (canary.integrity !== undefined && !INTEGRITY.test(String(canary.integrity)))
      throw new Error(`the canary of ${area}: its entry integrity must be sha256-<base64>`);
    if (typeof canary.since !== 'string' || Number.isNaN(Date.parse(canary.since))) throw new Error(`the canary of ${area} needs "since", a time`);
  }
  const history = data.history ?? [];
  if (!Array.isArray(history)) throw new Error('"history" must be a list');
  return {
    revision: /** @type {number} */ (revision),
    areas: { .../** @type {Record<string, string>} */ (areas) },
    serverBundles: { .../** @type {Record<string, string>} */ (serverBundles) },
    integrity: { .../** @type {Record<string, string>} */ (integrity) },
    canaries: { .../** @type {Record<string, Canary>} */ (canaries) },
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
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** A lock older than this was left by a writer that died: it is broken. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

/** @param {number} ms */
const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Changes the registry under a lock, so that two writers (two deploys at once, a deploy and the automatic rollback)
 * never overwrite each other: the lock file is created exclusively (a writer waits up to 10 s for another's), the
 * registry is read under it, `change` computes the next one from what is there now, and the result is written with
 * its revision raised. The write is checked: a file whose revision moved under the lock (a writer that broke a
 * stale lock) is not overwritten. `change` may throw to refuse (nothing is written) or answer null (nothing to do).
 * A server (the API) passes a short `waitMs`: the wait blocks its process, and a registry busy longer is answered
 * "try again" rather than held up.
 * @param {string} file
 * @param {(current: Registry) => Registry | null} change
 * @param {{ waitMs?: number }} [options]
 * @returns {{ before: Registry; after: Registry | null }}
 */
function updateRegistryFile(file, change, { waitMs = LOCK_WAIT_MS } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      } catch {
        // Gone meanwhile: try again.
      }
      if (Date.now() > deadline) throw new Error(`the registry is locked by another deploy (${lock}): try again`);
      sleepSync(25 + Math.floor(Math.random() * 25));
    }
  }
  try {
    const before = readRegistryFile(file);
    const next = change(before);
    if (next === null) return { before, after: null };
    const after = { ...next, revision: before.revision + 1 };
    if (readRegistryFile(file).revision !== before.revision) throw new Error('the registry changed during this deploy: try again');
    writeRegistryFile(file, after);
    return { before, after };
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * The deploys of an area still in force, oldest first, as deploys, promotions and rollbacks left them: the top is stable.
 * @param {Registry} registry
 * @param {string} area
 */
function liveDeploys(registry, area) {
  /** @type {RegistryEntry[]} */
  const stack = [];
  for (const entry of registry.history) {
    if (entry.area !== area) continue;
    if (entry.action === 'deploy' || entry.action === 'promote') stack.push(entry);
    else if (entry.action === 'rollback' && entry.canary === undefined) stack.pop();
  }
  return stack;
}

/**
 * What has been stable for an area, oldest first, as deploys and rollbacks left it: a deploy puts a release on top,
 * a rollback takes the top one off. The top is what is stable; empty means the working build.
 * @param {Registry} registry
 * @param {string} area
 * @returns {(string | null)[]}
 */
function liveStack(registry, area) {
  return liveDeploys(registry, area).map((entry) => entry.live);
}

/** @param {Actor} actor */
const said = ({ by, reason, figures }) => ({
  ...(by === undefined ? {} : { by }),
  ...(reason === undefined ? {} : { reason }),
  ...(figures === undefined ? {} : { figures }),
});

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
  const { [area]: _wasIntegrity, ...integrity } = registry.integrity ?? {};
  const { [area]: _wasCanary, ...canaries } = registry.canaries ?? {};
  if (live !== null) areas[area] = live;
  if (live !== null && serverSha256 !== undefined) serverBundles[area] = serverSha256;
  if (live !== null && entry.integrity !== undefined) integrity[area] = entry.integrity;
  return { revision: registry.revision ?? 0, areas, serverBundles, integrity, canaries, history: [...registry.history, entry] };
}

/**
 * @param {string} area
 * @param {string} target
 * @param {string | undefined} serverSha256
 * @param {string | undefined} [integrity]
 */
function assertRelease(area, target, serverSha256, integrity) {
  if (integrity !== undefined && !INTEGRITY.test(integrity)) throw new Error("the entry's integrity must be sha256-<base64>");
  assertArea(area);
  const problem = checkTarget(target);
  if (problem) throw new Error(`the release ${problem}`);
  if (serverSha256 !== undefined && !SHA256_HEX.test(serverSha256)) throw new Error('the server bundle hash must be 64 hex digits (a SHA-256)');
  if (SERVER_BUNDLE_AREAS.includes(area) && serverSha256 === undefined)
    throw new Error(`${area} deploys with its server bundle's SHA-256 (release.json's server.sha256)`);
}

/**
 * The registry with `target` stable for `area`, and the history saying so. An area with a server bundle needs its
 * SHA-256 (`serverSha256`, from the release's release.json), which is pinned beside it. Refused while a canary runs:
 * it is promoted or rolled back first.
 * @param {Registry} registry
 * @param {string} area
 * @param {string} target
 * @param {Date} [at]
 * @param {{ serverSha256?: string | undefined; integrity?: string | undefined } & Actor} [pin]
 * @returns {Registry}
 */
function deploy(registry, area, target, at = new Date(), { serverSha256, integrity, ...actor } = {}) {
  assertRelease(area, target, serverSha256, integrity);
  const canary = registry.canaries?.[area];
  if (canary) throw new Error(`${area} runs a canary (${canary.live} for ${canary.share} %): promote it or roll it back first`);
  /** @type {RegistryEntry} */
  const entry = {
    at: at.toISOString(),
    area,
    action: 'deploy',
    live: target,
    ...(serverSha256 === undefined ? {} : { serverSha256 }),
    ...(integrity === undefined ? {} : { integrity }),
    ...said(actor),
  };
  return withLive(registry, area, target, serverSha256, entry);
}

/**
 * The registry with `target` served to `share` percent of the area's visitors, the stable release to the rest. The
 * canary running may be given another share (the same release); another release is refused until it is promoted or
 * rolled back.
 * @param {Registry} registry
 * @param {string} area
 * @param {string} target
 * @param {number} share
 * @param {Date} [at]
 * @param {{ serverSha256?: string | undefined; integrity?: string | undefined } & Actor} [pin]
 * @returns {Registry}
 */
function startCanary(registry, area, target, share, at = new Date(), { serverSha256, integrity, ...actor } = {}) {
  assertRelease(area, target, serverSha256, integrity);
  const problem = checkShare(share);
  if (problem) throw new Error(problem);
  const running = registry.canaries?.[area];
  if (running && running.live !== target)
    throw new Error(`${area} runs a canary already (${running.live} for ${running.share} %): promote it or roll it back first`);
  const stable = registry.areas[area] ?? null;
  if (stable === target) throw new Error(`${area} ${target} is stable already: a canary is another release`);
  /** @type {Canary} */
  const canary = {
    live: target,
    share,
    ...(serverSha256 === undefined ? {} : { serverSha256 }),
    ...(integrity === undefined ? {} : { integrity }),
    since: running?.since ?? at.toISOString(),
  };
  /** @type {RegistryEntry} */
  const entry = { at: at.toISOString(), area, action: 'canary', live: stable, canary: target, share, ...said(actor) };
  return { ...registry, canaries: { ...registry.canaries, [area]: canary }, history: [...registry.history, entry] };
}

/**
 * The registry with the area's canary stable for everyone.
 * @param {Registry} registry
 * @param {string} area
 * @param {Date} [at]
 * @param {Actor} [actor]
 * @returns {Registry}
 */
function promote(registry, area, at = new Date(), actor = {}) {
  assertArea(area);
  const canary = registry.canaries?.[area];
  if (!canary) throw new Error(`${area} runs no canary to promote`);
  const { serverSha256, integrity } = canary;
  /** @type {RegistryEntry} */
  const entry = {
    at: at.toISOString(),
    area,
    action: 'promote',
    live: canary.live,
    canary: canary.live,
    ...(serverSha256 === undefined ? {} : { serverSha256 }),
    ...(integrity === undefined ? {} : { integrity }),
    ...said(actor),
  };
  return withLive(registry, area, canary.live, serverSha256, entry);
}

/**
 * The registry with the area's canary ended when one runs (everyone on the stable release again); otherwise with
 * what was stable before the area's last deploy or promotion stable again (its working build when there was none).
 * @param {Registry} registry
 * @param {string} area
 * @param {Date} [at]
 * @param {Actor} [actor]
 * @returns {{ registry: Registry; live: string | null; endedCanary: string | null }}
 */
function rollback(registry, area, at = new Date(), actor = {}) {
  assertArea(area);
  const canary = registry.canaries?.[area];
  if (canary) {
    const { [area]: _ended, ...canaries } = registry.canaries;
    const live = registry.areas[area] ?? null;
    /** @type {RegistryEntry} */
    const entry = { at: at.toISOString(), area, action: 'rollback', live, canary: canary.live, ...said(actor) };
    return { registry: { ...registry, canaries, history: [...registry.history, entry] }, live, endedCanary: canary.live };
  }
  const stack = liveDeploys(registry, area);
  if (stack.length === 0) throw new Error(`${area} has no deploy to roll back`);
  const previous = stack.length > 1 ? (stack[stack.length - 2] ?? null) : null;
  const live = previous ? previous.live : null;
  const serverSha256 = previous ? previous.serverSha256 : undefined;
  const integrity = previous?.integrity;
  /** @type {RegistryEntry} */
  const entry = { at: at.toISOString(), area, action: 'rollback', live, ...(integrity === undefined ? {} : { integrity }), ...said(actor) };
  return {
    registry: withLive(registry, area, live, serverSha256, entry),
    live,
    endedCanary: null,
  };
}

/**
 * A person's bucket for an area, 0-99: the same seed (their user id, or their browser's visitor cookie) always lands
 * in the same bucket, and each area draws its own (a canary of one area and of another reach different people).
 * @param {string} seed
 * @param {string} area
 * @returns {number}
 */
function bucketOf(seed, area) {
  return createHash('sha256').update(`${area}\u0000${seed}`).digest().readUInt32BE(0) % 100;
}

/**
 * What one person gets of each area now: the canary when their bucket falls in its share, else the stable release
 * (areas the registry does not name are left out: their working build).
 * @param {Pick<Registry, 'areas' | 'serverBundles' | 'canaries'> & Partial<Pick<Registry, 'integrity'>>} registry
 * @param {string | null} seed Null when nothing identifies them yet (they get the stable releases).
 * @returns {{ areas: Record<string, string>; serverBundles: Record<string, string>; integrity: Record<string, string>; canaries: string[] }}
 */
function assignedTo(registry, seed) {
  const chosen = Object.entries(registry.canaries ?? {}).filter(([area, canary]) => seed !== null && bucketOf(seed, area) < canary.share);
  const areas = { ...registry.areas, ...Object.fromEntries(chosen.map(([area, canary]) => [area, canary.live])) };
  // A canary without a pin (an area with no server bundle, an entry of no recorded hash) leaves its area unpinned,
  // never pinned to the stable release's hash.
  /** @param {Record<string, string> | undefined} stable @param {(canary: Canary) => string | undefined} ofCanary */
  const pins = (stable, ofCanary) =>
    Object.fromEntries(
      Object.entries({ ...stable, ...Object.fromEntries(chosen.map(([area, canary]) => [area, ofCanary(canary)])) }).filter(
        /** @returns {entry is [string, string]} */ (entry) => entry[1] !== undefined,
      ),
    );
  return {
    areas,
    serverBundles: pins(registry.serverBundles, (canary) => canary.serverSha256),
    integrity: pins(registry.integrity, (canary) => canary.integrity),
    canaries: chosen.map(([area]) => area),
  };
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
    /** The whole registry, stable releases and canaries. */
    current() {
      refresh();
      return current;
    },
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
  assignedTo,
  bucketOf,
  checkShare,
  promote,
  startCanary,
  updateRegistryFile,
  AREA_PACKAGES,
  RELEASES_FOLDER,
  SEMVER,
  SERVER_BUNDLE_AREAS,
  SHA256_HEX,
  INTEGRITY,
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
