/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  assignedTo,
  bucketOf,
  createRegistryReader,
  deploy,
  entryFor,
  liveStack,
  parseRegistry,
  promote,
  readRegistryFile,
  rollback,
  startCanary,
  updateRegistryFile,
  writeRegistryFile,
  type Registry,
} from '@lectern/shared-sdk/registry/registry.cjs';

const empty = (): Registry => ({ revision: 0, areas: {}, serverBundles: {}, integrity: {}, canaries: {}, history: [] });
const HASH_C = 'c0'.repeat(32);
const HASH_3 = '3'.repeat(64);
const HASH_4 = 'a4'.repeat(32);
const HASH_A = 'ad'.repeat(32);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));
const WORKING = 'https://admin.lectern.example/remoteEntry.js';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-registry-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a deploy makes a release live and says so in the history; rollbacks walk back to the working build', () => {
  let registry = deploy(empty(), 'mf-admin', '1.2.0', at(1), { serverSha256: HASH_A });
  registry = deploy(registry, 'mf-public', '3.0.0', at(2), { serverSha256: HASH_3 });
  registry = deploy(registry, 'mf-admin', '1.3.0', at(3), { serverSha256: HASH_A });
  expect(registry.areas).toEqual({ 'mf-admin': '1.3.0', 'mf-public': '3.0.0' });
  expect(registry.history.at(-1)).toEqual({ at: at(3).toISOString(), area: 'mf-admin', action: 'deploy', live: '1.3.0', serverSha256: HASH_A });

  const first = rollback(registry, 'mf-admin', at(4));
  expect(first.live).toBe('1.2.0');
  expect(first.registry.areas['mf-admin']).toBe('1.2.0');
  // Another area's releases are untouched.
  expect(first.registry.areas['mf-public']).toBe('3.0.0');

  const second = rollback(first.registry, 'mf-admin', at(5));
  expect(second.live).toBeNull();
  expect(second.registry.areas).toEqual({ 'mf-public': '3.0.0' });
  expect(() => rollback(second.registry, 'mf-admin')).toThrow('mf-admin has no deploy to roll back');
  expect(liveStack(second.registry, 'mf-public')).toEqual(['3.0.0']);
});

test('a deploy after a rollback is rolled back to what was live before it', () => {
  let registry = deploy(empty(), 'mf-admin', '1.2.0', undefined, { serverSha256: HASH_A });
  registry = deploy(registry, 'mf-admin', '1.3.0', undefined, { serverSha256: HASH_A });
  registry = rollback(registry, 'mf-admin').registry;
  registry = deploy(registry, 'mf-admin', '1.3.1', undefined, { serverSha256: HASH_A });
  expect(rollback(registry, 'mf-admin').live).toBe('1.2.0');
});

test.each([
  ['an unknown area', { areas: { 'mf-billing': '1.0.0' } }, '"mf-billing" is not an area'],
  ['a target that is neither version nor address', { areas: { 'mf-admin': 'latest' } }, 'mf-admin "latest" is neither a version'],
  ['a script address', { areas: { 'mf-admin': 'javascript:alert(1)' } }, 'mf-admin must be a version'],
  ['areas as a list', { areas: ['mf-admin'] }, '"areas" must be an object'],
  ['history as an object', { areas: {}, history: {} }, '"history" must be a list'],
  ['a server bundle hash that is not a SHA-256', { areas: {}, serverBundles: { 'mf-public': 'abc' } }, 'must be 64 hex digits'],
  ['a server bundle hash of no area', { areas: {}, serverBundles: { 'mf-billing': '0'.repeat(64) } }, '"mf-billing" is not an area'],
  ['server bundles as a list', { areas: {}, serverBundles: ['0'.repeat(64)] }, '"serverBundles" must be an object'],
])('a registry with %s is refused, saying why', (_case, data, message) => {
  expect(() => parseRegistry(JSON.stringify(data))).toThrow(message);
});

test('deploy refuses what the registry would refuse', () => {
  expect(() => deploy(empty(), 'mf-admin', 'file:///etc/passwd', undefined, { serverSha256: HASH_A })).toThrow('must be a version');
  expect(() => deploy(empty(), 'shell', '1.0.0', undefined, { serverSha256: HASH_A })).toThrow('"shell" is not an area');
  expect(() => parseRegistry('{"areas": {"mf-admin": "1.0.0\\u0000"}}')).toThrow('neither a version');
});

test('every area deploys with its server bundle’s hash pinned; a rollback pins the previous one again, or none for the working build', () => {
  expect(() => deploy(empty(), 'mf-public', '3.0.0')).toThrow("mf-public deploys with its server bundle's SHA-256");
  expect(() => deploy(empty(), 'mf-admin', '3.0.0')).toThrow("mf-admin deploys with its server bundle's SHA-256");
  expect(() => deploy(empty(), 'mf-public', '3.0.0', at(1), { serverSha256: 'not-a-hash' })).toThrow('must be 64 hex digits');
  let registry = deploy(empty(), 'mf-public', '3.0.0', at(1), { serverSha256: HASH_3 });
  registry = deploy(registry, 'mf-admin', '1.0.0', at(2), { serverSha256: HASH_A });
  registry = deploy(registry, 'mf-public', 'https://cdn.example/mf-public/4.0.0/', at(3), { serverSha256: HASH_4 });
  expect(registry.serverBundles).toEqual({ 'mf-public': HASH_4, 'mf-admin': HASH_A });
  expect(registry.history.at(-1)).toEqual({
    at: at(3).toISOString(),
    area: 'mf-public',
    action: 'deploy',
    live: 'https://cdn.example/mf-public/4.0.0/',
    serverSha256: HASH_4,
  });
  // Parsed back as written.
  expect(parseRegistry(JSON.stringify(registry))).toEqual(registry);

  const back = rollback(registry, 'mf-public', at(4)).registry;
  expect(back.areas['mf-public']).toBe('3.0.0');
  expect(back.serverBundles).toEqual({ 'mf-public': HASH_3, 'mf-admin': HASH_A });
  const working = rollback(back, 'mf-public', at(5)).registry;
  expect(working.areas).toEqual({ 'mf-admin': '1.0.0' });
  expect(working.serverBundles).toEqual({ 'mf-admin': HASH_A });
});

test('a version is served from releases/<version>/ beside the working entry; an address is used as given', () => {
  expect(entryFor('1.3.0', WORKING)).toBe('https://admin.lectern.example/releases/1.3.0/remoteEntry.js');
  expect(entryFor('1.3.0', 'https://cdn.example/areas/admin/remoteEntry.js')).toBe('https://cdn.example/areas/admin/releases/1.3.0/remoteEntry.js');
  expect(entryFor('https://cdn.example/admin/1.3.0', WORKING)).toBe('https://cdn.example/admin/1.3.0/remoteEntry.js');
  expect(entryFor('https://cdn.example/admin/1.3.0/remoteEntry.js', WORKING)).toBe('https://cdn.example/admin/1.3.0/remoteEntry.js');
});

test('the file is written whole and read back; a missing file is an empty registry', () => {
  const file = path.join(folder, 'nested', 'registry.json');
  expect(readRegistryFile(file)).toEqual(empty());
  const registry = deploy(empty(), 'mf-student', '2.0.0', undefined, { serverSha256: HASH_A });
  writeRegistryFile(file, registry);
  expect(readRegistryFile(file)).toEqual(registry);
});

test('the reader sees a change on the next look and keeps the last good registry when the file breaks', () => {
  const file = path.join(folder, 'registry.json');
  const errors: string[] = [];
  const reader = createRegistryReader(file, { info: () => {}, error: (message) => void errors.push(message) });
  expect(reader.areas()).toEqual({});

  writeRegistryFile(file, deploy(empty(), 'mf-admin', '1.3.0', undefined, { serverSha256: HASH_A }));
  expect(reader.areas()).toEqual({ 'mf-admin': '1.3.0' });

  writeFileSync(file, '{"areas": {"mf-admin": ');
  expect(reader.areas()).toEqual({ 'mf-admin': '1.3.0' });
  expect(reader.areas()).toEqual({ 'mf-admin': '1.3.0' });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('the last good one stays live');

  writeRegistryFile(file, deploy(empty(), 'mf-admin', '1.4.0', undefined, { serverSha256: HASH_A }));
  expect(reader.areas()).toEqual({ 'mf-admin': '1.4.0' });
  expect(reader.serverBundles()).toEqual({ 'mf-admin': HASH_A });
  writeRegistryFile(file, deploy(empty(), 'mf-public', '3.0.0', at(1), { serverSha256: HASH_3 }));
  expect(reader.serverBundles()).toEqual({ 'mf-public': HASH_3 });
  rmSync(file);
  expect(reader.areas()).toEqual({});
  expect(reader.serverBundles()).toEqual({});
});

describe('canaries', () => {
  const stable = () => deploy(empty(), 'mf-admin', '1.3.0', at(1), { serverSha256: HASH_A, by: 'cli' });

  test('a canary serves its share of people, the same ones every time, and each area draws its own', () => {
    const registry = startCanary(stable(), 'mf-admin', '1.4.0', 10, at(2), { serverSha256: HASH_C, by: 'cli', reason: 'new dashboard' });
    expect(registry.areas['mf-admin']).toBe('1.3.0');
    expect(registry.canaries['mf-admin']).toEqual({ live: '1.4.0', share: 10, serverSha256: HASH_C, since: at(2).toISOString() });
    expect(registry.history.at(-1)).toEqual({
      at: at(2).toISOString(),
      area: 'mf-admin',
      action: 'canary',
      live: '1.3.0',
      canary: '1.4.0',
      share: 10,
      by: 'cli',
      reason: 'new dashboard',
    });
    const seeds = Array.from({ length: 2000 }, (_, index) => `visitor:${index}`);
    const onCanary = seeds.filter((seed) => assignedTo(registry, seed).areas['mf-admin'] === '1.4.0');
    // 10 % of 2000, give or take chance (the buckets are a hash: about 200, far from 0 or 2000).
    expect(onCanary.length).toBeGreaterThan(140);
    expect(onCanary.length).toBeLessThan(260);
    // Sticky: the same seed lands on the same side every time, with the canary's own server bundle pin.
    for (const seed of onCanary.slice(0, 20)) expect(assignedTo(registry, seed)).toEqual(assignedTo(registry, seed));
    expect(assignedTo(registry, onCanary[0] ?? '').serverBundles['mf-admin']).toBe(HASH_C);
    expect(assignedTo(registry, onCanary[0] ?? '').canaries).toEqual(['mf-admin']);
    // Nobody identified yet gets the stable release.
    expect(assignedTo(registry, null).areas['mf-admin']).toBe('1.3.0');
    // Another area's buckets are drawn apart from this one's.
    const sameBuckets = seeds.filter((seed) => bucketOf(seed, 'mf-admin') === bucketOf(seed, 'mf-student'));
    expect(sameBuckets.length).toBeLessThan(100);
  });

  test('widening keeps the canary’s start; everyone already on it stays on it', () => {
    const narrow = startCanary(stable(), 'mf-admin', '1.4.0', 10, at(2), { serverSha256: HASH_C });
    const wide = startCanary(narrow, 'mf-admin', '1.4.0', 50, at(3), { serverSha256: HASH_C });
    expect(wide.canaries['mf-admin']?.since).toBe(at(2).toISOString());
    const seeds = Array.from({ length: 500 }, (_, index) => `user:${index}`);
    for (const seed of seeds.filter((one) => assignedTo(narrow, one).areas['mf-admin'] === '1.4.0'))
      expect(assignedTo(wide, seed).areas['mf-admin']).toBe('1.4.0');
  });

  test('a canary refuses a bad share, the stable release itself, and a second release while one runs; a deploy waits for it', () => {
    expect(() => startCanary(stable(), 'mf-admin', '1.4.0', 0, at(2), { serverSha256: HASH_C })).toThrow('from 1 to 99');
    expect(() => startCanary(stable(), 'mf-admin', '1.4.0', 100, at(2), { serverSha256: HASH_C })).toThrow('from 1 to 99');
    expect(() => startCanary(stable(), 'mf-admin', '1.4.0', 12.5, at(2), { serverSha256: HASH_C })).toThrow('from 1 to 99');
    expect(() => startCanary(stable(), 'mf-admin', '1.3.0', 10, at(2), { serverSha256: HASH_A })).toThrow('1.3.0 is stable already');
    const running = startCanary(stable(), 'mf-admin', '1.4.0', 10, at(2), { serverSha256: HASH_C });
    expect(() => startCanary(running, 'mf-admin', '1.5.0', 10, at(3), { serverSha256: HASH_C })).toThrow('runs a canary already (1.4.0 for 10 %)');
    expect(() => deploy(running, 'mf-admin', '1.5.0', at(3), { serverSha256: HASH_C })).toThrow('promote it or roll it back first');
    expect(() => promote(stable(), 'mf-admin')).toThrow('mf-admin runs no canary to promote');
  });

  test('promote makes the canary stable with its pin; a later rollback goes back to what was stable before it', () => {
    const running = startCanary(stable(), 'mf-admin', '1.4.0', 10, at(2), { serverSha256: HASH_C });
    const promoted = promote(running, 'mf-admin', at(3), { by: 'ada@lectern.test' });
    expect(promoted.areas['mf-admin']).toBe('1.4.0');
    expect(promoted.serverBundles['mf-admin']).toBe(HASH_C);
    expect(promoted.canaries).toEqual({});
    expect(promoted.history.at(-1)).toMatchObject({ action: 'promote', live: '1.4.0', canary: '1.4.0', by: 'ada@lectern.test' });
    expect(assignedTo(promoted, 'visitor:anyone').areas['mf-admin']).toBe('1.4.0');
    const back = rollback(promoted, 'mf-admin', at(4));
    expect(back.live).toBe('1.3.0');
    expect(back.registry.serverBundles['mf-admin']).toBe(HASH_A);
  });

  test('a rollback while a canary runs ends the canary and nothing else, with who and why', () => {
    const running = startCanary(stable(), 'mf-admin', '1.4.0', 50, at(2), { serverSha256: HASH_C });
    const figures = { canary: { sessions: 40, errorSessions: 20 }, stable: { sessions: 40, errorSessions: 0 } };
    const ended = rollback(running, 'mf-admin', at(3), { by: 'platform', reason: 'errors in 50 % of sessions', figures });
    expect(ended.endedCanary).toBe('1.4.0');
    expect(ended.live).toBe('1.3.0');
    expect(ended.registry.canaries).toEqual({});
    expect(ended.registry.areas['mf-admin']).toBe('1.3.0');
    expect(ended.registry.history.at(-1)).toEqual({
      at: at(3).toISOString(),
      area: 'mf-admin',
      action: 'rollback',
      live: '1.3.0',
      canary: '1.4.0',
      by: 'platform',
      reason: 'errors in 50 % of sessions',
      figures,
    });
    // The stable release's own history is untouched: the next rollback undoes the deploy of 1.3.0.
    expect(liveStack(ended.registry, 'mf-admin')).toEqual(['1.3.0']);
    expect(parseRegistry(JSON.stringify(ended.registry))).toEqual(ended.registry);
  });

  test.each([
    ['a canary of no area', { canaries: { 'mf-billing': { live: '1.0.0', share: 5, since: '2026-11-27T08:00:00Z' } } }, 'is not an area'],
    ['a canary without a share', { canaries: { 'mf-admin': { live: '1.0.0', since: '2026-11-27T08:00:00Z' } } }, 'from 1 to 99'],
    ['a canary without a start', { canaries: { 'mf-admin': { live: '1.0.0', share: 5 } } }, 'needs "since"'],
    ['a revision that is not a number', { revision: 'seven' }, '"revision" must be a whole number'],
  ])('a registry with %s is refused, saying why', (_case, data, message) => {
    expect(() => parseRegistry(JSON.stringify(data))).toThrow(message);
  });
});

test('the entry’s integrity goes with its release: pinned by a deploy or a canary, carried by a promotion, restored by a rollback', () => {
  const SRI_A = `sha256-${'A'.repeat(43)}=`;
  const SRI_B = `sha256-${'B'.repeat(43)}=`;
  const stable = deploy(empty(), 'mf-admin', '1.3.0', at(1), { serverSha256: HASH_A, integrity: SRI_A });
  expect(stable.integrity).toEqual({ 'mf-admin': SRI_A });
  const running = startCanary(stable, 'mf-admin', '1.4.0', 50, at(2), { serverSha256: HASH_C, integrity: SRI_B });
  const seeds = Array.from({ length: 40 }, (_, index) => `visitor:${index}`);
  const sides = new Set(seeds.map((seed) => assignedTo(running, seed).integrity['mf-admin']));
  expect([...sides].sort()).toEqual([SRI_A, SRI_B]);
  const promoted = promote(running, 'mf-admin', at(3));
  expect(promoted.integrity).toEqual({ 'mf-admin': SRI_B });
  expect(rollback(promoted, 'mf-admin', at(4)).registry.integrity).toEqual({ 'mf-admin': SRI_A });
  expect(parseRegistry(JSON.stringify(promoted))).toEqual(promoted);
  expect(() => deploy(empty(), 'mf-admin', '1.3.0', at(1), { serverSha256: HASH_A, integrity: 'md5-abc' })).toThrow('sha256-<base64>');
  expect(() => parseRegistry(JSON.stringify({ integrity: { 'mf-admin': 'sha256-short' } }))).toThrow('must be sha256-<base64>');
});

describe('writes under the lock', () => {
  const run = promisify(execFile);

  test('writers in four processes at once lose nothing: every change is applied to what the one before wrote', async () => {
    const file = path.join(folder, 'registry.json');
    const module = require.resolve('@lectern/shared-sdk/registry/registry.cjs');
    const writer = `
      const registry = require(${JSON.stringify(module)});
      for (let index = 0; index < 15; index += 1) {
        registry.updateRegistryFile(${JSON.stringify(file)}, (current) => ({
          ...current,
          history: [...current.history, { at: new Date().toISOString(), area: 'mf-admin', action: 'canary', live: null, by: process.argv[1] + ':' + index }],
        }));
      }`;
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => run(process.execPath, ['-e', writer, name])));
    const written = readRegistryFile(file);
    expect(written.revision).toBe(60);
    expect(written.history).toHaveLength(60);
    expect(new Set(written.history.map((entry) => entry.by)).size).toBe(60);
  });

  test('a refused change writes nothing, and a change with nothing to do leaves the revision', () => {
    const file = path.join(folder, 'registry.json');
    updateRegistryFile(file, (current) => deploy(current, 'mf-admin', '1.3.0', at(1), { serverSha256: HASH_A }));
    expect(() =>
      updateRegistryFile(file, (current) => {
        throw new Error(`refused at revision ${current.revision}`);
      }),
    ).toThrow('refused at revision 1');
    expect(updateRegistryFile(file, () => null).after).toBeNull();
    expect(readRegistryFile(file).revision).toBe(1);
    // The lock was let go each time: another write goes through.
    expect(
      updateRegistryFile(file, (current) => promote(startCanary(current, 'mf-admin', '1.4.0', 5, at(2), { serverSha256: HASH_C }), 'mf-admin')).after
        ?.revision,
    ).toBe(2);
  });
});
