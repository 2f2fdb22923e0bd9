/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistryFile } from './registry.cjs';

// `npm run deploy` and the release's pinning step (scripts/), run as an operator runs them, on a releases folder of
// the test's own: the public area's release carries its server bundle's hash, and the deploy pins it in the registry.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let folder: string;
let releasesDir: string;
let registryFile: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-deploy-'));
  releasesDir = path.join(folder, 'releases');
  registryFile = path.join(releasesDir, 'registry.json');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function run(file: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [file, ...args],
      { cwd: ROOT, env: { ...process.env, LECTERN_RELEASES_DIR: releasesDir, LECTERN_REGISTRY: registryFile } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}
const deploy = (...args: string[]) => run(path.join(ROOT, 'scripts', 'deploy.mjs'), ['deploy', ...args]);

/** A build folder as webpack leaves it: release.json, and the server bundle with its manifest. */
function build(dir: string, version: string, code: string, manifestSha = sha256(code)) {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ name: '@lectern/mf-public', version, builtAt: '2026-11-26T00:00:00.000Z' }));
  writeFileSync(path.join(dir, 'server', 'ssr.0123456789.cjs'), code);
  writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ entry: 'ssr.0123456789.cjs', sha256: manifestSha }));
}

/** A release as `npm run release` leaves it: the build, pinned (scripts/lib/release.mjs's pinServerBundle). */
async function release(version: string, code: string) {
  const dir = path.join(releasesDir, 'mf-public', version);
  build(dir, version, code);
  const pinned = await pin(dir);
  expect(pinned.code).toBe(0);
  return dir;
}

function pin(dir: string) {
  const script = path.join(folder, 'pin.mjs');
  writeFileSync(
    script,
    `import { pinServerBundle } from ${JSON.stringify(path.join(ROOT, 'scripts', 'lib', 'release.mjs'))};\npinServerBundle(${JSON.stringify(dir)});\n`,
  );
  return run(script, []);
}

test('a release records its server bundle’s SHA-256 in release.json, and refuses a bundle that is not what its manifest says', async () => {
  const dir = await release('1.0.0', 'module.exports = 1;');
  expect(JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'))).toEqual({
    name: '@lectern/mf-public',
    version: '1.0.0',
    builtAt: '2026-11-26T00:00:00.000Z',
    server: { entry: 'server/ssr.0123456789.cjs', sha256: sha256('module.exports = 1;') },
  });
  const odd = path.join(folder, 'odd');
  build(odd, '1.0.1', 'module.exports = 2;', sha256('something else'));
  const refused = await pin(odd);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain('its manifest says');
});

test('deploying mf-public pins the hash its release recorded; rollback pins the previous one', async () => {
  await release('1.0.0', 'module.exports = 1;');
  await release('1.1.0', 'module.exports = 11;');
  const first = await deploy('mf-public', '1.0.0');
  expect(first.output).toContain(`its server bundle pinned to sha256 ${sha256('module.exports = 1;')}`);
  expect(first.code).toBe(0);
  expect((await deploy('mf-public', '1.1.0')).code).toBe(0);
  expect(readRegistryFile(registryFile).serverBundles).toEqual({ 'mf-public': sha256('module.exports = 11;') });
  const back = await run(path.join(ROOT, 'scripts', 'deploy.mjs'), ['rollback', 'mf-public']);
  expect(back.code).toBe(0);
  const registry = readRegistryFile(registryFile);
  expect(registry.areas).toEqual({ 'mf-public': '1.0.0' });
  expect(registry.serverBundles).toEqual({ 'mf-public': sha256('module.exports = 1;') });
  // Every area renders on the server now: a release that records no server bundle is not deployed.
  mkdirSync(path.join(releasesDir, 'mf-admin', '2.0.0'), { recursive: true });
  writeFileSync(path.join(releasesDir, 'mf-admin', '2.0.0', 'release.json'), '{}');
  const unpinned = await deploy('mf-admin', '2.0.0');
  expect(unpinned.code).not.toBe(0);
  expect(unpinned.output).toContain('records no server bundle hash');
  expect(readRegistryFile(registryFile).serverBundles).toEqual({ 'mf-public': sha256('module.exports = 1;') });
});

test('a release whose bundle changed after it was made, or that records no hash, is not deployed', async () => {
  const dir = await release('1.0.0', 'module.exports = 1;');
  rmSync(path.join(dir, 'server', 'ssr.0123456789.cjs'));
  writeFileSync(path.join(dir, 'server', 'ssr.0123456789.cjs'), 'require("child_process").exec("curl evil")');
  const changed = await deploy('mf-public', '1.0.0');
  expect(changed.code).not.toBe(0);
  expect(changed.output).toContain('does not match its release.json');

  const old = path.join(releasesDir, 'mf-public', '0.9.0');
  mkdirSync(old, { recursive: true });
  writeFileSync(path.join(old, 'release.json'), JSON.stringify({ name: '@lectern/mf-public', version: '0.9.0', builtAt: null }));
  const unpinned = await deploy('mf-public', '0.9.0');
  expect(unpinned.code).not.toBe(0);
  expect(unpinned.output).toContain('records no server bundle hash');
  expect(existsSync(registryFile)).toBe(false);
});

test('a release kept elsewhere deploys with the hash given on the command line, and only with one', async () => {
  const address = 'https://cdn.example/mf-public/2.0.0/';
  const missing = await deploy('mf-public', address);
  expect(missing.code).not.toBe(0);
  expect(missing.output).toContain('--sha256=<hex>');
  expect((await deploy('mf-public', address, '--sha256=xyz')).output).toContain('--sha256 must be 64 hex digits');
  expect((await deploy('mf-admin', address)).output).toContain('--sha256=<hex>');
  expect(existsSync(registryFile)).toBe(false);
  const given = await deploy('mf-public', address, `--sha256=${'b'.repeat(64)}`);
  expect(given.code).toBe(0);
  expect(readRegistryFile(registryFile)).toMatchObject({ areas: { 'mf-public': address }, serverBundles: { 'mf-public': 'b'.repeat(64) } });
});
