/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtAgainst } from '@lectern/shared-sdk/release';
import { createAreaServerLoader, isLoopback, type ServerBundleSource } from './area-server';

const MANIFEST = 'http://public.test/server/manifest.json';

/** A bundle as the area's server build writes it: CommonJS, its shared packages required from the shell. */
const bundle = (title: string, contract: string = builtAgainst.contract) =>
  `const { SSR_STATE_ELEMENT_ID } = require('@lectern/shared-sdk');
   const build = ${JSON.stringify({ name: '@lectern/mf-public', version: '3.0.0', builtAt: null, contract, sdk: builtAgainst.sdk })};
   module.exports = { default: { build, routes: [], prepare: async () => ({ status: 200, head: { title: ${JSON.stringify(title)}, id: SSR_STATE_ELEMENT_ID } }) } };`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A server manifest as the build writes it: the entry beside it and the SHA-256 of its bytes. */
const manifestFor = (entry: string, code: string, extra: Record<string, unknown> = {}) => JSON.stringify({ entry, sha256: sha256(code), ...extra });

/** The working build at `manifestUrl`: the manifest's own hash is the one checked. */
const working = (manifestUrl: string = MANIFEST): ServerBundleSource => ({ manifestUrl });

function origin(files: Record<string, string>) {
  const requests: string[] = [];
  const fetcher = ((input: string) => {
    requests.push(input);
    const body = files[input];
    return Promise.resolve(body === undefined ? new Response('Not found', { status: 404 }) : new Response(body));
  }) as typeof fetch;
  return { files, requests, fetcher };
}

const quiet = { info: () => {}, warn: jest.fn() };
const titleOf = async (area: Awaited<ReturnType<ReturnType<typeof createAreaServerLoader>['load']>>) =>
  ((await area?.prepare({} as never)) as { head: { title: string; id: string } } | null)?.head;

test('loads the bundle the manifest names, with the shell’s shared SDK, and a redeploy replaces it without a restart', async () => {
  const server = origin({
    [MANIFEST]: manifestFor('ssr.aaaa.cjs', bundle('first')),
    'http://public.test/server/ssr.aaaa.cjs': bundle('first'),
    'http://public.test/server/ssr.bbbb.cjs': bundle('second'),
  });
  const loader = createAreaServerLoader({ source: working(), log: quiet, recheckMs: 0, fetcher: server.fetcher });
  expect(await titleOf(await loader.load())).toEqual({ title: 'first', id: 'lectern-state' });
  // The same manifest again: the bundle is not fetched a second time.
  await loader.load();
  expect(server.requests.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);
  server.files[MANIFEST] = manifestFor('ssr.bbbb.cjs', bundle('second'));
  expect((await titleOf(await loader.load()))?.title).toBe('second');
});

test('an unreachable manifest, a missing bundle, a bundle that throws or exports nothing usable gives null (the browser renders)', async () => {
  const cases: Record<string, string>[] = [
    {},
    { [MANIFEST]: manifestFor('ssr.cjs', bundle('gone')) },
    { [MANIFEST]: manifestFor('ssr.cjs', 'throw new Error("boom")'), 'http://public.test/server/ssr.cjs': 'throw new Error("boom")' },
    {
      [MANIFEST]: manifestFor('ssr.cjs', 'module.exports = { default: 42 }'),
      'http://public.test/server/ssr.cjs': 'module.exports = { default: 42 }',
    },
    { [MANIFEST]: JSON.stringify({ entry: '../../etc/passwd' }) },
    { [MANIFEST]: 'not json' },
    { [MANIFEST]: 'null' },
  ];
  for (const files of cases) {
    const loader = createAreaServerLoader({ source: working(), log: quiet, recheckMs: 0, fetcher: origin(files).fetcher });
    expect(await loader.load()).toBeNull();
  }
});

test('a bundle built against another major of a shared package is not run', async () => {
  const server = origin({
    [MANIFEST]: manifestFor('ssr.cjs', bundle('old'), { shared: { react: '^18.2.0' } }),
    'http://public.test/server/ssr.cjs': bundle('old'),
  });
  const warn = jest.fn();
  const loader = createAreaServerLoader({ source: working(), log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
  expect(await loader.load()).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('react 19'));
});

test('within recheckMs the manifest is not asked again', async () => {
  const server = origin({ [MANIFEST]: manifestFor('ssr.cjs', bundle('cached')), 'http://public.test/server/ssr.cjs': bundle('cached') });
  const loader = createAreaServerLoader({ source: working(), log: quiet, recheckMs: 60_000, fetcher: server.fetcher });
  await Promise.all([loader.load(), loader.load(), loader.load()]);
  await loader.load();
  expect(server.requests.filter((url) => url === MANIFEST)).toHaveLength(1);
});

test('a bundle built against another contract major is not run, and the reason is logged', async () => {
  const major = Number(builtAgainst.contract.split('.')[0]);
  const future = bundle('future', `${major + 1}.0.0`);
  const server = origin({ [MANIFEST]: manifestFor('ssr.cjs', future), 'http://public.test/server/ssr.cjs': future });
  const warn = jest.fn();
  const loader = createAreaServerLoader({ source: working(), log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
  expect(await loader.load()).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('The catalogue 3.0.0 needs a newer shell'));
});

test('another live release (a new manifest address) is loaded at once, without waiting for the recheck', async () => {
  const next = 'http://public.test/releases/2.0.0/server/manifest.json';
  const server = origin({
    [MANIFEST]: manifestFor('ssr.aaaa.cjs', bundle('working build')),
    'http://public.test/server/ssr.aaaa.cjs': bundle('working build'),
    // A release's manifest records no hash the shell needs: the registry pins it.
    [next]: JSON.stringify({ entry: 'ssr.bbbb.cjs' }),
    'http://public.test/releases/2.0.0/server/ssr.bbbb.cjs': bundle('release 2.0.0'),
  });
  let live: ServerBundleSource = working();
  const loader = createAreaServerLoader({ source: () => live, log: quiet, recheckMs: 60_000, fetcher: server.fetcher });
  expect((await titleOf(await loader.load()))?.title).toBe('working build');
  live = { manifestUrl: next, pinnedSha256: sha256(bundle('release 2.0.0')) };
  expect((await titleOf(await loader.load()))?.title).toBe('release 2.0.0');
  live = working();
  expect((await titleOf(await loader.load()))?.title).toBe('working build');
});

describe('the server bundle is pinned: nothing of it runs unless it is the one trusted', () => {
  const ENTRY = 'http://public.test/server/ssr.cjs';
  let folder: string;
  let marker: string;
  /** A bundle that, if it ever ran, would leave a file behind (and a global) before exporting a working area. */
  const tampered = () =>
    `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'); globalThis.__lecternTampered = true;\n${bundle('tampered')}`;
  const ran = () => existsSync(marker) || (globalThis as { __lecternTampered?: boolean }).__lecternTampered === true;

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-area-server-'));
    marker = path.join(folder, 'ran');
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    delete (globalThis as { __lecternTampered?: boolean }).__lecternTampered;
  });

  test('a tampered bundle (bytes other than the manifest recorded) is refused before any of its code runs, and the refusal is logged once', async () => {
    const server = origin({ [MANIFEST]: manifestFor('ssr.cjs', bundle('genuine')), [ENTRY]: tampered() });
    const warn = jest.fn();
    const loader = createAreaServerLoader({ source: working(), log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
    expect(await loader.load()).toBeNull();
    expect(await loader.load()).toBeNull();
    expect(ran()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/refused: http:\/\/public\.test\/server\/ssr\.cjs has SHA-256 [0-9a-f]{64}, expected [0-9a-f]{64}/),
    );
    // Refused once, not fetched again every second.
    expect(server.requests.filter((url) => url === ENTRY)).toHaveLength(1);
  });

  test('for a release the registry’s pin decides: an origin that rewrites both the bundle and its manifest is refused', async () => {
    const genuine = bundle('release 3.0.0');
    const server = origin({ [MANIFEST]: manifestFor('ssr.cjs', tampered()), [ENTRY]: tampered() });
    const warn = jest.fn();
    const loader = createAreaServerLoader({
      source: { manifestUrl: MANIFEST, pinnedSha256: sha256(genuine) },
      log: { info: () => {}, warn },
      recheckMs: 0,
      fetcher: server.fetcher,
    });
    expect(await loader.load()).toBeNull();
    expect(ran()).toBe(false);
    // The genuine bytes put back: the same pin accepts them (after the refusal's recheck).
    server.files[ENTRY] = genuine;
    const mended = createAreaServerLoader({
      source: { manifestUrl: MANIFEST, pinnedSha256: sha256(genuine) },
      log: quiet,
      recheckMs: 0,
      fetcher: server.fetcher,
    });
    expect((await titleOf(await mended.load()))?.title).toBe('release 3.0.0');
  });

  test('a release the registry pins no hash for, or a manifest without one, is refused without fetching the bundle', async () => {
    for (const [source, manifest, reason] of [
      [{ manifestUrl: MANIFEST, pinnedSha256: null }, manifestFor('ssr.cjs', bundle('x')), 'the registry pins no SHA-256'],
      [working(), JSON.stringify({ entry: 'ssr.cjs' }), 'the manifest records no SHA-256'],
      [working(), JSON.stringify({ entry: 'ssr.cjs', sha256: 'abc' }), 'the manifest records no SHA-256'],
    ] as const) {
      const server = origin({ [MANIFEST]: manifest, [ENTRY]: tampered() });
      const warn = jest.fn();
      const loader = createAreaServerLoader({ source, log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
      expect(await loader.load()).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
      expect(server.requests).toEqual([MANIFEST]);
    }
    expect(ran()).toBe(false);
  });

  test.each([
    ['an absolute URL elsewhere', 'https://evil.test/evil.cjs'],
    ['a plain-http absolute URL', 'http://public.test/server/evil.cjs'],
    ['a protocol-relative URL', '//evil.test/evil.cjs'],
    ['a path from the root', '/server/evil.cjs'],
    ['a parent folder', '../evil.cjs'],
    ['a parent folder further in', 'chunks/../../evil.cjs'],
    ['an encoded parent folder', '%2e%2e/evil.cjs'],
    ['a backslash', '..\\evil.cjs'],
    ['a query', 'ssr.cjs?x=1'],
    ['a data URL', 'data:text/javascript,evil'],
    ['not a script', 'evil.node'],
    ['not text', 42],
  ])('an entry that is %s is refused before anything is fetched', async (_case, entry) => {
    const server = origin({ [MANIFEST]: JSON.stringify({ entry, sha256: sha256(tampered()) }) });
    const warn = jest.fn();
    const loader = createAreaServerLoader({ source: working(), log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
    expect(await loader.load()).toBeNull();
    expect(server.requests).toEqual([MANIFEST]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not a .cjs file beside the manifest'));
  });

  test('an entry in a folder below the manifest is accepted', async () => {
    const code = bundle('nested');
    const server = origin({ [MANIFEST]: manifestFor('chunks/ssr.abc.cjs', code), 'http://public.test/server/chunks/ssr.abc.cjs': code });
    const loader = createAreaServerLoader({ source: working(), log: quiet, recheckMs: 0, fetcher: server.fetcher });
    expect((await titleOf(await loader.load()))?.title).toBe('nested');
  });

  test('in production only an https origin is trusted, loopback excepted; in development http works', async () => {
    const files = (manifestUrl: string) => {
      const code = bundle(manifestUrl);
      return origin({ [manifestUrl]: manifestFor('ssr.cjs', code), [new URL('ssr.cjs', manifestUrl).href]: code });
    };
    const load = async (manifestUrl: string, httpsOnly: boolean) => {
      const warn = jest.fn();
      const loader = createAreaServerLoader({
        source: working(manifestUrl),
        log: { info: () => {}, warn },
        httpsOnly,
        recheckMs: 0,
        fetcher: files(manifestUrl).fetcher,
      });
      return { title: (await titleOf(await loader.load()))?.title, warn };
    };
    const plain = await load('http://public.example/server/manifest.json', true);
    expect(plain.title).toBeUndefined();
    expect(plain.warn).toHaveBeenCalledWith(
      expect.stringContaining('http://public.example is plain http: in production the server bundle comes over https only'),
    );
    expect((await load('https://public.example/server/manifest.json', true)).title).toBe('https://public.example/server/manifest.json');
    expect((await load('http://127.0.0.1:3001/server/manifest.json', true)).title).toBe('http://127.0.0.1:3001/server/manifest.json');
    expect((await load('http://localhost:3001/server/manifest.json', true)).title).toBe('http://localhost:3001/server/manifest.json');
    expect((await load('http://public.example/server/manifest.json', false)).title).toBe('http://public.example/server/manifest.json');
  });

  test('loopback is this machine only', () => {
    for (const url of ['http://localhost:1/', 'http://127.0.0.1/', 'http://127.9.9.9/', 'http://[::1]:3001/', 'http://app.localhost/'])
      expect(isLoopback(new URL(url))).toBe(true);
    for (const url of ['http://localhost.evil.test/', 'http://127.0.0.1.evil.test/', 'http://10.0.0.1/', 'http://[::2]/', 'http://0.0.0.0/'])
      expect(isLoopback(new URL(url))).toBe(false);
  });
});
