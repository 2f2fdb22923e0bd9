import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** A student's order of one of the context educator's paid courses, bought through the spec's checkout (PAYMENTS=none). */
async function boughtCourse({ t, course, freshStudent }: Parameters<ConformanceCase['call']>[0]) {
  const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
  expect((await t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
  const checkout = await t.request('POST', '/api/cart/checkout', { token: student.token });
  return { ...student, course: paid, orderId: Number(under('orderId')(checkout.body)) };
}

/**
 * Refunds move money back, and this suite runs the spec's checkout (PAYMENTS=none), which moved none: asking answers
 * 409. A request waiting for its educator is written straight to the database to be declined.
 */
export const refundsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'POST /api/orders/{orderId}/refunds {courseId, reason?} -> {refund}; 409 for an order that took no payment',
    route: 'POST /api/orders/:orderId/refunds',
    status: 409,
    call: async (context) => {
      const { token, orderId, course } = await boughtCourse(context);
      return { method: 'POST', url: `/api/orders/${orderId}/refunds`, token, body: { courseId: course.id } };
    },
    check: ({ body }) => expect(under('message')(body)).toBe('This order took no payment, so there is nothing to refund'),
  },
  {
    source: sources.extension,
    row: "GET /api/educator/refunds -> {refunds}: requests on the educator's courses",
    route: 'GET /api/educator/refunds',
    call: async ({ freshEducator }) => ({ method: 'GET', url: '/api/educator/refunds', token: (await freshEducator()).token }),
    check: ({ body }) => expect(under('refunds')(body)).toEqual([]),
  },
  {
    source: sources.extension,
    row: 'GET /api/admin/refunds -> {refunds, disputes}',
    route: 'GET /api/admin/refunds',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/admin/refunds', token: admin.token }),
    check: ({ body }) => {
      expect(Array.isArray(under('refunds')(body))).toBe(true);
      expect(Array.isArray(under('disputes')(body))).toBe(true);
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/refunds/{refundId}/approve -> {refund}; 404 for no such request',
    route: 'POST /api/refunds/:refundId/approve',
    status: 404,
    call: async ({ admin }) => ({ method: 'POST', url: '/api/refunds/999999/approve', token: admin.token, body: {} }),
    check: ({ body }) => expect(under('message')(body)).toBe('Refund request not found'),
  },
  {
    source: sources.extension,
    row: 'POST /api/refunds/{refundId}/decline {reason} -> {refund}: declined, with the reason the student sees',
    route: 'POST /api/refunds/:refundId/decline',
    call: async (context) => {
      const { t, educator } = context;
      const { user, orderId, course } = await boughtCourse(context);
      const line = await t.db.selectFrom('order_items').select(['id', 'course_title']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      const refund = await t.db
        .insertInto('refund_requests')
        .values({
          order_id: orderId,
          order_item_id: line.id,
          student_id: user.id,
          course_id: course.id,
          course_title: line.course_title,
          educator_id: educator.user.id,
          amount_cents: 2500,
          watched_percent: 50,
          reason: null,
          source: 'student',
          status: 'requested',
          refund_key: `conformance-${line.id}`,
          requested_at: t.clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'POST', url: `/api/refunds/${refund.id}/decline`, token: educator.token, body: { reason: 'Most of it was watched' } };
    },
    check: ({ body }) => expect(under('refund')(body)).toMatchObject({ status: 'declined', declineReason: 'Most of it was watched' }),
  },
];
