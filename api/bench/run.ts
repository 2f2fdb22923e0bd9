// `npm run bench -w api`: the API figures of QUALITY.md, printed. Measured as ratios within one run because the
// machine is shared and noisy:
//  1. throughput and latency of the catalogue and course-detail endpoints on the demo data, against an empty route
//     of the same Fastify process (50 connections, autocannon in this process, the API in a child process);
//  2. the catalogue with 10,000 more courses: round-trip time of one request at a time over loopback (an upper
//     bound on server time) for the plain call, deep pages, search, filters and every sort — each read preceded by
//     a no-op write, so every one is a cold read that the response cache cannot answer.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LARGE_CATALOGUE = 10_000;

interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(extraCourses: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench-server.ts')], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, BENCH_EXTRA_COURSES: String(extraCourses) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
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

async function load(label: string, url: string): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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
    const body = (await response.json()) as { total?: number };
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    total = body.total ?? 0;
    if (run >= 3) times.push(elapsed); // the first runs warm caches and JIT
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  console.log(`API throughput: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, SQLite, demo data`);
  const demo = await startServer(0);
  let firstCourseId: number;
  try {
    const catalogue = (await (await fetch(`${demo.url}/api/courses`)).json()) as { courses: { id: number }[] };
    const first = catalogue.courses[0];
    if (!first) throw new Error('the demo catalogue is empty');
    firstCourseId = first.id;
    const results = [
      await load('empty route (baseline)', `${demo.url}/bench/empty`),
      await load('GET /api/courses', `${demo.url}/api/courses`),
      await load(`GET /api/courses/${firstCourseId}`, `${demo.url}/api/courses/${firstCourseId}`),
    ];
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
  } finally {
    await demo.stop();
  }

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
