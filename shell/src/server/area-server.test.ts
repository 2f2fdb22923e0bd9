/**
 * @jest-environment node
 */
import { builtAgainst } from '@lectern/shared-sdk/release';
import { createAreaServerLoader } from './area-server';

const MANIFEST = 'http://public.test/server/manifest.json';

/** A bundle as the area's server build writes it: CommonJS, its shared packages required from the shell. */
const bundle = (title: string, contract: string = builtAgainst.contract) =>
  `const { SSR_STATE_ELEMENT_ID } = require('@lectern/shared-sdk');
   const build = ${JSON.stringify({ name: '@lectern/mf-public', version: '3.0.0', builtAt: null, contract, sdk: builtAgainst.sdk })};
   module.exports = { default: { build, routes: [], prepare: async () => ({ status: 200, head: { title: ${JSON.stringify(title)}, id: SSR_STATE_ELEMENT_ID } }) } };`;

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
    [MANIFEST]: JSON.stringify({ entry: 'ssr.aaaa.cjs' }),
    'http://public.test/server/ssr.aaaa.cjs': bundle('first'),
    'http://public.test/server/ssr.bbbb.cjs': bundle('second'),
  });
  const loader = createAreaServerLoader({ manifestUrl: MANIFEST, log: quiet, recheckMs: 0, fetcher: server.fetcher });
  expect(await titleOf(await loader.load())).toEqual({ title: 'first', id: 'lectern-state' });
  // The same manifest again: the bundle is not fetched a second time.
  await loader.load();
  expect(server.requests.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);
  server.files[MANIFEST] = JSON.stringify({ entry: 'ssr.bbbb.cjs' });
  expect((await titleOf(await loader.load()))?.title).toBe('second');
});

test('an unreachable manifest, a missing bundle, a bundle that throws or exports nothing usable gives null (the browser renders)', async () => {
  const cases: Record<string, string>[] = [
    {},
    { [MANIFEST]: JSON.stringify({ entry: 'ssr.cjs' }) },
    { [MANIFEST]: JSON.stringify({ entry: 'ssr.cjs' }), 'http://public.test/server/ssr.cjs': 'throw new Error("boom")' },
    { [MANIFEST]: JSON.stringify({ entry: 'ssr.cjs' }), 'http://public.test/server/ssr.cjs': 'module.exports = { default: 42 }' },
    { [MANIFEST]: JSON.stringify({ entry: '../../etc/passwd' }) },
    { [MANIFEST]: 'not json' },
  ];
  for (const files of cases) {
    const loader = createAreaServerLoader({ manifestUrl: MANIFEST, log: quiet, recheckMs: 0, fetcher: origin(files).fetcher });
    expect(await loader.load()).toBeNull();
  }
});

test('a bundle built against another major of a shared package is not run', async () => {
  const server = origin({
    [MANIFEST]: JSON.stringify({ entry: 'ssr.cjs', shared: { react: '^18.2.0' } }),
    'http://public.test/server/ssr.cjs': bundle('old'),
  });
  const warn = jest.fn();
  const loader = createAreaServerLoader({ manifestUrl: MANIFEST, log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
  expect(await loader.load()).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('react 19'));
});

test('within recheckMs the manifest is not asked again', async () => {
  const server = origin({ [MANIFEST]: JSON.stringify({ entry: 'ssr.cjs' }), 'http://public.test/server/ssr.cjs': bundle('cached') });
  const loader = createAreaServerLoader({ manifestUrl: MANIFEST, log: quiet, recheckMs: 60_000, fetcher: server.fetcher });
  await Promise.all([loader.load(), loader.load(), loader.load()]);
  await loader.load();
  expect(server.requests.filter((url) => url === MANIFEST)).toHaveLength(1);
});

test('a bundle built against another contract major is not run, and the reason is logged', async () => {
  const major = Number(builtAgainst.contract.split('.')[0]);
  const server = origin({ [MANIFEST]: JSON.stringify({ entry: 'ssr.cjs' }), 'http://public.test/server/ssr.cjs': bundle('future', `${major + 1}.0.0`) });
  const warn = jest.fn();
  const loader = createAreaServerLoader({ manifestUrl: MANIFEST, log: { info: () => {}, warn }, recheckMs: 0, fetcher: server.fetcher });
  expect(await loader.load()).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('The catalogue 3.0.0 needs a newer shell'));
});

test('another live release (a new manifest address) is loaded at once, without waiting for the recheck', async () => {
  const next = 'http://public.test/releases/2.0.0/server/manifest.json';
  const server = origin({
    [MANIFEST]: JSON.stringify({ entry: 'ssr.aaaa.cjs' }),
    'http://public.test/server/ssr.aaaa.cjs': bundle('working build'),
    [next]: JSON.stringify({ entry: 'ssr.bbbb.cjs' }),
    'http://public.test/releases/2.0.0/server/ssr.bbbb.cjs': bundle('release 2.0.0'),
  });
  let live = MANIFEST;
  const loader = createAreaServerLoader({ manifestUrl: () => live, log: quiet, recheckMs: 60_000, fetcher: server.fetcher });
  expect((await titleOf(await loader.load()))?.title).toBe('working build');
  live = next;
  expect((await titleOf(await loader.load()))?.title).toBe('release 2.0.0');
  live = MANIFEST;
  expect((await titleOf(await loader.load()))?.title).toBe('working build');
});
