import { telemetrySchemas } from '@lectern/shared-sdk/telemetry/schemas';
import { insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import { bucketOf, bucketTop, percentile, telemetryRepository } from './telemetry.repository';

const session = (release = '1.4.0') => ({ kind: 'session', area: 'mf_admin', release });
const vital = (metric: 'LCP' | 'INP' | 'CLS', value: number, page = '/admin/dashboard') => ({
  kind: 'vital',
  area: 'mf_admin',
  release: '1.4.0',
  page,
  metric,
  value,
});

describe('vital histograms', () => {
  it('keep each value in a bucket at most 10 % wider than it, and read percentiles within that', () => {
    for (const value of [1.5, 12, 180, 2500, 9999, 60_000]) {
      const top = bucketTop('LCP', bucketOf('LCP', value));
      expect(top).toBeGreaterThanOrEqual(value * 0.999);
      expect(top).toBeLessThanOrEqual(value * 1.1 + 1e-9);
    }
    expect(bucketTop('CLS', bucketOf('CLS', 0.25))).toBeCloseTo(0.25, 1);
    // 100 samples of 1..100 ms: the 75th is 75 ms, read as its bucket's top (≤ 10 % above).
    const buckets = new Map<number, number>();
    for (let value = 1; value <= 100; value += 1) buckets.set(bucketOf('INP', value), (buckets.get(bucketOf('INP', value)) ?? 0) + 1);
    const p75 = percentile('INP', buckets, 0.75) ?? 0;
    expect(p75).toBeGreaterThanOrEqual(75);
    expect(p75).toBeLessThanOrEqual(83);
    expect(percentile('LCP', new Map(), 0.75)).toBeNull();
  });
});

describeEachDatabase('browser telemetry', (t) => {
  const send = (body: unknown, remoteAddress = '203.0.113.7') => t.request('POST', '/api/telemetry', { body, remoteAddress });
  const rowCount = async () =>
    (
      await t.db
        .selectFrom('telemetry_minutes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('adds reports to per-minute counters per area and release, from which the figures are read', async () => {
    const reports = [
      session(),
      session(),
      session('1.3.0'),
      { kind: 'error', area: 'mf_admin', release: '1.4.0', source: 'boundary', first: true },
      { kind: 'error', area: 'mf_admin', release: '1.4.0', source: 'uncaught', first: false },
      { kind: 'load-failure', area: 'mf_admin', release: '1.4.0', stage: 'onLoad' },
      vital('LCP', 1200),
      vital('LCP', 1250, '/admin/courses/:id'),
      vital('LCP', 3000),
      vital('LCP', 900),
      vital('CLS', 0.02),
    ];
    const answer = await send({ reports });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accepted: reports.length });
    // A second batch the same minute adds to the same rows.
    expect((await send({ reports: [session()] })).status).toBe(200);

    const since = new Date(t.clock.now().getTime() - 60_000);
    const figures = await telemetryRepository(t.db).figures('mf_admin', '1.4.0', since);
    expect(figures).toMatchObject({ sessions: 3, errors: 2, errorSessions: 1, loadFailures: { onLoad: 1 } });
    expect(figures.p75.LCP).toBeGreaterThanOrEqual(1250);
    expect(figures.p75.LCP).toBeLessThanOrEqual(1250 * 1.1);
    expect(figures.p75.INP).toBeNull();
    expect((await telemetryRepository(t.db).figures('mf_admin', '1.3.0', since)).sessions).toBe(1);
    // Counters, not events: one row per counter (the vitals also per page), however many reports.
    const pages = await t.db.selectFrom('telemetry_minutes').select('page').distinct().where('counter', 'like', 'LCP:%').execute();
    expect(pages.map((row) => row.page).sort()).toEqual(['', '/admin/courses/:id', '/admin/dashboard']);
    expect(
      await t.db.selectFrom('telemetry_minutes').select('count').where('counter', '=', 'sessions').where('release', '=', '1.4.0').execute(),
    ).toEqual([{ count: 3 }]);
  });

  it.each([
    ['no reports', { reports: [] }],
    ['too many reports', { reports: Array.from({ length: 51 }, () => session()) }],
    ['an unknown area', { reports: [{ kind: 'session', area: 'mf_other', release: '1.0.0' }] }],
    ['an address for a page', { reports: [vital('LCP', 100, '/courses/42?ref=mail')] }],
    ['a page with an id', { reports: [vital('LCP', 100, '/courses/42')] }],
    ['a NUL byte in a release', { reports: [session('1.0\u00000')] }],
    ['a field of its own', { reports: [{ ...session(), email: 'ada@example.com' }] }],
    ['a negative vital', { reports: [vital('INP', -1)] }],
    ['an unknown kind', { reports: [{ kind: 'click', area: 'mf_admin', release: '1.0.0' }] }],
    ['not a batch', ['session']],
  ])('refuses a batch with %s (400) and counts nothing', async (_case, body) => {
    const before = await rowCount();
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toEqual(expect.any(String));
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body over 16 KB (413) and counts nothing', async () => {
    const before = await rowCount();
    const answer = await send({ reports: [{ ...session(), padding: 'x'.repeat(17 * 1024) }] });
    expect(answer.status).toBe(413);
    expect(messageOf(answer)).toBe('Request body is too large (at most 16 KB)');
    expect(await rowCount()).toBe(before);
  });

  it('holds under a burst of 250 batches at once: every one from its own address counted, one address limited', async () => {
    const many = await Promise.all(Array.from({ length: 250 }, (_, index) => send({ reports: [session('2.0.0')] }, `198.51.100.${index % 250}`)));
    expect(many.map((answer) => answer.status)).toEqual(Array.from({ length: 250 }, () => 200));
    const since = new Date(t.clock.now().getTime() - 60_000);
    expect((await telemetryRepository(t.db).figures('mf_admin', '2.0.0', since)).sessions).toBe(250);

    const one = await Promise.all(Array.from({ length: 250 }, () => send({ reports: [session('3.0.0')] }, '192.0.2.9')));
    expect(one.filter((answer) => answer.status === 200)).toHaveLength(t.app.env.rateLimits.telemetryPerIp.limit);
    expect(one.filter((answer) => answer.status === 429)).toHaveLength(250 - t.app.env.rateLimits.telemetryPerIp.limit);
    expect((await telemetryRepository(t.db).figures('mf_admin', '3.0.0', since)).sessions).toBe(t.app.env.rateLimits.telemetryPerIp.limit);
  });

  it("shows admins each area's releases of the last day: sessions, error rate, load failures and p75 vitals", async () => {
    // A day ago and more: not counted.
    expect((await send({ reports: [{ kind: 'session', area: 'mf_educator', release: '0.5.0' }] })).status).toBe(200);
    t.clock.advanceSeconds(25 * 3600);
    const reports = [
      ...Array.from({ length: 4 }, () => ({ kind: 'session', area: 'mf_educator', release: '0.6.0' })),
      { kind: 'error', area: 'mf_educator', release: '0.6.0', source: 'boundary', first: true },
      { kind: 'vital', area: 'mf_educator', release: '0.6.0', page: '/educator', metric: 'INP', value: 80 },
      { kind: 'session', area: 'mf_educator', release: '0.7.0-canary' },
      { kind: 'load-failure', area: 'mf_educator', release: '0.8.0', stage: 'afterResolve' },
    ];
    expect((await send({ reports })).status).toBe(200);

    const admin = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
    const answer = await t.get('/api/admin/releases', admin);
    expect(answer.status).toBe(200);
    const { hours, areas } = telemetrySchemas.getReleaseHealth.responses[200].parse(answer.body);
    expect(hours).toBe(24);
    const educator = areas.find((area) => area.area === 'mf_educator');
    expect(educator?.releases.map((release) => [release.release, release.sessions, release.errorRate, release.loadFailures])).toEqual([
      ['0.6.0', 4, 0.25, 0],
      ['0.7.0-canary', 1, 0, 0],
      ['0.8.0', 0, 0, 1],
    ]);
    expect(educator?.releases[0]?.p75).toEqual({ LCP: null, INP: expect.any(Number), CLS: null });
    expect((await t.get('/api/admin/releases', await t.tokenFor(await insertUser(t.db, { role: 'educator' })))).status).toBe(403);
  });

  it('forgets minutes older than two weeks, and keeps the newer', async () => {
    expect((await send({ reports: [session('0.9.0')] })).status).toBe(200);
    t.clock.advanceSeconds(15 * 24 * 3600);
    expect((await send({ reports: [session('0.9.1')] })).status).toBe(200);
    await telemetryRepository(t.db).prune(t.clock.now());
    const releases = await t.db.selectFrom('telemetry_minutes').select('release').distinct().execute();
    expect(releases.map((row) => row.release)).toEqual(['0.9.1']);
  });
});
