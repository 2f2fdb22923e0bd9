import { sources, type ConformanceCase } from '../case';
import { entityId, everyHasId, under } from '../spec-reader';

/** The spec-conformance cases of the wishlist routes (see conformance-cases.ts). */
export const wishlistCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/wishlist -> {courses: [course]} the student saved, the latest first',
    route: 'GET /api/wishlist',
    call: async ({ t, course, freshStudent }) => {
      const [saved, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      expect((await t.post('/api/wishlist', { courseId: saved.id }, student.token)).status).toBe(201);
      return { method: 'GET', url: '/api/wishlist', token: student.token };
    },
    check: ({ body }) => {
      const courses = under('courses')(body) as unknown[];
      expect(courses).toHaveLength(1);
      expect(everyHasId(courses)).toBe(true);
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/wishlist {courseId} -> 201 {message, courses} (200 when saved already)',
    route: 'POST /api/wishlist',
    status: 201,
    call: async ({ course, freshStudent }) => {
      const [saved, student] = await Promise.all([course(), freshStudent()]);
      return { method: 'POST', url: '/api/wishlist', token: student.token, body: { courseId: String(saved.id) } };
    },
    check: ({ body }, _ctx, call) => {
      expect(typeof under('message')(body)).toBe('string');
      expect((under('courses')(body) as Parameters<typeof entityId>[0][]).map(entityId)).toEqual([
        String((call.body as { courseId: string }).courseId),
      ]);
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/wishlist/{courseId} -> {message, courses} without it',
    route: 'DELETE /api/wishlist/:courseId',
    call: async ({ t, course, freshStudent }) => {
      const [saved, student] = await Promise.all([course(), freshStudent()]);
      expect((await t.post('/api/wishlist', { courseId: saved.id }, student.token)).status).toBe(201);
      return { method: 'DELETE', url: `/api/wishlist/${saved.id}`, token: student.token };
    },
    check: ({ body }) => expect(under('courses')(body)).toEqual([]),
  },
];
