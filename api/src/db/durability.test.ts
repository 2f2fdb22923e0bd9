import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { courseListSchema, courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { enrollResponseSchema, enrollmentsResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { buildApp, type App } from '../app';
import { parseEnv } from '../config/env';
import { DEFAULT_STALE_BOUND_MS } from './change-feed';
import { DEMO_PASSWORD } from './seed';
import { freePort, statusOnceBack } from '../testing/local-network';

/**
 * QUALITY.md, Reliability: a killed API loses no acknowledged write and leaves a database that opens cleanly; a
 * database that goes away under the API gives 503s, not a crash, and service comes back by itself.
 */

const apiDir = path.resolve(__dirname, '..', '..');

interface RunningApi {
  child: ChildProcess;
  url: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: '',
      MAIL_TRANSPORT: 'none',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited during start-up: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start within 60 s: ${stderr}`);
}

async function call(api: string, method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

describe('durability', () => {
  it('keeps every acknowledged enrolment and progress write when the API is killed with SIGKILL mid-stream (SQLite)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-durability-'));
    const sqlitePath = path.join(dir, 'lectern.db');
    const env = {
      SQLITE_PATH: sqlitePath,
      SEED: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    };
    try {
      let api = await startApi(env);
      const login = await call(api.url, 'POST', '/api/auth/login', undefined, { email: 'lectern.demo.maya@gmail.com', password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      const { token } = authResponseSchema.parse(login.body);

      // The stream: enrol in every free course not joined yet, then mark each of its videos watched.
      const catalogue = courseListSchema.parse((await call(api.url, 'GET', '/api/courses?limit=100', token)).body);
      const mine = enrollmentsResponseSchema.parse((await call(api.url, 'GET', '/api/enrollments', token)).body);
      const joined = new Set(mine.enrollments.map((enrollment) => enrollment.courseId.id));
      const free = catalogue.filter((course) => course.price === 0 && !joined.has(course.id));
      expect(free.length).toBeGreaterThan(0);
      const plan: { courseId: number; videoIds: number[] }[] = [];
      for (const course of free) {
        const detail = courseResponseSchema.parse((await call(api.url, 'GET', `/api/courses/${course.id}`)).body);
        plan.push({ courseId: course.id, videoIds: detail.course.modules.flatMap((module) => module.videos.map((video) => video.id)) });
      }
      const totalWrites = plan.reduce((sum, item) => sum + 1 + item.videoIds.length, 0);
      const killAfter = Math.max(2, Math.floor(totalWrites / 2));

      const acknowledged: { enrolled: number[]; watched: { enrollmentId: number; videoId: number }[] } = { enrolled: [], watched: [] };
      let acks = 0;
      let killed = false;
      const kill = () => {
        if (!killed) {
          killed = true;
          api.child.kill('SIGKILL');
        }
      };
      // Each course is its own sequence (enrol, then its videos); the sequences run side by side, so the kill
      // lands while several writes are in flight.
      await Promise.all(
        plan.map(async ({ courseId, videoIds }) => {
          try {
            const response = await call(api.url, 'POST', '/api/enrollments', token, { courseId });
            if (response.status !== 201 && response.status !== 200) throw new Error(`enrol answered ${response.status}`);
            const { enrollment } = enrollResponseSchema.parse(response.body);
            acknowledged.enrolled.push(courseId);
            if ((acks += 1) >= killAfter) kill();
            for (const videoId of videoIds) {
              const marked = await call(api.url, 'PATCH', `/api/enrollments/${enrollment.id}/progress`, token, { videoId });
              if (marked.status !== 200) throw new Error(`progress answered ${marked.status}`);
              acknowledged.watched.push({ enrollmentId: enrollment.id, videoId });
              if ((acks += 1) >= killAfter) kill();
            }
          } catch (error) {
            // Only writes the API cut off by the kill may fail.
            if (!killed) throw error;
          }
        }),
      );
      expect(await api.exited).toBe('SIGKILL');
      expect(acks).toBeGreaterThanOrEqual(killAfter);

      const check = new Database(sqlitePath);
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();

      api = await startApi(env);
      try {
        const response = await call(api.url, 'GET', '/api/enrollments', token);
        expect(response.status).toBe(200);
        const after = enrollmentsResponseSchema.parse(response.body).enrollments;
        const enrolledCourses = new Set(after.map((enrollment) => enrollment.courseId.id));
        for (const courseId of acknowledged.enrolled) expect(enrolledCourses.has(courseId)).toBe(true);
        const watched = new Set(after.flatMap((enrollment) => enrollment.watchedVideos.map((video) => `${enrollment.id}:${video}`)));
        for (const item of acknowledged.watched) expect(watched.has(`${item.enrollmentId}:${item.videoId}`)).toBe(true);
      } finally {
        api.child.kill('SIGKILL');
        await api.exited;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  // Like every PostgreSQL test here, it runs when TEST_DATABASE_URL names a server (CI sets it).
  if (process.env.TEST_DATABASE_URL)
    it('answers 503 while PostgreSQL is unreachable, never crashes, and serves again within 5 s of its return', async () => {
      const target = new URL(process.env.TEST_DATABASE_URL ?? '');
      // A TCP proxy stands in for the server: closing it and cutting its connections is what a restart looks like.
      const sockets = new Set<net.Socket>();
      const proxy = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      const port = await freePort();
      const listen = () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
      await listen();
      const proxied = new URL(target.href);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);

      const schema = `durability_${randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: target.href });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
      let app: App | undefined;
      try {
        app = await buildApp({
          env: {
            ...parseEnv({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'true' }),
            database: { kind: 'postgres', url: proxied.href, schema },
          },
          logger: false,
        });
        expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);

        // PostgreSQL goes away: listening stops and every open connection is cut.
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
        // Reads the cache does not hold go to the database (pages 2 to 6 were never read).
        const during = [];
        for (let page = 2; page <= 6; page += 1) during.push(await app.inject({ method: 'GET', url: `/api/courses?page=${page}&limit=1` }));
        expect(during.map((response) => response.statusCode)).toEqual([503, 503, 503, 503, 503]);
        expect(JSON.parse(during[0]?.body ?? '{}').message).toMatch(/temporarily unavailable/i);
        // The page read before may be answered from the cache only while the change feed can vouch for it: within its
        // bound of the outage, the feed has lost its connection and that read goes to the database too.
        await new Promise((resolve) => setTimeout(resolve, DEFAULT_STALE_BOUND_MS));
        expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(503);

        // It comes back: the next requests are served again, within 5 s.
        await listen();
        const back = Date.now();
        expect(await statusOnceBack(app, '/api/courses', 5_000)).toBe(200);
        expect(Date.now() - back).toBeLessThan(5_000);
      } finally {
        await app?.close();
        proxy.close();
        for (const socket of sockets) socket.destroy();
        await admin.query(`drop schema "${schema}" cascade`);
        await admin.end();
      }
    }, 60_000);
});
