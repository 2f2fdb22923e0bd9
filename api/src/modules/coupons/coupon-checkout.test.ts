import { cartResponseSchema, checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { paymentsSchemas } from '@lectern/shared-sdk/payments/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertUser, type InsertedCourse } from '../../testing/fixtures';
import { describeEachDatabase, type TestHarness } from '../../testing/test-app';
import { applyPaymentEvent } from '../payments/payment-events';

const orderOf = (body: unknown) => paymentsSchemas.getOrder.responses[200].parse(body).order;
const cartOf = (body: unknown) => cartResponseSchema.parse(body).cart;
const usedUp = { code: 'coupon_unavailable', message: 'This coupon has been used up. Remove it from your cart, then check out again.' };

let codes = 0;

/** A coupon for every course of `createdBy` (or of the site, or one course), written as the API writes one. */
async function insertCoupon(
  t: TestHarness,
  createdBy: UserRow,
  terms: {
    kind?: 'percent' | 'amount';
    value?: number;
    scope?: 'educator' | 'site';
    courseId?: number;
    max?: number | null;
    redemptions?: number;
  } = {},
) {
  const code = `CHECKOUT-${(codes += 1)}-${createdBy.id}`;
  const row = await t.db
    .insertInto('coupons')
    .values({
      code,
      kind: terms.kind ?? 'percent',
      value: terms.value ?? 20,
      scope: terms.courseId === undefined ? (terms.scope ?? 'educator') : 'course',
      course_id: terms.courseId ?? null,
      created_by: createdBy.id,
      starts_at: null,
      ends_at: null,
      max_redemptions: terms.max ?? null,
      redemptions: terms.redemptions ?? 0,
      disabled_at: null,
      created_at: '2026-03-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

/** A student with these courses in the cart and, when given, this coupon on it; straight into the tables (many at once). */
async function shopper(t: TestHarness, courses: readonly InsertedCourse[], couponId?: number) {
  const student = await insertUser(t.db);
  for (const course of courses) {
    await t.db.insertInto('cart_items').values({ student_id: student.id, course_id: course.id, added_at: '2026-03-01T00:00:00.000Z' }).execute();
  }
  if (couponId !== undefined) {
    await t.db.insertInto('cart_coupons').values({ student_id: student.id, coupon_id: couponId, applied_at: '2026-03-01T00:00:00.000Z' }).execute();
  }
  return { student, token: await t.tokenFor(student) };
}

const redemptionsOf = async (t: TestHarness, couponId: number) =>
  (await t.db.selectFrom('coupons').select('redemptions').where('id', '=', couponId).executeTakeFirstOrThrow()).redemptions;

const enrolledIn = async (t: TestHarness, studentId: number) =>
  (await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', studentId).orderBy('course_id').execute()).map(
    (row) => row.course_id,
  );

const checkout = (t: TestHarness, token: string, expectedTotal?: number) =>
  t.request('POST', '/api/cart/checkout', { token, ...(expectedTotal === undefined ? {} : { body: { expectedTotal } }) });

/** 250 students, each with `course` in the cart and the coupon on it, check out at once: one answer each. */
async function checkoutsAtOnce(t: TestHarness, course: InsertedCourse, couponId: number, expectedTotal: number) {
  const shoppers = [];
  for (let index = 0; index < 250; index += 1) shoppers.push(await shopper(t, [course], couponId));
  const answers = await Promise.all(shoppers.map(({ token }) => checkout(t, token, expectedTotal)));
  return { shoppers, answers };
}

describeEachDatabase('coupons at checkout without payments (PAYMENTS=none, the spec)', (t) => {
  async function catalogue() {
    const ada = await insertUser(t.db, { role: 'educator', name: 'Ada Okafor' });
    const grace = await insertUser(t.db, { role: 'educator' });
    return {
      ada,
      sql: await insertCourse(t.db, { educatorId: ada.id, title: 'Intro to SQL', priceCents: 4000 }),
      web: await insertCourse(t.db, { educatorId: ada.id, title: 'Web Basics', priceCents: 2500 }),
      other: await insertCourse(t.db, { educatorId: grace.id, title: 'Elsewhere', priceCents: 1000 }),
    };
  }

  it('charges the discounted total, records the coupon and each discount on the order, and takes one redemption', async () => {
    const { ada, sql, web, other } = await catalogue();
    const coupon = await insertCoupon(t, ada, { value: 20, max: 10 });
    const { student, token } = await shopper(t, [sql, web, other], coupon.id);
    expect(cartOf((await t.get('/api/cart', token)).body)).toMatchObject({ subtotal: 75, discount: 13, total: 62 });

    const fullPrice = await checkout(t, token, 75);
    expect(fullPrice.status).toBe(409);
    expect(fullPrice.body).toMatchObject({ code: 'prices_changed' });
    expect(await redemptionsOf(t, coupon.id)).toBe(0);

    const answer = await checkout(t, token, 62);
    expect(answer.status).toBe(200);
    const done = checkoutResponseSchema.parse(answer.body);
    expect(done).toMatchObject({ message: 'Checkout successful', total: 62, enrolledCourseIds: [sql.id, web.id, other.id] });
    expect(await redemptionsOf(t, coupon.id)).toBe(1);
    expect(await t.db.selectFrom('orders').select(['total_cents', 'coupon_id', 'coupon_code']).where('id', '=', done.orderId).execute()).toEqual([
      { total_cents: 6200, coupon_id: coupon.id, coupon_code: coupon.code },
    ]);
    expect(
      await t.db
        .selectFrom('order_items')
        .select(['course_id', 'price_cents', 'discount_cents'])
        .where('order_id', '=', done.orderId)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { course_id: sql.id, price_cents: 3200, discount_cents: 800 },
      { course_id: web.id, price_cents: 2000, discount_cents: 500 },
      { course_id: other.id, price_cents: 1000, discount_cents: 0 },
    ]);
    expect(orderOf((await t.get(`/api/orders/${done.orderId}`, token)).body)).toMatchObject({
      status: 'paid',
      total: 62,
      couponCode: coupon.code,
      discount: 13,
      items: [
        { courseId: sql.id, price: 32, discount: 8 },
        { courseId: web.id, price: 20, discount: 5 },
        { courseId: other.id, price: 10, discount: 0 },
      ],
    });
    expect(paymentsSchemas.listMyOrders.responses[200].parse((await t.get('/api/orders', token)).body).orders[0]).toMatchObject({
      couponCode: coupon.code,
    });
    // The cart is empty, the code with it.
    expect(cartOf((await t.get('/api/cart', token)).body)).toEqual({ courseIds: [], subtotal: 0, discount: 0, total: 0, coupon: null });
    expect(await enrolledIn(t, student.id)).toEqual([sql.id, web.id, other.id].sort((a, b) => a - b));
  });

  it('completes an order the coupon makes free at once, as an order of $0', async () => {
    const { ada, sql } = await catalogue();
    const coupon = await insertCoupon(t, ada, { value: 100 });
    const { student, token } = await shopper(t, [sql], coupon.id);

    const done = checkoutResponseSchema.parse((await checkout(t, token, 0)).body);
    expect(done).toMatchObject({ total: 0, enrolledCourseIds: [sql.id] });
    expect(orderOf((await t.get(`/api/orders/${done.orderId}`, token)).body)).toMatchObject({ total: 0, discount: 40, couponCode: coupon.code });
    expect(await enrolledIn(t, student.id)).toEqual([sql.id]);
  });

  it('lets exactly one of 250 students checking out at once have the last redemption; the others are refused and keep their carts', async () => {
    const { ada, sql } = await catalogue();
    const coupon = await insertCoupon(t, ada, { value: 20, max: 5, redemptions: 4 });

    const { shoppers, answers } = await checkoutsAtOnce(t, sql, coupon.id, 32);

    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(Array(249).fill(usedUp));
    expect(await redemptionsOf(t, coupon.id)).toBe(5);
    expect(await t.db.selectFrom('orders').select('total_cents').where('coupon_id', '=', coupon.id).execute()).toEqual([{ total_cents: 3200 }]);
    expect(await t.db.selectFrom('enrollments').select('student_id').where('course_id', '=', sql.id).execute()).toHaveLength(1);
    const loser = shoppers[answers.findIndex((answer) => answer.status === 409)];
    expect(cartOf((await t.get('/api/cart', loser?.token)).body)).toMatchObject({
      courseIds: [expect.objectContaining({ id: sql.id })],
      coupon: { code: coupon.code, unavailable: { reason: 'used-up' } },
    });
  }, 120_000);

  it('counts one redemption for 250 checkouts of one cart at once', async () => {
    const { ada, sql } = await catalogue();
    const coupon = await insertCoupon(t, ada, { value: 20, max: 1 });
    const { student, token } = await shopper(t, [sql], coupon.id);

    const answers = await Promise.all(Array.from({ length: 250 }, () => checkout(t, token, 32)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The others find the cart emptied by the one that won.
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(249);
    expect(await redemptionsOf(t, coupon.id)).toBe(1);
    expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toHaveLength(1);
  }, 120_000);
});

describeEachDatabase(
  'coupons at checkout with the test payment mode',
  (t) => {
    async function catalogue() {
      const ada = await insertUser(t.db, { role: 'educator' });
      return {
        ada,
        sql: await insertCourse(t.db, { educatorId: ada.id, title: 'Intro to SQL', priceCents: 4000 }),
        web: await insertCourse(t.db, { educatorId: ada.id, title: 'Web Basics', priceCents: 2500 }),
      };
    }
    const sessionOf = (checkoutUrl: string | undefined) => checkoutUrl?.split('/').at(-1) ?? '';
    const expire = (orderId: number, sessionId: string) =>
      applyPaymentEvent(
        { id: `tevt_${sessionId}_expired`, created: 0, type: 'checkout.expired', sessionId, orderId },
        { db: t.db, provider: 'test', at: t.app.now().toISOString(), log: t.app.log, notify: t.app.notify, platformFeePercent: 20 },
      );
    const pay = (token: string, sessionId: string) => t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token });

    it('holds a redemption with the pending order, never twice for the same order, and keeps it once paid', async () => {
      const { ada, sql, web } = await catalogue();
      const coupon = await insertCoupon(t, ada, { value: 20, max: 1 });
      const { student, token } = await shopper(t, [sql, web], coupon.id);

      const answers = await Promise.all(Array.from({ length: 250 }, () => checkout(t, token, 52)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(250).fill(200));
      const bodies = answers.map((answer) => checkoutResponseSchema.parse(answer.body));
      expect(new Set(bodies.map((body) => body.orderId)).size).toBe(1);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);
      const order = bodies[0];
      expect(order).toMatchObject({ total: 52, enrolledCourseIds: [] });

      // The last redemption is the student's own: the cart still takes it off, and checking out again finds the same order.
      expect(cartOf((await t.get('/api/cart', token)).body)).toMatchObject({ total: 52, coupon: { unavailable: null } });
      expect(checkoutResponseSchema.parse((await checkout(t, token, 52)).body).orderId).toBe(order?.orderId);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);
      const page = paymentsSchemas.getTestCheckout.responses[200].parse(
        (await t.get(`/api/payments/test/sessions/${sessionOf(order?.checkoutUrl)}`, token)).body,
      ).checkout;
      expect(page).toMatchObject({
        total: 52,
        items: [expect.objectContaining({ price: 32, discount: 8 }), expect.objectContaining({ price: 20, discount: 5 })],
      });

      expect((await pay(token, sessionOf(order?.checkoutUrl))).status).toBe(200);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);
      expect(await enrolledIn(t, student.id)).toEqual([sql.id, web.id].sort((a, b) => a - b));
      expect(cartOf((await t.get('/api/cart', token)).body)).toMatchObject({ courseIds: [], coupon: null });
      expect(orderOf((await t.get(`/api/orders/${order?.orderId}`, token)).body)).toMatchObject({
        status: 'paid',
        couponCode: coupon.code,
        discount: 13,
      });
    }, 120_000);

    it('gives the redemption back when the pending order is given up, and refunds a payment that arrives anyway once its use went to another', async () => {
      const { ada, sql, web } = await catalogue();
      const coupon = await insertCoupon(t, ada, { value: 20, max: 1 });
      const { token } = await shopper(t, [sql], coupon.id);
      const first = checkoutResponseSchema.parse((await checkout(t, token, 32)).body);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);

      // The cart changes: the first order is given up (its redemption back) and the new one takes it again.
      expect((await t.post('/api/cart', { courseId: web.id }, token)).status).toBe(201);
      const second = checkoutResponseSchema.parse((await checkout(t, token, 52)).body);
      expect(second.orderId).not.toBe(first.orderId);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);
      expect(await t.db.selectFrom('orders').select(['id', 'status']).where('coupon_id', '=', coupon.id).orderBy('id').execute()).toEqual([
        { id: first.orderId, status: 'expired' },
        { id: second.orderId, status: 'pending' },
      ]);

      // Its page expires: the redemption is free for someone else.
      expect(await expire(second.orderId, sessionOf(second.checkoutUrl))).toBe('applied');
      expect(await redemptionsOf(t, coupon.id)).toBe(0);
      const other = await shopper(t, [web], coupon.id);
      expect(checkoutResponseSchema.parse((await checkout(t, other.token, 20)).body).total).toBe(20);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);

      // The expired order's payment arrives all the same: its coupon's one use is someone else's now, so it is not
      // honoured at that price (never past the limit): nothing is enrolled, and every line's money goes back.
      const late = await applyPaymentEvent(
        {
          id: 'tevt_late_payment',
          created: 0,
          type: 'checkout.completed',
          sessionId: sessionOf(second.checkoutUrl),
          orderId: second.orderId,
          paymentIntentId: 'tpi_late',
          amountTotalCents: 5200,
        },
        { db: t.db, provider: 'test', at: t.app.now().toISOString(), log: t.app.log, notify: t.app.notify, platformFeePercent: 20 },
      );
      expect(late).toBe('applied');
      expect(await redemptionsOf(t, coupon.id)).toBe(1);
      expect(
        await t.db
          .selectFrom('refund_requests')
          .select(['source', 'status', 'amount_cents'])
          .where('order_id', '=', second.orderId)
          .orderBy('id')
          .execute(),
      ).toEqual([
        { source: 'platform', status: 'refunding', amount_cents: 3200 },
        { source: 'platform', status: 'refunding', amount_cents: 2000 },
      ]);
    });

    it('refuses a used-up coupon before opening any order, and changes nothing', async () => {
      const { ada, sql } = await catalogue();
      const coupon = await insertCoupon(t, ada, { value: 20, max: 1, redemptions: 1 });
      const { student, token } = await shopper(t, [sql], coupon.id);
      expect(cartOf((await t.get('/api/cart', token)).body).coupon?.unavailable?.reason).toBe('used-up');

      const refused = await checkout(t, token, 40);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(usedUp);
      expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
      expect(await redemptionsOf(t, coupon.id)).toBe(1);
    });

    it('keeps a course the coupon makes free in the paid order, and completes an order it makes free at once', async () => {
      const { ada, sql, web } = await catalogue();
      // The SQL course free, Web Basics at its price: still one order to pay, the free course in it.
      const sqlFree = await insertCoupon(t, ada, { value: 100, courseId: sql.id });
      const partly = await shopper(t, [sql, web], sqlFree.id);
      const paying = checkoutResponseSchema.parse((await checkout(t, partly.token, 25)).body);
      expect(paying).toMatchObject({ total: 25, enrolledCourseIds: [] });
      expect(paying.checkoutUrl).toBeDefined();
      expect(
        await t.db.selectFrom('order_items').select(['course_id', 'price_cents']).where('order_id', '=', paying.orderId).orderBy('id').execute(),
      ).toEqual([
        { course_id: sql.id, price_cents: 0 },
        { course_id: web.id, price_cents: 2500 },
      ]);
      expect(await enrolledIn(t, partly.student.id)).toEqual([]);

      const whole = await insertCoupon(t, ada, { value: 100 });
      const free = await shopper(t, [sql, web], whole.id);
      const done = checkoutResponseSchema.parse((await checkout(t, free.token, 0)).body);
      expect(done).toMatchObject({ message: 'Checkout successful', total: 0 });
      expect(done.checkoutUrl).toBeUndefined();
      expect(await enrolledIn(t, free.student.id)).toEqual([sql.id, web.id].sort((a, b) => a - b));
      expect(orderOf((await t.get(`/api/orders/${done.orderId}`, free.token)).body)).toMatchObject({
        status: 'paid',
        total: 0,
        couponCode: whole.code,
      });
      expect(await redemptionsOf(t, whole.id)).toBe(1);
    });

    it('lets exactly one of 250 students checking out at once have the last redemption, each opening a pending order', async () => {
      const { ada, sql } = await catalogue();
      const coupon = await insertCoupon(t, ada, { value: 20, max: 3, redemptions: 2 });

      const { answers } = await checkoutsAtOnce(t, sql, coupon.id, 32);

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(Array(249).fill(usedUp));
      expect(await redemptionsOf(t, coupon.id)).toBe(3);
      expect(await t.db.selectFrom('orders').select('status').where('coupon_id', '=', coupon.id).execute()).toEqual([{ status: 'pending' }]);
    }, 120_000);
  },
  { env: { PAYMENTS: 'test', PUBLIC_APP_URL: 'http://localhost:3000' } },
);
