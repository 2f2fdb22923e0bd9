import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** A student who bought one paid course through the spec's checkout (PAYMENTS=none), and that order's id. */
async function buyer({ t, course, freshStudent }: Parameters<ConformanceCase['call']>[0]) {
  const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
  expect((await t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
  const checkout = await t.request('POST', '/api/cart/checkout', { token: student.token });
  return { ...student, course: paid, orderId: String(under('orderId')(checkout.body)) };
}

/**
 * The spec's payment-free checkout (PAYMENTS=none, what this suite runs) still records orders, which these routes
 * read; the test checkout and Stripe's webhook exist only in their payment modes and answer 404 here.
 */
export const paymentsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: "GET /api/orders -> {orders}: the student's orders, newest first, each with its items",
    route: 'GET /api/orders',
    call: async (context) => {
      const { token } = await buyer(context);
      return { method: 'GET', url: '/api/orders', token };
    },
    check: ({ body }) => {
      const orders = under('orders')(body) as unknown[];
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'paid', total: 25, items: [expect.objectContaining({ price: 25 })] });
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/orders/{orderId} -> {order}: its status, total and items',
    route: 'GET /api/orders/:orderId',
    call: async (context) => {
      const { token, orderId } = await buyer(context);
      return { method: 'GET', url: `/api/orders/${orderId}`, token };
    },
    check: ({ body }, _context, call) => expect(under('order')(body)).toMatchObject({ id: Number(call.url.split('/').at(-1)), status: 'paid' }),
  },
  {
    source: sources.extension,
    row: 'GET /api/payments/test/sessions/{sessionId} -> 404 unless PAYMENTS=test',
    route: 'GET /api/payments/test/sessions/:sessionId',
    status: 404,
    call: async ({ learner }) => ({ method: 'GET', url: '/api/payments/test/sessions/tcs_1_abc', token: learner.token }),
    check: ({ body }) => expect(under('message')(body)).toBe('The test checkout is off: PAYMENTS is not test'),
  },
  {
    source: sources.extension,
    row: 'POST /api/payments/test/sessions/{sessionId}/pay -> 404 unless PAYMENTS=test',
    route: 'POST /api/payments/test/sessions/:sessionId/pay',
    status: 404,
    call: async ({ learner }) => ({ method: 'POST', url: '/api/payments/test/sessions/tcs_1_abc/pay', token: learner.token, body: {} }),
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.extension,
    row: "POST /api/payments/stripe/webhook -> 404 unless PAYMENTS=stripe (Stripe's call, signed)",
    route: 'POST /api/payments/stripe/webhook',
    status: 404,
    call: async () => ({ method: 'POST', url: '/api/payments/stripe/webhook', body: { id: 'evt_1', type: 'checkout.session.completed' } }),
    check: ({ body }) => expect(under('message')(body)).toBe('Payments by Stripe are not configured: PAYMENTS is not stripe'),
  },
];
