// @ts-check
// Where releases and their entries are: the folder a released version lives in beside the area's working build, the
// entry script an area's address names, and where `npm run deploy` keeps releases and the registry. CommonJS, so the
// shell's server, its run-time configuration and the scripts share it (see registry.cjs).

const path = require('node:path');

/** A released version's name. */
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** Where a released version lives, relative to the folder of the area's working entry. */
const RELEASES_FOLDER = 'releases';
/**
 * A remote is registered by its container script, not its mf-manifest.json: the manifest (30 KB) would be one more
 * request before the container, and the runtime preloads from it the remote's own copies of shared modules the shell
 * has not loaded yet, which the page then never uses.
 */
const ENTRY_FILE = 'remoteEntry.js';

/**
 * Where releases are kept (the folder each area's origin serves under releases/) and where the registry is:
 * LECTERN_RELEASES_DIR (default <root>/releases) and LECTERN_REGISTRY (default <releases>/registry.json).
 * @param {Record<string, string | undefined>} env
 * @param {string} root
 * @returns {{ releasesDir: string; registryFile: string }}
 */
function releaseLocations(env, root) {
  const releasesDir = path.resolve(env.LECTERN_RELEASES_DIR || path.join(root, RELEASES_FOLDER));
  return { releasesDir, registryFile: path.resolve(env.LECTERN_REGISTRY || path.join(releasesDir, 'registry.json')) };
}

/**
 * An area's address may name its entry script (or manifest), or just the folder that holds it.
 * @param {string | URL} url
 * @returns {string}
 */
function entryAddress(url) {
  const address = new URL(url);
  if (!/\.(js|json)$/.test(address.pathname)) address.pathname = `${address.pathname.replace(/\/+$/, '')}/${ENTRY_FILE}`;
  return address.href;
}

/**
 * The address of an area's entry for a registry value, next to its working entry (`workingEntryUrl`).
 * @param {string} target
 * @param {string} workingEntryUrl
 * @returns {string}
 */
function entryFor(target, workingEntryUrl) {
  return SEMVER.test(target) ? new URL(`${RELEASES_FOLDER}/${target}/${ENTRY_FILE}`, workingEntryUrl).href : entryAddress(target);
}

module.exports = { ENTRY_FILE, RELEASES_FOLDER, SEMVER, entryAddress, entryFor, releaseLocations };
