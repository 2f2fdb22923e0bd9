// @ts-check
// Which release of each area is live, in the registry the shell's server reads (shared-sdk/registry/registry.cjs):
//   npm run deploy -- mf-admin 1.3.0                   make a release stable (or an address: https://cdn.example/mf-admin/1.3.0/)
//                                                      each area also pins its server bundle's SHA-256 (from the
//                                                      release's release.json; --sha256=<hex> for a release kept elsewhere)
//   npm run deploy -- mf-admin 1.4.0 --canary 10       serve 1.4.0 to 10 % of the area's people, the stable release to the rest
//                                                      (the same people every time; run it again with another share to widen it)
//   npm run promote -- mf-admin                        the canary becomes stable for everyone
//   npm run rollback -- mf-admin                       ends the canary; without one, what was stable before the last deploy
//   npm run releases                                   what is live, what is released, and the history
//   npm run preview -- mf-admin 1.4.0 [--hours 24]     a signed, expiring link that pins whoever opens it to that release
//                                                      (signed with the API's JWT_SECRET, or the secret file it keeps:
//                                                      --secret-file, by default api/data/.jwt-secret)
// --reason "…" says why in the history. Every change is made under the registry's lock, from what it holds at that
// moment, so two deploys at once never overwrite each other. The next page load gets the change; nothing is rebuilt
// or restarted.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('../shared-sdk/registry/registry.cjs')} */
const registry = require(path.join(ROOT, 'shared-sdk', 'registry', 'registry.cjs'));
/** @type {typeof import('../shell/src/server/runtime-config.cjs')} */
const { resolveRuntimeConfig, remotesJson } = require(path.join(ROOT, 'shell', 'src', 'server', 'runtime-config.cjs'));
/** @type {typeof import('../shared-sdk/registry/previews.cjs')} */
const previews = require(path.join(ROOT, 'shared-sdk', 'registry', 'previews.cjs'));
/** @type {{ shell: { port: number } }} */
const platformTable = require(path.join(ROOT, 'shared-sdk', 'platform.json'));

const { releasesDir, registryFile } = registry.releaseLocations(process.env, ROOT);
const areas = Object.keys(registry.AREA_PACKAGES);
const usage = `usage: npm run deploy -- <area> <version|address> [--canary <percent>] [--force] [--sha256=<hex>] [--reason "…"] · npm run promote -- <area> · npm run rollback -- <area> · npm run releases · npm run preview -- <area> <version> [--hours <1-168>]  (areas: ${areas.join(', ')})`;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message, code = 1) {
  console.error(`[deploy] ${message}`);
  process.exit(code);
}

const released = (/** @type {string} */ area) =>
  fs.existsSync(path.join(releasesDir, area))
    ? fs
        .readdirSync(path.join(releasesDir, area))
        .filter((name) => registry.SEMVER.test(name))
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    : [];

/**
 * A version must be released before it goes live: on this machine's releases folder, or answering on the area's origin.
 * @param {string} area
 * @param {string} version
 */
async function assertReleased(area, version) {
  const local = path.join(releasesDir, area, version, 'release.json');
  if (fs.existsSync(local)) return;
  const config = resolveRuntimeConfig(process.env);
  const remote = /** @type {import('@lectern/shared-sdk').RemoteName} */ (registry.AREA_PACKAGES[area]);
  const url = new URL('release.json', registry.entryFor(version, remotesJson(config)[remote])).href;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.ok) return;
  } catch {
    // Not reachable: said below.
  }
  fail(
    `${area} ${version} is not released: ${path.relative(process.cwd(), local)} does not exist and ${url} does not answer. Release it first (npm run release -w ${area}) or pass --force.`,
  );
}

/**
 * The SHA-256 of an area's server bundle to pin with `target`: `--sha256` when given, else the one the local release
 * recorded (its release.json, checked against the bundle's bytes). The registry is the shell's trust anchor, so the
 * hash is never taken from the origin that serves the bundle.
 * @param {string} area
 * @param {string} target
 * @param {string | undefined} given
 * @returns {string | undefined}
 */
function serverBundleHash(area, target, given) {
  if (!registry.SERVER_BUNDLE_AREAS.includes(area)) {
    if (given !== undefined) fail(`${area} has no server bundle: --sha256 is for ${registry.SERVER_BUNDLE_AREAS.join(', ')}`, 2);
    return undefined;
  }
  if (given !== undefined) {
    if (!registry.SHA256_HEX.test(given)) fail("--sha256 must be 64 hex digits (release.json's server.sha256)", 2);
    return given;
  }
  const folder = path.join(releasesDir, area, target);
  const infoFile = path.join(folder, 'release.json');
  const hint = `pass the hash its release recorded (release.json's server.sha256) as --sha256=<hex>`;
  if (!registry.SEMVER.test(target) || !fs.existsSync(infoFile))
    fail(`${area} ${target} is not a release on this machine (${path.relative(process.cwd(), infoFile)}): ${hint}`);
  /** @type {{ entry?: unknown; sha256?: string } | undefined} */
  const server = JSON.parse(fs.readFileSync(infoFile, 'utf8')).server;
  if (!server || typeof server.entry !== 'string' || server.sha256 === undefined || !registry.SHA256_HEX.test(server.sha256)) {
    return fail(
      `${path.relative(process.cwd(), infoFile)} records no server bundle hash (a release made before bundles were pinned): release a new version`,
    );
  }
  const bundle = path.join(folder, server.entry);
  const actual = fs.existsSync(bundle) ? createHash('sha256').update(fs.readFileSync(bundle)).digest('hex') : 'missing';
  if (actual !== server.sha256)
    fail(
      `${path.relative(process.cwd(), bundle)} does not match its release.json (${actual}, recorded ${server.sha256}): the release was changed after it was made`,
    );
  return server.sha256;
}

/** Files of a release fetched at once while a deploy checks them. */
const CHECKS_AT_ONCE = 8;
/** A file path as release.json records it: plain segments below the release's folder. */
const RELEASE_FILE = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * The release's release.json: this machine's copy when it has the release, else the one its origin serves.
 * @param {string} area
 * @param {string} target
 * @param {URL} folder The release's folder on the area's origin.
 * @returns {Promise<{ files?: unknown }>}
 */
async function releaseInfo(area, target, folder) {
  const local = path.join(releasesDir, area, target, 'release.json');
  if (registry.SEMVER.test(target) && fs.existsSync(local)) return JSON.parse(fs.readFileSync(local, 'utf8'));
  const url = new URL('release.json', folder);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (response.ok) return /** @type {{ files?: unknown }} */ (await response.json());
    return fail(`${url.href} answers ${response.status}: the release's record is not on its origin`);
  } catch (error) {
    return fail(`${url.href} does not answer (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * Every file of the release answers on the area's origin with the SHA-256 its release.json recorded when it was
 * built, before the registry changes: a release half uploaded, or altered on its way, never goes live.
 * @param {string} area
 * @param {string} target
 */
async function verifyOnOrigin(area, target) {
  const config = resolveRuntimeConfig(process.env);
  const remote = /** @type {import('@lectern/shared-sdk').RemoteName} */ (registry.AREA_PACKAGES[area]);
  const entry = new URL(registry.entryFor(target, remotesJson(config)[remote]));
  const folder = new URL('.', entry);
  const { files } = await releaseInfo(area, target, folder);
  if (typeof files !== 'object' || files === null || Array.isArray(files) || Object.keys(files).length === 0)
    return fail(`${area} ${target} records no file hashes in its release.json (a release made before files were hashed): release a new version`);
  const entries = Object.entries(/** @type {Record<string, unknown>} */ (files));
  /** @type {string[]} */
  const problems = [];
  const check = async (/** @type {[string, unknown]} */ [file, expected]) => {
    if (!RELEASE_FILE.test(file) || typeof expected !== 'string' || !registry.SHA256_HEX.test(expected)) {
      problems.push(`${file.slice(0, 80)}: not a file path with a SHA-256`);
      return;
    }
    const url = new URL(file, folder);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (!response.ok) return void problems.push(`${file} answers ${response.status}`);
      const actual = createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex');
      if (actual !== expected) problems.push(`${file} has SHA-256 ${actual.slice(0, 12)}…, the release recorded ${expected.slice(0, 12)}…`);
    } catch (error) {
      problems.push(`${file} does not answer (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  for (let start = 0; start < entries.length; start += CHECKS_AT_ONCE) await Promise.all(entries.slice(start, start + CHECKS_AT_ONCE).map(check));
  if (problems.length > 0) {
    const more = problems.length > 5 ? ` and ${problems.length - 5} more` : '';
    fail(`${area} ${target} is not on its origin as it was released (${folder.href}): ${problems.slice(0, 5).join('; ')}${more}. Nothing changed.`);
  }
  console.log(`[deploy] the ${entries.length} files of ${area} ${target} answer on ${folder.origin} with the SHA-256 they were released with`);
  // The entry's hash, as the Subresource Integrity browsers check it against (see runtime-config.cjs).
  const entryHash = /** @type {Record<string, unknown>} */ (files)[entry.pathname.slice(folder.pathname.length)];
  return typeof entryHash === 'string' ? `sha256-${Buffer.from(entryHash, 'hex').toString('base64')}` : undefined;
}

function status() {
  const current = registry.readRegistryFile(registryFile);
  console.log(`registry: ${registryFile}`);
  for (const area of areas) {
    const pinned = current.serverBundles[area];
    const pin = pinned ? ` server bundle sha256 ${pinned.slice(0, 12)}…` : '';
    const canary = current.canaries[area];
    const beside = canary ? ` canary: ${canary.live} for ${canary.share} % since ${canary.since}` : '';
    console.log(
      `  ${area.padEnd(12)} live: ${(current.areas[area] ?? 'working build').padEnd(14)} released: ${released(area).join(', ') || 'none'}${pin}${beside}`,
    );
  }
  const recent = current.history.slice(-10);
  if (recent.length > 0) console.log('history (latest last):');
  for (const entry of recent) {
    const canary = entry.canary ? ` (canary ${entry.canary}${entry.share ? ` for ${entry.share} %` : ''})` : '';
    const who = entry.by ? ` by ${entry.by}` : '';
    const why = entry.reason ? `: ${entry.reason}` : '';
    console.log(`  ${entry.at}  ${entry.area.padEnd(12)} ${entry.action.padEnd(8)} → ${entry.live ?? 'working build'}${canary}${who}${why}`);
  }
}

/**
 * The value of a flag given as `--name=value` or `--name value`; undefined when absent.
 * @param {string[]} args
 * @param {string} name
 */
function flagValue(args, name) {
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const flag = /** @type {string} */ (args[at]);
  return flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : (args[at + 1] ?? '');
}

/**
 * Applies a change to the registry under its lock; a refusal (the change throws) is said and changes nothing.
 * @param {(current: import('../shared-sdk/registry/registry.cjs').Registry) => import('../shared-sdk/registry/registry.cjs').Registry | null} change
 */
function update(change) {
  try {
    return registry.updateRegistryFile(registryFile, change);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The API's token secret, which preview links are signed with: JWT_SECRET, else the file the API keeps it in.
 * @param {string | undefined} file
 */
function apiSecret(file) {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const secretFile = path.resolve(file || path.join(ROOT, 'api', 'data', '.jwt-secret'));
  try {
    const secret = fs.readFileSync(secretFile, 'utf8').trim();
    if (secret) return secret;
  } catch {
    // Said below.
  }
  return fail(`no JWT_SECRET, and the API's secret file ${secretFile} cannot be read: set JWT_SECRET to the API's, or pass --secret-file`);
}

/**
 * A preview link of a released version: checked on the area's origin like a deploy, signed as the API signs them.
 * @param {string} area
 * @param {string | undefined} version
 * @param {string[]} args
 */
async function preview(area, version, args) {
  if (!version || !registry.SEMVER.test(version)) fail(`${usage}\nA preview is of a released version (1.4.0)`, 2);
  const hoursFlag = flagValue(args, 'hours');
  const hours = hoursFlag === undefined ? 24 : Number(hoursFlag);
  if (!Number.isInteger(hours) || hours < 1 || hours > previews.MAX_PREVIEW_HOURS)
    fail(`--hours: a link lasts 1 to ${previews.MAX_PREVIEW_HOURS} hours`, 2);
  const serverSha256 = serverBundleHash(area, version, undefined) ?? null;
  await verifyOnOrigin(area, version);
  const expiresAt = new Date(Date.now() + hours * 3600_000);
  const token = previews.signPreview(apiSecret(flagValue(args, 'secret-file')), { area, release: version, serverSha256, expiresAt });
  const site = process.env.PUBLIC_APP_URL || `http://localhost:${platformTable.shell.port}`;
  console.log(`[deploy] preview of ${area} ${version} until ${expiresAt.toISOString()}: whoever opens it gets this release in that browser`);
  console.log(previews.previewUrl(site, token, area));
}

async function main() {
  const [command, area, ...args] = process.argv.slice(2);
  const target = args[0]?.startsWith('--') ? undefined : args[0];
  const force = args.includes('--force');
  const sha256 = flagValue(args, 'sha256');
  const canaryFlag = flagValue(args, 'canary');
  const reason = flagValue(args, 'reason');
  const actor = { by: 'cli', ...(reason ? { reason: reason.slice(0, 500) } : {}) };
  let current;
  try {
    current = registry.readRegistryFile(registryFile);
  } catch (error) {
    fail(`${registryFile}: ${error instanceof Error ? error.message : String(error)}; fix or remove it first`);
  }
  if (command === 'status' || command === undefined) return status();
  if (!area || !areas.includes(area)) fail(area ? `"${area}" is not an area. ${usage}` : usage, 2);

  if (command === 'deploy') {
    if (!target) fail(usage, 2);
    const problem = registry.checkTarget(target);
    if (problem) fail(`the release ${problem}`, 2);
    const share = canaryFlag === undefined ? undefined : Number(canaryFlag.replace(/%$/, ''));
    if (share !== undefined) {
      const shareProblem = registry.checkShare(share);
      if (shareProblem) fail(`--canary: ${shareProblem}`, 2);
    }
    if (registry.SEMVER.test(target) && !force) await assertReleased(area, target);
    const serverSha256 = serverBundleHash(area, target, sha256);
    const integrity = await verifyOnOrigin(area, target);
    const was = current.areas[area] ?? 'the working build';
    if (share !== undefined) {
      update((now) => registry.startCanary(now, area, target, share, new Date(), { serverSha256, integrity, ...actor }));
      console.log(`[deploy] ${area} ${target} is the canary for ${share} % of its people; the rest keep ${was}`);
      return;
    }
    const { after } = update((now) =>
      now.areas[area] === target && now.serverBundles[area] === serverSha256 && now.integrity[area] === integrity && !now.canaries[area]
        ? null
        : registry.deploy(now, area, target, new Date(), { serverSha256, integrity, ...actor }),
    );
    if (!after) return console.log(`[deploy] ${area} ${target} is already live`);
    const pinned = `${serverSha256 ? `, its server bundle pinned to sha256 ${serverSha256}` : ''}${integrity ? `, its entry to ${integrity}` : ''}`;
    console.log(`[deploy] ${area} ${target} is live${pinned}: the next page load gets it (was ${was})`);
  } else if (command === 'preview') {
    await preview(area, target, args);
  } else if (command === 'promote') {
    const { after } = update((now) => registry.promote(now, area, new Date(), actor));
    console.log(`[deploy] ${area} ${after?.areas[area]} is stable for everyone now (was ${current.areas[area] ?? 'the working build'})`);
  } else if (command === 'rollback') {
    /** @type {{ live: string | null; endedCanary: string | null } | undefined} */
    let result;
    update((now) => {
      const outcome = registry.rollback(now, area, new Date(), actor);
      result = outcome;
      return outcome.registry;
    });
    if (result?.endedCanary) console.log(`[deploy] ${area} canary ${result.endedCanary} ended: everyone gets ${result.live ?? 'the working build'}`);
    else
      console.log(`[deploy] ${area} rolled back: ${result?.live ?? 'the working build'} is live (was ${current.areas[area] ?? 'the working build'})`);
  } else {
    fail(usage, 2);
  }
}

await main();
