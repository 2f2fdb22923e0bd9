import { answerResponseSchema, questionResponseSchema } from '@lectern/shared-sdk/questions/schemas';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../../testing/fixtures';
import { lastNotificationId, toldOf } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('who hears of questions and answers', (t) => {
  async function classroom() {
    const educator = await insertUser(t.db, { role: 'educator', name: 'Grace Educator' });
    const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Loops in depth', modules: [twoLessonModule('Basics')] });
    const learners = [];
    for (const name of ['Ada Learner', 'Ben Learner', 'Cy Learner']) {
      const user = await insertUser(t.db, { name });
      await insertEnrollment(t.db, { studentId: user.id, courseId: course.id });
      learners.push({ user, token: await t.tokenFor(user) });
    }
    return { educator, educatorToken: await t.tokenFor(educator), course, learners };
  }

  it('tells the course’s educator of a new question, and nobody else', async () => {
    const { educator, course, learners } = await classroom();
    const [ada] = learners;
    if (!ada) throw new Error('no learner');
    const since = await lastNotificationId(t.db);
    const asked = await t.request('POST', `/api/courses/${course.id}/questions`, {
      token: ada.token,
      body: { videoId: course.videoIds[1], title: 'Why does it loop?', body: 'It never ends.' },
    });
    expect(asked.status).toBe(201);
    const question = questionResponseSchema.parse(asked.body).question;
    expect(await toldOf(t.db, 'new_question', since)).toEqual([
      {
        user_id: educator.id,
        title: 'A student asked a question',
        body: 'Ada Learner asked “Why does it loop?” on “Loops in depth”.',
        link: '/educator/questions',
        key: `new_question:${question.id}`,
      },
    ]);
    expect(await lastNotificationId(t.db)).toBe(since + 1);
  });

  it('tells the asker and the followers of an answer, but not the one who answered nor other learners', async () => {
    const { educator, educatorToken, course, learners } = await classroom();
    const [ada, ben, cy] = learners;
    if (!ada || !ben || !cy) throw new Error('no learners');
    const videoId = course.videoIds[1] ?? 0;
    const asked = await t.request('POST', `/api/courses/${course.id}/questions`, {
      token: ada.token,
      body: { videoId, title: 'Why does it loop?', body: 'It never ends.' },
    });
    const questionId = questionResponseSchema.parse(asked.body).question.id;
    await t.request('PUT', `/api/questions/${questionId}/follow`, { token: ben.token });

    const since = await lastNotificationId(t.db);
    const answered = await t.request('POST', `/api/questions/${questionId}/answers`, {
      token: educatorToken,
      body: { body: 'Check the condition.' },
    });
    expect(answered.status).toBe(201);
    const answerId = answerResponseSchema.parse(answered.body).answer.id;
    const told = await toldOf(t.db, 'question_answered', since);
    expect(told.map((row) => [row.user_id, row.title])).toEqual([
      [ada.user.id, 'Your question was answered'],
      [ben.user.id, 'A question you follow was answered'],
    ]);
    expect(told[0]).toMatchObject({
      body: 'Grace Educator answered “Why does it loop?”.',
      link: `/course/${course.id}/video/${videoId}`,
      key: `question_answered:${answerId}`,
    });
    expect(told.some((row) => row.user_id === educator.id || row.user_id === cy.user.id)).toBe(false);

    // A follower who answers is not told of their own answer; the asker is.
    const next = await lastNotificationId(t.db);
    await t.request('POST', `/api/questions/${questionId}/answers`, { token: ben.token, body: { body: 'Me too.' } });
    expect((await toldOf(t.db, 'question_answered', next)).map((row) => row.user_id)).toEqual([ada.user.id]);
  });
});
