import { routePatternOf, type RemotesManifest, type TelemetryBatch } from '@lectern/shared-sdk';
import { areaOfScript } from './start-telemetry';
import { releaseLabel, releaseOf } from '@lectern/shared-sdk/telemetry/release-label';
import { createTelemetry, PAGE_REPORT_LIMIT } from './telemetry';

const remotes: RemotesManifest = {
  mf_public: 'http://localhost:3001/remoteEntry.js',
  mf_student: 'http://localhost:3002/remoteEntry.js',
  mf_educator: 'http://localhost:3003/remoteEntry.js',
  mf_admin: 'http://localhost:3004/releases/1.4.0/remoteEntry.js',
};

function collect() {
  const batches: TelemetryBatch[] = [];
  const urls: string[] = [];
  const post = (url: string, body: string) => {
    urls.push(url);
    batches.push(JSON.parse(body) as TelemetryBatch);
  };
  return { batches, urls, post };
}

afterEach(() => jest.useRealTimers());

test('sends what was reported in batches of 50 every few seconds, each report naming its area and release', () => {
  jest.useFakeTimers();
  const { batches, urls, post } = collect();
  const telemetry = createTelemetry({ apiBaseUrl: 'http://localhost:4000/', remotes, shellRelease: '0.1.0', post, intervalMs: 5000 });
  telemetry.session('mf_admin');
  telemetry.session('shell');
  telemetry.vital('mf_public', '/courses/:courseId', 'LCP', 1234.5);
  expect(batches).toEqual([]);

  jest.advanceTimersByTime(5000);
  expect(urls).toEqual(['http://localhost:4000/api/telemetry']);
  expect(batches[0]?.reports).toEqual([
    { kind: 'session', area: 'mf_admin', release: '1.4.0' },
    { kind: 'session', area: 'shell', release: '0.1.0' },
    { kind: 'vital', area: 'mf_public', release: 'working', page: '/courses/:courseId', metric: 'LCP', value: 1234.5 },
  ]);

  // 120 errors of a page in a loop: sent at 50 as they come; the first of the area's is marked.
  for (let index = 0; index < 120; index += 1) telemetry.error('mf_student', 'uncaught');
  expect(batches.slice(1).map((batch) => batch.reports.length)).toEqual([50, 50]);
  expect(batches[1]?.reports[0]).toMatchObject({ kind: 'error', first: true });
  expect(batches[1]?.reports[1]).toMatchObject({ kind: 'error', first: false });
  telemetry.stop();
  expect(batches.at(-1)?.reports).toHaveLength(20);
});

test('sends what is queued when the page hides, and at most 500 reports a page load', () => {
  const { batches, post } = collect();
  const telemetry = createTelemetry({ apiBaseUrl: 'http://api', remotes, shellRelease: '0.1.0', post, intervalMs: 60_000 });
  telemetry.loadFailure('mf_admin', 'onLoad');
  window.dispatchEvent(new Event('pagehide'));
  expect(batches).toEqual([{ reports: [{ kind: 'load-failure', area: 'mf_admin', release: '1.4.0', stage: 'onLoad' }] }]);
  // What is reported after the page began to hide (the Web Vitals, in listeners after ours) is sent at once.
  telemetry.vital('mf_admin', '/admin', 'CLS', 0.01);
  expect(batches).toHaveLength(2);

  for (let index = 0; index < 1000; index += 1) telemetry.error('mf_admin', 'rejection');
  telemetry.flush();
  expect(batches.reduce((sum, batch) => sum + batch.reports.length, 0)).toBe(PAGE_REPORT_LIMIT);
  telemetry.stop();
});

test('reads the release from an entry address', () => {
  expect(releaseOf('http://localhost:3004/releases/1.4.0/remoteEntry.js')).toBe('1.4.0');
  expect(releaseOf('https://cdn.example/mf-admin/2.0.0-rc.1/remoteEntry.js')).toBe('2.0.0-rc.1');
  expect(releaseOf('http://localhost:3004/remoteEntry.js')).toBe('working');
  expect(releaseOf(undefined)).toBe('unknown');
  // What the registry names, as the reports name it.
  expect(releaseLabel(undefined)).toBe('working');
  expect(releaseLabel('1.4.0')).toBe('1.4.0');
  expect(releaseLabel('https://cdn.example/mf-admin/2.0.0')).toBe('2.0.0');
  expect(releaseLabel('https://cdn.example/mf-admin/2.0.0/remoteEntry.js')).toBe('2.0.0');
});

test('names the area whose script threw, and the page as its route pattern, never its address', () => {
  expect(areaOfScript(remotes, 'http://localhost:3004/releases/1.4.0/421.abc.js')).toBe('mf_admin');
  expect(areaOfScript(remotes, 'http://localhost:3002/main.js')).toBe('mf_student');
  expect(areaOfScript(remotes, 'http://localhost:3000/main.js')).toBe('shell');
  expect(areaOfScript(remotes, undefined)).toBe('shell');
  expect(routePatternOf('/courses/42')).toBe('/courses/:courseId');
  expect(routePatternOf('/educator/courses/7/insights')).toBe('/educator/courses/:courseId/insights');
  expect(routePatternOf('/admin/nothing-here')).toBe('/admin');
  expect(routePatternOf('/no-such-page')).toBe('/');
});
