import { insertCourse, insertUser } from '../../testing/fixtures';
import { lastNotificationId, toldOf } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('who hears of an enrolment', (t) => {
  it('tells the course’s educator once of a learner enrolling in a free course, and nobody else', async () => {
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
        title: 'A learner enrolled in your course',
        body: 'Ada Learner enrolled in “Loops in depth”.',
        link: `/educator/courses/${course.id}`,
        key: `new_enrollment:${course.id}:${ada.id}`,
      },
    ]);
    expect(await lastNotificationId(t.db)).toBe(since + 1);
  });
});
