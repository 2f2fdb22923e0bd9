import { insertEnrollment } from '../../testing/fixtures';
import { sources, type ConformanceCase, type Context } from '../case';
import { under } from '../spec-reader';

/** A course of the context's educator with two enrolled students; the first asked a question on its first lesson. */
async function askedQuestion(ctx: Context) {
  const [course, asker, classmate] = await Promise.all([ctx.course(), ctx.freshStudent(), ctx.freshStudent()]);
  for (const student of [asker, classmate]) await insertEnrollment(ctx.t.db, { studentId: student.user.id, courseId: course.id });
  const videoId = course.videoIds[0] ?? 0;
  const asked = await ctx.t.request('POST', `/api/courses/${course.id}/questions`, {
    token: asker.token,
    body: { videoId, title: 'Why does the loop never end?', body: 'It runs forever.', second: 42 },
  });
  expect(asked.status).toBe(201);
  const questionId = Number((under('question')(asked.body) as { id: number }).id);
  return { course, videoId, asker, classmate, questionId };
}

/** That question with an answer by the course's educator. */
async function answeredQuestion(ctx: Context) {
  const asked = await askedQuestion(ctx);
  const answered = await ctx.t.request('POST', `/api/questions/${asked.questionId}/answers`, { token: ctx.educator.token, body: { body: 'Check the condition.' } });
  expect(answered.status).toBe(201);
  return { ...asked, answerId: Number((under('answer')(answered.body) as { id: number }).id) };
}

/** The spec-conformance cases of the questions on lessons (see conformance-cases.ts). */
export const questionsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/courses/{courseId}/questions?videoId&sort&page&limit -> {questions: [question], total, page, limit} (enrolled, educator, admin)',
    route: 'GET /api/courses/:courseId/questions',
    call: async (ctx) => {
      const { course, videoId, classmate } = await askedQuestion(ctx);
      return { method: 'GET', url: `/api/courses/${course.id}/questions?videoId=${videoId}&sort=top&limit=5`, token: classmate.token };
    },
    check: ({ body }) => {
      expect(under('questions')(body)).toEqual([expect.objectContaining({ title: 'Why does the loop never end?', second: 42, askedByMe: false })]);
      expect(body).toMatchObject({ total: 1, page: 1, limit: 5 });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/courses/{courseId}/questions {videoId, title, body, second?} -> 201 {message, question} (enrolled student; follows it)',
    route: 'POST /api/courses/:courseId/questions',
    status: 201,
    call: async (ctx) => {
      const { course, videoId, classmate } = await askedQuestion(ctx);
      return { method: 'POST', url: `/api/courses/${course.id}/questions`, token: classmate.token, body: { videoId, title: 'And this?', body: 'Too.' } };
    },
    check: ({ body }) => {
      expect(body).toMatchObject({ message: 'Question posted' });
      expect(under('question')(body)).toMatchObject({ title: 'And this?', second: null, askedByMe: true, followedByMe: true, answered: false });
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/questions/{questionId} -> {question, answers: [answer]} (the marked answer first, then the educator’s, then oldest)',
    route: 'GET /api/questions/:questionId',
    call: async (ctx) => {
      const { questionId, asker } = await answeredQuestion(ctx);
      return { method: 'GET', url: `/api/questions/${questionId}`, token: asker.token };
    },
    check: ({ body }) => {
      expect(under('question')(body)).toMatchObject({ answered: true, answerCount: 1 });
      expect(under('answers')(body)).toEqual([expect.objectContaining({ body: 'Check the condition.', byEducator: true, accepted: false })]);
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/questions/{questionId}/answers {body} -> 201 {message, answer} (enrolled student or the course’s educator)',
    route: 'POST /api/questions/:questionId/answers',
    status: 201,
    call: async (ctx) => {
      const { questionId, classmate } = await askedQuestion(ctx);
      return { method: 'POST', url: `/api/questions/${questionId}/answers`, token: classmate.token, body: { body: 'Maybe the condition?' } };
    },
    check: ({ body }) => expect(body).toMatchObject({ message: 'Answer posted', answer: { body: 'Maybe the condition?', byEducator: false, accepted: false } }),
  },
  {
    source: sources.extension,
    row: 'PUT /api/questions/{questionId}/upvote -> {message, question} (once; not your own question: 409)',
    route: 'PUT /api/questions/:questionId/upvote',
    call: async (ctx) => {
      const { questionId, classmate } = await askedQuestion(ctx);
      return { method: 'PUT', url: `/api/questions/${questionId}/upvote`, token: classmate.token };
    },
    check: ({ body }) => expect(under('question')(body)).toMatchObject({ upvotes: 1, upvotedByMe: true }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/questions/{questionId}/upvote -> {message, question}',
    route: 'DELETE /api/questions/:questionId/upvote',
    call: async (ctx) => {
      const { questionId, classmate } = await askedQuestion(ctx);
      expect((await ctx.t.request('PUT', `/api/questions/${questionId}/upvote`, { token: classmate.token })).status).toBe(200);
      return { method: 'DELETE', url: `/api/questions/${questionId}/upvote`, token: classmate.token };
    },
    check: ({ body }) => expect(under('question')(body)).toMatchObject({ upvotes: 0, upvotedByMe: false }),
  },
  {
    source: sources.extension,
    row: 'PUT /api/questions/{questionId}/follow -> {message, question}',
    route: 'PUT /api/questions/:questionId/follow',
    call: async (ctx) => {
      const { questionId, classmate } = await askedQuestion(ctx);
      return { method: 'PUT', url: `/api/questions/${questionId}/follow`, token: classmate.token };
    },
    check: ({ body }) => expect(under('question')(body)).toMatchObject({ followedByMe: true }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/questions/{questionId}/follow -> {message, question}',
    route: 'DELETE /api/questions/:questionId/follow',
    call: async (ctx) => {
      const { questionId, asker } = await askedQuestion(ctx);
      return { method: 'DELETE', url: `/api/questions/${questionId}/follow`, token: asker.token };
    },
    check: ({ body }) => expect(under('question')(body)).toMatchObject({ followedByMe: false }),
  },
  {
    source: sources.extension,
    row: 'PUT /api/questions/{questionId}/accepted-answer {answerId} -> {message, question} (the course’s educator)',
    route: 'PUT /api/questions/:questionId/accepted-answer',
    call: async (ctx) => {
      const { questionId, answerId } = await answeredQuestion(ctx);
      return { method: 'PUT', url: `/api/questions/${questionId}/accepted-answer`, token: ctx.educator.token, body: { answerId } };
    },
    check: ({ body }, _ctx, call) => {
      expect(body).toMatchObject({ message: 'Marked as the answer' });
      expect(under('question')(body)).toMatchObject({ acceptedAnswerId: (call.body as { answerId: number }).answerId, answered: true });
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/questions/{questionId}/accepted-answer -> {message, question}',
    route: 'DELETE /api/questions/:questionId/accepted-answer',
    call: async (ctx) => {
      const { questionId, answerId } = await answeredQuestion(ctx);
      const marked = await ctx.t.request('PUT', `/api/questions/${questionId}/accepted-answer`, { token: ctx.educator.token, body: { answerId } });
      expect(marked.status).toBe(200);
      return { method: 'DELETE', url: `/api/questions/${questionId}/accepted-answer`, token: ctx.educator.token };
    },
    check: ({ body }) => expect(under('question')(body)).toMatchObject({ acceptedAnswerId: null }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/questions/{questionId}/visibility {hidden, reason?} -> {message, question} (admin)',
    route: 'PATCH /api/questions/:questionId/visibility',
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/api/questions/${(await askedQuestion(ctx)).questionId}/visibility`,
      token: ctx.admin.token,
      body: { hidden: true, reason: 'Off topic' },
    }),
    check: ({ body }) => expect(body).toMatchObject({ message: 'Question hidden', question: { hidden: true } }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/question-answers/{answerId}/visibility {hidden, reason?} -> {message, answer} (admin)',
    route: 'PATCH /api/question-answers/:answerId/visibility',
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/api/question-answers/${(await answeredQuestion(ctx)).answerId}/visibility`,
      token: ctx.admin.token,
      body: { hidden: true },
    }),
    check: ({ body }) => expect(body).toMatchObject({ message: 'Answer hidden', answer: { hidden: true } }),
  },
  {
    source: sources.extension,
    row: 'GET /api/users/educator/questions?status&courseId&page&limit -> {questions: [question], total, unanswered, page, limit} (unanswered first)',
    route: 'GET /api/users/educator/questions',
    call: async (ctx) => {
      const { course } = await askedQuestion(ctx);
      return { method: 'GET', url: `/api/users/educator/questions?status=all&courseId=${course.id}`, token: ctx.educator.token };
    },
    check: ({ body }) => {
      expect(under('questions')(body)).toEqual([expect.objectContaining({ title: 'Why does the loop never end?', answered: false })]);
      expect(body).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect((body as { unanswered: number }).unanswered).toBeGreaterThanOrEqual(1);
    },
  },
];
