import { deploy, readRegistryFile, startCanary, writeRegistryFile, type Registry } from '@lectern/shared-sdk/registry/registry.cjs';
import { telemetrySchemas } from '@lectern/shared-sdk/telemetry/schemas';
import { insertUser } from '../../testing/fixtures';
import { queuedMail, seenBy } from '../../testing/notifications';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import { criticalZ, judgeCanary, twoProportionZ, upperTail } from './canary-rule';
import { judgeCanaries } from './canary-watch';
import { readPreviewToken, signPreview } from './release-control';

const HASH = 'ab'.repeat(32);
const CANARY_HASH = 'cd'.repeat(32);
const rule = { minSessions: 50, confidence: 0.99, lcpMarginPercent: 20 };
const side = (sessions: number, errorSessions: number, lcpP75: number | null = null, lcpSamples = 0) => ({
  sessions,
  errorSessions,
  lcpP75,
  lcpSamples,
});

describe('the rollback rule', () => {
  it('reads the normal distribution as the tables do', () => {
    expect(criticalZ(0.95)).toBeCloseTo(1.645, 2);
    expect(criticalZ(0.99)).toBeCloseTo(2.326, 2);
    expect(upperTail(1.96)).toBeCloseTo(0.025, 3);
    // 10 of 100 against 2 of 100: the textbook z of 2.41.
    expect(twoProportionZ(10, 100, 2, 100)).toBeCloseTo(2.41, 1);
  });

  it('rolls back a canary that errs more than its stable release beyond chance, and says so with the figures', () => {
    const verdict = judgeCanary(side(60, 30), side(60, 1), rule);
    expect(verdict).toMatchObject({ rollback: true, rule: 'errors' });
    if (!verdict.rollback) return;
    expect(verdict.reason).toMatch(
      /^Errors in 50 % of the canary's sessions \(30 of 60\) against 1.7 % of the stable release's \(1 of 60\): worse beyond chance \(z = \d/,
    );
    expect(verdict.figures).toMatchObject({
      canary: { sessions: 60, errorSessions: 30 },
      stable: { sessions: 60, errorSessions: 1 },
      confidence: 0.99,
    });
  });

  it('keeps a canary whose extra errors chance explains, one no worse, and one too young to judge', () => {
    // 3 of 60 against 1 of 60: z = 1.03, far below 2.33.
    expect(judgeCanary(side(60, 3), side(60, 1), rule)).toEqual({ rollback: false, waitingFor: null });
    expect(judgeCanary(side(500, 5), side(500, 25), rule)).toEqual({ rollback: false, waitingFor: null });
    // Every session erring, but 49 of them: the rule waits for 50 on each side.
    expect(judgeCanary(side(49, 49), side(200, 0), rule)).toEqual({
      rollback: false,
      waitingFor: '50 sessions on each side (49 on the canary, 200 on the stable release)',
    });
  });

  it('rolls back a canary whose p75 LCP is worse by more than the margin, once both sides have the samples', () => {
    const slow = judgeCanary(side(80, 0, 3000, 80), side(80, 0, 2000, 80), rule);
    expect(slow).toMatchObject({ rollback: true, rule: 'lcp' });
    if (slow.rollback)
      expect(slow.reason).toBe(
        "p75 LCP 3000 ms against the stable release's 2000 ms (80 and 80 samples): slower by 50 %, more than the 20 % allowed",
      );
    expect(judgeCanary(side(80, 0, 2300, 80), side(80, 0, 2000, 80), rule)).toMatchObject({ rollback: false });
    expect(judgeCanary(side(80, 0, 3000, 20), side(80, 0, 2000, 80), rule)).toMatchObject({ rollback: false });
  });
});

describe('preview tokens', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const claims = { area: 'mf-admin' as const, release: '1.4.0', serverSha256: HASH, expiresAt: new Date('2026-11-27T12:00:00Z') };
  const areas = ['mf-admin'];

  it('are read back while they last, and not after, nor with another key, nor changed', () => {
    const token = signPreview('secret-one', claims);
    expect(readPreviewToken('secret-one', token, now, areas)).toEqual(claims);
    expect(readPreviewToken('secret-one', token, new Date('2026-11-27T12:00:01Z'), areas)).toBeNull();
    expect(readPreviewToken('secret-two', token, now, areas)).toBeNull();
    const [body = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), r: '6.6.6' })).toString('base64url');
    expect(readPreviewToken('secret-one', `${forged}.${signature}`, now, areas)).toBeNull();
    expect(readPreviewToken('secret-one', 'not-a-token', now, areas)).toBeNull();
    expect(readPreviewToken('secret-one', `${token}.extra`, now, areas)).toBeNull();
  });
});

const empty = (): Registry => ({ revision: 0, areas: {}, serverBundles: {}, integrity: {}, canaries: {}, history: [] });

describeEachDatabase('releases', (t: TestHarness) => {
  const registryFile = () => t.app.env.releases.registryFile;
  const admin = async () => t.tokenFor(await insertUser(t.db, { role: 'admin', email: `ada-${Math.random().toString(36).slice(2)}@lectern.test` }));
  /** mf-admin `stable` stable and `canary` its canary for `share` %: each test has releases of its own (the counters stay). */
  const canaryAt = (share: number, stable = '1.0.0', canary = '1.1.0') => {
    const deployed = deploy(empty(), 'mf-admin', stable, t.clock.now(), { serverSha256: HASH, by: 'cli' });
    writeRegistryFile(registryFile(), startCanary(deployed, 'mf-admin', canary, share, t.clock.now(), { serverSha256: CANARY_HASH, by: 'cli' }));
  };
  const report = (reports: unknown[]) => t.request('POST', '/api/telemetry', { body: { reports }, remoteAddress: '198.51.100.9' });
  /** `sessions` page loads of a release of the admin console, `erring` of them with an error. */
  async function loads(release: string, sessions: number, erring: number) {
    const reports = Array.from({ length: sessions }, (_, index) => [
      { kind: 'session', area: 'mf_admin', release },
      ...(index < erring ? [{ kind: 'error', area: 'mf_admin', release, source: 'boundary', first: true }] : []),
    ]).flat();
    for (let start = 0; start < reports.length; start += 50) expect((await report(reports.slice(start, start + 50))).status).toBe(200);
  }

  it("shows each area's stable release, its canary with both sides' figures, and the history", async () => {
    canaryAt(50);
    await loads('1.0.0', 8, 0);
    await loads('1.1.0', 6, 3);
    const answer = await t.get('/api/admin/releases', await admin());
    expect(answer.status).toBe(200);
    const body = telemetrySchemas.getReleaseHealth.responses[200].parse(answer.body);
    expect(body.registry).toBe('ready');
    expect(body.rule).toEqual({ windowMinutes: 30, minSessions: 50, confidence: 0.99, lcpMarginPercent: 20 });
    const adminArea = body.areas.find((area) => area.area === 'mf_admin');
    expect(adminArea).toMatchObject({
      package: 'mf-admin',
      stable: '1.0.0',
      canary: {
        release: '1.1.0',
        share: 50,
        stableFigures: { release: '1.0.0', sessions: 8, errorSessions: 0 },
        canaryFigures: { release: '1.1.0', sessions: 6, errorSessions: 3, errorRate: 0.5 },
      },
    });
    expect(adminArea?.history.map((event) => [event.action, event.stable, event.canary, event.by])).toEqual([
      ['canary', '1.0.0', '1.1.0', 'cli'],
      ['deploy', '1.0.0', null, 'cli'],
    ]);
    // Every area is listed, on its working build when the registry names none.
    expect(body.areas.find((area) => area.area === 'mf_student')).toMatchObject({
      package: 'mf-student',
      stable: 'working',
      canary: null,
      history: [],
    });
  });

  it('an admin promotes the canary or rolls it back, said in the history with their e-mail and reason; others may not', async () => {
    canaryAt(10);
    const educator = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
    expect((await t.post('/api/admin/releases/mf-admin/promote', {}, educator)).status).toBe(403);
    expect((await t.post('/api/admin/releases/mf-billing/promote', {}, await admin())).status).toBe(400);
    const tooLong = await t.post('/api/admin/releases/mf-admin/promote', { reason: 'x'.repeat(501) }, await admin());
    expect(tooLong.status).toBe(400);
    expect(readRegistryFile(registryFile()).canaries['mf-admin']?.live).toBe('1.1.0');

    const ada = await insertUser(t.db, { role: 'admin', email: 'ada@lectern.test' });
    const promoted = await t.post('/api/admin/releases/mf-admin/promote', { reason: 'Healthy for a day' }, await t.tokenFor(ada));
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({
      stable: '1.1.0',
      canary: null,
      history: [{ action: 'promote', by: 'ada@lectern.test', reason: 'Healthy for a day' }, {}, {}],
    });
    expect(readRegistryFile(registryFile())).toMatchObject({
      areas: { 'mf-admin': '1.1.0' },
      serverBundles: { 'mf-admin': CANARY_HASH },
      canaries: {},
    });
    const again = await t.post('/api/admin/releases/mf-admin/promote', {}, await t.tokenFor(ada));
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe('mf-admin runs no canary to promote');

    // Without a canary, a rollback undoes the last deploy (the promotion): 1.0.0 again, then the working build.
    expect((await t.post('/api/admin/releases/mf-admin/rollback', {}, await t.tokenFor(ada))).body).toMatchObject({ stable: '1.0.0' });
    expect((await t.post('/api/admin/releases/mf-admin/rollback', {}, await t.tokenFor(ada))).body).toMatchObject({ stable: 'working' });
    const nothing = await t.post('/api/admin/releases/mf-admin/rollback', {}, await t.tokenFor(ada));
    expect(nothing.status).toBe(409);
    expect(messageOf(nothing)).toBe('mf-admin has no deploy to roll back');
    // An admin's own rollback is not news to admins: only the automatic one is told.
    expect(await seenBy(t, ada)).toEqual([]);
  });

  it('25 promotions of one canary at once: one is made, the others are told there is none left', async () => {
    canaryAt(20, '3.0.0', '3.1.0');
    const token = await admin();
    const answers = await Promise.all(Array.from({ length: 25 }, () => t.post('/api/admin/releases/mf-admin/promote', {}, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(24);
    const registry = readRegistryFile(registryFile());
    expect(registry.history.filter((entry) => entry.action === 'promote')).toHaveLength(1);
    expect(registry.areas['mf-admin']).toBe('3.1.0');
  });

  it('a registry that cannot be read is said, not a server error', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(registryFile(), '{"areas": ');
    const answer = await t.post('/api/admin/releases/mf-admin/rollback', {}, await admin());
    expect(answer.status).toBe(503);
    expect(messageOf(answer)).toBe('The release registry cannot be read here: check LECTERN_REGISTRY on the API and the shell');
    expect((await t.get('/api/admin/releases', await admin())).body).toMatchObject({ registry: 'unreadable' });
  });

  it('rolls back, by itself, a canary that errs beyond chance, recording why with the figures; a healthy one stays', async () => {
    const watcher = await insertUser(t.db, { role: 'admin' });
    const retired = await insertUser(t.db, { role: 'admin', isActive: false });
    const educator = await insertUser(t.db, { role: 'educator' });
    canaryAt(50, '2.0.0', '2.1.0');
    await loads('2.0.0', 60, 1);
    await loads('2.1.0', 60, 2);
    expect(await judgeCanaries(t.app)).toEqual([]);
    expect(readRegistryFile(registryFile()).canaries['mf-admin']?.live).toBe('2.1.0');

    await loads('2.1.0', 40, 30);
    expect(await judgeCanaries(t.app)).toEqual(['mf-admin']);
    const registry = readRegistryFile(registryFile());
    expect(registry.canaries).toEqual({});
    expect(registry.areas['mf-admin']).toBe('2.0.0');
    const last = registry.history.at(-1);
    expect(last).toMatchObject({
      action: 'rollback',
      canary: '2.1.0',
      by: 'platform',
      figures: { rule: 'errors', canary: { sessions: 100, errorSessions: 32 } },
    });
    expect(last?.reason).toMatch(/^Errors in 32 % of the canary's sessions \(32 of 100\) against 1.7 % of the stable release's \(1 of 60\)/);
    // Every active admin is told, with the rule that fired; nobody else.
    expect(await seenBy(t, watcher)).toEqual([
      {
        kind: 'release_rolled_back',
        title: 'The mf-admin release 2.1.0 was rolled back',
        body: `The automatic watch ended its canary: ${last?.reason ?? ''}.`,
        link: '/admin/releases',
      },
    ]);
    expect(await queuedMail(t.db, watcher.id)).toEqual(['release_rolled_back']);
    expect(await seenBy(t, retired)).toEqual([]);
    expect(await seenBy(t, educator)).toEqual([]);
    // Judged again: nothing more to do (two instances end it once).
    expect(await judgeCanaries(t.app)).toEqual([]);
    expect(readRegistryFile(registryFile()).history).toHaveLength(registry.history.length);
    expect(await seenBy(t, watcher)).toHaveLength(1);
  });

  it('makes signed preview links of released versions only, which the API reads back until they expire', async () => {
    const token = await admin();
    const missing = await t.post('/api/admin/releases/mf-admin/previews', { release: '9.9.9' }, token);
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('mf-admin 9.9.9 is not released');
    expect((await t.post('/api/admin/releases/mf-admin/previews', { release: '../../etc' }, token)).status).toBe(400);
    expect((await t.post('/api/admin/releases/mf-admin/previews', { release: '1.0.0', hours: 500 }, token)).status).toBe(400);

    const { mkdirSync, writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    const folder = path.join(t.app.env.releases.releasesDir, 'mf-admin', '1.2.0');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ version: '1.2.0', server: { entry: 'server/ssr.cjs', sha256: CANARY_HASH } }));
    const made = await t.post('/api/admin/releases/mf-admin/previews', { release: '1.2.0', hours: 2 }, token);
    expect(made.status).toBe(201);
    const url = new URL((made.body as { url: string }).url);
    expect(url.origin).toBe(t.app.env.publicAppUrl);
    expect(url.searchParams.get('to')).toBe('/admin');
    const previewToken = url.pathname.replace('/preview/', '');
    const read = await t.get(`/api/releases/preview?token=${previewToken}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      area: 'mf-admin',
      release: '1.2.0',
      serverSha256: CANARY_HASH,
      expiresAt: (made.body as { expiresAt: string }).expiresAt,
    });

    t.clock.advanceSeconds(2 * 3600 + 1);
    const expired = await t.get(`/api/releases/preview?token=${previewToken}`);
    expect(expired.status).toBe(404);
    expect(messageOf(expired)).toBe('This preview link is not valid or has expired');
  });
});
