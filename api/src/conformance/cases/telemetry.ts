import { deploy, startCanary, writeRegistryFile, type Registry } from '@lectern/shared-sdk/registry/registry.cjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signPreview } from '../../modules/releases/release-control';
import { sources, type ConformanceCase, type Context } from '../case';

const HASH = 'ab'.repeat(32);

/** The test app's registry with mf-admin 1.0.0 stable and 1.1.0 its canary for 10 %. */
function withCanary({ t }: Context): void {
  const stable = deploy(
    { revision: 0, areas: {}, serverBundles: {}, integrity: {}, canaries: {}, history: [] } satisfies Registry,
    'mf-admin',
    '1.0.0',
    t.clock.now(),
    {
      serverSha256: HASH,
    },
  );
  writeRegistryFile(t.app.env.releases.registryFile, startCanary(stable, 'mf-admin', '1.1.0', 10, t.clock.now(), { serverSha256: HASH }));
}

/** Browsers' telemetry: anyone sends it, without a token. */
export const telemetryCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'POST /api/telemetry {reports: [{kind, area, release, …}]} -> {accepted}: counted per minute, no token',
    route: 'POST /api/telemetry',
    call: async () => ({
      method: 'POST',
      url: '/api/telemetry',
      body: { reports: [{ kind: 'vital', area: 'mf_public', release: 'working', page: '/courses/:id', metric: 'LCP', value: 1234 }] },
    }),
    check: ({ body }) => expect(body).toEqual({ accepted: 1 }),
  },
  {
    source: sources.extension,
    row: "GET /api/admin/releases -> {hours, areas: [{area, releases: [{release, sessions, errorRate, p75}]}]}: each release's health",
    route: 'GET /api/admin/releases',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/admin/releases', token: admin.token }),
    check: ({ body }) => expect(body).toMatchObject({ hours: 24, registry: 'ready', rule: expect.any(Object), areas: expect.any(Array) }),
  },
  {
    source: sources.extension,
    row: 'POST /api/admin/releases/:area/promote {reason?} -> {area, package, stable, canary: null, history}: the canary is stable for everyone',
    route: 'POST /api/admin/releases/:area/promote',
    call: async (ctx) => {
      withCanary(ctx);
      return { method: 'POST', url: '/api/admin/releases/mf-admin/promote', token: ctx.admin.token, body: { reason: 'Healthy for a day' } };
    },
    check: ({ body }) =>
      expect(body).toMatchObject({
        area: 'mf_admin',
        package: 'mf-admin',
        stable: '1.1.0',
        canary: null,
        history: [{ action: 'promote', reason: 'Healthy for a day' }, {}, {}],
      }),
  },
  {
    source: sources.extension,
    row: 'POST /api/admin/releases/:area/rollback {reason?} -> {area, stable, canary: null, history}: the canary ends (or the last deploy is undone)',
    route: 'POST /api/admin/releases/:area/rollback',
    call: async (ctx) => {
      withCanary(ctx);
      return { method: 'POST', url: '/api/admin/releases/mf-admin/rollback', token: ctx.admin.token, body: {} };
    },
    check: ({ body }) =>
      expect(body).toMatchObject({ package: 'mf-admin', stable: '1.0.0', canary: null, history: [{ action: 'rollback', canary: '1.1.0' }, {}, {}] }),
  },
  {
    source: sources.extension,
    row: 'POST /api/admin/releases/:area/previews {release, hours?} -> 201 {url, area, release, expiresAt}: a signed, expiring preview link',
    route: 'POST /api/admin/releases/:area/previews',
    call: async ({ t, admin }) => {
      const folder = path.join(t.app.env.releases.releasesDir, 'mf-admin', '1.2.0');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ version: '1.2.0', server: { entry: 'server/ssr.cjs', sha256: HASH } }));
      return { method: 'POST', url: '/api/admin/releases/mf-admin/previews', token: admin.token, body: { release: '1.2.0', hours: 2 } };
    },
    status: 201,
    check: ({ body }) =>
      expect(body).toMatchObject({ url: expect.stringMatching(/\/preview\/[\w-]+\.[\w-]+\?to=%2Fadmin$/), area: 'mf-admin', release: '1.2.0' }),
  },
  {
    source: sources.extension,
    row: 'GET /api/releases/preview?token= -> {area, release, serverSha256, expiresAt}: what a genuine, unexpired preview link pins',
    route: 'GET /api/releases/preview',
    call: async ({ t }) => {
      const token = signPreview(t.app.env.jwtSecret, {
        area: 'mf-admin',
        release: '1.2.0',
        serverSha256: HASH,
        expiresAt: new Date(t.clock.now().getTime() + 3600_000),
      });
      return { method: 'GET', url: `/api/releases/preview?token=${token}` };
    },
    check: ({ body }) => expect(body).toMatchObject({ area: 'mf-admin', release: '1.2.0', serverSha256: HASH, expiresAt: expect.any(String) }),
  },
];
