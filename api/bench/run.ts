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
//  5. quizzes (issue 38): a course's insights with its quizzes over 100,000 submitted attempts, an attempt
//     started and submitted, and a lesson added to its course of 5,000 learners (each told: issue 50's fan-out), on
//     SQLite (and on PostgreSQL with `quizzes-postgres`).
// `--only=sqlite`, `--only=large`, `--only=postgres`, `--only=insights`, `--only=insights-postgres`, `--only=quizzes`
// or `--only=quizzes-postgres` runs one of them.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { ms, percentile, startServer, withSchema, type Server } from './bench-process';
import { benchInsights } from './insights';
import { benchQuizzes } from './quizzes';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LARGE_CATALOGUE = 10_000;
/** `--only=<section>` runs one section. */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = (section: 'sqlite' | 'large' | 'postgres' | 'insights' | 'insights-postgres' | 'quizzes' | 'quizzes-postgres') =>
  only === undefined || only === section;

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
  return {
    label,
    rps: sum((r) => r.rps),
    p50: worst((r) => r.p50),
    p99: worst((r) => r.p99),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
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

async function main() {
  if (wanted('sqlite')) await benchSqlite();
  if (wanted('large')) await benchLargeCatalogue();
  if (wanted('insights')) await benchInsights('SQLite', {});
  if (wanted('quizzes')) await benchQuizzes('SQLite', {});
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!wanted('postgres') && !wanted('insights-postgres') && !wanted('quizzes-postgres')) return;
  if (!databaseUrl) {
    console.log('\nPostgreSQL: not measured (set BENCH_DATABASE_URL to a postgres:// URL; the run uses a schema of its own)');
    return;
  }
  if (wanted('postgres')) await benchPostgres(databaseUrl, redisUrl);
  if (wanted('insights-postgres')) await withSchema(databaseUrl, (env) => benchInsights('PostgreSQL', env));
  if (wanted('quizzes-postgres')) await withSchema(databaseUrl, (env) => benchQuizzes('PostgreSQL', env));
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
  console.log(
    `Catalogue with ${LARGE_CATALOGUE.toLocaleString('en-US')} more courses: one cold request at a time (a write before each), 30 runs each`,
  );
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
    console.log(
      `  from the write's answer to the changed read: p50 ${ms(moved.afterAnswerP50)}, max ${ms(moved.afterAnswerMax)}; reads still stale after the write had answered: ${moved.staleAfterAnswer}`,
    );
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
