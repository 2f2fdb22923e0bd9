import net from 'node:net';
import { Client } from 'pg';
import { courseListSchema, courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import type { App } from '../app';
import { insertCourse, insertUser } from '../testing/fixtures';
import { TestHarness } from '../testing/test-app';
import { ChangeFeed, DEFAULT_STALE_BOUND_MS } from './change-feed';
import type { UserRow } from './schema';

interface Instance {
  url: string;
  get(path: string, token?: string): Promise<{ status: number; body: unknown }>;
  send(method: 'PATCH' | 'DELETE', path: string, token: string, body?: unknown): Promise<number>;
}

/** An API instance listening on a port of its own: the instances talk to each other only through PostgreSQL. */
async function listening(app: App): Promise<Instance> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as net.AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    async get(path, token) {
      const response = await fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: response.status, body: response.status === 200 ? await response.json() : await response.text() };
    },
    async send(method, path, token, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

/** Reads until `accept` holds or `withinMs` has passed; how long it took, or Infinity. */
async function timeUntil(read: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started <= withinMs) {
    if (await read()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

// PostgreSQL only, where several instances share one database (jest.config.cjs runs *.postgres.test.ts when
// TEST_DATABASE_URL names a server).
describe('two API instances on one PostgreSQL database', () => {
  const t = new TestHarness('postgres');
  let a: Instance;
  let b: Instance;
  let twin: App;
  let educator: UserRow;
  let adminToken: string;
  let educatorToken: string;
  const catalogueAt = async (instance: Instance) => courseListSchema.parse((await instance.get('/api/courses')).body);

  beforeAll(async () => {
    await t.start();
    a = await listening(t.app);
    twin = await t.startTwin();
    b = await listening(twin);
    educator = await insertUser(t.db, { role: 'educator', name: 'Ada Okafor' });
    adminToken = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
    educatorToken = await t.tokenFor(educator);
  });
  afterAll(() => t.stop());

  it('sees a course approved, edited and deleted through one instance changed through the other on the next read', async () => {
    const { id } = await insertCourse(t.db, { educatorId: educator.id, title: 'Watercolour Basics', approved: false, priceCents: 1999 });
    // B reads (and keeps) the catalogue, twice so the second answer comes from its cache: its feed vouches for it.
    expect(await twin.dataRevision()).toBeDefined();
    await catalogueAt(b);
    expect((await catalogueAt(b)).map((course) => course.title)).not.toContain('Watercolour Basics');

    expect(await a.send('PATCH', `/api/courses/${id}/approve`, adminToken, {})).toBe(200);
    expect((await catalogueAt(b)).map((course) => course.title)).toContain('Watercolour Basics');
    const page = async () => courseResponseSchema.parse((await b.get(`/api/courses/${id}`)).body).course;
    expect((await page()).price).toBe(19.99);
    expect((await page()).price).toBe(19.99);

    expect(await a.send('PATCH', `/api/courses/${id}`, educatorToken, { price: 24.5 })).toBe(200);
    expect((await page()).price).toBe(24.5);
    expect((await catalogueAt(b)).find((course) => course.title === 'Watercolour Basics')?.price).toBe(24.5);

    expect(await a.send('DELETE', `/api/courses/${id}`, adminToken)).toBe(200);
    expect((await catalogueAt(b)).map((course) => course.title)).not.toContain('Watercolour Basics');
    expect((await b.get(`/api/courses/${id}`)).status).toBe(404);
  });

  it('reads a change committed by any client on its very next request, however soon that comes', async () => {
    const { id } = await insertCourse(t.db, { educatorId: educator.id, title: 'Edition 0' });
    const title = async () => courseResponseSchema.parse((await b.get(`/api/courses/${id}`)).body).course.title;
    expect(await title()).toBe('Edition 0');
    // Through A's pool, not B: B learns of each commit only from PostgreSQL, and is asked the moment it commits.
    for (let edition = 1; edition <= 60; edition += 1) {
      await t.db
        .updateTable('courses')
        .set({ title: `Edition ${edition}` })
        .where('id', '=', id)
        .execute();
      expect(await title()).toBe(`Edition ${edition}`);
    }
  });

  it('sees a change made while its notifications are cut within the stated bound', async () => {
    const { id } = await insertCourse(t.db, { educatorId: educator.id, title: 'Oil Painting' });
    const title = async () => courseResponseSchema.parse((await b.get(`/api/courses/${id}`)).body).course.title;
    expect(await title()).toBe('Oil Painting');
    expect(await title()).toBe('Oil Painting');

    // Every listening connection of the test database is cut, as a failover or a proxy's idle timeout would.
    const admin = new Client({ connectionString: t.databaseConfig?.kind === 'postgres' ? t.databaseConfig.url : '' });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'lectern-change-feed' and datname = current_database()",
      );
      expect(rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    // Through instance A's own connection pool: A's notification is sent, but B does not hear it.
    await t.db.updateTable('courses').set({ title: 'Oil Painting for Everyone' }).where('id', '=', id).execute();
    const took = await timeUntil(async () => (await title()) === 'Oil Painting for Everyone', DEFAULT_STALE_BOUND_MS);
    expect(took).toBeLessThanOrEqual(DEFAULT_STALE_BOUND_MS);
  });
});

describe('the change feed', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';

  it('stops vouching for the cache within its bound when its connection hangs, and starts a new revision once it listens again', async () => {
    // A TCP proxy that can stop forwarding without closing anything: a connection that hangs without saying so.
    const target = new URL(url);
    let frozen = false;
    const held: net.Socket[] = [];
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      held.push(client, upstream);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        from.on('data', (chunk) => {
          if (!frozen) to.write(chunk);
        });
        from.on('error', () => to.destroy());
        from.on('close', () => to.destroy());
      }
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);

    const boundMs = 400;
    const feed = new ChangeFeed({ connection: { connectionString: proxied.href }, boundMs });
    try {
      await feed.start();
      const first = feed.current();
      expect(first).toBeDefined();
      // Heartbeats keep it vouching well past its bound.
      await new Promise((resolve) => setTimeout(resolve, boundMs * 2));
      expect(feed.current()).toBe(first);

      frozen = true;
      // A read asking for the revision now is not held up for the whole bound: it reads the database instead.
      const asked = performance.now();
      expect(await feed.revision()).toBeUndefined();
      expect(performance.now() - asked).toBeLessThan(boundMs);
      const silentFor = await timeUntil(async () => feed.current() === undefined, boundMs * 3);
      expect(silentFor).toBeLessThanOrEqual(boundMs + 100);

      // The hung connection is dropped (the heartbeat times out) and a new one listens: a new revision.
      frozen = false;
      for (const socket of held.splice(0)) socket.destroy();
      expect(await timeUntil(async () => feed.current() !== undefined, 10_000)).toBeLessThan(10_000);
      expect(feed.current()).not.toBe(first);
    } finally {
      await feed.stop();
      for (const socket of held) socket.destroy();
      proxy.close();
    }
  });
});
