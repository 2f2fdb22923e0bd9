// The bench's API processes (bench-server.ts in a child process) and the small sums every section of run.ts shares.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface Server {
  url: string;
  child: ChildProcess;
  /** The rest of the line the server printed when it listened (the insights' ids, tokens and data shape). */
  info: { insights?: InsightsInfo; quizzes?: QuizzesInfo };
  stop(): Promise<void>;
}

export interface InsightsInfo {
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

export interface QuizzesInfo {
  courseId: number;
  learner: { studentId: number; quizId: number };
  attempts: number;
  loadSeconds: number;
  tokens: { educator: string; admin: string; student: string };
}

export async function startServer(extraCourses: number, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench-server.ts')], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, BENCH_EXTRA_COURSES: String(extraCourses), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const info = await new Promise<{ port: number; insights?: InsightsInfo; quizzes?: QuizzesInfo }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; insights?: InsightsInfo; quizzes?: QuizzesInfo }));
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

/** Runs `work` with the bench server's variables for a PostgreSQL schema of its own, dropped afterwards. */
export async function withSchema(databaseUrl: string, work: (env: Record<string, string>) => Promise<void>) {
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

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
