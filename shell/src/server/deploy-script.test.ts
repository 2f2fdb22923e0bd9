/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readPreviewToken } from '@lectern/shared-sdk/registry/previews.cjs';
import { readRegistryFile } from '@lectern/shared-sdk/registry/registry.cjs';

// `npm run deploy` and the release's pinning step (scripts/), run as an operator runs them, on a releases folder of
// the test's own: the public area's release carries its server bundle's hash, and the deploy pins it in the registry.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The Subresource Integrity of the entry `build` writes for a version. */
const entryIntegrity = (version: string) =>
  `sha256-${createHash('sha256')
    .update(`var mf_public = ${JSON.stringify(version)};`)
    .digest('base64')}`;

let folder: string;
let releasesDir: string;
let registryFile: string;
/** What the area's origin answers instead of a file's bytes (a file changed or missing on the origin). */
let tampered: Map<string, string | null>;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-deploy-'));
  releasesDir = path.join(folder, 'releases');
  registryFile = path.join(releasesDir, 'registry.json');
  tampered = new Map();
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

// The public area's origin, as `npm run serve` runs it: its releases under /releases/, and a folder of another host's
// releases under /elsewhere/.
let origin: Server;
let originUrl: string;
beforeAll(async () => {
  origin = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
    const file = pathname.startsWith('/releases/')
      ? path.join(releasesDir, 'mf-public', pathname.slice('/releases/'.length))
      : path.join(folder, pathname.slice(1));
    const swapped = tampered.get(pathname);
    if (swapped === null || (swapped === undefined && !existsSync(file))) return void response.writeHead(404).end('Not found');
    response.writeHead(200).end(swapped ?? readFileSync(file));
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

function run(file: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [file, ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          LECTERN_RELEASES_DIR: releasesDir,
          LECTERN_REGISTRY: registryFile,
          REMOTE_PUBLIC_URL: `${originUrl}/remoteEntry.js`,
          // A developer's own JWT_SECRET is not the one these previews are signed with.
          JWT_SECRET: '',
        },
      },
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
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_public = ${JSON.stringify(version)};`);
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
    [
      `import { pinServerBundle, recordFileHashes } from ${JSON.stringify(path.join(ROOT, 'scripts', 'lib', 'release.mjs'))};`,
      `pinServerBundle(${JSON.stringify(dir)});`,
      `recordFileHashes(${JSON.stringify(dir)});`,
    ].join('\n'),
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
    files: {
      'remoteEntry.js': sha256('var mf_public = "1.0.0";'),
      'server/manifest.json': sha256(readFileSync(path.join(dir, 'server', 'manifest.json'), 'utf8')),
      'server/ssr.0123456789.cjs': sha256('module.exports = 1;'),
    },
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
  const address = `${originUrl}/elsewhere/2.0.0/`;
  const kept = path.join(folder, 'elsewhere', '2.0.0');
  build(kept, '2.0.0', 'module.exports = 20;');
  expect((await pin(kept)).code).toBe(0);
  const missing = await deploy('mf-public', address);
  expect(missing.code).not.toBe(0);
  expect(missing.output).toContain('--sha256=<hex>');
  expect((await deploy('mf-public', address, '--sha256=xyz')).output).toContain('--sha256 must be 64 hex digits');
  expect((await deploy('mf-admin', address)).output).toContain('--sha256=<hex>');
  expect(existsSync(registryFile)).toBe(false);
  const given = await deploy('mf-public', address, `--sha256=${sha256('module.exports = 20;')}`);
  expect(given).toMatchObject({ code: 0 });
  expect(readRegistryFile(registryFile)).toMatchObject({
    areas: { 'mf-public': address },
    serverBundles: { 'mf-public': sha256('module.exports = 20;') },
  });
});

test('a deploy whose files do not answer on the origin with the hashes the release recorded is refused, and nothing changes', async () => {
  await release('1.0.0', 'module.exports = 1;');
  expect((await deploy('mf-public', '1.0.0')).code).toBe(0);
  await release('1.1.0', 'module.exports = 11;');
  const before = readFileSync(registryFile, 'utf8');

  // Altered on its way to the origin.
  tampered.set('/releases/1.1.0/remoteEntry.js', 'var mf_public = "evil";');
  const altered = await deploy('mf-public', '1.1.0');
  expect(altered.code).not.toBe(0);
  expect(altered.output).toContain('mf-public 1.1.0 is not on its origin as it was released');
  expect(altered.output).toContain(`remoteEntry.js has SHA-256 ${sha256('var mf_public = "evil";').slice(0, 12)}`);
  // Half uploaded.
  tampered.set('/releases/1.1.0/remoteEntry.js', null);
  const missing = await deploy('mf-public', '1.1.0', '--canary', '10');
  expect(missing.code).not.toBe(0);
  expect(missing.output).toContain('remoteEntry.js answers 404');
  expect(readFileSync(registryFile, 'utf8')).toBe(before);

  // Mended on the origin: it goes out.
  tampered.clear();
  const mended = await deploy('mf-public', '1.1.0', '--canary', '10');
  expect(mended).toMatchObject({ code: 0 });
  expect(mended.output).toContain('the 3 files of mf-public 1.1.0 answer on');
});

test('a release that records no file hashes is not deployed', async () => {
  const dir = path.join(releasesDir, 'mf-public', '1.0.0');
  build(dir, '1.0.0', 'module.exports = 1;');
  const script = path.join(folder, 'pin-only.mjs');
  writeFileSync(
    script,
    `import { pinServerBundle } from ${JSON.stringify(path.join(ROOT, 'scripts', 'lib', 'release.mjs'))};\npinServerBundle(${JSON.stringify(dir)});\n`,
  );
  expect((await run(script, [])).code).toBe(0);
  const refused = await deploy('mf-public', '1.0.0');
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain('records no file hashes');
  expect(existsSync(registryFile)).toBe(false);
});

test('canary, promote and rollback from the command line, each said in the history with its reason', async () => {
  await release('1.0.0', 'module.exports = 1;');
  await release('1.1.0', 'module.exports = 11;');
  const script = (...args: string[]) => run(path.join(ROOT, 'scripts', 'deploy.mjs'), args);
  expect((await deploy('mf-public', '1.0.0')).code).toBe(0);
  expect((await deploy('mf-public', '1.1.0', '--canary', '0')).output).toContain('from 1 to 99');
  const canary = await deploy('mf-public', '1.1.0', '--canary', '10', '--reason', 'new hero');
  expect(canary).toMatchObject({ code: 0 });
  expect(canary.output).toContain('mf-public 1.1.0 is the canary for 10 % of its people; the rest keep 1.0.0');
  expect(readRegistryFile(registryFile).canaries).toEqual({
    'mf-public': {
      live: '1.1.0',
      share: 10,
      serverSha256: sha256('module.exports = 11;'),
      integrity: entryIntegrity('1.1.0'),
      since: expect.any(String),
    },
  });
  // A full deploy waits for the canary's end.
  const blocked = await deploy('mf-public', '1.1.0');
  expect(blocked.code).not.toBe(0);
  expect(blocked.output).toContain('runs a canary (1.1.0 for 10 %): promote it or roll it back first');

  const ended = await script('rollback', 'mf-public');
  expect(ended.output).toContain('mf-public canary 1.1.0 ended: everyone gets 1.0.0');
  expect(readRegistryFile(registryFile)).toMatchObject({ areas: { 'mf-public': '1.0.0' }, canaries: {} });
  expect((await script('promote', 'mf-public')).output).toContain('mf-public runs no canary to promote');

  expect((await deploy('mf-public', '1.1.0', '--canary=50')).code).toBe(0);
  const promoted = await script('promote', 'mf-public');
  expect(promoted.output).toContain('mf-public 1.1.0 is stable for everyone now (was 1.0.0)');
  const registry = readRegistryFile(registryFile);
  expect(registry).toMatchObject({
    areas: { 'mf-public': '1.1.0' },
    serverBundles: { 'mf-public': sha256('module.exports = 11;') },
    // Browsers check the entry they load against the hash the release recorded.
    integrity: { 'mf-public': entryIntegrity('1.1.0') },
    canaries: {},
  });
  expect(registry.history.map((entry) => [entry.action, entry.canary ?? null, entry.by, entry.reason ?? null])).toEqual([
    ['deploy', null, 'cli', null],
    ['canary', '1.1.0', 'cli', 'new hero'],
    ['rollback', '1.1.0', 'cli', null],
    ['canary', '1.1.0', 'cli', null],
    ['promote', '1.1.0', 'cli', null],
  ]);
  expect(registry.revision).toBe(5);
  const status = await script('status');
  expect(status.output).toContain('promote  → 1.1.0 (canary 1.1.0) by cli');
});

test("npm run preview signs a link the API vouches for, for a release on its origin, with the API's secret", async () => {
  await release('1.1.0', 'module.exports = 11;');
  const secret = 'the-api-jwt-secret-which-is-long-enough';
  const made = await run(path.join(ROOT, 'scripts', 'deploy.mjs'), [
    'preview',
    'mf-public',
    '1.1.0',
    '--hours',
    '2',
    '--secret-file',
    path.join(folder, 'none'),
  ]);
  // Without the API's secret there is nothing to sign with.
  expect(made).toMatchObject({ code: 1 });
  expect(made.output).toContain("no JWT_SECRET, and the API's secret file");
  const secretFile = path.join(folder, '.jwt-secret');
  writeFileSync(secretFile, `${secret}\n`);
  const signed = await run(path.join(ROOT, 'scripts', 'deploy.mjs'), ['preview', 'mf-public', '1.1.0', '--hours', '2', '--secret-file', secretFile]);
  expect(signed).toMatchObject({ code: 0 });
  const url = new URL(signed.output.trim().split('\n').at(-1) ?? '');
  expect(url.pathname).toMatch(/^\/preview\/[\w-]+\.[\w-]+$/);
  expect(url.searchParams.get('to')).toBe('/');
  const claims = readPreviewToken(secret, url.pathname.slice('/preview/'.length), new Date(), ['mf-public']);
  expect(claims).toMatchObject({ area: 'mf-public', release: '1.1.0', serverSha256: sha256('module.exports = 11;') });
  expect((claims?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
  // Not for a version that is not released, nor for longer than a week.
  expect((await run(path.join(ROOT, 'scripts', 'deploy.mjs'), ['preview', 'mf-public', '9.9.9', '--secret-file', secretFile])).code).not.toBe(0);
  expect((await run(path.join(ROOT, 'scripts', 'deploy.mjs'), ['preview', 'mf-public', '1.1.0', '--hours', '500'])).output).toContain(
    'a link lasts 1 to 168 hours',
  );
  // Nothing of the registry changes.
  expect(existsSync(registryFile)).toBe(false);
});
