// A child process of api/bench/run.ts: the real API on a fresh SQLite file, or on the PostgreSQL schema
// BENCH_DATABASE_URL and BENCH_DATABASE_SCHEMA name (with Redis at BENCH_REDIS_URL for the shared limits), seeded
// with the demo data when empty, plus BENCH_EXTRA_COURSES synthetic approved courses; with an empty route as the
// throughput baseline, a no-op write (/bench/touch) that makes the next read miss the response cache, and a course
// rename (/bench/course-title) whose arrival at another instance the run times. With BENCH_INSIGHTS=1, the learning of
// synthetic-learning.ts too, and the line also carries what the insights bench reads: ids, tokens, the data's shape.
// With BENCH_QUIZZES=1, the quiz bench's course of synthetic-quizzes.ts (100,000 attempts), and what it reads.
// Prints one JSON line `{"port":…}` once it listens, so the load generator runs in another process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { insightsRepository } from '../src/modules/insights/insights.repository';
import { parseEnv } from '../src/config/env';
import { insertSyntheticCourses } from './synthetic-courses';
import { describeLearning, insertSyntheticLearning } from './synthetic-learning';
import { insertSyntheticQuizzes } from './synthetic-quizzes';

const benchRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bench/empty', async () => ({}));
  // A write that changes nothing a reader sees but counts as a change: the next catalogue read is a cold one.
  app.post('/bench/touch', async () => {
    await app.db
      .updateTable('users')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', 1)
      .execute();
    return {};
  });
  // The quiz figures of the course insights alone (insightsRepository.quizzes), for the quiz bench.
  app.get<{ Params: { courseId: string } }>('/bench/quiz-insights/:courseId', async (request) => ({
    quizzes: await insightsRepository(app.db).quizzes(Number(request.params.courseId)),
  }));
  app.post<{ Body: { id: number; title: string } }>('/bench/course-title', async (request) => {
    await app.db.updateTable('courses').set({ title: request.body.title }).where('id', '=', request.body.id).execute();
    return {};
  });
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    // The bench signs in with passwords only: no e-mail.
    MAIL_TRANSPORT: 'none',
    SQLITE_PATH: path.join(dir, 'bench.db'),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DATABASE_SCHEMA: process.env.BENCH_DATABASE_SCHEMA ?? '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_PASSWORD: 'Bench-admin-2026',
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    // The bulk load of the insights benchmark and its ANALYZE take longer than the 5 s a request's statement may.
    DATABASE_STATEMENT_TIMEOUT: '10m',
  });
  const app = await buildApp({ env, logger: false, extraRoutes: [benchRoutes] });
  const extra = Number(process.env.BENCH_EXTRA_COURSES ?? 0);
  if (extra > 0) await insertSyntheticCourses(app.db, extra);
  const insights = process.env.BENCH_INSIGHTS === '1' ? await learningForInsights(app) : undefined;
  const quizzes = process.env.BENCH_QUIZZES === '1' ? await quizzesForInsights(app) : undefined;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, insights, quizzes })}\n`);

  const stop = async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * Loads a bench's synthetic data, timed, and opens a session for each of the people it names. After a bulk load
 * PostgreSQL's statistics are stale until autovacuum analyzes, which a running platform has done: analyze now. SQLite
 * is left as the API leaves it (it never runs ANALYZE).
 */
async function timedLoad<Bench, Role extends string>(
  app: BenchApp,
  load: () => Promise<Bench>,
  people: (bench: Bench) => Record<Role, number>,
): Promise<{ bench: Bench; loadSeconds: number; tokens: Record<Role, string> }> {
  const started = performance.now();
  const bench = await load();
  const loadSeconds = (performance.now() - started) / 1000;
  if (app.env.database.kind === 'postgres') await sql`analyze`.execute(app.db);
  const tokens = {} as Record<Role, string>;
  for (const [role, id] of Object.entries(people(bench)) as [Role, number][]) {
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    tokens[role] = await app.sessions.open(user, 'bench');
  }
  return { bench, loadSeconds, tokens };
}

/** With BENCH_INSIGHTS=1: the insights bench's courses and learners (synthetic-learning.ts), and tokens to read them. */
async function learningForInsights(app: BenchApp) {
  const { bench, loadSeconds, tokens } = await timedLoad(
    app,
    () => insertSyntheticLearning(app.db, new Date()),
    (loaded) => ({ educator: loaded.bigEducatorId, admin: loaded.adminId, student: loaded.bigCourseEnrollment.studentId }),
  );
  return { ...bench, loadSeconds, distribution: await describeLearning(app.db, bench), tokens };
}

/** With BENCH_QUIZZES=1: the quiz bench's course (synthetic-quizzes.ts), its 100,000 attempts, and tokens to read it. */
async function quizzesForInsights(app: BenchApp) {
  const { bench, loadSeconds, tokens } = await timedLoad(
    app,
    () => insertSyntheticQuizzes(app.db, new Date()),
    (loaded) => ({ educator: loaded.educatorId, admin: loaded.adminId, student: loaded.learner.studentId }),
  );
  return { ...bench, loadSeconds, tokens };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
