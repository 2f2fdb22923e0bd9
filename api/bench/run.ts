// `npm run bench -w api`: the API figures of QUALITY.md, printed. Measured as ratios within one run because the
// machine is shared and noisy:
//  1. throughput and latency of the catalogue and course-detail endpoints on the demo data, against an empty route
//     of the same Fastify process (50 connections, autocannon in this process, the API in a child process);
//  2. the catalogue with 10,000 more courses: round-trip time of one request at a time over loopback (an upper
//     bound on server time) for the plain call, deep pages, search, filters and every sort — each read preceded by
//     a no-op write, so every one is a cold read that the response cache cannot answer;
//  3. on PostgreSQL (BENCH_DATABASE_URL, or TEST_DATABASE_URL; a schema of its own, dropped afterwards): the same
//     routes on one instance, then on two instances over one database with Redis (BENCH_REDIS_URL or
//     TEST_REDIS_URL) for the shared limits and the load spread over both, and the time from a write through one
//     instance to the changed read through the other;
//  4. the insights (issue 17) over 10,000 enrolments and 500,000 watch records, one course holding half of them:
//     round-trip time of one request at a time for a course's insights, an educator's summary and the platform's
//     trends, and of the watch report that keeps their counters, on SQLite (and on PostgreSQL with `insights-postgres`).
// `--only=sqlite`, `--only=large`, `--only=postgres`, `--only=insights` or `--only=insights-postgres` runs one of them.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Client } from 'pg';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LARGE_CATALOGUE = 10_000;
/** `--only=<section>` runs one section. */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = (section: 'sqlite' | 'large' | 'postgres' | 'insights' | 'insights-postgres') => only === undefined || only === section;

interface Server {
  url: string;
  child: ChildProcess;
  /** The rest of the line the server printed when it listened (the insights' ids, tokens and data shape). */
  info: { insights?: InsightsInfo };
  stop(): Promise<void>;
}

async function startServer(extraCourses: number, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench-server.ts')], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, BENCH_EXTRA_COURSES: String(extraCourses), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<{ port: number; insights?: InsightsInfo }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; insights?: InsightsInfo }));
  });
  return {
    url: `http://127.0.0.1:${info.port}`,
    child,
    info,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(label: string, url: string, connections = CONNECTIONS): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The same route on several instances at once, the connections shared out: their sum, and the worst latencies. */
async function loadSpread(label: string, urls: string[]): Promise<LoadResult> {
  const results = await Promise.all(urls.map((url) => load(label, url, Math.ceil(CONNECTIONS / urls.length))));
  const sum = (pick: (result: LoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const worst = (pick: (result: LoadResult) => number) => Math.max(...results.map(pick));
  return { label, rps: sum((r) => r.rps), p50: worst((r) => r.p50), p99: worst((r) => r.p99), errors: sum((r) => r.errors), non2xx: sum((r) => r.non2xx) };
}

/** Prints the routes against the first (the empty route) and whether they meet QUALITY.md's target. */
function report(results: LoadResult[]): void {
  const baseline = results[0]?.rps ?? Number.NaN;
  console.table(
    results.map((result) => ({
      route: result.label,
      'req/s': Math.round(result.rps),
      'share of baseline': `${((100 * result.rps) / baseline).toFixed(0)} %`,
      p50: `${result.p50} ms`,
      p99: `${result.p99} ms`,
      errors: result.errors,
      non2xx: result.non2xx,
    })),
  );
  const endpoints = results.slice(1);
  const ok = endpoints.every((result) => result.rps >= baseline / 2 && result.p99 <= 50 && result.errors === 0 && result.non2xx === 0);
  console.log(`target (≥ 50 % of baseline, p99 ≤ 50 ms, zero errors): ${ok ? 'met' : 'NOT met'}\n`);
}

/** The demo catalogue's first course: the course page the runs read. */
async function firstCourseId(url: string): Promise<number> {
  const catalogue = (await (await fetch(`${url}/api/courses`)).json()) as { id: number }[];
  const first = catalogue[0];
  if (!first) throw new Error('the demo catalogue is empty');
  return first.id;
}

async function routesOf(urls: string[], courseId: number): Promise<LoadResult[]> {
  const at = (path: string) => urls.map((url) => `${url}${path}`);
  return [
    await loadSpread('empty route (baseline)', at('/bench/empty')),
    await loadSpread('GET /api/courses', at('/api/courses')),
    await loadSpread(`GET /api/courses/${courseId}`, at(`/api/courses/${courseId}`)),
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timeSequential(url: string, runs: number, touchUrl: string): Promise<{ p50: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < runs + 3; run += 1) {
    const touched = await fetch(touchUrl, { method: 'POST' });
    if (!touched.ok) throw new Error(`${touchUrl} answered ${touched.status}`);
    const started = process.hrtime.bigint();
    const response = await fetch(url);
    await response.arrayBuffer();
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    total = Number(response.headers.get('x-total-count') ?? 0);
    if (run >= 3) times.push(elapsed); // the first runs warm caches and JIT
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  if (wanted('sqlite')) await benchSqlite();
  if (wanted('large')) await benchLargeCatalogue();
  if (wanted('insights')) await benchInsights('SQLite', {});
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!wanted('postgres') && !wanted('insights-postgres')) return;
  if (!databaseUrl) {
    console.log('\nPostgreSQL: not measured (set BENCH_DATABASE_URL to a postgres:// URL; the run uses a schema of its own)');
    return;
  }
  if (wanted('postgres')) await benchPostgres(databaseUrl, redisUrl);
  if (wanted('insights-postgres')) await withSchema(databaseUrl, (env) => benchInsights('PostgreSQL', env));
}

/** Runs `work` with the bench server's variables for a PostgreSQL schema of its own, dropped afterwards. */
async function withSchema(databaseUrl: string, work: (env: Record<string, string>) => Promise<void>) {
  const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  try {
    await work({ BENCH_DATABASE_URL: databaseUrl, BENCH_DATABASE_SCHEMA: schema });
  } finally {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

interface InsightsInfo {
  bigCourseId: number;
  typicalCourseId: number;
  bigCourseEnrollment: { enrollmentId: number; videoId: number };
  loadSeconds: number;
  tokens: { educator: string; admin: string; student: string };
  distribution: {
    total: Record<'courses' | 'lessons' | 'students' | 'enrollments' | 'watchRows' | 'markedRows' | 'sales', number>;
    bigCourse: Record<'lessons' | 'enrollments' | 'watchRows' | 'markedRows' | 'sales', number>;
    typicalCourse: Record<'lessons' | 'enrollments' | 'watchRows' | 'markedRows' | 'sales', number>;
    bigEducator: Record<'courses' | 'enrollments', number>;
  };
}

const INSIGHT_RUNS = Number(process.env.BENCH_INSIGHT_RUNS ?? 100);
const INSIGHT_TARGET_MS = 50;

/** One request at a time: `runs` timed after 5 that warm the process, the round trip over loopback (an upper bound on server time). */
async function timeRequests(url: string, init: () => RequestInit, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs + 5; run += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(url, init());
    await response.arrayBuffer();
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (run >= 5) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN };
}

async function benchInsights(database: 'SQLite' | 'PostgreSQL', env: Record<string, string>) {
  console.log(`\nInsights on ${database}: building 10,000 enrolments and 500,000 watch records …`);
  const server = await startServer(0, { ...env, BENCH_INSIGHTS: '1' });
  try {
    const info = server.info.insights;
    if (!info) throw new Error('the bench server built no learning');
    const { total, bigCourse, typicalCourse, bigEducator } = info.distribution;
    console.log(`built in ${info.loadSeconds.toFixed(0)} s (every row through the database's triggers). What the database holds:`);
    const course = (figures: InsightsInfo['distribution']['bigCourse']) => ({
      courses: 1,
      lessons: figures.lessons,
      enrolments: figures.enrollments,
      'watch rows (lesson_watch)': figures.watchRows,
      'marks (watched_videos)': figures.markedRows,
      sales: figures.sales,
    });
    console.table({
      'whole platform (with the demo data)': {
        courses: total.courses,
        lessons: total.lessons,
        students: total.students,
        enrolments: total.enrollments,
        'watch rows (lesson_watch)': total.watchRows,
        'marks (watched_videos)': total.markedRows,
        sales: total.sales,
      },
      'the biggest course': course(bigCourse),
      'a typical course': course(typicalCourse),
      "the biggest course's educator": { courses: bigEducator.courses, enrolments: bigEducator.enrollments },
    });
    const get = (token: string) => () => ({ headers: { authorization: `Bearer ${token}` } });
    const routes: [string, string, () => RequestInit][] = [
      ['course insights: the biggest course (its educator)', `/api/courses/${info.bigCourseId}/insights`, get(info.tokens.educator)],
      ['course insights: the biggest course, 52 weeks', `/api/courses/${info.bigCourseId}/insights?weeks=52`, get(info.tokens.educator)],
      ['course insights: a typical course (an admin)', `/api/courses/${info.typicalCourseId}/insights`, get(info.tokens.admin)],
      ["educator's summary: the biggest course's educator", '/api/users/educator/insights', get(info.tokens.educator)],
      ["educator's summary, 52 weeks", '/api/users/educator/insights?weeks=52', get(info.tokens.educator)],
      ['platform trends', '/api/stats/trends', get(info.tokens.admin)],
      ['platform trends, 52 weeks', '/api/stats/trends?weeks=52', get(info.tokens.admin)],
    ];
    const rows = [];
    let worst = 0;
    for (const [label, path, init] of routes) {
      const timing = await timeRequests(`${server.url}${path}`, init, INSIGHT_RUNS);
      worst = Math.max(worst, timing.p95);
      rows.push({ query: label, p50: ms(timing.p50), p95: ms(timing.p95), max: ms(timing.max) });
    }
    // The write that keeps the counters and the last activity: a learner of the biggest course reporting playback.
    const report = await timeRequests(
      `${server.url}/api/enrollments/${info.bigCourseEnrollment.enrollmentId}/watch`,
      () => ({
        method: 'POST',
        headers: { authorization: `Bearer ${info.tokens.student}`, 'content-type': 'application/json' },
        body: JSON.stringify({ videoId: info.bigCourseEnrollment.videoId, position: 30, played: 1 }),
      }),
      INSIGHT_RUNS,
    );
    rows.push({ query: 'watch report (the write behind the counters)', p50: ms(report.p50), p95: ms(report.p95), max: ms(report.max) });
    console.log(`${INSIGHT_RUNS} requests each, one at a time, round trip over loopback; these routes have no response cache, every request runs its queries:`);
    console.table(rows);
    const bar = database === 'SQLite' ? '' : " (the bar is SQLite's: shown for comparison)";
    console.log(`target (each insight read ≤ ${INSIGHT_TARGET_MS} ms p95${bar}): ${worst <= INSIGHT_TARGET_MS ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`);
    // What the counting triggers cost the rarest big write: every watch row and mark of the course goes, each counted.
    const started = performance.now();
    const deleted = await fetch(`${server.url}/api/courses/${info.bigCourseId}`, { method: 'DELETE', headers: { authorization: `Bearer ${info.tokens.admin}` } });
    if (!deleted.ok) throw new Error(`deleting the biggest course answered ${deleted.status}`);
    console.log(`deleting the biggest course (its ${bigCourse.watchRows.toLocaleString('en-US')} watch rows and ${bigCourse.markedRows.toLocaleString('en-US')} marks through the triggers), one run: ${ms(performance.now() - started)}`);
  } finally {
    await server.stop();
  }
}

async function benchSqlite() {
  console.log(`API throughput: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, SQLite, demo data`);
  const demo = await startServer(0);
  try {
    report(await routesOf([demo.url], await firstCourseId(demo.url)));
  } finally {
    await demo.stop();
  }
}

async function benchLargeCatalogue() {
  console.log(`Catalogue with ${LARGE_CATALOGUE.toLocaleString('en-US')} more courses: one cold request at a time (a write before each), 30 runs each`);
  const large = await startServer(LARGE_CATALOGUE);
  try {
    const queries = [
      '/api/courses',
      '/api/courses?page=500&limit=20',
      '/api/courses?q=watercolour',
      '/api/courses?q=project&page=100&limit=20',
      '/api/courses?price=free&sort=price-desc',
      '/api/courses?sort=newest&page=250',
      '/api/courses?sort=rating',
      '/api/courses?category=Data%20Science&price=paid&sort=price-asc',
    ];
    const rows = [];
    let worst = 0;
    for (const query of queries) {
      const timing = await timeSequential(`${large.url}${query}`, 30, `${large.url}/bench/touch`);
      worst = Math.max(worst, timing.p95);
      rows.push({ query, matches: timing.total, p50: ms(timing.p50), p95: ms(timing.p95) });
    }
    console.table(rows);
    console.log(`target (≤ 20 ms): ${worst <= 20 ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`);
  } finally {
    await large.stop();
  }
}

/**
 * Renames a course through `writer` and reads it through `reader` until the new title shows, `runs` times: how long
 * from sending the write to the changed read, and how many reads sent after the write had answered were still stale.
 */
async function propagation(writer: string, reader: string, courseId: number, runs: number) {
  const times: number[] = [];
  const afterAnswer: number[] = [];
  let staleAfterAnswer = 0;
  const titleAt = async () => ((await (await fetch(`${reader}/api/courses/${courseId}`)).json()) as { course: { title: string } }).course.title;
  for (let run = 0; run < runs; run += 1) {
    const title = `Bench rename ${run} ${randomBytes(3).toString('hex')}`;
    await titleAt();
    await titleAt(); // the reader's cache holds the old title now
    const sent = performance.now();
    const written = await fetch(`${writer}/bench/course-title`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: courseId, title }),
    });
    if (!written.ok) throw new Error(`the rename answered ${written.status}`);
    const answered = performance.now();
    while ((await titleAt()) !== title) {
      staleAfterAnswer += 1;
      if (performance.now() - sent > 10_000) throw new Error('the rename never reached the other instance');
    }
    times.push(performance.now() - sent);
    afterAnswer.push(performance.now() - answered);
  }
  times.sort((x, y) => x - y);
  afterAnswer.sort((x, y) => x - y);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? Number.NaN,
    afterAnswerP50: percentile(afterAnswer, 50),
    afterAnswerMax: afterAnswer.at(-1) ?? Number.NaN,
    staleAfterAnswer,
  };
}

async function benchPostgres(databaseUrl: string, redisUrl: string | undefined) {
  const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const env = { BENCH_DATABASE_URL: databaseUrl, BENCH_DATABASE_SCHEMA: schema, ...(redisUrl ? { BENCH_REDIS_URL: redisUrl } : {}) };
  const servers: Server[] = [];
  try {
    console.log(`\nAPI throughput on PostgreSQL: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, demo data, one instance`);
    // One at a time: the first migrates and seeds, the second finds the data there.
    servers.push(await startServer(0, env));
    const [a] = servers as [Server];
    const courseId = await firstCourseId(a.url);
    report(await routesOf([a.url], courseId));

    servers.push(await startServer(0, env));
    const [, b] = servers as [Server, Server];
    console.log(`Two instances on one database${redisUrl ? ', Redis for the shared limits' : ''}: the ${CONNECTIONS} connections spread over both`);
    report(await routesOf([a.url, b.url], courseId));

    const runs = 30;
    const moved = await propagation(a.url, b.url, courseId, runs);
    console.log(`A course renamed through one instance, read through the other (${runs} runs, from sending the write to the changed read):`);
    console.log(`  p50 ${ms(moved.p50)}, p95 ${ms(moved.p95)}, max ${ms(moved.max)} (the write itself included)`);
    console.log(`  from the write's answer to the changed read: p50 ${ms(moved.afterAnswerP50)}, max ${ms(moved.afterAnswerMax)}; reads still stale after the write had answered: ${moved.staleAfterAnswer}`);
  } finally {
    for (const server of servers) await server.stop();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
