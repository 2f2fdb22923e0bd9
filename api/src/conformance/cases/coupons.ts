import { sources, type ConformanceCase, type Context } from '../case';
import { under } from '../spec-reader';

let codes = 0;
/** A code no other case has used (codes are unique across the site). */
const freshCode = () => `SPEC-${Date.now().toString(36).toUpperCase()}-${(codes += 1)}`;

/** A coupon the context's educator made, through their own call, for all of their courses: its id and code. */
async function educatorCoupon({ t, educator }: Context, terms: Record<string, unknown> = { kind: 'percent', percentOff: 20 }) {
  const code = freshCode();
  const made = await t.post('/api/educator/coupons', { code, ...terms }, educator.token);
  expect(made.status).toBe(201);
  return { id: String(under('id')(under('coupon')(made.body))), code };
}

/** A fresh student with one of the context educator's $25 courses in the cart. */
async function shopper(context: Context) {
  const [paid, student] = await Promise.all([context.course({ priceCents: 2500 }), context.freshStudent()]);
  expect((await context.t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
  return { ...student, course: paid };
}

/** Coupons: not in the spec. A client written from the spec's cart row keeps reading `courseIds`, `subtotal` and `total`. */
export const couponsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'PUT /api/cart/coupon | {code} | {cart: {coupon: {code, description}, discount, total}}: the code in any case',
    route: 'PUT /api/cart/coupon',
    call: async (context) => {
      const [{ code }, student] = await Promise.all([educatorCoupon(context), shopper(context)]);
      return { method: 'PUT', url: '/api/cart/coupon', token: student.token, body: { code: code.toLowerCase() } };
    },
    check: ({ body }, _context, call) => {
      const cart = under('cart')(body);
      expect(cart).toMatchObject({ subtotal: 25, discount: 5, total: 20, coupon: { code: (call.body as { code: string }).code.toUpperCase() } });
      expect(under('courseIds')(cart)).toEqual([expect.objectContaining({ price: 25, discountedPrice: 20 })]);
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/cart/coupon -> {cart} without the coupon, at full price',
    route: 'DELETE /api/cart/coupon',
    call: async (context) => {
      const [{ code }, student] = await Promise.all([educatorCoupon(context), shopper(context)]);
      expect((await context.t.request('PUT', '/api/cart/coupon', { token: student.token, body: { code } })).status).toBe(200);
      return { method: 'DELETE', url: '/api/cart/coupon', token: student.token };
    },
    check: ({ body }) => expect(under('cart')(body)).toMatchObject({ subtotal: 25, discount: 0, total: 25, coupon: null }),
  },
  {
    source: sources.extension,
    row: "GET /api/educator/coupons -> {coupons}: the educator's own, each with its redemptions",
    route: 'GET /api/educator/coupons',
    call: async (context) => {
      await educatorCoupon(context);
      return { method: 'GET', url: '/api/educator/coupons', token: context.educator.token };
    },
    check: ({ body }, { educator }) => {
      const coupons = under('coupons')(body) as { createdBy: { id: number }; redemptions: number }[];
      expect(coupons.length).toBeGreaterThan(0);
      for (const coupon of coupons) expect(coupon).toMatchObject({ createdBy: { id: educator.user.id }, redemptions: expect.any(Number) });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/educator/coupons | {code, kind, percentOff | amountOff, courseId?} -> 201 {coupon}',
    route: 'POST /api/educator/coupons',
    status: 201,
    call: async (context) => {
      const paid = await context.course({ priceCents: 4000 });
      return {
        method: 'POST',
        url: '/api/educator/coupons',
        token: context.educator.token,
        body: { code: freshCode().toLowerCase(), kind: 'amount', amountOff: 10, courseId: paid.id, maxRedemptions: 5 },
      };
    },
    check: ({ body }, _context, call) =>
      expect(under('coupon')(body)).toMatchObject({
        code: (call.body as { code: string }).code.toUpperCase(),
        kind: 'amount',
        amountOff: 10,
        scope: 'course',
        maxRedemptions: 5,
        redemptions: 0,
        enabled: true,
      }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/educator/coupons/{couponId} | {enabled, endsAt, maxRedemptions} -> {coupon}',
    route: 'PATCH /api/educator/coupons/:couponId',
    call: async (context) => {
      const { id } = await educatorCoupon(context);
      return { method: 'PATCH', url: `/api/educator/coupons/${id}`, token: context.educator.token, body: { enabled: false } };
    },
    check: ({ body }) => expect(under('coupon')(body)).toMatchObject({ enabled: false }),
  },
  {
    source: sources.extension,
    row: "GET /api/admin/coupons -> {coupons}: every coupon, educators' included",
    route: 'GET /api/admin/coupons',
    call: async (context) => {
      await educatorCoupon(context);
      return { method: 'GET', url: '/api/admin/coupons', token: context.admin.token };
    },
    check: ({ body }, { educator }) =>
      expect(under('coupons')(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ createdBy: expect.objectContaining({ id: educator.user.id }) })]),
      ),
  },
  {
    source: sources.extension,
    row: 'POST /api/admin/coupons | {code, kind, percentOff | amountOff, courseId?} -> 201 {coupon}: without a course, site-wide',
    route: 'POST /api/admin/coupons',
    status: 201,
    call: async ({ admin }) => ({
      method: 'POST',
      url: '/api/admin/coupons',
      token: admin.token,
      body: { code: freshCode(), kind: 'percent', percentOff: 15, endsAt: '2099-01-01T00:00:00Z' },
    }),
    check: ({ body }) =>
      expect(under('coupon')(body)).toMatchObject({
        scope: 'site',
        percentOff: 15,
        endsAt: '2099-01-01T00:00:00.000Z',
        description: '15% off every course',
      }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/admin/coupons/{couponId} | {enabled, endsAt, maxRedemptions} -> {coupon}: any coupon',
    route: 'PATCH /api/admin/coupons/:couponId',
    call: async (context) => {
      const { id } = await educatorCoupon(context);
      return { method: 'PATCH', url: `/api/admin/coupons/${id}`, token: context.admin.token, body: { maxRedemptions: 3, endsAt: null } };
    },
    check: ({ body }) => expect(under('coupon')(body)).toMatchObject({ maxRedemptions: 3, endsAt: null }),
  },
];
