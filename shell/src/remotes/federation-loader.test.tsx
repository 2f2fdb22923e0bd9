import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { areaBuild } from '@lectern/shared-sdk/release';
import { createFederationLoader, integrityOf } from './federation-loader';
import { RemoteLoadError } from './remote-module';
import { telemetry } from '../telemetry/telemetry';

const runtime = {
  plugins: [] as ModuleFederationRuntimePlugin[],
  remotes: [] as Array<{ name: string; entry: string }>,
  loadRemote: jest.fn<Promise<unknown>, [string]>(),
};

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => runtime.plugins.push(...plugins),
  registerRemotes: (remotes: Array<{ name: string; entry: string }>) => runtime.remotes.push(...remotes),
  loadRemote: (id: string) => runtime.loadRemote(id),
}));

const manifest = {
  mf_public: 'http://localhost:3001/remoteEntry.js',
  mf_student: 'http://localhost:3002/remoteEntry.js',
  mf_educator: 'http://localhost:3003/remoteEntry.js',
  mf_admin: 'http://localhost:3004/remoteEntry.js',
};

/** What the runtime does when a manifest cannot be fetched: report the cause, then the failed load. */
function failManifest(remote: string) {
  runtime.loadRemote.mockImplementationOnce(async (id) => {
    const report = runtime.plugins[0]?.errorLoadRemote;
    const error = new Error('Failed to fetch');
    const origin = {} as never;
    await report?.({
      id: `http://host/${remote}/remoteEntry.js`,
      error,
      from: 'runtime',
      lifecycle: 'afterResolve',
      remote: { name: remote } as never,
      origin,
    });
    await report?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin });
    throw error;
  });
}

beforeEach(() => {
  runtime.plugins.length = 0;
  runtime.remotes.length = 0;
  runtime.loadRemote.mockReset();
});

test('registers every remote of remotes.json with the runtime', () => {
  createFederationLoader(manifest);
  expect(runtime.remotes).toEqual(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
});

test("loads './routes' and checks the module it gets", async () => {
  const area = { build: areaBuild, routes: [{ path: '/admin', element: <h1>Admin</h1> }] };
  runtime.loadRemote.mockResolvedValueOnce({ default: area });
  const load = createFederationLoader(manifest);
  await expect(load('mf_admin')).resolves.toBe(area);
  expect(runtime.loadRemote).toHaveBeenCalledWith('mf_admin/routes');
});

test('a failure names the stage that caused it, not the follow-up report', async () => {
  failManifest('mf_admin');
  const load = createFederationLoader(manifest);
  const failure = await load('mf_admin').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(RemoteLoadError);
  expect(failure).toMatchObject({ remote: 'mf_admin', stage: 'afterResolve' });
});

test('a module of the wrong shape is refused', async () => {
  runtime.loadRemote.mockResolvedValueOnce({ default: { pages: [] } });
  const load = createFederationLoader(manifest);
  await expect(load('mf_admin')).rejects.toMatchObject({ stage: 'validate' });
});

test('reports each load to telemetry: a session of the area, or the stage its loading failed at', async () => {
  const reported: unknown[] = [];
  const record = (...call: unknown[]) => reported.push(call);
  telemetry.start({
    session: (area) => record('session', area),
    error: record,
    loadFailure: (area, stage) => record('load-failure', area, stage),
    vital: record,
    flush: () => undefined,
    stop: () => undefined,
  });
  try {
    runtime.loadRemote.mockResolvedValueOnce({ default: { build: areaBuild, routes: [{ path: '/admin', element: <h1>Admin</h1> }] } });
    failManifest('mf_student');
    runtime.loadRemote.mockResolvedValueOnce({ default: { pages: [] } });
    const load = createFederationLoader(manifest);
    await load('mf_admin');
    await load('mf_student').catch(() => undefined);
    await load('mf_educator').catch(() => undefined);
    expect(reported).toEqual([
      ['session', 'mf_admin'],
      ['load-failure', 'mf_student', 'afterResolve'],
      ['load-failure', 'mf_educator', 'validate'],
    ]);
  } finally {
    telemetry.stop();
  }
});

test("a release's entry is loaded with the integrity its address names, with CORS; a working build's as the runtime does", () => {
  const integrity = `sha256-${'A'.repeat(43)}=`;
  createFederationLoader({ ...manifest, mf_admin: `http://localhost:3004/releases/1.4.0/remoteEntry.js#${integrity}` });
  const createScript = runtime.plugins.find((plugin) => plugin.name === 'lectern-entry-integrity')?.createScript;
  const script = createScript?.({ url: `http://localhost:3004/releases/1.4.0/remoteEntry.js#${integrity}` }) as HTMLScriptElement;
  expect(script.integrity).toBe(integrity);
  expect(script.crossOrigin).toBe('anonymous');
  expect(script.src).toBe(`http://localhost:3004/releases/1.4.0/remoteEntry.js#${integrity}`);
  expect(createScript?.({ url: 'http://localhost:3004/remoteEntry.js' })).toBeUndefined();
  expect(integrityOf('http://x/remoteEntry.js#sha256-not base64')).toBeNull();
});
