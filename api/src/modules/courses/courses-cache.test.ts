import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { courseListSchema, courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, type TestHarness } from '../../testing/test-app';

/** Runs one SQL statement on a connection of its own, as another process (or another API instance) would. */
async function writeFromAnotherConnection(t: TestHarness, statement: string): Promise<void> {
  const config = t.databaseConfig;
  if (config?.kind === 'sqlite') {
    const other = new SQLite(config.path);
    try {
      other.exec(statement);
    } finally {
      other.close();
    }
    return;
  }
  if (config?.kind !== 'postgres') throw new Error('The harness is not started');
  const client = new Client({ connectionString: config.url, ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describeEachDatabase('catalogue and course page reads after writes', (t) => {
  let educator: UserRow;
  let admin: UserRow;
  let courseId: number;
  const titles = async () => courseListSchema.parse((await t.get('/api/courses')).body).map((course) => course.title);

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator' });
    admin = await insertUser(t.db, { role: 'admin' });
    courseId = (await insertCourse(t.db, { educatorId: educator.id, title: 'Watercolour Basics' })).id;
  });

  it('shows a change made by the API itself on the very next read', async () => {
    expect(await titles()).toEqual(['Watercolour Basics']);
    const pending = await insertCourse(t.db, { educatorId: educator.id, title: 'Oil Painting', approved: false });
    expect(await titles()).toEqual(['Watercolour Basics']);

    await t.db.updateTable('courses').set({ is_approved: 1 }).where('id', '=', pending.id).execute();
    expect((await titles()).sort()).toEqual(['Oil Painting', 'Watercolour Basics']);

    await t.db.deleteFrom('courses').where('id', '=', pending.id).execute();
    expect(await titles()).toEqual(['Watercolour Basics']);
  });

  it('shows a change written by another connection to the database on the very next read', async () => {
    const page = async () => courseResponseSchema.parse((await t.get(`/api/courses/${courseId}`)).body).course.title;
    expect(await page()).toBe('Watercolour Basics');
    await writeFromAnotherConnection(t, `update courses set title = 'Watercolour Masterclass' where id = ${courseId}`);
    expect(await page()).toBe('Watercolour Masterclass');
    expect(await titles()).toEqual(['Watercolour Masterclass']);
  });

  it('never hands what an admin or an owner sees to anyone else', async () => {
    const hidden = await insertCourse(t.db, { educatorId: educator.id, title: 'Unreviewed Draft', approved: false });
    const adminToken = await t.tokenFor(admin);
    const ownerToken = await t.tokenFor(educator);

    const adminPage = courseListSchema.parse((await t.get('/api/courses', adminToken)).body);
    expect(adminPage.map((course) => course.title)).toContain('Unreviewed Draft');
    expect(await titles()).not.toContain('Unreviewed Draft');

    expect((await t.get(`/api/courses/${hidden.id}`, ownerToken)).status).toBe(200);
    expect((await t.get(`/api/courses/${hidden.id}`)).status).toBe(404);
  });
});
