import { sources, type ConformanceCase } from '../case';
import { entityId, under } from '../spec-reader';

/** The spec-conformance cases of the cart routes (see conformance-cases.ts). */
export const cartCases: ConformanceCase[] = [
  {
    source: sources.student,
    row: 'GET /api/cart | auth | {cart:{courseIds}}; then each course is fetched with GET /api/courses/{id}',
    route: 'GET /api/cart',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/cart', token: learner.token }),
    check: async ({ body }, { t, learner }) => {
      const cart = under('cart')(body);
      const courseIds = under('courseIds')(cart) as unknown[];
      expect(courseIds.length).toBeGreaterThan(0);
      for (const item of courseIds) {
        const id = typeof item === 'object' ? entityId(item) : String(item);
        expect(id).toBe(String(learner.paidCourse.id));
        expect((await t.get(`/api/courses/${id}`)).status).toBe(200);
      }
    },
  },
  {
    source: sources.student,
    row: 'POST /api/cart | {courseId} | message',
    route: 'POST /api/cart',
    call: async ({ course, freshStudent }) => {
      const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      return { method: 'POST', url: '/api/cart', token: student.token, body: { courseId: String(paid.id) } };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.student,
    row: 'DELETE /api/cart/{courseId} | none | removal',
    route: 'DELETE /api/cart/:courseId',
    call: async ({ t, course, freshStudent }) => {
      const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      expect((await t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
      return { method: 'DELETE', url: `/api/cart/${paid.id}`, token: student.token };
    },
    check: ({ body }) => expect(under('courseIds')(under('cart')(body))).toEqual([]),
  },
  {
    source: sources.student,
    row: 'POST /api/cart/checkout | none | {message}',
    route: 'POST /api/cart/checkout',
    call: async ({ t, course, freshStudent }) => {
      const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      expect((await t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
      return { method: 'POST', url: '/api/cart/checkout', token: student.token };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
];
