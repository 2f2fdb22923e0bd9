import { cartResponseSchema, checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { paymentsSchemas } from '@lectern/shared-sdk/payments/schemas';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

const appUrl = 'http://localhost:3000';

const orderOf = (body: unknown) => paymentsSchemas.getOrder.responses[200].parse(body).order;
const testCheckoutOf = (body: unknown) => paymentsSchemas.getTestCheckout.responses[200].parse(body).checkout;

describeEachDatabase(
  'checkout with the test payment mode',
  (t) => {
    async function studentWithCart(...priceCents: number[]) {
      const educator = await insertUser(t.db, { role: 'educator' });
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      const courses = [];
      for (const [index, cents] of priceCents.entries()) {
        const course = await insertCourse(t.db, { educatorId: educator.id, title: `Course ${index + 1}`, priceCents: cents });
        expect((await t.post('/api/cart', { courseId: course.id }, token)).status).toBe(201);
        courses.push(course);
      }
      return { student, token, courses };
    }
    const checkout = (token: string, body?: unknown) => t.request('POST', '/api/cart/checkout', { token, ...(body === undefined ? {} : { body }) });
    const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '';
    const enrolledIds = async (studentId: number) =>
      (await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', studentId).orderBy('course_id').execute()).map(
        (row) => row.course_id,
      );

    it('sends the student to pay and enrols them only once the payment is confirmed', async () => {
      const { student, token, courses } = await studentWithCart(4999, 1950);

      const response = await checkout(token);
      expect(response.status).toBe(200);
      const answer = checkoutResponseSchema.parse(response.body);
      expect(answer).toMatchObject({ message: 'Continue to payment', total: 69.49, enrolledCourseIds: [] });
      expect(answer.checkoutUrl).toMatch(new RegExp(`^${appUrl}/checkout/test/tcs_${answer.orderId}_[0-9a-f]+$`));

      // Nothing is the student's yet, and the cart still holds both courses.
      expect(await enrolledIds(student.id)).toEqual([]);
      expect(cartResponseSchema.parse((await t.get('/api/cart', token)).body).cart.courseIds).toHaveLength(2);
      expect(orderOf((await t.get(`/api/orders/${answer.orderId}`, token)).body)).toMatchObject({
        status: 'pending',
        total: 69.49,
        paidAt: null,
        checkoutUrl: answer.checkoutUrl,
        items: [
          { courseId: courses[0]?.id, title: 'Course 1', price: 49.99 },
          { courseId: courses[1]?.id, title: 'Course 2', price: 19.5 },
        ],
      });

      const sessionId = sessionOf(answer.checkoutUrl ?? '');
      const page = testCheckoutOf((await t.get(`/api/payments/test/sessions/${sessionId}`, token)).body);
      expect(page).toMatchObject({
        status: 'open',
        orderId: answer.orderId,
        email: student.email,
        total: 69.49,
        cancelUrl: `${appUrl}/cart?checkout=cancelled`,
      });

      const paid = await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token });
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({ message: 'Payment received', redirectUrl: `${appUrl}/checkout/success?order=${answer.orderId}` });
      expect(await enrolledIds(student.id)).toEqual(courses.map((course) => course.id).sort((a, b) => a - b));
      expect(cartResponseSchema.parse((await t.get('/api/cart', token)).body).cart.courseIds).toEqual([]);
      const order = orderOf((await t.get(`/api/orders/${answer.orderId}`, token)).body);
      expect(order).toMatchObject({ status: 'paid', checkoutUrl: null });
      expect(order.paidAt).not.toBeNull();
      expect(testCheckoutOf((await t.get(`/api/payments/test/sessions/${sessionId}`, token)).body).status).toBe('complete');

      // The receipt's mail is queued in the outbox with the payment (payments.notifications.test.ts: what it says).
      const receipts = () =>
        t.db.selectFrom('mail_outbox').select('subject').where('user_id', '=', student.id).where('kind', '=', 'receipt').execute();
      expect(await receipts()).toEqual([{ subject: `Your receipt for order #${answer.orderId}` }]);

      // Pressing Pay again changes nothing, and mails nothing more.
      expect((await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token })).status).toBe(200);
      expect(await enrolledIds(student.id)).toHaveLength(2);
      expect(await receipts()).toHaveLength(1);
      const listed = paymentsSchemas.listMyOrders.responses[200].parse((await t.get('/api/orders', token)).body).orders;
      expect(listed.map((item) => [item.id, item.status])).toEqual([[answer.orderId, 'paid']]);
    });

    it('opens one order and one payment page for 250 checkouts of one cart at once, and pays it once for 50 presses at once', async () => {
      const { student, token } = await studentWithCart(2500, 1000);

      const answers = await Promise.all(Array.from({ length: 250 }, () => checkout(token)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(250).fill(200));
      const bodies = answers.map((answer) => checkoutResponseSchema.parse(answer.body));
      expect(new Set(bodies.map((body) => body.orderId)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.checkoutUrl)).size).toBe(1);
      const orders = await t.db.selectFrom('orders').select(['status']).where('student_id', '=', student.id).execute();
      expect(orders).toEqual([{ status: 'pending' }]);

      const sessionId = sessionOf(bodies[0]?.checkoutUrl ?? '');
      const presses = await Promise.all(
        Array.from({ length: 50 }, () => t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token })),
      );
      expect(presses.map((press) => press.status)).toEqual(Array(50).fill(200));
      expect(await enrolledIds(student.id)).toHaveLength(2);
      const events = await t.db
        .selectFrom('payment_events')
        .select(['type'])
        .where('order_id', '=', bodies[0]?.orderId ?? 0)
        .execute();
      expect(events).toEqual([{ type: 'checkout.completed' }]);
    });

    it('gives up the pending order when the cart changes: its page can no longer be paid, the new one can', async () => {
      const { student, token, courses } = await studentWithCart(3000);
      const first = checkoutResponseSchema.parse((await checkout(token)).body);

      const educator = await insertUser(t.db, { role: 'educator' });
      const added = await insertCourse(t.db, { educatorId: educator.id, title: 'Added later', priceCents: 1500 });
      await t.post('/api/cart', { courseId: added.id }, token);
      const second = checkoutResponseSchema.parse((await checkout(token)).body);
      expect(second.orderId).not.toBe(first.orderId);
      expect(second.total).toBe(45);
      expect(orderOf((await t.get(`/api/orders/${first.orderId}`, token)).body).status).toBe('expired');

      const stale = await t.request('POST', `/api/payments/test/sessions/${sessionOf(first.checkoutUrl ?? '')}/pay`, { token });
      expect(stale.status).toBe(409);
      expect(messageOf(stale)).toBe('This checkout has expired: check out again from your cart.');
      expect(await enrolledIds(student.id)).toEqual([]);

      expect((await t.request('POST', `/api/payments/test/sessions/${sessionOf(second.checkoutUrl ?? '')}/pay`, { token })).status).toBe(200);
      expect(await enrolledIds(student.id)).toEqual([courses[0]?.id, added.id].sort((a = 0, b = 0) => a - b));
    });

    it('refuses a changed price before opening any order, and keeps every order to its student', async () => {
      const { student, token } = await studentWithCart(4000);
      const refused = await checkout(token, { expectedTotal: 30 });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'prices_changed' });
      expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toEqual([]);

      const mine = checkoutResponseSchema.parse((await checkout(token, { expectedTotal: 40 })).body);
      const other = await t.tokenFor(await insertUser(t.db));
      const sessionId = sessionOf(mine.checkoutUrl ?? '');
      for (const response of [
        await t.get(`/api/orders/${mine.orderId}`, other),
        await t.get(`/api/payments/test/sessions/${sessionId}`, other),
        await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token: other }),
      ]) {
        expect(response.status).toBe(404);
      }
      expect(orderOf((await t.get(`/api/orders/${mine.orderId}`, token)).body).status).toBe('pending');
      expect((await t.get('/api/payments/test/sessions/tcs_../../x', token)).status).toBe(400);
      expect((await t.get('/api/orders/0', token)).status).toBe(400);
    });

    it("answers 404 at Stripe's webhook address: this mode receives no webhooks", async () => {
      const response = await t.request('POST', '/api/payments/stripe/webhook', {
        payload: '{"id":"evt_1"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(404);
      expect(messageOf(response)).toBe('Payments by Stripe are not configured: PAYMENTS is not stripe');
    });
  },
  { env: { PAYMENTS: 'test', PUBLIC_APP_URL: appUrl } },
);

describeEachDatabase('checkout without payments (PAYMENTS=none, the spec)', (t) => {
  it('enrols at once and records the order as paid; the test checkout does not exist', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db);
    const token = await t.tokenFor(student);
    const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: 1200 });
    await t.post('/api/cart', { courseId: course.id }, token);

    const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
    expect(answer).toEqual({ message: 'Checkout successful', orderId: answer.orderId, total: 12, enrolledCourseIds: [course.id] });
    expect(orderOf((await t.get(`/api/orders/${answer.orderId}`, token)).body)).toMatchObject({ status: 'paid', checkoutUrl: null });
    const testPage = await t.get('/api/payments/test/sessions/tcs_1_abc', token);
    expect(testPage.status).toBe(404);
    expect(messageOf(testPage)).toBe('The test checkout is off: PAYMENTS is not test');
  });
});
