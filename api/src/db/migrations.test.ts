import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { certificateIdSchema } from '@lectern/shared-sdk/schemas/certificates';
import { insertCourse, insertEnrollment, insertUser } from '../testing/fixtures';
import { databaseKinds, describeEachDatabase, type DatabaseKind } from '../testing/test-app';
import { createDatabase, type DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';

describeEachDatabase('schema', (t) => {
  async function countersOf(courseId: number) {
    const course = await t.db
      .selectFrom('courses')
      .select(['students_count', 'rating_count', 'rating_sum'])
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    const derived = await t.db
      .selectFrom('enrollments')
      .select((eb) => [eb.fn.countAll<number>().as('students'), eb.fn.count<number>('rating').as('ratings'), eb.fn.sum<number | null>('rating').as('sum')])
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    return { stored: course, derived: { students_count: derived.students, rating_count: derived.ratings, rating_sum: derived.sum ?? 0 } };
  }

  it('keeps the student and rating counters of each course equal to its enrolments, whatever the write', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const other = await insertCourse(t.db, { educatorId: educator.id });
    const ana = await insertUser(t.db);
    const ben = await insertUser(t.db);
    const cai = await insertUser(t.db);

    await insertEnrollment(t.db, { studentId: ana.id, courseId: course.id, rating: 5 });
    const benEnrollment = await insertEnrollment(t.db, { studentId: ben.id, courseId: course.id });
    await insertEnrollment(t.db, { studentId: cai.id, courseId: course.id, rating: 2 });
    expect((await countersOf(course.id)).stored).toEqual({ students_count: 3, rating_count: 2, rating_sum: 7 });

    await t.db.updateTable('enrollments').set({ rating: 4 }).where('id', '=', benEnrollment).execute();
    await t.db.updateTable('enrollments').set({ rating: null }).where('student_id', '=', ana.id).execute();
    await t.db.updateTable('enrollments').set({ course_id: other.id }).where('student_id', '=', cai.id).execute();
    await t.db.deleteFrom('users').where('id', '=', ben.id).execute();

    for (const id of [course.id, other.id]) {
      const { stored, derived } = await countersOf(id);
      expect(stored).toEqual(derived);
    }
    expect((await countersOf(course.id)).stored).toEqual({ students_count: 1, rating_count: 0, rating_sum: 0 });
  });

  it('deletes a course with everything that belongs to it', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'Only', position: 1, videos: [{ title: 'One', position: 1 }] }],
    });
    await insertEnrollment(t.db, { studentId: student.id, courseId: course.id, watchedVideoIds: course.videoIds });

    await t.db.deleteFrom('courses').where('id', '=', course.id).execute();

    const left = await Promise.all([
      t.db.selectFrom('modules').select('id').where('course_id', '=', course.id).execute(),
      t.db.selectFrom('enrollments').select('id').where('course_id', '=', course.id).execute(),
      t.db.selectFrom('watched_videos').select('video_id').where('video_id', 'in', course.videoIds).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });
});

/** A database of its own, nothing migrated yet (a temporary SQLite file, or a new PostgreSQL schema), and its removal. */
function freshDatabase(kind: DatabaseKind): { handle: DatabaseHandle; remove: () => Promise<void> } {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && url) {
    const schema = `migrate_${randomBytes(4).toString('hex')}`;
    const handle = createDatabase({ kind, url, schema });
    return {
      handle,
      remove: async () => {
        await sql.raw(`drop schema if exists "${schema}" cascade`).execute(handle.db);
        await handle.db.destroy();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-migrate-'));
  const handle = createDatabase({ kind: 'sqlite', path: path.join(dir, 'test.db') });
  return {
    handle,
    remove: async () => {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

for (const kind of databaseKinds()) {
  describe(`migration 0013-certificates [${kind}]`, () => {
    it('issues a certificate to every enrolment complete when it runs, with the names of that moment, and none to the others', async () => {
      const { handle, remove } = freshDatabase(kind);
      try {
        await migrateToLatest(handle, { upTo: '0011-free-previews' });
        const educator = await insertUser(handle.db, { role: 'educator', name: 'Grace Hopper' });
        const learner = await insertUser(handle.db, { name: 'Ada Lovelace' });
        const done = await insertCourse(handle.db, { educatorId: educator.id, title: 'Compilers' });
        const started = await insertCourse(handle.db, { educatorId: educator.id, title: 'Linkers' });
        const complete = await insertEnrollment(handle.db, { studentId: learner.id, courseId: done.id, progress: 100 });
        await insertEnrollment(handle.db, { studentId: learner.id, courseId: started.id, progress: 50 });

        await migrateToLatest(handle);

        const rows = await handle.db.selectFrom('certificates').selectAll().execute();
        expect(rows).toEqual([
          expect.objectContaining({
            student_id: learner.id,
            enrollment_id: complete,
            course_id: done.id,
            learner_name: 'Ada Lovelace',
            course_title: 'Compilers',
            educator_name: 'Grace Hopper',
            completed_at: '2026-02-10T00:00:00.000Z',
          }),
        ]);
        expect(certificateIdSchema.safeParse(rows[0]?.id).success).toBe(true);
      } finally {
        await remove();
      }
    });
  });
}
