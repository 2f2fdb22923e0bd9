import { insertEnrollment } from '../../testing/fixtures';
import { sources, type ConformanceCase, type Context } from '../case';
import { under } from '../spec-reader';

/** A student of a new course of the context's educator who rated it with words: the review the review routes act on. */
async function writtenReview({ t, course, freshStudent }: Context) {
  const [rated, student] = await Promise.all([course(), freshStudent()]);
  await insertEnrollment(t.db, { studentId: student.user.id, courseId: rated.id, rating: 4, review: 'Clear and practical.' });
  const reviewId = Number((await t.db.selectFrom('enrollments').select('id').where('course_id', '=', rated.id).executeTakeFirstOrThrow()).id);
  return { course: rated, student, reviewId };
}

/** The spec-conformance cases of the reviews routes (see conformance-cases.ts). */
export const reviewsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/courses/{courseId}/reviews?page&limit -> {summary: {average, count, distribution}, reviews: [review], total, page, limit}',
    route: 'GET /api/courses/:courseId/reviews',
    call: async (ctx) => ({ method: 'GET', url: `/api/courses/${(await writtenReview(ctx)).course.id}/reviews?limit=5` }),
    check: ({ body }) => {
      expect(under('summary')(body)).toMatchObject({ average: 4, count: 1 });
      expect(under('reviews')(body)).toEqual([expect.objectContaining({ rating: 4, review: 'Clear and practical.', reply: null })]);
      expect(body).toMatchObject({ total: 1, page: 1, limit: 5 });
    },
  },
  {
    source: sources.extension,
    row: 'PATCH /api/enrollments/{courseId}/review {review} -> {message, review} (the words only; the stars stay)',
    route: 'PATCH /api/enrollments/:courseId/review',
    call: async (ctx) => {
      const { course: rated, student } = await writtenReview(ctx);
      return { method: 'PATCH', url: `/api/enrollments/${rated.id}/review`, token: student.token, body: { review: 'Clear, practical and kind.' } };
    },
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ rating: 4, review: 'Clear, practical and kind.' }),
  },
  {
    source: sources.extension,
    row: "PUT /api/reviews/{reviewId}/reply {reply} -> 201 {message, review} with the course educator's reply (200 when replaced)",
    route: 'PUT /api/reviews/:reviewId/reply',
    status: 201,
    call: async (ctx) => ({
      method: 'PUT',
      url: `/api/reviews/${(await writtenReview(ctx)).reviewId}/reply`,
      token: ctx.educator.token,
      body: { reply: 'Thank you!' },
    }),
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ reply: { body: 'Thank you!' } }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/reviews/{reviewId}/reply -> {message, review} without the reply',
    route: 'DELETE /api/reviews/:reviewId/reply',
    call: async (ctx) => {
      const { reviewId } = await writtenReview(ctx);
      expect((await ctx.t.request('PUT', `/api/reviews/${reviewId}/reply`, { token: ctx.educator.token, body: { reply: 'Soon gone' } })).status).toBe(
        201,
      );
      return { method: 'DELETE', url: `/api/reviews/${reviewId}/reply`, token: ctx.educator.token };
    },
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ reply: null }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/reviews/{reviewId}/visibility {hidden, reason?} -> {message, review} (admin)',
    route: 'PATCH /api/reviews/:reviewId/visibility',
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/api/reviews/${(await writtenReview(ctx)).reviewId}/visibility`,
      token: ctx.admin.token,
      body: { hidden: true, reason: 'Off topic' },
    }),
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ hidden: true }),
  },
];
