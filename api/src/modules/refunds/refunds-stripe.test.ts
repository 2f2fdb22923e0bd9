import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { refundsSchemas } from '@lectern/shared-sdk/refunds/schemas';
import { useFakeStripe } from '../../testing/fake-stripe-in-tests';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { seenBy } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

const localStripe = useFakeStripe();
const { fake } = localStripe;

describeEachDatabase(
  'refunds through Stripe (against FakeStripe)',
  (t) => {
    localStripe.deliverTo(t);

    /** A student who bought these courses (each from its own educator) and paid on Stripe's page. */
    async function purchase(...priceCents: number[]) {
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      const courseIds: number[] = [];
      for (const cents of priceCents) {
        const educator = await insertUser(t.db, { role: 'educator' });
        const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: cents });
        expect((await t.post('/api/cart', { courseId: course.id }, token)).status).toBe(201);
        courseIds.push(course.id);
      }
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
      const sessionId = [...fake.sessions.values()].find((session) => session.url === answer.checkoutUrl)?.id ?? '';
      expect(await fake.pay(sessionId)).toMatchObject({ delivered: true, status: 200 });
      const order = await t.db
        .selectFrom('orders')
        .select(['status', 'payment_intent_id'])
        .where('id', '=', answer.orderId)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      return { student, token, courseIds, orderId: answer.orderId, paymentIntentId: order.payment_intent_id ?? '' };
    }
    const enrolled = async (studentId: number) =>
      (await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', studentId).orderBy('course_id').execute()).map(
        (row) => row.course_id,
      );
    const refundEntries = async (orderId: number) =>
      (
        await t.db
          .selectFrom('ledger_entries')
          .select(['course_id', 'gross_cents'])
          .where('order_id', '=', orderId)
          .where('kind', '=', 'refund')
          .execute()
      ).map((row) => ({ ...row }));
    const lineStatuses = async (orderId: number) =>
      (
        await t.db
          .selectFrom('refund_requests')
          .select(['course_id', 'status', 'source'])
          .where('order_id', '=', orderId)
          .orderBy('course_id')
          .execute()
      ).map((row) => ({ ...row }));
    const refundsAtFake = (paymentIntentId: string) => [...fake.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);

    it("reaches Stripe for the line's amount on the order's payment intent, and its charge.refunded changes nothing more", async () => {
      const { student, token, courseIds, orderId, paymentIntentId } = await purchase(4999, 1950);
      const [first = 0, second = 0] = courseIds;

      const asked = await t.post(`/api/orders/${orderId}/refunds`, { courseId: first }, token);
      expect(asked.status).toBe(201);
      expect(refundsSchemas.requestRefund.responses[201].parse(asked.body).refund.status).toBe('refunded');
      expect(refundsAtFake(paymentIntentId).map((refund) => refund.amount)).toEqual([4999]);

      // Stripe tells us of the refund we made: nothing more is refunded (the other line stays the student's).
      await fake.settled();
      expect(fake.deliveries.at(-1)?.status).toBe(200);
      expect(await lineStatuses(orderId)).toEqual([{ course_id: first, status: 'refunded', source: 'student' }]);
      expect(await refundEntries(orderId)).toEqual([{ course_id: first, gross_cents: -4999 }]);
      expect(await enrolled(student.id)).toEqual([second]);
      // The student is told of the refund once, Stripe's word of it notwithstanding.
      expect((await seenBy(t, student)).map((seen) => [seen.title, seen.body])).toEqual([
        ['Your refund was made', expect.stringMatching(/^\$49\.99 for “.+” was refunded\.$/)],
        [`Your receipt for order #${orderId}`, expect.stringContaining('You paid $69.49')],
      ]);
    });

    it("refunds whole lines, newest first, for a refund made in Stripe's dashboard, once however often it arrives", async () => {
      const { student, courseIds, orderId, paymentIntentId } = await purchase(4999, 1950);
      const [first = 0, second = 0] = courseIds;

      // $20.00 covers the newest line ($19.50) whole, and not the other: that one stays.
      await localStripe.dashboard().refunds.create({ payment_intent: paymentIntentId, amount: 2000 });
      await fake.settled();
      const event = fake.events.filter((candidate) => candidate.type === 'charge.refunded').at(-1);
      expect(fake.deliveries.find((delivery) => delivery.eventId === event?.id)?.status).toBe(200);
      expect(await lineStatuses(orderId)).toEqual([{ course_id: second, status: 'refunded', source: 'provider' }]);
      expect(await refundEntries(orderId)).toEqual([{ course_id: second, gross_cents: -1950 }]);
      expect(await enrolled(student.id)).toEqual([first]);

      await fake.resend(event?.id ?? '');
      expect(await refundEntries(orderId)).toHaveLength(1);

      // The rest of the charge refunded: the other line too, and the order.
      await localStripe.dashboard().refunds.create({ payment_intent: paymentIntentId });
      await fake.settled();
      expect(await lineStatuses(orderId)).toEqual([
        { course_id: first, status: 'refunded', source: 'provider' },
        { course_id: second, status: 'refunded', source: 'provider' },
      ]);
      expect(await enrolled(student.id)).toEqual([]);
      expect((await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('refunded');
      // A refund made at Stripe is told as one made here: once per line, the redelivery notwithstanding.
      expect((await seenBy(t, student)).map((seen) => seen.body)).toEqual([
        expect.stringMatching(/^\$49\.99 for “.+” was refunded\.$/),
        expect.stringMatching(/^\$19\.50 for “.+” was refunded\.$/),
        expect.stringContaining('You paid $69.49'),
      ]);
    });

    it('records a dispute on the order for admins to see, and refunds nothing', async () => {
      const { student, orderId, paymentIntentId } = await purchase(2500);
      const chargeId = fake.paymentIntents.get(paymentIntentId)?.latest_charge ?? '';
      expect(await fake.openDispute(chargeId)).toMatchObject({ delivered: true, status: 200 });

      const order = await t.db.selectFrom('orders').select(['status', 'disputed_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order).toEqual({ status: 'paid', disputed_at: t.clock.now().toISOString() });
      expect(await enrolled(student.id)).toHaveLength(1);
      const admin = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
      const answer = refundsSchemas.listAdminRefunds.responses[200].parse((await t.get('/api/admin/refunds', admin)).body);
      expect(answer.disputes).toContainEqual({
        orderId,
        student: expect.objectContaining({ name: student.name }),
        total: 25,
        disputedAt: order.disputed_at,
      });
    });
  },
  {
    env: localStripe.env,
  },
);
