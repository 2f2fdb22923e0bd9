// @ts-check
// The shell's server under load (issue 49): pages rendered a second and their latency, with 10 connections for 10 s,
// for a visitor's /courses and the demo student's /student (the render session cookie, as a browser sends it).
// Run by `npm run bench` against the platform scripts/bench.mjs starts (BENCH_URL, BENCH_API_URL); the load comes
// from this process, the shell's server runs in that one. Targets: a visitor's page at 1,000 a second or more from
// one process, a signed-in page at 100 a second or more per core. It measures; it does not fail a build.
import autocannon from 'autocannon';
import { SESSION_COOKIE, signIn } from './sessions.mjs';

const base = process.env.BENCH_URL;
if (!base) throw new Error('BENCH_URL is not set: run npm run bench from the repository root');
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.RENDER_BENCH_SECONDS ?? 10);

const student = await signIn(process.env.BENCH_API_URL, 'student');
// As a browser asks: the page compressed.
const browser = { 'accept-encoding': 'br, gzip' };
const pages = [
  { page: 'visitor /courses', path: '/courses', headers: browser, atLeast: 1000 },
  { page: 'student /student', path: '/student', headers: { ...browser, cookie: `${SESSION_COOKIE}=${student.token}` }, atLeast: 100 },
];

/** @type {Record<string, string | number>[]} */
const rows = [];
for (const { page, path, headers, atLeast } of pages) {
  const url = new URL(path, base).href;
  // A short warm-up, so the first renders (code loading, caches filling) are not what is measured.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const perSecond = Math.round(result.requests.average);
  rows.push({
    page,
    'pages/s': `${perSecond}${perSecond < atLeast ? ' ✗' : ''}`,
    target: `≥ ${atLeast}`,
    'median ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  });
}
console.log(`The shell's server rendering pages: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (✗ = target missed)`);
console.table(rows);
