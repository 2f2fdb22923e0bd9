import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { insertCourse, insertUser } from '../testing/fixtures';
import { databaseKinds, TestHarness } from '../testing/test-app';
import { mayChangePublicData } from './public-data';
import type { Database } from './schema';

/** Compiles queries without a database, as the driver sees them. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('which statements may change public data', () => {
  it.each([
    ['a read', db.selectFrom('courses').selectAll().compile(), false],
    ['a session touched', db.updateTable('sessions').set({ last_seen_at: 'now' }).where('id', '=', 1).compile(), false],
    ['a cart entry added', db.insertInto('cart_items').values({ student_id: 1, course_id: 1, added_at: 'now' }).compile(), false],
    ['a code deleted', db.deleteFrom('otp_codes').where('id', '=', 1).compile(), false],
    ['a raw read', sql`select 1`.compile(db), false],
    ['a course renamed', db.updateTable('courses').set({ title: 'New' }).where('id', '=', 1).compile(), true],
    ['a user renamed through an alias', db.updateTable('users as u').set({ name: 'New' }).where('u.id', '=', 1).compile(), true],
    [
      'an enrolment added',
      db
        .insertInto('enrollments')
        .values({ student_id: 1, course_id: 1, progress: 0, completed: 0, rating: null, enrolled_at: 'now', completed_at: null })
        .compile(),
      true,
    ],
    ['a video deleted', db.deleteFrom('videos').where('id', '=', 1).compile(), true],
    ['raw SQL that writes', sql`update courses set title = 'x'`.compile(db), true],
  ])('%s: %s', (_name, query, changes) => {
    expect(mayChangePublicData(query)).toBe(changes);
  });
});

if (databaseKinds().includes('postgres')) {
  describe('the revision on PostgreSQL', () => {
    const t = new TestHarness('postgres');
    beforeAll(() => t.start());
    afterAll(() => t.stop());

    it('moves when a change commits, never before, and not for a rollback or a private write', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const { id } = await insertCourse(t.db, { educatorId: educator.id });
      // Asking for the revision waits until every change committed before the question has been heard.
      const revision = () => t.app.dataRevision();
      const before = await revision();
      expect(before).toBeDefined();
      expect(await revision()).toBe(before);

      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('courses').set({ title: 'Renamed' }).where('id', '=', id).execute();
        // Not committed: a reader noting the revision now must not see it as new.
        expect(await revision()).toBe(before);
      });
      const committed = await revision();
      expect(committed).not.toBe(before);

      await expect(
        t.db.transaction().execute(async (trx) => {
          await trx.updateTable('courses').set({ title: 'Never' }).where('id', '=', id).execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await t.db.updateTable('sessions').set({ last_seen_at: 'now' }).where('id', '=', -1).execute();
      expect(await revision()).toBe(committed);
    });
  });
}
