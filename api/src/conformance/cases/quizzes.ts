import type { CreateQuizInput } from '@lectern/shared-sdk/quizzes/schemas';
import { insertEnrollment } from '../../testing/fixtures';
import { sources, type ConformanceCase, type Context } from '../case';
import { under } from '../spec-reader';

const quizInput = (moduleId: number): CreateQuizInput => ({
  moduleId,
  title: 'Check your understanding',
  passMark: 50,
  maxAttempts: 3,
  retryWaitMinutes: 0,
  questions: [
    {
      kind: 'true-false',
      prompt: 'HTML describes the structure of a page.',
      explanation: 'CSS styles it.',
      options: [
        { text: 'True', correct: true },
        { text: 'False', correct: false },
      ],
    },
  ],
});

/** A new course of the context's educator with a quiz after its module, and a fresh student enrolled in it. */
async function quizWithLearner({ t, course, educator, freshStudent }: Context) {
  const [created, student] = await Promise.all([course(), freshStudent()]);
  const response = await t.post('/api/quizzes', quizInput(created.moduleId), educator.token);
  expect(response.status).toBe(201);
  const quizId = Number((response.body as { quiz: { id: number } }).quiz.id);
  await insertEnrollment(t.db, { studentId: student.user.id, courseId: created.id });
  return { course: created, student, quizId };
}

/** A started attempt of that student's. */
async function openAttempt(ctx: Context) {
  const taken = await quizWithLearner(ctx);
  const started = await ctx.t.post(`/api/quizzes/${taken.quizId}/attempts`, {}, taken.student.token);
  expect(started.status).toBe(201);
  const attempt = (started.body as { attempt: { id: number; questions: { id: number; options: { id: number; text: string }[] }[] } }).attempt;
  return { ...taken, attempt };
}

/** Passes the open quiz with the right answer, as the learner would. */
async function passQuiz({ t }: Context, quizId: number, token: string) {
  const started = await t.post(`/api/quizzes/${quizId}/attempts`, {}, token);
  const attempt = (started.body as { attempt: { id: number; questions: { id: number; options: { id: number; text: string }[] }[] } }).attempt;
  const answers = attempt.questions.map((question) => ({
    questionId: question.id,
    optionIds: question.options.filter((option) => option.text === 'True').map((option) => option.id),
  }));
  const submitted = await t.post(`/api/quiz-attempts/${attempt.id}/submit`, { answers }, token);
  expect(under('result')(submitted.body)).toMatchObject({ passed: true });
}

/** The spec-conformance cases of the quiz routes (issue 38; see conformance-cases.ts). */
export const quizzesCases: ConformanceCase[] = [
  {
    // Issue 55: a client written from the spec knows nothing of quizzes; watching every lesson must finish the course
    // in the spec's fields, while Lectern's completion (and the certificate) still wait for the quiz.
    source: sources.student,
    row: 'PATCH /api/enrollments/{enrollmentId}/progress | {videoId} | in a course with a quiz: the last lesson is progress 100, completed',
    route: 'PATCH /api/enrollments/:enrollmentId/progress',
    call: async (ctx) => {
      const { course, student } = await quizWithLearner(ctx);
      const { enrollment } = (await ctx.t.get(`/api/enrollments/${course.id}/my`, student.token)).body as { enrollment: { _id: string } };
      const [first, last] = course.videoIds;
      const marked = await ctx.t.request('PATCH', `/api/enrollments/${enrollment._id}/progress`, {
        body: { videoId: String(first) },
        token: student.token,
      });
      expect(marked.body).toMatchObject({ progress: 50, completed: false });
      return { method: 'PATCH', url: `/api/enrollments/${enrollment._id}/progress`, token: student.token, body: { videoId: String(last) } };
    },
    check: async ({ body }, ctx, call) => {
      expect(body).toMatchObject({ progress: 100, completed: true, completion: { percent: 66, complete: false } });
      const { courseId } = body as { courseId: { _id: string } };
      const token = call.token ?? '';
      const certificatesOf = async () => under('certificates')((await ctx.t.get('/api/certificates', token)).body) as unknown[];
      expect(await certificatesOf()).toEqual([]);

      const [quiz] = under('quizzes')((await ctx.t.get(`/api/courses/${courseId._id}/quizzes`, token)).body) as { id: number }[];
      await passQuiz(ctx, Number(quiz?.id), token);
      const { enrollment } = (await ctx.t.get(`/api/enrollments/${courseId._id}/my`, token)).body as { enrollment: unknown };
      expect(enrollment).toMatchObject({ progress: 100, completed: true, completion: { percent: 100, complete: true } });
      expect(await certificatesOf()).toHaveLength(1);
    },
  },
  {
    source: sources.extension,
    row: "GET /api/courses/{courseId}/quizzes -> {quizzes: [quiz with standing]} (the course's learners, educator, admins)",
    route: 'GET /api/courses/:courseId/quizzes',
    call: async (ctx) => {
      const { course, student } = await quizWithLearner(ctx);
      return { method: 'GET', url: `/api/courses/${course.id}/quizzes`, token: student.token };
    },
    check: ({ body }) =>
      expect(under('quizzes')(body)).toEqual([expect.objectContaining({ questionCount: 1, standing: expect.objectContaining({ attemptsUsed: 0 }) })]),
  },
  {
    source: sources.extension,
    row: 'POST /api/quizzes {moduleId, title, passMark, maxAttempts, retryWaitMinutes, questions} -> 201 {message, quiz}',
    route: 'POST /api/quizzes',
    status: 201,
    call: async (ctx) => ({ method: 'POST', url: '/api/quizzes', token: ctx.educator.token, body: quizInput((await ctx.course()).moduleId) }),
    check: ({ body }) => expect(under('quiz')(body)).toMatchObject({ title: 'Check your understanding', questionCount: 1 }),
  },
  {
    source: sources.extension,
    row: 'GET /api/quizzes/{quizId}/definition -> {quiz} with its questions and right answers (its educator, admins)',
    route: 'GET /api/quizzes/:quizId/definition',
    call: async (ctx) => ({ method: 'GET', url: `/api/quizzes/${(await quizWithLearner(ctx)).quizId}/definition`, token: ctx.educator.token }),
    check: ({ body }) =>
      expect(under('quiz')(body)).toMatchObject({ questions: [expect.objectContaining({ kind: 'true-false', explanation: 'CSS styles it.' })] }),
  },
  {
    source: sources.extension,
    row: 'PUT /api/quizzes/{quizId} {title, passMark, maxAttempts, retryWaitMinutes, questions} -> {message, quiz}',
    route: 'PUT /api/quizzes/:quizId',
    call: async (ctx) => {
      const { quizId, course } = await quizWithLearner(ctx);
      const { moduleId: _module, ...settings } = quizInput(course.moduleId);
      void _module;
      return { method: 'PUT', url: `/api/quizzes/${quizId}`, token: ctx.educator.token, body: { ...settings, passMark: 100 } };
    },
    check: ({ body }) => expect(under('quiz')(body)).toMatchObject({ passMark: 100 }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/quizzes/{quizId} -> {message}',
    route: 'DELETE /api/quizzes/:quizId',
    call: async (ctx) => ({ method: 'DELETE', url: `/api/quizzes/${(await quizWithLearner(ctx)).quizId}`, token: ctx.educator.token }),
    check: ({ body }) => expect(body).toEqual({ message: 'Quiz deleted' }),
  },
  {
    source: sources.extension,
    row: 'POST /api/quizzes/{quizId}/attempts -> 201 {attempt, standing} (the open attempt: 200), no right answers',
    route: 'POST /api/quizzes/:quizId/attempts',
    status: 201,
    call: async (ctx) => {
      const { quizId, student } = await quizWithLearner(ctx);
      return { method: 'POST', url: `/api/quizzes/${quizId}/attempts`, token: student.token, body: {} };
    },
    check: ({ body }) => {
      expect(under('attempt')(body)).toMatchObject({ number: 1 });
      expect(JSON.stringify(body)).not.toContain('correct');
    },
  },
  {
    source: sources.extension,
    row: "GET /api/quizzes/{quizId}/attempts -> {quiz, standing, attempts} (the learner's own, latest first)",
    route: 'GET /api/quizzes/:quizId/attempts',
    call: async (ctx) => {
      const { quizId, student } = await quizWithLearner(ctx);
      return { method: 'GET', url: `/api/quizzes/${quizId}/attempts`, token: student.token };
    },
    check: ({ body }) => expect(body).toMatchObject({ standing: { attemptsUsed: 0, passed: false }, attempts: [] }),
  },
  {
    source: sources.extension,
    row: 'POST /api/quiz-attempts/{attemptId}/submit {answers: [{questionId, optionIds}]} -> {message, result, standing}',
    route: 'POST /api/quiz-attempts/:attemptId/submit',
    call: async (ctx) => {
      const { attempt, student } = await openAttempt(ctx);
      const [question] = attempt.questions;
      const right = question?.options.find((option) => option.text === 'True');
      return {
        method: 'POST',
        url: `/api/quiz-attempts/${attempt.id}/submit`,
        token: student.token,
        body: { answers: [{ questionId: question?.id, optionIds: [right?.id] }] },
      };
    },
    check: ({ body }) => {
      expect(under('result')(body)).toMatchObject({ score: 100, passed: true });
      expect(under('standing')(body)).toMatchObject({ passed: true, bestScore: 100 });
    },
  },
];
