import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../../testing/fixtures';
import { certificateNotice, queuedMail, seenBy } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('who hears of a course’s lessons changing', (t) => {
  async function classroom(approved = true) {
    const grace = await insertUser(t.db, { role: 'educator', name: 'Grace' });
    const course = await insertCourse(t.db, { educatorId: grace.id, title: 'Loops in depth', modules: [twoLessonModule('Basics')], approved });
    const moduleId = (await t.db.selectFrom('modules').select('id').where('course_id', '=', course.id).executeTakeFirstOrThrow()).id;
    const [ada, ben, cy] = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
    if (!ada || !ben || !cy) throw new Error('no students');
    await insertEnrollment(t.db, { studentId: ada.id, courseId: course.id });
    await insertEnrollment(t.db, { studentId: ben.id, courseId: course.id });
    return { grace, graceToken: await t.tokenFor(grace), course, moduleId, enrolled: [ada, ben], outsider: cy };
  }
  const addVideo = (token: string, moduleId: number, title: string) =>
    t.post('/api/videos', { moduleId, title, youtubeUrl: 'https://www.youtube.com/watch?v=PkZNo7MFNFg', duration: '12m' }, token);

  it('tells every student enrolled in an approved course of a new lesson, and nobody else; a digest, not a mail at once', async () => {
    const { grace, graceToken, course, moduleId, enrolled, outsider } = await classroom();
    const admin = await insertUser(t.db, { role: 'admin' });
    const added = await addVideo(graceToken, moduleId, 'Closures');
    expect(added.status).toBe(201);
    for (const student of enrolled) {
      expect(await seenBy(t, student)).toEqual([
        { kind: 'new_lessons', title: 'New lessons in “Loops in depth”', body: 'Grace added “Closures”.', link: `/course/${course.id}` },
      ]);
      expect(await queuedMail(t.db, student.id)).toEqual([]);
    }
    const digest = await t.db
      .selectFrom('notifications')
      .select('digest_at')
      .where('user_id', '=', enrolled[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(digest.digest_at).not.toBeNull();
    expect(await seenBy(t, outsider)).toEqual([]);
    expect(await seenBy(t, grace)).toEqual([]);
    expect(await seenBy(t, admin)).toEqual([]);
  });

  it('tells nobody of a lesson added to a course that is not approved (pending, or sent back)', async () => {
    const { graceToken, course, moduleId, enrolled } = await classroom(false);
    expect((await addVideo(graceToken, moduleId, 'Draft lesson')).status).toBe(201);
    await t.db
      .updateTable('courses')
      .set({ sent_back_reason: 'Too short', sent_back_at: t.clock.now().toISOString() })
      .where('id', '=', course.id)
      .execute();
    expect((await addVideo(graceToken, moduleId, 'Another draft')).status).toBe(201);
    for (const student of enrolled) expect(await seenBy(t, student)).toEqual([]);
  });

  it('tells a student whose last missing lesson was deleted of the certificate that earns them', async () => {
    const { graceToken, course, enrolled } = await classroom();
    const [ada, ben] = enrolled;
    const [first = 0, second = 0] = course.videoIds;
    if (!ada || !ben) throw new Error('no students');
    const enrollmentId = (
      await t.db.selectFrom('enrollments').select('id').where('student_id', '=', ada.id).where('course_id', '=', course.id).executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('watched_videos')
      .values({ enrollment_id: enrollmentId, video_id: first, watched_at: t.clock.now().toISOString() })
      .execute();

    expect((await t.request('DELETE', `/api/videos/${second}`, { token: graceToken })).status).toBe(200);
    expect(await seenBy(t, ada)).toEqual([await certificateNotice(t.db, enrollmentId, 'Loops in depth')]);
    expect(await queuedMail(t.db, ada.id)).toEqual(['certificate_earned']);
    expect(await seenBy(t, ben)).toEqual([]);
  });
});
