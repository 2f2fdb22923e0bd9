import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import { parseEnv } from '../config/env';
import { insertCourse, insertUser } from '../testing/fixtures';
import { CLIENT_TIMEOUT_MARGIN_MS } from './client';

/**
 * QUALITY.md, Reliability: a network to PostgreSQL that silently stops carrying packets (no reset, no close) turns
 * into prompt 503s, for the requests already holding connections and the ones arriving after; /healthz answers
 * within a second; and service resumes by itself when the network does. PostgreSQL only (jest.config.cjs).
 */

/**
 * A TCP proxy in front of PostgreSQL that can stall: while stalled it holds every byte in both directions without
 * closing anything, as a network dropping packets looks to both ends; when it forwards again, what it held goes on
 * (TCP would have retransmitted it).
 */
class StallingProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly held: (() => void)[] = [];
  stalled = false;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
        this.sockets.add(from);
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
        from.on('error', () => from.destroy());
        from.on('data', (chunk: Buffer) => {
          if (this.stalled) this.held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      }
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  forward(): void {
    this.stalled = false;
    for (const send of this.held.splice(0)) send();
  }

  async close(): Promise<void> {
    this.held.length = 0;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

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
      env: { ...parseEnv({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'none' }), database: { kind: 'postgres', url: proxied.href, schema, poolSize: 4, timeouts } },
      logger: false,
    });
    const educator = await insertUser(app.db, { role: 'educator' });
    courseId = (await insertCourse(app.db, { educatorId: educator.id, modules: [{ position: 1, title: 'One', videos: [{ position: 1, title: 'Intro' }] }] })).id;
    studentToken = await app.sessions.open(await insertUser(app.db, { role: 'student' }), 'node-test');
  });

  afterAll(async () => {
    proxy.forward();
    await app?.close();
    await proxy.close();
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
    expect((await app.inject({ method: 'GET', url: '/api/courses?page=1&limit=1' })).statusCode).toBe(200);

    proxy.stalled = true;
    // The longest a request may wait: a pooled connection (connectMs), then one statement's answer (statementMs and
    // the client's margin), plus scheduling on a busy machine.
    const deadlineMs = timeouts.connectMs + timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS + 1500;
    const timed = async (request: InjectOptions) => {
      const started = performance.now();
      const response = await app.inject(request);
      return { status: response.statusCode, ms: performance.now() - started, retryAfter: response.headers['retry-after'], body: response.body };
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

    // The network comes back: service resumes by itself (connections that hung were discarded).
    proxy.forward();
    const back = performance.now();
    let status = 0;
    while (performance.now() - back < 5000) {
      status = (await app.inject({ method: 'GET', url: '/api/courses?page=8&limit=1' })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    const healthy = await timed({ method: 'GET', url: '/healthz' });
    expect(healthy.status).toBe(200);
    expect(healthy.ms).toBeLessThan(1000);
    for (const request of requests()) expect((await app.inject(request)).statusCode).toBeLessThan(500);
  }, 60_000);
});
