import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import { parseEnv } from '../config/env';
import { insertCourse, insertUser } from '../testing/fixtures';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../plugins/errors';
import { CLIENT_TIMEOUT_MARGIN_MS, createDatabase, forMigrations } from './client';
import { StallingProxy, statusOnceBack, waitFor } from '../testing/local-network';

/**
 * QUALITY.md, Reliability: a network to PostgreSQL that silently stops carrying packets (no reset, no close) turns
 * into prompt 503s, for the requests already holding connections and the ones arriving after; /healthz answers
 * within a second; and service resumes by itself when the network does. PostgreSQL only (jest.config.cjs).
 */

describe('PostgreSQL behind a network that stalls', () => {
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = new StallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const schema = `stall_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: target.href });
  const timeouts = { statementMs: 1000, connectMs: 1000 };
  let app: App;
  let studentToken: string;
  let courseId: number;

  beforeAll(async () => {
    const port = await proxy.listen();
    const proxied = new URL(target.href);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    app = await buildApp({
      env: {
        ...parseEnv({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'none' }),
        database: { kind: 'postgres', url: proxied.href, schema, poolSize: 4, timeouts },
      },
      logger: false,
    });
    const educator = await insertUser(app.db, { role: 'educator' });
    courseId = (
      await insertCourse(app.db, { educatorId: educator.id, modules: [{ position: 1, title: 'One', videos: [{ position: 1, title: 'Intro' }] }] })
    ).id;
    studentToken = await app.sessions.open(await insertUser(app.db, { role: 'student' }), 'node-test');
  });

  afterAll(async () => {
    await proxy.close();
    await app?.close();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  });

  const requests = (): InjectOptions[] => [
    // Uncached reads, a signed-in read (the session is looked up) and a write (a transaction).
    ...[2, 3, 4, 5, 6, 7].map((page) => ({ method: 'GET' as const, url: `/api/courses?page=${page}&limit=1` })),
    { method: 'GET' as const, url: '/api/enrollments', headers: { authorization: `Bearer ${studentToken}` } },
    { method: 'GET' as const, url: '/api/cart', headers: { authorization: `Bearer ${studentToken}` } },
    { method: 'POST' as const, url: '/api/enrollments', headers: { authorization: `Bearer ${studentToken}` }, payload: { courseId } },
  ];

  it('answers every request 503 within its deadline while the network is stalled, /healthz within a second, and serves again when it forwards', async () => {
    // Every connection of the pool open, so the stall catches requests on connections they hold as well as ones
    // waiting for a connection or opening one.
    const warm = await Promise.all(requests().map((request) => app.inject(request)));
    expect(warm.map((response) => response.statusCode).every((status) => status < 500)).toBe(true);

    proxy.stall();
    // The longest a request may wait: a pooled connection (connectMs), then one statement's answer (statementMs and
    // the client's margin), plus scheduling on a busy machine.
    const deadlineMs = timeouts.connectMs + timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS + 1500;
    const timed = async (request: InjectOptions) => {
      const started = performance.now();
      // Not waited on past twice the deadline: a request that hangs fails here rather than at jest's timeout.
      const response = await Promise.race([
        app.inject(request),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2 * deadlineMs)),
      ]);
      return {
        status: response?.statusCode,
        ms: performance.now() - started,
        retryAfter: response?.headers['retry-after'],
        body: response?.body ?? '{}',
      };
    };
    // Two waves: more requests than the pool has connections, so some wait for one.
    const answers = await Promise.all([...requests(), ...requests()].map(timed));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(answer.body).message).toMatch(/temporarily unavailable/i);
      expect(answer.ms).toBeLessThan(deadlineMs);
    }

    const health = await timed({ method: 'GET', url: '/healthz' });
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(1000);

    // The network comes back, but not for the connections that were open: service resumes by itself, because the
    // connections that stopped answering were discarded (their sockets closed) rather than handed out again.
    proxy.forward();
    expect(await statusOnceBack(app, '/api/courses?page=8&limit=1', 5000)).toBe(200);
    const healthy = await timed({ method: 'GET', url: '/healthz' });
    expect(healthy.status).toBe(200);
    expect(healthy.ms).toBeLessThan(1000);
    for (let round = 0; round < 3; round += 1) {
      for (const request of requests()) {
        const answer = await timed(request);
        expect(answer.status).toBeLessThan(500);
        expect(answer.ms).toBeLessThan(1000);
      }
    }
    // Nothing of the pool's (nor the change feed's) is left on a connection that went silent.
    await waitFor(() => proxy.connections().lost === 0, 5000);
  }, 60_000);

  it('has PostgreSQL cancel a statement running past its deadline (answered as 503), while migrations run without one', async () => {
    const started = performance.now();
    const cancelled = await sql`select pg_sleep(5)`.execute(app.db).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(cancelled).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
    expect(performance.now() - started).toBeLessThan(timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS);
    // The connection the server cancelled on is as good as before.
    expect((await sql<{ one: number }>`select 1 as one`.execute(app.db)).rows).toEqual([{ one: 1 }]);

    const config = app.env.database;
    if (config.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const migrating = createDatabase(forMigrations(config));
    try {
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(migrating.db);
      expect(rows[0]?.statement_timeout).toBe('0');
    } finally {
      await migrating.db.destroy();
    }
  });
});
