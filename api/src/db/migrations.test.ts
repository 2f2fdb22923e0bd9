import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { WATCHED_THROUGH_SHARE } from '@lectern/shared-sdk/insights/domain';
import { certificateIdSchema } from '@lectern/shared-sdk/certificates/schemas';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../testing/fixtures';
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
      .select((eb) => [
        eb.fn.countAll<number>().as('students'),
        eb.fn.count<number>('rating').as('ratings'),
        eb.fn.sum<number | null>('rating').as('sum'),
      ])
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

  it('keeps the counters of each lesson equal to its plays and marks, whatever the write', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [
        {
          title: 'Only',
          position: 1,
          videos: [
            { title: 'One', position: 1 },
            { title: 'Two', position: 2 },
            { title: 'Three', position: 3 },
          ],
        },
      ],
    });
    const [one = 0, two = 0, three = 0] = course.videoIds;
    const learners = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db)];
    const [ana = 0, ben = 0, cai = 0] = await Promise.all(
      learners.map((learner) => insertEnrollment(t.db, { studentId: learner.id, courseId: course.id })),
    );
    const play = (enrollmentId: number, videoId: number, watched: number, reported: number | null = 600) =>
      t.db
        .insertInto('lesson_watch')
        .values({
          enrollment_id: enrollmentId,
          video_id: videoId,
          position_seconds: watched,
          watched_seconds: watched,
          duration_seconds: reported,
          updated_at: '2026-02-02T00:00:00.000Z',
        })
        .execute();
    const mark = (enrollmentId: number, videoId: number) =>
      t.db.insertInto('watched_videos').values({ enrollment_id: enrollmentId, video_id: videoId, watched_at: '2026-02-02T00:00:00.000Z' }).execute();
    /** The counters as the rows say them: 90 % of the stated length, else of the length each player reported. */
    const derived = async (videoId: number) => {
      const { length_seconds: stated } = await t.db.selectFrom('videos').select('length_seconds').where('id', '=', videoId).executeTakeFirstOrThrow();
      const plays = await t.db
        .selectFrom('lesson_watch')
        .select(['enrollment_id', 'watched_seconds', 'duration_seconds'])
        .where('video_id', '=', videoId)
        .execute();
      const marks = await t.db.selectFrom('watched_videos').select('enrollment_id').where('video_id', '=', videoId).execute();
      const length = (reported: number | null) => stated ?? (reported !== null && reported > 0 ? reported : null);
      return {
        reached: new Set([...plays, ...marks].map((row) => row.enrollment_id)).size,
        played: plays.length,
        watched_seconds: plays.reduce((sum, row) => sum + Number(row.watched_seconds), 0),
        watched_through: plays.filter((row) => {
          const of = length(row.duration_seconds === null ? null : Number(row.duration_seconds));
          return of !== null && Number(row.watched_seconds) >= 0.9 * of;
        }).length,
      };
    };
    const stored = async (videoId: number) => {
      const row = await t.db.selectFrom('lesson_stats').selectAll().where('video_id', '=', videoId).executeTakeFirst();
      return {
        reached: Number(row?.reached ?? 0),
        played: Number(row?.played ?? 0),
        watched_seconds: Number(row?.watched_seconds ?? 0),
        watched_through: Number(row?.watched_through ?? 0),
      };
    };
    const agree = async () => {
      for (const videoId of [one, two, three]) expect(await stored(videoId)).toEqual(await derived(videoId));
    };

    await play(ana, one, 100);
    await mark(ana, one);
    await mark(ben, one);
    await play(ben, one, 540);
    await mark(cai, one);
    await play(ana, two, 50);
    await mark(cai, three);
    expect(await stored(one)).toEqual({ reached: 3, played: 2, watched_seconds: 640, watched_through: 1 });
    expect(await stored(two)).toEqual({ reached: 1, played: 1, watched_seconds: 50, watched_through: 0 });

    await t.db.updateTable('lesson_watch').set({ watched_seconds: 539.5 }).where('enrollment_id', '=', ben).where('video_id', '=', one).execute();
    expect(await stored(one)).toMatchObject({ watched_through: 0 });
    await t.db.updateTable('lesson_watch').set({ watched_seconds: 580.5 }).where('enrollment_id', '=', ben).where('video_id', '=', one).execute();
    await t.db.updateTable('lesson_watch').set({ video_id: three }).where('enrollment_id', '=', ana).where('video_id', '=', two).execute();
    await t.db.deleteFrom('watched_videos').where('enrollment_id', '=', cai).where('video_id', '=', one).execute();
    await t.db.deleteFrom('lesson_watch').where('enrollment_id', '=', ana).where('video_id', '=', one).execute();
    await agree();
    expect(await stored(one)).toEqual({ reached: 2, played: 1, watched_seconds: 580.5, watched_through: 1 });

    // The triggers were written with the share of the time (0.9): a new share needs a migration that recounts.
    expect(WATCHED_THROUGH_SHARE).toBe(0.9);
    // The educator states another length: the plays are measured against it; with none, against what players reported.
    await play(cai, two, 55, 60);
    await play(ben, two, 30, null);
    expect(await stored(two)).toMatchObject({ watched_through: 0 });
    await t.db.updateTable('videos').set({ duration: '1m', length_seconds: 60 }).where('id', '=', two).execute();
    expect(await stored(two)).toMatchObject({ watched_through: 1 });
    await t.db.updateTable('videos').set({ duration: 'about a minute', length_seconds: null }).where('id', '=', two).execute();
    expect(await stored(two)).toMatchObject({ watched_through: 1 });
    await t.db.updateTable('lesson_watch').set({ duration_seconds: 33 }).where('enrollment_id', '=', ben).where('video_id', '=', two).execute();
    expect(await stored(two)).toMatchObject({ watched_through: 2 });
    await agree();

    // A learner's rows go with them (both of a lesson at once), and a lesson's counters with it.
    await t.db
      .deleteFrom('users')
      .where('id', '=', learners[1]?.id ?? 0)
      .execute();
    await agree();
    // Ana's mark is what is left of the first lesson.
    expect(await stored(one)).toEqual({ reached: 1, played: 0, watched_seconds: 0, watched_through: 0 });
    await t.db.deleteFrom('videos').where('id', '=', three).execute();
    expect(await t.db.selectFrom('lesson_stats').select('video_id').where('video_id', '=', three).execute()).toEqual([]);
  });

  it('records each round of review of a course: asked when created or sent back, ended by the approval', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const pending = await insertCourse(t.db, { educatorId: educator.id, approved: false, createdAt: '2026-01-05T10:00:00.000Z' });
    const approved = await insertCourse(t.db, { educatorId: educator.id, createdAt: '2026-01-06T10:00:00.000Z' });
    const set = (id: number, isApproved: 0 | 1, at: string) =>
      t.db.updateTable('courses').set({ is_approved: isApproved, updated_at: at }).where('id', '=', id).execute();

    await set(pending.id, 1, '2026-01-20T09:00:00.000Z');
    await set(pending.id, 1, '2026-01-21T09:00:00.000Z');
    await set(pending.id, 0, '2026-02-03T09:00:00.000Z');
    await t.db
      .updateTable('courses')
      .set({ title: 'Renamed while waiting', updated_at: '2026-02-04T09:00:00.000Z' })
      .where('id', '=', pending.id)
      .execute();
    await set(pending.id, 1, '2026-02-10T09:00:00.000Z');
    await set(approved.id, 0, '2026-02-11T09:00:00.000Z');

    const rounds = async (courseId: number) =>
      t.db.selectFrom('course_approvals').select(['requested_at', 'approved_at']).where('course_id', '=', courseId).orderBy('requested_at').execute();
    expect(await rounds(pending.id)).toEqual([
      { requested_at: '2026-01-05T10:00:00.000Z', approved_at: '2026-01-20T09:00:00.000Z' },
      { requested_at: '2026-02-03T09:00:00.000Z', approved_at: '2026-02-10T09:00:00.000Z' },
    ]);
    expect(await rounds(approved.id)).toEqual([
      { requested_at: '2026-01-06T10:00:00.000Z', approved_at: '2026-01-06T10:00:00.000Z' },
      { requested_at: '2026-02-11T09:00:00.000Z', approved_at: null },
    ]);
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

/** Runs `test` on a database of its own, migrated up to `upTo` (the migration under test comes next), then removes it. */
async function withDatabaseAt(kind: DatabaseKind, upTo: string, test: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const { handle, remove } = freshDatabase(kind);
  try {
    await migrateToLatest(handle, { upTo });
    await test(handle);
  } finally {
    await remove();
  }
}

for (const kind of databaseKinds()) {
  describe(`migration 0031-quiz-aware-completion [${kind}]`, () => {
    it("gives the spec's progress back its meaning (lessons alone) and keeps what the quizzes added in completion", () =>
      withDatabaseAt(kind, '0030-archived-courses', async (handle) => {
        const db = handle.db;
        const educator = await insertUser(db, { role: 'educator' });
        const quizzed = await insertCourse(db, { educatorId: educator.id, modules: [twoLessonModule('Basics')] });
        const plain = await insertCourse(db, { educatorId: educator.id, modules: [twoLessonModule('Basics')] });
        const { id: moduleId } = await db.selectFrom('modules').select('id').where('course_id', '=', quizzed.id).executeTakeFirstOrThrow();
        const at = '2026-03-01T00:00:00.000Z';
        await db
          .insertInto('quizzes')
          .values({
            course_id: quizzed.id,
            module_id: moduleId,
            title: 'Check',
            pass_mark: 50,
            max_attempts: null,
            retry_wait_minutes: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        const [ana, ben, cai] = [await insertUser(db), await insertUser(db), await insertUser(db)];
        // As 0027 counted them: Ana watched both lessons of three items (66), Ben one (33); Cai both of a quiz-less course.
        const anaEnrollment = await insertEnrollment(db, {
          studentId: ana.id,
          courseId: quizzed.id,
          progress: 66,
          watchedVideoIds: quizzed.videoIds,
          beforeCompletion: true,
        });
        const benEnrollment = await insertEnrollment(db, {
          studentId: ben.id,
          courseId: quizzed.id,
          progress: 33,
          watchedVideoIds: quizzed.videoIds.slice(0, 1),
          beforeCompletion: true,
        });
        const caiEnrollment = await insertEnrollment(db, {
          studentId: cai.id,
          courseId: plain.id,
          progress: 100,
          watchedVideoIds: plain.videoIds,
          beforeCompletion: true,
        });

        await migrateToLatest(handle);

        const rows = await db.selectFrom('enrollments').select(['id', 'progress', 'completed', 'completion']).orderBy('id').execute();
        expect(rows).toEqual([
          { id: anaEnrollment, progress: 100, completed: 1, completion: 66 },
          { id: benEnrollment, progress: 50, completed: 0, completion: 33 },
          { id: caiEnrollment, progress: 100, completed: 1, completion: 100 },
        ]);
      }));
  });

  describe(`migration 0020-course-length [${kind}]`, () => {
    it('gives the courses there are their stated length in minutes, and none to a duration that says nothing', () =>
      withDatabaseAt(kind, '0019-account-deletion', async (handle) => {
        const educator = await insertUser(handle.db, { role: 'educator' });
        const long = await insertCourse(handle.db, { educatorId: educator.id, title: 'Long' });
        const short = await insertCourse(handle.db, { educatorId: educator.id, title: 'Short' });
        const blank = await insertCourse(handle.db, { educatorId: educator.id, title: 'Blank' });
        await sql`update courses set duration = '12h 30m' where id = ${long.id}`.execute(handle.db);
        await sql`update courses set duration = '45m' where id = ${short.id}`.execute(handle.db);
        await sql`update courses set duration = '' where id = ${blank.id}`.execute(handle.db);

        await migrateToLatest(handle);

        const rows = await handle.db.selectFrom('courses').select(['title', 'length_minutes']).orderBy('id').execute();
        expect(rows).toEqual([
          { title: 'Long', length_minutes: 750 },
          { title: 'Short', length_minutes: 45 },
          { title: 'Blank', length_minutes: null },
        ]);
      }));
  });

  describe(`migration 0016-google-handoffs [${kind}]`, () => {
    it("finishes a Google sign-in under way in the spec's form, and an account's removal takes its hand-off codes", () =>
      withDatabaseAt(kind, '0015-insights', async (handle) => {
        const db = handle.db;
        await db
          .insertInto('google_sign_ins')
          .values({ state: 'before', nonce: 'n', code_verifier: 'v', browser_key_hash: 'h', expires_at: '2026-03-02T09:10:00.000Z' })
          .execute();

        await migrateToLatest(handle);

        expect(await db.selectFrom('google_sign_ins').select(['state', 'handoff']).execute()).toEqual([{ state: 'before', handoff: 0 }]);
        const user = await insertUser(db);
        await db
          .insertInto('google_handoffs')
          .values({ code_hash: 'c', user_id: user.id, browser_key_hash: 'h', expires_at: '2026-03-02T09:01:00.000Z' })
          .execute();
        await db.deleteFrom('users').where('id', '=', user.id).execute();
        expect(await db.selectFrom('google_handoffs').selectAll().execute()).toEqual([]);
      }));
  });

  describe(`migration 0015-insights [${kind}]`, () => {
    it('gives each enrolment its last activity, each lesson its counters and each course its round of review from the rows there are', () =>
      withDatabaseAt(kind, '0014-reviews', async (handle) => {
        const db = handle.db;
        const educator = await insertUser(db, { role: 'educator' });
        const course = await insertCourse(db, { educatorId: educator.id, createdAt: '2026-01-02T00:00:00.000Z' });
        // Videos as 0014 stored them: the duration text only (the fixture writes 0015's length too).
        const module = await db
          .insertInto('modules')
          .values({ course_id: course.id, position: 1, title: 'Only', description: 'Only' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const video = (position: number, duration: string) =>
          db
            .insertInto('videos')
            .values({ module_id: module.id, position, title: `Lesson ${position}`, youtube_url: 'https://youtu.be/PkZNo7MFNFg', duration } as never)
            .returning('id')
            .executeTakeFirstOrThrow();
        const [one, two, three] = [(await video(1, '10m')).id, (await video(2, 'about a minute')).id, (await video(3, '1h 2m')).id];
        await db.updateTable('courses').set({ updated_at: '2026-01-09T00:00:00.000Z' }).where('id', '=', course.id).execute();
        const waiting = await insertCourse(db, { educatorId: educator.id, approved: false, createdAt: '2026-02-20T00:00:00.000Z' });
        const [ana, ben, cai] = [await insertUser(db), await insertUser(db), await insertUser(db)];
        // Ana played one and two, two last; Ben marked three after playing one; Cai did nothing.
        const anaEnrollment = await insertEnrollment(db, { studentId: ana.id, courseId: course.id, beforeCompletion: true });
        const benEnrollment = await insertEnrollment(db, { studentId: ben.id, courseId: course.id, beforeCompletion: true });
        const caiEnrollment = await insertEnrollment(db, { studentId: cai.id, courseId: course.id, beforeCompletion: true });
        const play = (enrollmentId: number, videoId: number, watched: number, at: string) =>
          db
            .insertInto('lesson_watch')
            .values({
              enrollment_id: enrollmentId,
              video_id: videoId,
              position_seconds: watched,
              watched_seconds: watched,
              duration_seconds: 600,
              updated_at: at,
            })
            .execute();
        // Through: Ben's 600 of 600 s (stated); Ana's 20.5 of the 600 s her player reported for the lesson without a
        // usable stated length is not, nor her 500 of 600 s.
        await play(anaEnrollment, one, 500, '2026-02-01T10:00:00.000Z');
        await play(anaEnrollment, two, 20.5, '2026-02-03T10:00:00.000Z');
        await play(benEnrollment, one, 600, '2026-02-04T10:00:00.000Z');
        await db
          .insertInto('watched_videos')
          .values({ enrollment_id: benEnrollment, video_id: three, watched_at: '2026-02-05T00:00:00.000Z' })
          .execute();

        await migrateToLatest(handle);

        const enrollments = await db.selectFrom('enrollments').select(['id', 'last_video_id', 'last_watched_at']).orderBy('id').execute();
        expect(enrollments).toEqual([
          { id: anaEnrollment, last_video_id: two, last_watched_at: '2026-02-03T10:00:00.000Z' },
          { id: benEnrollment, last_video_id: three, last_watched_at: '2026-02-05T00:00:00.000Z' },
          { id: caiEnrollment, last_video_id: null, last_watched_at: null },
        ]);
        const lengths = await db.selectFrom('videos').select(['id', 'length_seconds']).orderBy('id').execute();
        expect(lengths).toEqual([
          { id: one, length_seconds: 600 },
          { id: two, length_seconds: null },
          { id: three, length_seconds: 3720 },
        ]);
        const stats = await db
          .selectFrom('lesson_stats')
          .select(['video_id', 'reached', 'played', 'watched_seconds', 'watched_through'])
          .orderBy('video_id')
          .execute();
        expect(
          stats.map((row) => [row.video_id, Number(row.reached), Number(row.played), Number(row.watched_seconds), Number(row.watched_through)]),
        ).toEqual([
          [one, 2, 2, 1100, 1],
          [two, 1, 1, 20.5, 0],
          [three, 1, 0, 0, 0],
        ]);
        const rounds = await db.selectFrom('course_approvals').select(['course_id', 'requested_at', 'approved_at']).orderBy('course_id').execute();
        expect(rounds).toEqual([
          { course_id: course.id, requested_at: '2026-01-02T00:00:00.000Z', approved_at: '2026-01-09T00:00:00.000Z' },
          { course_id: waiting.id, requested_at: '2026-02-20T00:00:00.000Z', approved_at: null },
        ]);
      }));
  });

  describe(`migration 0013-certificates [${kind}]`, () => {
    it('issues a certificate to every enrolment complete when it runs, with the names of that moment, and none to the others', () =>
      withDatabaseAt(kind, '0011-free-previews', async (handle) => {
        const educator = await insertUser(handle.db, { role: 'educator', name: 'Grace Hopper' });
        const learner = await insertUser(handle.db, { name: 'Ada Lovelace' });
        const done = await insertCourse(handle.db, { educatorId: educator.id, title: 'Compilers' });
        const started = await insertCourse(handle.db, { educatorId: educator.id, title: 'Linkers' });
        const complete = await insertEnrollment(handle.db, { studentId: learner.id, courseId: done.id, progress: 100, beforeCompletion: true });
        await insertEnrollment(handle.db, { studentId: learner.id, courseId: started.id, progress: 50, beforeCompletion: true });

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
      }));
  });
}
