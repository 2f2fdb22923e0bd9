import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { lastNotificationId, toldOf } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('who hears of ratings, reviews and replies', (t) => {
  it('tells the course’s educator of a new rating or review, and the reviewer of the educator’s first reply only', async () => {
    const educator = await insertUser(t.db, { role: 'educator', name: 'Grace Educator' });
    const otherEducator = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Loops in depth' });
    const ada = await insertUser(t.db, { name: 'Ada Learner' });
    const ben = await insertUser(t.db, { name: 'Ben Learner' });
    const reviewId = await insertEnrollment(t.db, { studentId: ada.id, courseId: course.id });
    await insertEnrollment(t.db, { studentId: ben.id, courseId: course.id });
    const tokens = await t.tokensFor({ educator, ada, ben });

    const since = await lastNotificationId(t.db);
    const rated = await t.request('PATCH', `/api/enrollments/${course.id}/rating`, {
      token: tokens.ada,
      body: { rating: 4, review: 'Clear and short.' },
    });
    expect(rated.status).toBe(200);
    await t.request('PATCH', `/api/enrollments/${course.id}/rating`, { token: tokens.ben, body: { rating: 5 } });
    // Rating twice is refused (409) and tells nobody again.
    expect((await t.request('PATCH', `/api/enrollments/${course.id}/rating`, { token: tokens.ben, body: { rating: 1 } })).status).toBe(409);
    const told = await toldOf(t.db, 'new_review', since);
    expect(told.map((row) => [row.user_id, row.title, row.body, row.link])).toEqual([
      [
        educator.id,
        'A student reviewed your course',
        'Ada Learner gave “Loops in depth” 4 out of 5: Clear and short.',
        `/educator/courses/${course.id}`,
      ],
      [educator.id, 'A student rated your course', 'Ben Learner gave “Loops in depth” 5 out of 5.', `/educator/courses/${course.id}`],
    ]);
    expect(told.some((row) => row.user_id === otherEducator.id)).toBe(false);

    const beforeReply = await lastNotificationId(t.db);
    const replied = await t.request('PUT', `/api/reviews/${reviewId}/reply`, { token: tokens.educator, body: { reply: 'Thank you!' } });
    expect(replied.status).toBe(201);
    expect(await toldOf(t.db, 'review_reply', beforeReply)).toEqual([
      expect.objectContaining({
        user_id: ada.id,
        title: 'The educator replied to your review',
        body: 'Grace Educator replied to your review of “Loops in depth”.',
        link: `/courses/${course.id}`,
      }),
    ]);
    const afterReply = await lastNotificationId(t.db);
    expect((await t.request('PUT', `/api/reviews/${reviewId}/reply`, { token: tokens.educator, body: { reply: 'Thanks again!' } })).status).toBe(200);
    expect(await lastNotificationId(t.db)).toBe(afterReply);
  });
});
