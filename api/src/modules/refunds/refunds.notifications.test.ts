import { refundsSchemas } from '@lectern/shared-sdk/refunds/schemas';
import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { queuedMail, seenBy } from '../../testing/notifications';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase(
  'who hears of a refund',
  (t) => {
    /** Ada bought Grace's “Loops in depth” ($49.99) on the test checkout. */
    async function bought() {
      const grace = await insertUser(t.db, { role: 'educator', name: 'Grace' });
      const hopper = await insertUser(t.db, { role: 'educator', name: 'Hopper' });
      const ada = await insertUser(t.db, { name: 'Ada Student' });
      const token = await t.tokenFor(ada);
      const course = await insertCourse(t.db, { educatorId: grace.id, title: 'Loops in depth', priceCents: 4999 });
      const orderId = await buy(token, course.id);
      return { grace, hopper, ada, token, courseId: course.id, orderId };
    }
    async function buy(token: string, courseId: number) {
      expect((await t.post('/api/cart', { courseId }, token)).status).toBe(201);
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
      const sessionId = answer.checkoutUrl?.split('/').at(-1) ?? '';
      expect((await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token })).status).toBe(200);
      return answer.orderId;
    }
    const watched = (studentId: number, courseId: number, progress: number) =>
      t.db.updateTable('enrollments').set({ progress }).where('student_id', '=', studentId).where('course_id', '=', courseId).execute();
    const refundIdOf = (body: unknown) => refundsSchemas.requestRefund.responses[201].parse(body).refund.id;
    const refunded = {
      kind: 'receipt',
      title: 'Your refund was made',
      body: '$49.99 for “Loops in depth” was refunded.',
      link: '/student/purchases',
    };

    it('asks the educator to decide a refund that waits, then tells the student once it is made; nobody else hears', async () => {
      const { grace, hopper, ada, token, courseId, orderId } = await bought();
      const admin = await insertUser(t.db, { role: 'admin' });
      await watched(ada.id, courseId, 45);

      const asked = await t.post(`/api/orders/${orderId}/refunds`, { courseId, reason: 'Too advanced for me' }, token);
      expect(asked.status).toBe(201);
      const asking = {
        kind: 'refund_requested',
        title: 'A student asked for a refund',
        body: 'Ada Student asked for a refund of “Loops in depth”: Too advanced for me',
        link: '/educator/earnings',
      };
      expect((await seenBy(t, grace))[0]).toEqual(asking);
      expect(await queuedMail(t.db, grace.id)).toEqual(['refund_requested']);
      expect(await seenBy(t, hopper)).toEqual([]);
      expect(await seenBy(t, admin)).toEqual([]);
      // Nothing is refunded yet: the student has only their order's receipt.
      expect((await seenBy(t, ada)).map((seen) => seen.title)).toEqual([`Your receipt for order #${orderId}`]);

      const approved = await t.post(`/api/refunds/${refundIdOf(asked.body)}/approve`, {}, await t.tokenFor(grace));
      expect(approved.status).toBe(200);
      expect((await seenBy(t, ada))[0]).toEqual(refunded);
      expect(await queuedMail(t.db, ada.id)).toEqual(['receipt', 'receipt']);
      expect((await seenBy(t, grace)).filter((seen) => seen.kind === 'refund_requested')).toEqual([asking]);
    });

    it('asks nobody of a refund granted at once (it needs no decision), and tells the student it was made', async () => {
      const { grace, ada, token, courseId, orderId } = await bought();
      await watched(ada.id, courseId, 10);
      const asked = await t.post(`/api/orders/${orderId}/refunds`, { courseId }, token);
      expect(asked.status).toBe(201);
      expect((await seenBy(t, grace)).map((seen) => seen.kind)).toEqual(['new_enrollment']);
      expect((await seenBy(t, ada))[0]).toEqual(refunded);
    });

    it('tells the student nothing of a declined request, and asks the educator without a reason as the student gave none', async () => {
      const { grace, ada, token, courseId, orderId } = await bought();
      await watched(ada.id, courseId, 80);
      const asked = await t.post(`/api/orders/${orderId}/refunds`, { courseId }, token);
      expect((await seenBy(t, grace))[0]).toMatchObject({ body: 'Ada Student asked for a refund of “Loops in depth”.' });
      const declined = await t.request('POST', `/api/refunds/${refundIdOf(asked.body)}/decline`, {
        token: await t.tokenFor(grace),
        body: { reason: 'You watched most of it' },
      });
      expect(declined.status).toBe(200);
      expect((await seenBy(t, ada)).map((seen) => seen.title)).toEqual([`Your receipt for order #${orderId}`]);
    });

    it('tells the educator of a course bought again after its refund as a new sale', async () => {
      const { grace, ada, token, courseId, orderId } = await bought();
      await watched(ada.id, courseId, 0);
      expect((await t.post(`/api/orders/${orderId}/refunds`, { courseId }, token)).status).toBe(201);
      const again = await buy(token, courseId);
      expect(again).not.toBe(orderId);
      const sales = (await seenBy(t, grace)).filter((seen) => seen.title === 'A student bought your course');
      expect(sales).toHaveLength(2);
      expect((await seenBy(t, ada)).map((seen) => seen.title)).toEqual([
        `Your receipt for order #${again}`,
        'Your refund was made',
        `Your receipt for order #${orderId}`,
      ]);
    });
  },
  { env: { PAYMENTS: 'test', PUBLIC_APP_URL: 'http://localhost:3000' } },
);
