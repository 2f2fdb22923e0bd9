import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { moduleResponseSchema } from '@lectern/shared-sdk/modules/schemas';
import { buildApp, type App } from '../app';
import { parseEnv } from '../config/env';
import { insertUser } from '../testing/fixtures';
import { messageOf, TestHarness, type TestResponse } from '../testing/test-app';
import type { Database as Schema } from './schema';
import { guardStorage, StorageHealth } from './storage';

/**
 * QUALITY.md, Reliability: a full, read-only or failing disk under SQLite answers 503 naming storage (not 500), says
 * so at /healthz, loses nothing it acknowledged, and writes work again once there is room.
 */

const storageMessage = 'Storage is full or unavailable. Try again later.';

function moduleInput(courseId: number) {
  return { courseId, title: 'A module', description: 'What it covers. '.repeat(200) };
}

function courseInput(n: number) {
  return {
    title: `Course ${n}`,
    description: `About course ${n}. ${'Lorem ipsum dolor sit amet. '.repeat(50)}`,
    category: 'Data Science',
    price: 0,
    duration: '1h',
  };
}

const courseIdOf = (body: unknown) => courseResponseSchema.parse(body).course.id;

/** Creates until one is refused (or `max` were made): the ids acknowledged, and the refusal. */
async function createUntilRefused(
  create: (n: number) => Promise<TestResponse>,
  max: number,
  idOf: (body: unknown) => number = courseIdOf,
): Promise<{ acknowledged: number[]; refused: TestResponse | undefined }> {
  const acknowledged: number[] = [];
  for (let n = 0; n < max; n += 1) {
    const response = await create(n);
    if (response.status !== 201) return { acknowledged, refused: response };
    acknowledged.push(idOf(response.body));
  }
  return { acknowledged, refused: undefined };
}

function expectStorageRefusal(response: TestResponse | undefined): void {
  expect(response?.status).toBe(503);
  expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
  expect(response && messageOf(response)).toBe(storageMessage);
}

describe('SQLite storage that refuses writes', () => {
  const logLines: string[] = [];
  const t = new TestHarness('sqlite', { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } });
  let token: string;
  const create = (n: number) => t.post('/api/courses', courseInput(n), token);
  const savedIds = async (ids: number[]) =>
    ids.length === 0 ? [] : (await t.db.selectFrom('courses').select('id').where('id', 'in', ids).execute()).map((row) => row.id);

  beforeAll(async () => {
    await t.start();
    token = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
  });
  afterAll(() => t.stop());

  it('answers 503 naming storage when the database cannot grow (a real SQLITE_FULL), keeps every acknowledged write, and writes again once there is room', async () => {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
    // SQLite's own limit on the file's size, for this connection: the database is full a few pages from now.
    await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count) + 6}`).execute(t.db);
    try {
      const { acknowledged, refused } = await createUntilRefused(create, 300);
      expectStorageRefusal(refused);
      expect(await create(1000)).toMatchObject({ status: 503 });
      // Writes in a transaction (a module: its position is read, then it is added) are refused the same way.
      const modules = await createUntilRefused(
        () => t.post('/api/modules', moduleInput(acknowledged[0] ?? 0), token),
        50,
        (body) => moduleResponseSchema.parse(body).module.id,
      );
      expectStorageRefusal(modules.refused);
      // The original error is in the log, not "cannot rollback" nor a bare 500.
      const logged = logLines.join('\n');
      expect(logged).toContain('SQLITE_FULL');
      expect(logged).not.toMatch(/cannot rollback/i);

      const health = await t.get('/healthz');
      expect(health.status).toBe(503);
      expect(messageOf(health)).toBe('Storage is full or unavailable');
      // Reads go on.
      expect((await t.get(`/api/courses/${acknowledged[0]}`, token)).status).toBe(200);
      expect(await savedIds(acknowledged)).toEqual(acknowledged);
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(t.db);
    }

    const again = await create(2000);
    expect(again.status).toBe(201);
    expect((await t.get('/healthz')).status).toBe(200);
  });

  it('answers 503 naming storage while the database is read-only (SQLITE_READONLY), and writes again once it is not', async () => {
    await sql`pragma query_only = 1`.execute(t.db);
    try {
      const refused = await create(3000);
      expectStorageRefusal(refused);
      expect(logLines.join('\n')).toContain('SQLITE_READONLY');
      const health = await t.get('/healthz');
      expect(health.status).toBe(503);
      expect(messageOf(health)).toBe('Storage is full or unavailable');
    } finally {
      await sql`pragma query_only = 0`.execute(t.db);
    }
    expect((await create(3001)).status).toBe(201);
    expect((await t.get('/healthz')).status).toBe(200);
  });
});

describe('a transaction SQLite has ended itself', () => {
  it('fails with the error that ended it, not with "cannot rollback - no transaction is active"', async () => {
    const database = new Database(':memory:');
    const health = new StorageHealth(undefined);
    const rollbackFailures: unknown[] = [];
    const db = new Kysely<Schema>({
      dialect: guardStorage(new SqliteDialect({ database }), database, health, (error) => rollbackFailures.push(error)),
    });
    try {
      const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      const outcome = db.transaction().execute(async (trx) => {
        // What SQLite does on SQLITE_FULL or SQLITE_IOERR in the middle of a transaction: it rolls it back itself.
        await sql`rollback`.execute(trx);
        throw full;
      });
      await expect(outcome).rejects.toBe(full);
      expect(rollbackFailures).toEqual([]);
      expect(database.inTransaction).toBe(false);
      // The connection is usable again.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});

/** Mounting needs privileges a CI runner seldom has: false where `mount -t tmpfs` does not work. */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

function unmount(dir: string): void {
  if (spawnSync('umount', [dir], { stdio: 'ignore', timeout: 10_000 }).status !== 0)
    spawnSync('umount', ['-l', dir], { stdio: 'ignore', timeout: 10_000 });
}

/** Fills the volume of `dir` to the last byte with one file; its path. */
function fillVolume(dir: string): string {
  const file = path.join(dir, 'filler');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (let size = chunk.length; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) writeSync(fd, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

describe('SQLite on a full volume (a small tmpfs)', () => {
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'lectern-full-volume-'));
  const mounted = mountTmpfs(mountPoint, '4m');
  afterAll(() => {
    if (mounted) unmount(mountPoint);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  // Where the test may not mount, SQLite refusing to grow (above) gives the same SQLITE_FULL without a volume.
  if (mounted)
    it('answers 503 naming storage, says so at /healthz, loses nothing acknowledged, and recovers when space is freed', async () => {
      const dbPath = path.join(mountPoint, 'lectern.db');
      let app: App | undefined;
      const ids: number[] = [];
      try {
        app = await buildApp({
          env: parseEnv({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'none', SQLITE_PATH: dbPath, LOG_LEVEL: 'silent' }),
          logger: false,
        });
        const running = app;
        const educator = await insertUser(running.db, { role: 'educator' });
        const token = await running.sessions.open(educator, 'node-test');
        const create = async (n: number): Promise<TestResponse> => {
          const response = await running.inject({
            method: 'POST',
            url: '/api/courses',
            headers: { authorization: `Bearer ${token}` },
            payload: courseInput(n),
          });
          return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) };
        };
        const health = async () => (await running.inject({ method: 'GET', url: '/healthz' })).statusCode;
        const first = await create(0);
        expect(first.status).toBe(201);
        const courseId = courseResponseSchema.parse(first.body).course.id;
        ids.push(courseId);

        const filler = fillVolume(mountPoint);
        const { acknowledged, refused } = await createUntilRefused(create, 2000);
        ids.push(...acknowledged);
        expectStorageRefusal(refused);
        // Writes in a transaction, whose COMMIT fails (SQLite then rolls the transaction back itself), are refused
        // the same way: 503 naming storage, not "cannot rollback".
        for (let n = 0; n < 5; n += 1) {
          const response = await running.inject({
            method: 'POST',
            url: '/api/modules',
            headers: { authorization: `Bearer ${token}` },
            payload: moduleInput(courseId),
          });
          expectStorageRefusal({ status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) });
        }
        expect(await health()).toBe(503);

        unlinkSync(filler);
        const again = await create(5000);
        expect(again.status).toBe(201);
        ids.push(courseResponseSchema.parse(again.body).course.id);
        expect(await health()).toBe(200);
      } finally {
        await app?.close();
      }
      // Every acknowledged write is in the file, which opens cleanly.
      const check = new Database(dbPath, { readonly: true });
      try {
        expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
        const saved = new Set(check.prepare('select id from courses').pluck().all() as number[]);
        for (const id of ids) expect(saved.has(id)).toBe(true);
      } finally {
        check.close();
      }
    }, 60_000);
});
