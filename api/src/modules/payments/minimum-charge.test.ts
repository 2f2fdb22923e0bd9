import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { useFakeStripe } from '../../testing/fake-stripe-in-tests';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';

const localStripe = useFakeStripe();
const { fake } = localStripe;

/**
 * The attacks of issue 48 (3): totals Stripe cannot take ($0.50 is its least charge in US dollars), against the
 * project's local Stripe, which refuses a Checkout Session under it as Stripe does.
 */
describeEachDatabase(
  'prices and coupons a card can pay',
  (t) => {
    localStripe.deliverTo(t);

    const sessionsOf = (email: string) => [...fake.sessions.values()].filter((session) => session.customer_email === email);
    const ordersOf = async (studentId: number) => t.db.selectFrom('orders').select(['id', 'status']).where('student_id', '=', studentId).execute();

    async function studentWithCart(harness: TestHarness, courseIds: number[]) {
      const student = await insertUser(harness.db);
      const token = await harness.tokenFor(student);
      for (const courseId of courseIds) expect((await harness.post('/api/cart', { courseId }, token)).status).toBe(201);
      return { student, token };
    }

    it('refuses a price between $0 and $0.50 when a course is created or edited, and takes 0 and 0.50', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const token = await t.tokenFor(educator);
      const course = { title: 'Tiny', description: 'Cheap', duration: '1h', category: 'Data Science' };
      for (const price of [0.3, '0.01', 0.49]) {
        const refused = await t.post('/api/courses', { ...course, price }, token);
        expect({ price, status: refused.status }).toEqual({ price, status: 400 });
        expect(messageOf(refused)).toBe('price: must be 0 (a free course) or at least 0.50, the least a card payment can be');
      }
      expect(await t.db.selectFrom('courses').select('id').where('educator_id', '=', educator.id).execute()).toEqual([]);
      for (const price of [0, 0.5]) expect((await t.post('/api/courses', { ...course, price }, token)).status).toBe(201);

      const paid = await insertCourse(t.db, { educatorId: educator.id, priceCents: 1900 });
      const edit = await t.request('PATCH', `/api/courses/${paid.id}`, { token, body: { price: '0.30' } });
      expect(edit.status).toBe(400);
      const stored = await t.db.selectFrom('courses').select('price_cents').where('id', '=', paid.id).executeTakeFirstOrThrow();
      expect(stored.price_cents).toBe(1900);
    });

    it('answers a course priced $0.30 before the rule with a 409 naming it, not a 502, and opens no payment page', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const legacy = await insertCourse(t.db, { educatorId: educator.id, title: 'Thirty cents', priceCents: 30 });
      const { student, token } = await studentWithCart(t, [legacy.id]);

      const refused = await t.request('POST', '/api/cart/checkout', { token });
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toBe(
        '“Thirty cents” would cost $0.30: less than the $0.50 a card payment can be, so it cannot be bought now. Remove it, then check out again.',
      );
      expect(sessionsOf(student.email)).toEqual([]);
      expect(await ordersOf(student.id)).toEqual([]);
      const cart = await t.get('/api/cart', token);
      expect(JSON.stringify(cart.body)).toContain('Thirty cents');
    });

    it('refuses a 99 % coupon on a $0.99 course when it is applied, and at checkout when the price fell after it was', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const educatorToken = await t.tokenFor(educator);
      const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Almost free', priceCents: 99 });
      const code = `NINETYNINE${course.id}`;
      const coupon = await t.post('/api/educator/coupons', { code, kind: 'percent', percentOff: 99, courseId: course.id }, educatorToken);
      expect(coupon.status).toBe(201);
      const { student, token } = await studentWithCart(t, [course.id]);

      // $0.01 to pay: the coupon is refused, and the cart stays without it.
      const applied = await t.request('PUT', '/api/cart/coupon', { token, body: { code } });
      expect(applied.status).toBe(409);
      expect(messageOf(applied)).toBe(
        'With this coupon, “Almost free” would cost $0.01: less than the $0.50 a card payment can be. The coupon was not applied.',
      );
      expect(await t.db.selectFrom('cart_coupons').select('coupon_id').where('student_id', '=', student.id).execute()).toEqual([]);

      // At $60 the coupon leaves $0.60, which a card can pay; then the educator lowers the price (prices change without
      // review) and the checkout is refused, not sent to Stripe.
      expect((await t.request('PATCH', `/api/courses/${course.id}`, { token: educatorToken, body: { price: 60 } })).status).toBe(200);
      expect((await t.request('PUT', '/api/cart/coupon', { token, body: { code } })).status).toBe(200);
      expect((await t.request('PATCH', `/api/courses/${course.id}`, { token: educatorToken, body: { price: 0.99 } })).status).toBe(200);
      const refused = await t.request('POST', '/api/cart/checkout', { token });
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toBe(
        'With this coupon, “Almost free” would cost $0.01: less than the $0.50 a card payment can be. Remove the coupon, then check out again.',
      );
      expect((refused.body as { code?: string }).code).toBe('coupon_unavailable');
      expect(sessionsOf(student.email)).toEqual([]);
      expect(await ordersOf(student.id)).toEqual([]);
      const redemptions = await t.db.selectFrom('coupons').select('redemptions').where('code', '=', code).executeTakeFirstOrThrow();
      expect(Number(redemptions.redemptions)).toBe(0);

      // Without the coupon, $0.99 is paid on Stripe's page.
      expect((await t.request('DELETE', '/api/cart/coupon', { token })).status).toBe(200);
      const paid = await t.request('POST', '/api/cart/checkout', { token });
      expect(paid.status).toBe(200);
      expect(checkoutResponseSchema.parse(paid.body)).toMatchObject({ total: 0.99 });
      expect(sessionsOf(student.email).map((session) => session.amount_total)).toEqual([99]);
    });

    it('says Stripe refused, with its reason, when it refuses a payment page (not that it could not be reached)', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: 2500 });
      const { student, token } = await studentWithCart(t, [course.id]);
      fake.refuseSessions = 'Your account cannot currently make live charges.';

      const refused = await t.request('POST', '/api/cart/checkout', { token });
      expect(refused.status).toBe(502);
      expect(messageOf(refused)).toBe(
        'The payment service refused this payment. Nothing was charged. Opening the payment page failed: Your account cannot currently make live charges.',
      );
      expect(messageOf(refused)).not.toMatch(/could not be reached|try again in a moment/);
      expect(refused.headers['retry-after']).toBeUndefined();
      expect(sessionsOf(student.email)).toEqual([]);

      // An outage is still one to retry.
      fake.refuseSessions = undefined;
      fake.outage = true;
      const down = await t.request('POST', '/api/cart/checkout', { token });
      expect(down.status).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      fake.outage = false;
      expect((await t.request('POST', '/api/cart/checkout', { token })).status).toBe(200);
    });
  },
  {
    env: localStripe.env,
  },
);
