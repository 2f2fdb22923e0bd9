import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { lastNotificationId, toldOf } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('who hears of an enrolment', (t) => {
  it('tells the course’s educator once of a student enrolling in a free course, and nobody else', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    await insertUser(t.db, { role: 'admin' });
    const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Loops in depth' });
    const ada = await insertUser(t.db, { name: 'Ada Learner' });
    const token = await t.tokenFor(ada);

    const since = await lastNotificationId(t.db);
    expect((await t.request('POST', '/api/enrollments', { token, body: { courseId: course.id } })).status).toBe(201);
    expect((await t.request('POST', '/api/enrollments', { token, body: { courseId: course.id } })).status).toBe(409);
    expect(await toldOf(t.db, 'new_enrollment', since)).toEqual([
      {
        user_id: educator.id,
        title: 'A student enrolled in your course',
        body: 'Ada Learner enrolled in “Loops in depth”.',
        link: `/educator/courses/${course.id}`,
        key: `new_enrollment:${course.id}:${ada.id}`,
      },
    ]);
    expect(await lastNotificationId(t.db)).toBe(since + 1);
  });

  it('tells a student of the certificate their last lesson earned, once', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Loops in depth',
      modules: [
        {
          title: 'Module',
          position: 1,
          videos: [
            { title: 'One', position: 1 },
            { title: 'Two', position: 2 },
          ],
        },
      ],
    });
    const ada = await insertUser(t.db);
    const ben = await insertUser(t.db);
    const enrollmentId = await insertEnrollment(t.db, { studentId: ada.id, courseId: course.id });
    await insertEnrollment(t.db, { studentId: ben.id, courseId: course.id });
    const token = await t.tokenFor(ada);
    const since = await lastNotificationId(t.db);
    const watch = (videoId: number | undefined) => t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId } });
    expect((await watch(course.videoIds[0])).status).toBe(200);
    expect(await toldOf(t.db, 'certificate_earned', since)).toEqual([]);
    expect((await watch(course.videoIds[1])).status).toBe(200);
    expect((await watch(course.videoIds[1])).status).toBe(200);
    const certificate = await t.db.selectFrom('certificates').select('id').where('enrollment_id', '=', enrollmentId).executeTakeFirstOrThrow();
    expect(await toldOf(t.db, 'certificate_earned', since)).toEqual([
      {
        user_id: ada.id,
        title: 'You earned a certificate',
        body: 'You completed “Loops in depth”. Your certificate is ready to share.',
        link: `/certificates/${certificate.id}`,
        key: `certificate_earned:${certificate.id}`,
      },
    ]);
  });
});
