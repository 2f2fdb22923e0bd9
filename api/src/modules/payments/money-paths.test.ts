import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { paymentsSchemas } from '@lectern/shared-sdk/payments/schemas';
import { refundsSchemas } from '@lectern/shared-sdk/refunds/schemas';
import type { UserRow } from '../../db/schema';
import { useFakeStripe } from '../../testing/fake-stripe-in-tests';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { seenBy } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';
import { removedCourseRefundReason } from '../courses/course-removal';
import { ordersText } from './orders.repository';

const localStripe = useFakeStripe();
const { fake } = localStripe;

const orderOf = (body: unknown) => paymentsSchemas.getOrder.responses[200].parse(body).order;

/**
 * What an independent attack found broken on the money paths (issue 48), each test written as that attack: a course
 * sold and then deleted, a payment page left open on a deleted course, a one-use coupon used twice by a late payment,
 * a disputed payment refunded too. Against the project's local Stripe, on each database.
 */
describeEachDatabase(
  'money paths that hold whatever happens to a course (against FakeStripe)',
  (t) => {
    localStripe.deliverTo(t);

    async function educatorWithCourse(priceCents: number) {
      const educator = await insertUser(t.db, { role: 'educator' });
      const title = `Sold then deleted ${educator.id}`;
      const inserted = await insertCourse(t.db, {
        educatorId: educator.id,
        title,
        priceCents,
        modules: [{ position: 1, title: 'Basics', videos: [{ position: 1, title: 'Welcome' }] }],
      });
      return { educator, course: { ...inserted, title }, token: await t.tokenFor(educator) };
    }

    /** A student's checkout of what is in their cart: the order and its open Stripe session. */
    async function checkout(token: string) {
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
      const sessionId = [...fake.sessions.values()].find((session) => session.url === answer.checkoutUrl)?.id ?? '';
      expect(sessionId).not.toBe('');
      return { orderId: answer.orderId, sessionId };
    }

    async function studentWithCart(...courseIds: number[]) {
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      for (const courseId of courseIds) expect((await t.post('/api/cart', { courseId }, token)).status).toBe(201);
      return { student, token };
    }

    async function purchase(courseId: number) {
      const { student, token } = await studentWithCart(courseId);
      const { orderId, sessionId } = await checkout(token);
      expect(await fake.pay(sessionId)).toMatchObject({ delivered: true, status: 200 });
      const order = await t.db.selectFrom('orders').select(['status', 'payment_intent_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      return { student, token, orderId, paymentIntentId: order.payment_intent_id ?? '' };
    }

    const refundedAtStripe = (paymentIntentId: string) =>
      [...fake.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId).map((refund) => refund.amount);
    const isEnrolled = async (student: UserRow, courseId: number) =>
      (await t.db
        .selectFrom('enrollments')
        .select('id')
        .where('student_id', '=', student.id)
        .where('course_id', '=', courseId)
        .executeTakeFirst()) !== undefined;
    const netOfEducator = async (educator: UserRow) =>
      Number(
        (
          await t.db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.sum<number>('net_cents').as('net'))
            .where('educator_id', '=', educator.id)
            .executeTakeFirstOrThrow()
        ).net ?? 0,
      );
    const orderStatus = async (orderId: number) =>
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

    describe('an educator who sells a course and deletes it', () => {
      it('keeps none of the money: the sale is refunded, the order line keeps the course, its earnings are back to zero', async () => {
        const { educator, course, token: educatorToken } = await educatorWithCourse(1700);
        const { student, token, orderId, paymentIntentId } = await purchase(course.id);
        expect(await netOfEducator(educator)).toBeGreaterThan(0);

        expect(await t.request('DELETE', `/api/courses/${course.id}`, { token: educatorToken })).toMatchObject({
          status: 200,
          body: { message: 'Course deleted' },
        });

        expect(refundedAtStripe(paymentIntentId)).toEqual([1700]);
        const order = orderOf((await t.get(`/api/orders/${orderId}`, token)).body);
        expect(order.status).toBe('refunded');
        expect(order.items).toEqual([
          expect.objectContaining({ courseId: course.id, title: course.title, price: 17, refund: expect.objectContaining({ status: 'refunded' }) }),
        ]);
        expect(await netOfEducator(educator)).toBe(0);
        expect(await isEnrolled(student, course.id)).toBe(false);
        // Asking again is the refund that was made, not a course missing from the order.
        expect(await t.post(`/api/orders/${orderId}/refunds`, { courseId: course.id }, token)).toMatchObject({
          status: 409,
          body: { message: 'A refund was already requested for this course' },
        });
        expect((await seenBy(t, student)).map((seen) => seen.body)).toContainEqual(
          `$17.00 for “${course.title}” was refunded. ${removedCourseRefundReason}`,
        );
        const admin = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
        const refunds = refundsSchemas.listAdminRefunds.responses[200].parse((await t.get('/api/admin/refunds', admin)).body).refunds;
        expect(refunds).toContainEqual(expect.objectContaining({ orderId, source: 'platform', status: 'refunded', amount: 17 }));
      });

      it('archives it for a student who bought it before the refund window: they keep learning in it, and it sells no more', async () => {
        const { course, token: educatorToken } = await educatorWithCourse(2500);
        const { student, token, orderId, paymentIntentId } = await purchase(course.id);
        const longAgo = new Date(t.clock.now().getTime() - 45 * 24 * 60 * 60 * 1000).toISOString();
        await t.db.updateTable('orders').set({ paid_at: longAgo }).where('id', '=', orderId).execute();

        expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: educatorToken })).status).toBe(200);

        expect(refundedAtStripe(paymentIntentId)).toEqual([]);
        expect(await isEnrolled(student, course.id)).toBe(true);
        const read = await t.get(`/api/courses/${course.id}`, token);
        expect(read.status).toBe(200);
        // With its lessons' addresses: it is theirs.
        expect(JSON.stringify(read.body)).toContain('PkZNo7MFNFg');
        // Gone for everyone else: the catalogue, the educator's list, a new cart, a second delete.
        expect((await t.get(`/api/courses/${course.id}`)).status).toBe(404);
        const { courses } = (await t.get('/api/courses/my', educatorToken)).body as { courses: { _id: number }[] };
        expect(courses.map((listed) => listed._id)).not.toContain(course.id);
        const other = await t.tokenFor(await insertUser(t.db));
        expect((await t.post('/api/cart', { courseId: course.id }, other)).status).toBe(404);
        expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: educatorToken })).status).toBe(404);
        expect(orderOf((await t.get(`/api/orders/${orderId}`, token)).body).items).toEqual([
          expect.objectContaining({ courseId: course.id, title: course.title, price: 25 }),
        ]);
      });
    });

    describe('a payment page open on a course that is deleted', () => {
      it('is closed at Stripe when the course goes', async () => {
        const { course, token: educatorToken } = await educatorWithCourse(1200);
        const { token } = await studentWithCart(course.id);
        const { orderId, sessionId } = await checkout(token);

        expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: educatorToken })).status).toBe(200);

        expect(fake.sessions.get(sessionId)?.status).toBe('expired');
        expect(await orderStatus(orderId)).toBe('expired');
        await expect(fake.pay(sessionId)).rejects.toThrow(/expired/);
      });

      it('refunds a payment that gets through anyway (the page could not be closed), once, and tells the student', async () => {
        const { course, token: educatorToken } = await educatorWithCourse(1200);
        const { student, token } = await studentWithCart(course.id);
        const { orderId, sessionId } = await checkout(token);

        fake.outage = true;
        expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: educatorToken })).status).toBe(200);
        fake.outage = false;
        expect(fake.sessions.get(sessionId)?.status).toBe('open');

        const paid = await fake.pay(sessionId);
        expect(paid).toMatchObject({ delivered: true, status: 200 });
        const paymentIntentId = fake.sessions.get(sessionId)?.payment_intent ?? '';
        expect(refundedAtStripe(String(paymentIntentId))).toEqual([1200]);
        expect(await orderStatus(orderId)).toBe('refunded');
        expect(await t.db.selectFrom('enrollments').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
        const completed = fake.events.filter((event) => event.type === 'checkout.session.completed').at(-1);
        await fake.resend(completed?.id ?? '');
        expect(refundedAtStripe(String(paymentIntentId))).toEqual([1200]);
        expect((await seenBy(t, student)).map((seen) => seen.body)).toContainEqual(
          expect.stringContaining(`was refunded. ${ordersText.courseRemoved}`),
        );
      });
    });

    it('never lets a one-use coupon be used twice: a late payment on a page given up is refunded when its use went to someone else', async () => {
      const { educator, course } = await educatorWithCourse(4000);
      const coupon = await t.db
        .insertInto('coupons')
        .values({
          code: `ONCE-${course.id}`,
          kind: 'percent',
          value: 50,
          scope: 'course',
          course_id: course.id,
          created_by: educator.id,
          starts_at: null,
          ends_at: null,
          max_redemptions: 1,
          redemptions: 0,
          disabled_at: null,
          created_at: '2026-03-01T00:00:00.000Z',
        })
        .returning(['id', 'code'])
        .executeTakeFirstOrThrow();
      const withCoupon = async () => {
        const shopper = await studentWithCart(course.id);
        expect((await t.request('PUT', '/api/cart/coupon', { token: shopper.token, body: { code: coupon.code } })).status).toBe(200);
        return { ...shopper, ...(await checkout(shopper.token)) };
      };
      const redemptions = async () =>
        (await t.db.selectFrom('coupons').select('redemptions').where('id', '=', coupon.id).executeTakeFirstOrThrow()).redemptions;

      const winner = await withCoupon();
      // Stripe says the winner's page expired (its events may come in any order): the use is given back.
      const session = fake.sessions.get(winner.sessionId);
      await fake.deliver({ type: 'checkout.session.expired', data: { object: { ...session, status: 'expired' } } });
      expect(await redemptions()).toBe(0);
      const second = await withCoupon();
      expect(await fake.pay(second.sessionId)).toMatchObject({ status: 200 });
      expect(await redemptions()).toBe(1);

      // The winner's payment arrives after all: the coupon has no use left for it.
      expect(await fake.pay(winner.sessionId)).toMatchObject({ delivered: true, status: 200 });
      expect(await redemptions()).toBe(1);
      const paymentIntentId = String(fake.sessions.get(winner.sessionId)?.payment_intent ?? '');
      expect(refundedAtStripe(paymentIntentId)).toEqual([2000]);
      expect(await isEnrolled(winner.student, course.id)).toBe(false);
      expect(await orderStatus(winner.orderId)).toBe('refunded');
      expect(await isEnrolled(second.student, course.id)).toBe(true);
    });

    describe('a disputed payment', () => {
      async function disputedPurchase() {
        const { educator, course, token: educatorToken } = await educatorWithCourse(3000);
        // The educator is paid out at once: their account is enabled.
        const onboarding = await t.request('POST', '/api/educator/payouts/onboarding', { token: educatorToken });
        const accountId = String((onboarding.body as { url: string }).url.split('/').at(-1));
        await fake.finishOnboarding(accountId);
        const bought = await purchase(course.id);
        expect([...fake.transfers.values()].filter((transfer) => transfer.destination === accountId)).toHaveLength(1);
        const chargeId = fake.paymentIntents.get(bought.paymentIntentId)?.latest_charge ?? '';
        expect(await fake.openDispute(chargeId)).toMatchObject({ delivered: true, status: 200 });
        return { educator, educatorToken, course, accountId, ...bought };
      }

      it("reverses the educator's transfer for it and cannot be refunded too", async () => {
        const { course, accountId, token, orderId, paymentIntentId } = await disputedPurchase();

        const transfer = [...fake.transfers.values()].find((candidate) => candidate.destination === accountId);
        expect([...fake.reversals.values()].filter((reversal) => reversal.transfer === transfer?.id).map((reversal) => reversal.amount)).toEqual([
          transfer?.amount,
        ]);
        expect(await t.post(`/api/orders/${orderId}/refunds`, { courseId: course.id }, token)).toMatchObject({
          status: 409,
          body: { message: "This payment is disputed with the card's bank, which decides what goes back: it cannot be refunded here" },
        });
        expect(refundedAtStripe(paymentIntentId)).toEqual([]);
      });

      it('is shown to the educator of its course, and they are told', async () => {
        const { educator, educatorToken, course, orderId } = await disputedPurchase();

        const answer = refundsSchemas.listEducatorRefunds.responses[200].parse((await t.get('/api/educator/refunds', educatorToken)).body);
        expect(answer.disputes).toEqual([expect.objectContaining({ orderId, total: 30 })]);
        expect((await seenBy(t, educator)).map((seen) => seen.title)).toContain('A payment was disputed');
        expect((await seenBy(t, educator)).map((seen) => seen.body)).toContainEqual(expect.stringContaining(`“${course.title}”`));
        const stranger = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
        expect(refundsSchemas.listEducatorRefunds.responses[200].parse((await t.get('/api/educator/refunds', stranger)).body).disputes).toEqual([]);
      });
    });
  },
  { env: localStripe.env },
);
