import {
  attemptResultResponseSchema,
  courseQuizzesSchema,
  myQuizAttemptsSchema,
  openAttemptResponseSchema,
  quizDefinitionResponseSchema,
  quizSavedResponseSchema,
  type CreateQuizInput,
  type OpenAttempt,
  type QuizDefinition,
} from '@lectern/shared-sdk/quizzes/schemas';
import { enrollmentResponseSchema, enrollmentSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { certificateResponseSchema, certificatesResponseSchema } from '@lectern/shared-sdk/certificates/schemas';
import { courseInsightsSchema } from '@lectern/shared-sdk/insights/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../../testing/fixtures';
import { readPdf } from '../../testing/pdf-text';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

/** A quiz of three questions, one of each kind: the right options are 'Paris'; 'Red' and 'Blue'; 'True'. */
const threeQuestions = (moduleId: number, settings: Partial<CreateQuizInput> = {}): CreateQuizInput => ({
  moduleId,
  title: 'Check your understanding',
  passMark: 60,
  maxAttempts: null,
  retryWaitMinutes: 0,
  questions: [
    {
      kind: 'single',
      prompt: 'The capital of France?',
      explanation: 'Paris has been the capital since 987.',
      options: [
        { text: 'Lyon', correct: false },
        { text: 'Paris', correct: true },
        { text: 'Nice', correct: false },
      ],
    },
    {
      kind: 'multiple',
      prompt: 'Primary colours?',
      options: [
        { text: 'Red', correct: true },
        { text: 'Green', correct: false },
        { text: 'Blue', correct: true },
      ],
    },
    {
      kind: 'true-false',
      prompt: 'Water boils at 100 °C at sea level.',
      options: [
        { text: 'True', correct: true },
        { text: 'False', correct: false },
      ],
    },
  ],
  ...settings,
});

/** The right answers of an attempt, or the wrong ones ('wrong'), or a right single and a half-right multiple ('partial'). */
function answersFor(attempt: OpenAttempt, definition: QuizDefinition, how: 'right' | 'wrong' | 'partial') {
  return {
    answers: attempt.questions.map((question) => {
      const defined = definition.questions.find((item) => item.id === question.id);
      const right = (defined?.options ?? []).filter((option) => option.correct).map((option) => option.id);
      const wrong = (defined?.options ?? []).filter((option) => !option.correct).map((option) => option.id);
      if (how === 'right') return { questionId: question.id, optionIds: right };
      if (how === 'wrong') return { questionId: question.id, optionIds: wrong.slice(0, 1) };
      return { questionId: question.id, optionIds: question.kind === 'multiple' ? right.slice(0, 1) : right };
    }),
  };
}

describeEachDatabase('quizzes', (t) => {
  let educator: UserRow;
  let otherEducator: UserRow;
  let admin: UserRow;
  let tokens: Record<'educator' | 'otherEducator' | 'admin', string>;

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator', name: 'Grace Educator' });
    otherEducator = await insertUser(t.db, { role: 'educator' });
    admin = await insertUser(t.db, { role: 'admin' });
    tokens = await t.tokensFor({ educator, otherEducator, admin });
  });

  async function courseWithModule(options: { approved?: boolean } = {}) {
    const course = await insertCourse(t.db, { educatorId: educator.id, modules: [twoLessonModule('Basics')], ...options });
    const module = await t.db.selectFrom('modules').select('id').where('course_id', '=', course.id).executeTakeFirstOrThrow();
    return { ...course, moduleId: module.id };
  }

  async function createQuiz(input: CreateQuizInput): Promise<QuizDefinition> {
    const response = await t.post('/api/quizzes', input, tokens.educator);
    expect([response.status, response.status === 201 ? '' : messageOf(response)]).toEqual([201, '']);
    return quizSavedResponseSchema.parse(response.body).quiz;
  }

  async function learner(courseId: number) {
    const student = await insertUser(t.db);
    const enrollmentId = await insertEnrollment(t.db, { studentId: student.id, courseId });
    return { student, enrollmentId, token: await t.tokenFor(student) };
  }

  async function start(quizId: number, token: string) {
    const response = await t.post(`/api/quizzes/${quizId}/attempts`, {}, token);
    return { response, body: response.status < 300 ? openAttemptResponseSchema.parse(response.body) : undefined };
  }

  async function takeAttempt(quiz: QuizDefinition, token: string, how: 'right' | 'wrong' | 'partial') {
    const started = await start(quiz.id, token);
    expect(started.response.status).toBe(201);
    const attempt = started.body?.attempt as OpenAttempt;
    const submitted = await t.post(`/api/quiz-attempts/${attempt.id}/submit`, answersFor(attempt, quiz, how), token);
    expect(submitted.status).toBe(200);
    return attemptResultResponseSchema.parse(submitted.body);
  }

  it('lets the educator create, read, replace and delete a module’s quiz, one per module', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId));
    expect(quiz).toMatchObject({ courseId: course.id, moduleId: course.moduleId, passMark: 60, maxAttempts: null, questionCount: 3 });
    expect(quiz.questions.map((question) => question.kind)).toEqual(['single', 'multiple', 'true-false']);
    expect(quiz.questions[0]).toMatchObject({ explanation: 'Paris has been the capital since 987.' });

    const again = await t.post('/api/quizzes', threeQuestions(course.moduleId), tokens.educator);
    expect([again.status, messageOf(again)]).toEqual([409, 'This module already has a quiz: edit that one']);

    for (const token of [tokens.educator, tokens.admin]) {
      const read = await t.get(`/api/quizzes/${quiz.id}/definition`, token);
      expect(quizDefinitionResponseSchema.parse(read.body).quiz.questions[1]?.options.filter((option) => option.correct)).toHaveLength(2);
    }

    const { questions, moduleId: _ignored, ...settings } = threeQuestions(course.moduleId, { title: 'Renamed', maxAttempts: 2 });
    void _ignored;
    const updated = await t.request('PUT', `/api/quizzes/${quiz.id}`, {
      token: tokens.educator,
      body: { ...settings, questions: questions.slice(0, 1) },
    });
    expect(updated.status).toBe(200);
    expect(quizSavedResponseSchema.parse(updated.body).quiz).toMatchObject({ title: 'Renamed', maxAttempts: 2, questionCount: 1 });

    const deleted = await t.request('DELETE', `/api/quizzes/${quiz.id}`, { token: tokens.educator });
    expect([deleted.status, messageOf(deleted)]).toEqual([200, 'Quiz deleted']);
    expect((await t.get(`/api/quizzes/${quiz.id}/definition`, tokens.educator)).status).toBe(404);
    expect(await t.db.selectFrom('quiz_questions').select('id').where('quiz_id', '=', quiz.id).execute()).toEqual([]);
  });

  it('refuses questions the shape cannot catch: right options by kind, true/false texts, and a module not one’s own', async () => {
    const course = await courseWithModule();
    const base = threeQuestions(course.moduleId);
    const withQuestion = (question: CreateQuizInput['questions'][number]) => ({ ...base, questions: [question] });
    const cases: [CreateQuizInput, string][] = [
      [
        withQuestion({
          kind: 'single',
          prompt: 'Two right?',
          options: [
            { text: 'A', correct: true },
            { text: 'B', correct: true },
          ],
        }),
        'questions[0]: a single-choice question has exactly one right option',
      ],
      [
        withQuestion({
          kind: 'multiple',
          prompt: 'None right?',
          options: [
            { text: 'A', correct: false },
            { text: 'B', correct: false },
          ],
        }),
        'questions[0]: a multiple-choice question needs at least one right option',
      ],
      [
        withQuestion({
          kind: 'true-false',
          prompt: 'Yes?',
          options: [
            { text: 'Yes', correct: true },
            { text: 'No', correct: false },
          ],
        }),
        'questions[0]: a true/false question has exactly the two options True and False',
      ],
      [
        withQuestion({
          kind: 'true-false',
          prompt: 'Both?',
          options: [
            { text: 'True', correct: true },
            { text: 'False', correct: true },
          ],
        }),
        'questions[0]: a true/false question has exactly one right option',
      ],
      [
        withQuestion({
          kind: 'single',
          prompt: 'Twins?',
          options: [
            { text: 'A', correct: true },
            { text: 'a', correct: false },
          ],
        }),
        'questions[0]: two options have the same text',
      ],
    ];
    for (const [input, message] of cases) {
      const response = await t.post('/api/quizzes', input, tokens.educator);
      expect([response.status, messageOf(response)]).toEqual([400, message]);
    }

    const notMine = await t.post('/api/quizzes', base, tokens.otherEducator);
    expect(notMine.status).toBe(403);
    const pending = await courseWithModule({ approved: false });
    const hidden = await t.post('/api/quizzes', threeQuestions(pending.moduleId), tokens.otherEducator);
    expect([hidden.status, messageOf(hidden)]).toEqual([404, 'Module not found']);
    expect((await t.post('/api/quizzes', threeQuestions(999_999), tokens.educator)).status).toBe(404);
    expect((await t.post('/api/quizzes', base, tokens.admin)).status).toBe(403);
    expect(await t.db.selectFrom('quizzes').select('id').where('course_id', 'in', [course.id, pending.id]).execute()).toEqual([]);
  });

  it('grades on the server: single, multiple, true/false, and a partly right multiple choice is wrong', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId, { passMark: 100 }));
    const { token } = await learner(course.id);

    const partial = await takeAttempt(quiz, token, 'partial');
    expect(partial.result).toMatchObject({ number: 1, score: 66, correctCount: 2, questionCount: 3, passed: false });
    expect(partial.message).toBe('Not passed: 66 % (the pass mark is 100 %)');
    const byKind = Object.fromEntries(partial.result.questions.map((question) => [question.kind, question]));
    expect([byKind.single?.correct, byKind.multiple?.correct, byKind['true-false']?.correct]).toEqual([true, false, true]);
    // Failed with attempts left: the explanations, not the right options.
    expect(partial.result.questions.every((question) => question.correctOptionIds === null)).toBe(true);
    expect(byKind.single?.explanation).toBe('Paris has been the capital since 987.');

    const wrong = await takeAttempt(quiz, token, 'wrong');
    expect(wrong.result).toMatchObject({ number: 2, score: 0, correctCount: 0, passed: false });

    const right = await takeAttempt(quiz, token, 'right');
    expect(right.result).toMatchObject({ number: 3, score: 100, correctCount: 3, passed: true });
    expect(right.message).toBe('Passed with 100 %');
    const multiple = right.result.questions.find((question) => question.kind === 'multiple');
    expect([...(multiple?.correctOptionIds ?? [])].sort()).toEqual([...(multiple?.chosenOptionIds ?? [])].sort());

    // Practice after passing is allowed; the best score counts.
    await takeAttempt(quiz, token, 'wrong');
    const mine = myQuizAttemptsSchema.parse((await t.get(`/api/quizzes/${quiz.id}/attempts`, token)).body);
    expect(mine.standing).toMatchObject({ attemptsUsed: 4, attemptsLeft: null, bestScore: 100, passed: true, openAttemptId: null });
    expect(mine.attempts.map((attempt) => attempt.number)).toEqual([4, 3, 2, 1]);
    // Passed: every attempt now shows its right options.
    expect(mine.attempts.every((attempt) => attempt.questions.every((question) => question.correctOptionIds !== null))).toBe(true);
  });

  it('sends no right answer and no explanation before submission, and keeps the attempt’s own shuffled order', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId));
    const { token } = await learner(course.id);

    const listed = await t.get(`/api/courses/${course.id}/quizzes`, token);
    const first = await start(quiz.id, token);
    const reopened = await start(quiz.id, token);
    const mine = await t.get(`/api/quizzes/${quiz.id}/attempts`, token);
    for (const response of [listed, first.response, reopened.response, mine]) {
      const text = JSON.stringify(response.body);
      expect(text).not.toMatch(/"correct|explanation|Paris has been/);
    }
    expect([first.response.status, reopened.response.status]).toEqual([201, 200]);
    expect(reopened.body?.attempt).toEqual(first.body?.attempt);
    expect(first.body?.standing).toMatchObject({ attemptsUsed: 1, openAttemptId: first.body?.attempt.id });
    const trueFalse = first.body?.attempt.questions.find((question) => question.kind === 'true-false');
    expect(trueFalse?.options.map((option) => option.text)).toEqual(['True', 'False']);
    expect(courseQuizzesSchema.parse(listed.body).quizzes[0]?.standing).toMatchObject({ attemptsUsed: 0, bestScore: null, passed: false });
  });

  it('refuses answers naming questions or options not in the attempt, a second submission, and someone else’s attempt', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId));
    const other = await createQuiz(threeQuestions((await courseWithModule()).moduleId));
    const { token } = await learner(course.id);
    const { token: classmate } = await learner(course.id);
    const attempt = (await start(quiz.id, token)).body?.attempt as OpenAttempt;
    const [question] = attempt.questions;
    const url = `/api/quiz-attempts/${attempt.id}/submit`;

    const foreignQuestion = other.questions[0]?.id ?? 0;
    const cases: [unknown, string][] = [
      [{ answers: [{ questionId: foreignQuestion, optionIds: [] }] }, `answers[0].questionId: question ${foreignQuestion} is not in this attempt`],
      [
        { answers: [{ questionId: question?.id, optionIds: [other.questions[0]?.options[0]?.id] }] },
        `answers[0].optionIds: option ${other.questions[0]?.options[0]?.id} is not an option of this question`,
      ],
      [
        {
          answers: [
            { questionId: question?.id, optionIds: [] },
            { questionId: question?.id, optionIds: [] },
          ],
        },
        `answers[1].questionId: question ${question?.id} is answered twice`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.post(url, body, token);
      expect([response.status, messageOf(response)]).toEqual([400, message]);
    }
    expect((await t.post(url, { answers: [] }, classmate)).status).toBe(404);
    expect((await t.post(url, { answers: [] }, tokens.educator)).status).toBe(403);

    const submitted = await t.post(url, { answers: [] }, token);
    expect(attemptResultResponseSchema.parse(submitted.body).result).toMatchObject({ score: 0, passed: false });
    const twice = await t.post(url, { answers: [] }, token);
    expect([twice.status, messageOf(twice)]).toEqual([409, 'This attempt is already submitted']);
  });

  it('makes exactly the allowed number of attempts under 50 parallel starts and submissions, then says none is left', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId, { maxAttempts: 3 }));
    const { token, enrollmentId } = await learner(course.id);

    const starts = await Promise.all(Array.from({ length: 50 }, () => start(quiz.id, token)));
    expect(starts.filter(({ response }) => response.status === 201)).toHaveLength(1);
    expect(new Set(starts.map(({ body }) => body?.attempt.id)).size).toBe(1);
    const attemptId = starts[0]?.body?.attempt.id;
    const submits = await Promise.all(Array.from({ length: 50 }, () => t.post(`/api/quiz-attempts/${attemptId}/submit`, { answers: [] }, token)));
    expect(submits.filter((response) => response.status === 200)).toHaveLength(1);
    expect(submits.filter((response) => response.status === 409)).toHaveLength(49);

    // 50 tabs of the learner's, each starting and submitting until it is refused.
    const rounds = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const statuses: number[] = [];
        for (let round = 0; round < 5; round += 1) {
          const { response, body } = await start(quiz.id, token);
          statuses.push(response.status);
          if (!body) break;
          statuses.push((await t.post(`/api/quiz-attempts/${body.attempt.id}/submit`, { answers: [] }, token)).status);
        }
        return statuses;
      }),
    );
    expect(rounds.flat().filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    expect(rounds.flat().filter((status) => status === 201)).toHaveLength(2);
    const attempts = await t.db
      .selectFrom('quiz_attempts')
      .select(['number', 'submitted_at'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('number')
      .execute();
    expect(attempts.map((attempt) => attempt.number)).toEqual([1, 2, 3]);
    expect(attempts.every((attempt) => attempt.submitted_at !== null)).toBe(true);

    const none = await start(quiz.id, token);
    expect([none.response.status, messageOf(none.response)]).toEqual([409, 'You have used all 3 attempts at this quiz']);
    const mine = myQuizAttemptsSchema.parse((await t.get(`/api/quizzes/${quiz.id}/attempts`, token)).body);
    expect(mine.standing).toMatchObject({ attemptsUsed: 3, attemptsLeft: 0, passed: false, nextAttemptAt: null });
    // No attempt left: the right options are told.
    expect(mine.attempts[0]?.questions.every((question) => question.correctOptionIds !== null)).toBe(true);
    const counters = await t.db
      .selectFrom('quizzes')
      .select(['attempts_count', 'learners_attempted'])
      .where('id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    expect(counters).toEqual({ attempts_count: 3, learners_attempted: 1 });
  });

  it('holds the next attempt back for the wait after a submission, naming when it opens', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId, { retryWaitMinutes: 30 }));
    const { token } = await learner(course.id);
    await takeAttempt(quiz, token, 'wrong');
    const opensAt = new Date(t.clock.now().getTime() + 30 * 60_000).toISOString();

    const early = await start(quiz.id, token);
    expect([early.response.status, messageOf(early.response)]).toEqual([409, `Your next attempt at this quiz opens at ${opensAt}`]);
    const listed = courseQuizzesSchema.parse((await t.get(`/api/courses/${course.id}/quizzes`, token)).body);
    expect(listed.quizzes[0]?.standing).toMatchObject({ nextAttemptAt: opensAt, attemptsUsed: 1, bestScore: 0 });

    t.clock.advanceSeconds(29 * 60);
    expect((await start(quiz.id, token)).response.status).toBe(409);
    t.clock.advanceSeconds(60);
    expect((await start(quiz.id, token)).response.status).toBe(201);
  });

  it('completes a course with quizzes when every lesson is watched and every quiz passed, and names the results on the certificate', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId, { title: 'Basics quiz', passMark: 60 }));
    const { student, enrollmentId, token } = await learner(course.id);
    for (const videoId of course.videoIds) {
      const marked = await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId } });
      expect(marked.status).toBe(200);
    }
    const watched = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    // The spec's fields count the lessons alone; Lectern's completion, and the certificate, wait for the quiz.
    expect(watched).toMatchObject({ progress: 100, completed: true, completion: { percent: 66, complete: false }, quizzes: { passed: 0, total: 1 } });
    expect(certificatesResponseSchema.parse((await t.get('/api/certificates', token)).body).certificates).toEqual([]);

    await takeAttempt(quiz, token, 'partial');
    const passed = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(passed).toMatchObject({ progress: 100, completed: true, completion: { percent: 100, complete: true }, quizzes: { passed: 1, total: 1 } });

    const [certificate] = certificatesResponseSchema.parse((await t.get('/api/certificates', token)).body).certificates;
    expect(certificate?.quizResults).toEqual([{ title: 'Basics quiz', score: 66, passMark: 60 }]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate?.id}/pdf` });
    const [page] = await readPdf(pdf.rawPayload);
    expect(page?.text).toContain('Quiz: Basics quiz — 66 % (pass mark 60 %)');

    // A later, better score does not change the issued certificate.
    await takeAttempt(quiz, token, 'right');
    const again = certificateResponseSchema.parse((await t.get(`/api/certificates/${certificate?.id}`)).body).certificate;
    expect(again.quizResults).toEqual([{ title: 'Basics quiz', score: 66, passMark: 60 }]);

    // A second module's quiz reopens the course; the certificate stays.
    const second = await t.post('/api/modules', { courseId: course.id, title: 'More', description: 'More of it' }, tokens.educator);
    expect(second.status).toBe(201);
    const moreQuiz = await createQuiz(threeQuestions((second.body as { module: { id: number } }).module.id, { title: 'More quiz' }));
    const reopened = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(reopened).toMatchObject({
      progress: 100,
      completed: true,
      completion: { percent: 75, complete: false },
      quizzes: { passed: 1, total: 2 },
    });
    expect((await t.get(`/api/certificates/${certificate?.id}`)).status).toBe(200);

    // Deleting the unpassed quiz completes it again.
    expect((await t.request('DELETE', `/api/quizzes/${moreQuiz.id}`, { token: tokens.educator })).status).toBe(200);
    const rows = await t.db
      .selectFrom('enrollments')
      .select(['progress', 'completed', 'completion'])
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(rows).toEqual({ progress: 100, completed: 1, completion: 100 });
  });

  it('keeps today’s rule for a course without quizzes, and counts its enrolments as having none', async () => {
    const course = await courseWithModule();
    const { enrollmentId, token } = await learner(course.id);
    const marked = await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId: course.videoIds[0] } });
    expect(enrollmentSchema.parse(marked.body)).toMatchObject({ progress: 50, completed: false, quizzes: { passed: 0, total: 0 } });
    const done = await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId: course.videoIds[1] } });
    expect(enrollmentSchema.parse(done.body)).toMatchObject({ progress: 100, completed: true, completion: { percent: 100, complete: true } });
    const [certificate] = certificatesResponseSchema.parse((await t.get('/api/certificates', token)).body).certificates;
    expect(certificate?.quizResults).toEqual([]);
  });

  it('keeps attempts’ scores and questions when the quiz is replaced, and counts first attempts for the insights', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId, { passMark: 100 }));
    const ada = await learner(course.id);
    const ben = await learner(course.id);
    await takeAttempt(quiz, ada.token, 'right');
    await takeAttempt(quiz, ben.token, 'partial');
    await takeAttempt(quiz, ben.token, 'right');

    const insights = courseInsightsSchema.parse((await t.get(`/api/courses/${course.id}/insights`, tokens.educator)).body);
    expect(insights.quizzes).toHaveLength(1);
    expect(insights.quizzes[0]).toMatchObject({
      title: quiz.title,
      moduleTitle: 'Basics',
      passMark: 100,
      attempts: 3,
      learnersAttempted: 2,
      learnersPassed: 2,
      passRate: 1,
      averageAttemptsToPass: 1.5,
    });
    expect(insights.quizzes[0]?.hardestQuestions[0]).toMatchObject({ prompt: 'Primary colours?', firstAttempts: 2, firstAttemptCorrectRate: 0.5 });

    const { moduleId: _ignored, ...settings } = threeQuestions(course.moduleId, { passMark: 50 });
    void _ignored;
    expect((await t.request('PUT', `/api/quizzes/${quiz.id}`, { token: tokens.educator, body: settings })).status).toBe(200);
    const mine = myQuizAttemptsSchema.parse((await t.get(`/api/quizzes/${quiz.id}/attempts`, ben.token)).body);
    expect(mine.attempts.map((attempt) => [attempt.score, attempt.passed, attempt.questions.length])).toEqual([
      [100, true, 3],
      [66, false, 3],
    ]);
    // The new questions have no first attempts yet.
    const after = courseInsightsSchema.parse((await t.get(`/api/courses/${course.id}/insights`, tokens.educator)).body);
    expect(after.quizzes[0]).toMatchObject({ attempts: 3, learnersPassed: 2, hardestQuestions: [] });
  });

  it('shows a course’s quizzes to its learners, educator and admins only; a pending course’s to no one else', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId));
    const { token } = await learner(course.id);
    const elsewhere = await learner((await courseWithModule()).id);

    for (const reader of [token, tokens.educator, tokens.admin]) {
      const listed = courseQuizzesSchema.parse((await t.get(`/api/courses/${course.id}/quizzes`, reader)).body);
      expect(listed.quizzes.map((item) => [item.id, item.standing === null])).toEqual([[quiz.id, reader !== token]]);
    }
    for (const outsider of [elsewhere.token, tokens.otherEducator]) {
      expect((await t.get(`/api/courses/${course.id}/quizzes`, outsider)).status).toBe(403);
    }
    expect((await start(quiz.id, elsewhere.token)).response.status).toBe(403);
    expect((await t.get(`/api/quizzes/${quiz.id}/attempts`, elsewhere.token)).status).toBe(403);
    expect((await t.get(`/api/quizzes/${quiz.id}/definition`, token)).status).toBe(403);
    expect((await t.get(`/api/quizzes/${quiz.id}/definition`, tokens.otherEducator)).status).toBe(403);
    expect(
      (await t.request('PUT', `/api/quizzes/${quiz.id}`, { token: tokens.otherEducator, body: { ...threeQuestions(1), moduleId: undefined } }))
        .status,
    ).toBe(403);
    expect((await t.request('DELETE', `/api/quizzes/${quiz.id}`, { token: tokens.admin })).status).toBe(403);
    expect((await start(quiz.id, tokens.educator)).response.status).toBe(403);

    const pending = await courseWithModule({ approved: false });
    const hiddenQuiz = await createQuiz(threeQuestions(pending.moduleId));
    expect((await t.get(`/api/courses/${pending.id}/quizzes`, elsewhere.token)).status).toBe(404);
    expect((await t.get(`/api/courses/${pending.id}/quizzes`, tokens.otherEducator)).status).toBe(404);
    expect((await t.get(`/api/quizzes/${hiddenQuiz.id}/definition`, tokens.otherEducator)).status).toBe(404);
    expect((await start(hiddenQuiz.id, elsewhere.token)).response.status).toBe(404);
    expect((await t.get(`/api/courses/${pending.id}/quizzes`, tokens.educator)).status).toBe(200);
  });

  it('goes with its module and its course, attempts and all, on both databases', async () => {
    const course = await courseWithModule();
    const quiz = await createQuiz(threeQuestions(course.moduleId));
    const { token, enrollmentId } = await learner(course.id);
    await takeAttempt(quiz, token, 'right');
    await start(quiz.id, token);

    const deleted = await t.request('DELETE', `/api/modules/${course.moduleId}`, { token: tokens.educator });
    expect(deleted.status).toBe(200);
    expect(await t.db.selectFrom('quizzes').select('id').where('id', '=', quiz.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('quiz_attempts').select('id').where('quiz_id', '=', quiz.id).execute()).toEqual([]);
    const enrollment = await t.db.selectFrom('enrollments').select('progress').where('id', '=', enrollmentId).executeTakeFirstOrThrow();
    expect(enrollment.progress).toBe(0);

    const other = await courseWithModule();
    const otherQuiz = await createQuiz(threeQuestions(other.moduleId));
    const taker = await learner(other.id);
    await takeAttempt(otherQuiz, taker.token, 'wrong');
    expect((await t.request('DELETE', `/api/courses/${other.id}`, { token: tokens.educator })).status).toBe(200);
    expect(await t.db.selectFrom('quizzes').select('id').where('course_id', '=', other.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('quiz_questions').select('id').where('quiz_id', '=', otherQuiz.id).execute()).toEqual([]);
  });
});
