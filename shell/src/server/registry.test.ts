/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createRegistryReader,
  deploy,
  entryFor,
  liveStack,
  parseRegistry,
  readRegistryFile,
  rollback,
  writeRegistryFile,
  type Registry,
} from './registry.cjs';

const empty = (): Registry => ({ areas: {}, serverBundles: {}, history: [] });
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
