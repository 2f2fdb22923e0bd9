import { insertCourse, insertEnrollment, insertUser } from '../testing/fixtures';
import { describeEachDatabase } from '../testing/test-app';

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
