import { openAttemptResponseSchema, quizSavedResponseSchema } from '@lectern/shared-sdk/quizzes/schemas';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../../testing/fixtures';
import { certificateNotice, queuedMail, seenBy } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('who hears of a certificate a quiz earns', (t) => {
  it('tells a student whose last missing piece was the quiz, once they pass it, and only them', async () => {
    const grace = await insertUser(t.db, { role: 'educator', name: 'Grace' });
    const course = await insertCourse(t.db, { educatorId: grace.id, title: 'Loops in depth', modules: [twoLessonModule('Basics')] });
    const moduleId = (await t.db.selectFrom('modules').select('id').where('course_id', '=', course.id).executeTakeFirstOrThrow()).id;
    const [ada, ben] = await Promise.all([1, 2].map(() => insertUser(t.db)));
    if (!ada || !ben) throw new Error('no students');
    // Ada watched every lesson; Ben watched none. Both take the quiz.
    const enrollmentId = await insertEnrollment(t.db, { studentId: ada.id, courseId: course.id, watchedVideoIds: course.videoIds, progress: 100 });
    await insertEnrollment(t.db, { studentId: ben.id, courseId: course.id });

    const saved = await t.post(
      '/api/quizzes',
      {
        moduleId,
        title: 'Check your understanding',
        passMark: 100,
        maxAttempts: null,
        retryWaitMinutes: 0,
        questions: [
          {
            kind: 'true-false',
            prompt: 'A loop may never end.',
            options: [
              { text: 'True', correct: true },
              { text: 'False', correct: false },
            ],
          },
        ],
      },
      await t.tokenFor(grace),
    );
    expect(saved.status).toBe(201);
    const quiz = quizSavedResponseSchema.parse(saved.body).quiz;
    const [question] = quiz.questions;
    const right = question?.options.find((option) => option.correct)?.id ?? 0;
    const wrong = question?.options.find((option) => !option.correct)?.id ?? 0;

    const take = async (student: NonNullable<typeof ada>, optionId: number) => {
      const token = await t.tokenFor(student);
      const started = await t.post(`/api/quizzes/${quiz.id}/attempts`, {}, token);
      const { attempt } = openAttemptResponseSchema.parse(started.body);
      const submitted = await t.post(
        `/api/quiz-attempts/${attempt.id}/submit`,
        { answers: [{ questionId: question?.id ?? 0, optionIds: [optionId] }] },
        token,
      );
      expect(submitted.status).toBe(200);
    };

    await take(ada, wrong);
    expect(await seenBy(t, ada)).toEqual([]);
    await take(ada, right);
    await take(ben, right);
    expect(await seenBy(t, ada)).toEqual([await certificateNotice(t.db, enrollmentId, 'Loops in depth')]);
    expect(await queuedMail(t.db, ada.id)).toEqual(['certificate_earned']);
    // Ben passed the quiz but has lessons to watch: no certificate yet.
    expect(await seenBy(t, ben)).toEqual([]);
    expect(await seenBy(t, grace)).toEqual([]);
  });
});
