// @ts-check
// Which release of each area is live, in the registry the shell's server reads (shell/src/server/registry.cjs):
//   npm run deploy -- mf-admin 1.3.0                   make a release live (or an address: https://cdn.example/mf-admin/1.3.0/)
//                                                      each area also pins its server bundle's SHA-256 (from the
//                                                      release's release.json; --sha256=<hex> for a release kept elsewhere)
//   npm run rollback -- mf-admin                       what was live before the last deploy, live again
//   npm run releases                                   what is live, what is released, and the history
// The next page load gets the change; nothing is rebuilt or restarted.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('../shell/src/server/registry.cjs')} */
const registry = require(path.join(ROOT, 'shell', 'src', 'server', 'registry.cjs'));
/** @type {typeof import('../shell/src/server/runtime-config.cjs')} */
const { resolveRuntimeConfig, remotesJson } = require(path.join(ROOT, 'shell', 'src', 'server', 'runtime-config.cjs'));

const { releasesDir, registryFile } = registry.releaseLocations(process.env, ROOT);
const areas = Object.keys(registry.AREA_PACKAGES);
const usage = `usage: npm run deploy -- <area> <version|address> [--force] [--sha256=<hex>] · npm run rollback -- <area> · npm run releases  (areas: ${areas.join(', ')})`;

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

function status() {
  const current = registry.readRegistryFile(registryFile);
  console.log(`registry: ${registryFile}`);
  for (const area of areas) {
    const pinned = current.serverBundles[area];
    const pin = pinned ? ` server bundle sha256 ${pinned.slice(0, 12)}…` : '';
    console.log(
      `  ${area.padEnd(12)} live: ${(current.areas[area] ?? 'working build').padEnd(14)} released: ${released(area).join(', ') || 'none'}${pin}`,
    );
  }
  const recent = current.history.slice(-10);
  if (recent.length > 0) console.log('history (latest last):');
  for (const entry of recent) console.log(`  ${entry.at}  ${entry.area.padEnd(12)} ${entry.action.padEnd(8)} → ${entry.live ?? 'working build'}`);
}

async function main() {
  const [command, area, target, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force') || target === '--force';
  const shaFlag = rest.findIndex((flag) => flag === '--sha256' || flag.startsWith('--sha256='));
  const flag = shaFlag < 0 ? undefined : rest[shaFlag];
  const sha256 = flag === undefined ? undefined : flag.includes('=') ? flag.slice('--sha256='.length) : (rest[shaFlag + 1] ?? '');
  let current;
  try {
    current = registry.readRegistryFile(registryFile);
  } catch (error) {
    fail(`${registryFile}: ${error instanceof Error ? error.message : String(error)}; fix or remove it first`);
  }
  if (command === 'status' || command === undefined) return status();
  if (!area || !areas.includes(area)) fail(area ? `"${area}" is not an area. ${usage}` : usage, 2);

  if (command === 'deploy') {
    if (!target || target === '--force') fail(usage, 2);
    const problem = registry.checkTarget(target);
    if (problem) fail(`the release ${problem}`, 2);
    if (registry.SEMVER.test(target) && !force) await assertReleased(area, target);
    const serverSha256 = serverBundleHash(area, target, sha256);
    if (current.areas[area] === target && current.serverBundles[area] === serverSha256)
      return console.log(`[deploy] ${area} ${target} is already live`);
    registry.writeRegistryFile(registryFile, registry.deploy(current, area, target, new Date(), { serverSha256 }));
    const pinned = serverSha256 ? `, its server bundle pinned to sha256 ${serverSha256}` : '';
    console.log(`[deploy] ${area} ${target} is live${pinned}: the next page load gets it (was ${current.areas[area] ?? 'the working build'})`);
  } else if (command === 'rollback') {
    let result;
    try {
      result = registry.rollback(current, area);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    registry.writeRegistryFile(registryFile, result.registry);
    console.log(`[deploy] ${area} rolled back: ${result.live ?? 'the working build'} is live (was ${current.areas[area] ?? 'the working build'})`);
  } else {
    fail(usage, 2);
  }
}

await main();
