import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { paymentsSchemas } from '@lectern/shared-sdk/payments/schemas';
import { refundsSchemas } from '@lectern/shared-sdk/refunds/schemas';
import type { UserRow } from '../../db/schema';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider';
import { insertCourse, insertEnrollment, insertOrder, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

const refundOf = (body: unknown) => refundsSchemas.requestRefund.responses[201].parse(body).refund;
const ordersOf = (body: unknown) => paymentsSchemas.listMyOrders.responses[200].parse(body).orders;
const DAY_SECONDS = 24 * 60 * 60;

describeEachDatabase(
  'refunds with the test payment mode',
  (t) => {
    const provider = (): PaymentProvider => {
      if (!t.app.payments) throw new Error('PAYMENTS=test gives a provider');
      return t.app.payments;
    };
    afterEach(() => jest.restoreAllMocks());

    /** A student who bought one course of each price from one educator, paid on the test checkout. */
    async function purchase(...priceCents: number[]) {
      const educator = await insertUser(t.db, { role: 'educator' });
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      const courseIds: number[] = [];
      for (const [index, cents] of priceCents.entries()) {
        const course = await insertCourse(t.db, { educatorId: educator.id, title: `Course ${index + 1}`, priceCents: cents });
        expect((await t.post('/api/cart', { courseId: course.id }, token)).status).toBe(201);
        courseIds.push(course.id);
      }
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
      const sessionId = answer.checkoutUrl?.split('/').at(-1) ?? '';
      expect((await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token })).status).toBe(200);
      return { educator, student, token, courseIds, orderId: answer.orderId };
    }
    const watched = (studentId: number, courseId: number, progress: number) =>
      t.db.updateTable('enrollments').set({ progress }).where('student_id', '=', studentId).where('course_id', '=', courseId).execute();
    const askRefund = (token: string, orderId: number, courseId: number, reason?: string) =>
      t.post(`/api/orders/${orderId}/refunds`, reason === undefined ? { courseId } : { courseId, reason }, token);
    const enrolled = async (studentId: number) =>
      (await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', studentId).orderBy('course_id').execute()).map(
        (row) => row.course_id,
      );
    const ledgerOf = (orderId: number) =>
      t.db
        .selectFrom('ledger_entries')
        .select(['order_item_id', 'kind', 'gross_cents', 'platform_fee_cents', 'payment_fee_cents', 'net_cents', 'course_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    const orderStatus = async (orderId: number) =>
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
    const tokenOf = (user: UserRow) => t.tokenFor(user);

    it('refunds at once under 30 % watched: through the provider, the enrolment ends, the ledger negates the sale', async () => {
      const { student, token, courseIds, orderId } = await purchase(4999, 1950);
      const [first = 0, second = 0] = courseIds;
      await watched(student.id, first, 29);
      const refund = jest.spyOn(provider(), 'refund');

      const response = await askRefund(token, orderId, first, 'Not what I expected');
      expect(response.status).toBe(201);
      expect(refundOf(response.body)).toMatchObject({
        status: 'refunded',
        amount: 49.99,
        watchedPercent: 29,
        courseId: first,
        reason: 'Not what I expected',
      });
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]?.[0]).toEqual({
        paymentIntentId: `tpi_${orderId}`,
        amountCents: 4999,
        idempotencyKey: expect.stringMatching(/^lectern-refund-\d+-[0-9a-f-]{36}$/),
      });
      expect(await enrolled(student.id)).toEqual([second]);

      const entries = await ledgerOf(orderId);
      const sale = entries.find((entry) => entry.kind === 'sale' && entry.course_id === first);
      const negated = entries.find((entry) => entry.kind === 'refund');
      expect(sale).toBeDefined();
      expect(negated).toEqual({
        ...sale,
        kind: 'refund',
        gross_cents: 0 - (sale?.gross_cents ?? 0),
        platform_fee_cents: 0 - (sale?.platform_fee_cents ?? 0),
        payment_fee_cents: 0 - (sale?.payment_fee_cents ?? 0),
        net_cents: 0 - (sale?.net_cents ?? 0),
      });
      expect(await orderStatus(orderId)).toBe('paid');

      // The orders say which line was refunded, and until when the other may be.
      const [order] = ordersOf((await t.get('/api/orders', token)).body);
      expect(order?.items).toEqual([
        expect.objectContaining({
          courseId: first,
          refund: expect.objectContaining({ status: 'refunded', declineReason: null }),
          refundableUntil: null,
        }),
        expect.objectContaining({
          courseId: second,
          refund: null,
          refundableUntil: new Date(t.clock.now().getTime() + 30 * DAY_SECONDS * 1000).toISOString(),
        }),
      ]);

      // The last line refunded: the order is.
      expect((await askRefund(token, orderId, second)).status).toBe(201);
      expect(await orderStatus(orderId)).toBe('refunded');
      expect(await enrolled(student.id)).toEqual([]);
    });

    it("waits at 30 % watched or more, listed for the course's educator, who approves it", async () => {
      const { educator, student, token, courseIds, orderId } = await purchase(2500);
      const [course = 0] = courseIds;
      await watched(student.id, course, 30);
      const refund = jest.spyOn(provider(), 'refund');

      const asked = refundOf((await askRefund(token, orderId, course)).body);
      expect(asked).toMatchObject({ status: 'requested', watchedPercent: 30, amount: 25 });
      expect(refund).not.toHaveBeenCalled();
      expect(await enrolled(student.id)).toEqual([course]);

      const educatorToken = await tokenOf(educator);
      const listed = refundsSchemas.listEducatorRefunds.responses[200].parse((await t.get('/api/educator/refunds', educatorToken)).body).refunds;
      expect(listed).toEqual([
        expect.objectContaining({ id: asked.id, status: 'requested', student: expect.objectContaining({ name: student.name }) }),
      ]);

      const approved = await t.post(`/api/refunds/${asked.id}/approve`, {}, educatorToken);
      expect(approved.status).toBe(200);
      expect(refundsSchemas.approveRefund.responses[200].parse(approved.body).refund.status).toBe('refunded');
      expect(refund).toHaveBeenCalledTimes(1);
      expect(await enrolled(student.id)).toEqual([]);
      expect(await orderStatus(orderId)).toBe('refunded');
      expect((await ledgerOf(orderId)).map((entry) => entry.kind)).toEqual(['sale', 'refund']);

      // Decided: neither approved nor declined again.
      expect((await t.post(`/api/refunds/${asked.id}/approve`, {}, educatorToken)).status).toBe(409);
      expect((await t.post(`/api/refunds/${asked.id}/decline`, { reason: 'No' }, educatorToken)).status).toBe(409);
    });

    it('is declined by an admin with a reason the student sees, and cannot be asked again', async () => {
      const { student, token, courseIds, orderId } = await purchase(2500);
      const [course = 0] = courseIds;
      await watched(student.id, course, 80);
      const asked = refundOf((await askRefund(token, orderId, course)).body);
      const admin = await insertUser(t.db, { role: 'admin' });
      const adminToken = await tokenOf(admin);
      const adminList = refundsSchemas.listAdminRefunds.responses[200].parse((await t.get('/api/admin/refunds', adminToken)).body);
      expect(adminList.refunds.map((row) => row.id)).toContain(asked.id);

      const declined = await t.post(`/api/refunds/${asked.id}/decline`, { reason: 'Most of the course was watched' }, adminToken);
      expect(declined.status).toBe(200);
      expect(refundsSchemas.declineRefund.responses[200].parse(declined.body).refund).toMatchObject({
        status: 'declined',
        declineReason: 'Most of the course was watched',
      });
      const [order] = ordersOf((await t.get('/api/orders', token)).body);
      expect(order?.items[0]).toMatchObject({
        refund: { status: 'declined', declineReason: 'Most of the course was watched' },
        refundableUntil: null,
      });
      expect(await enrolled(student.id)).toEqual([course]);

      const again = await askRefund(token, orderId, course);
      expect(again.status).toBe(409);
      expect(messageOf(again)).toBe('A refund was already requested for this course');
    });

    it("answers 404 to another educator, and to another student's order", async () => {
      const { student, token, courseIds, orderId } = await purchase(2500);
      const [course = 0] = courseIds;
      await watched(student.id, course, 50);
      const asked = refundOf((await askRefund(token, orderId, course)).body);
      const other = await tokenOf(await insertUser(t.db, { role: 'educator' }));
      expect((await t.post(`/api/refunds/${asked.id}/approve`, {}, other)).status).toBe(404);
      expect((await t.post(`/api/refunds/${asked.id}/decline`, { reason: 'No' }, other)).status).toBe(404);
      const otherList = refundsSchemas.listEducatorRefunds.responses[200].parse((await t.get('/api/educator/refunds', other)).body).refunds;
      expect(otherList).toEqual([]);
      expect((await t.db.selectFrom('refund_requests').select('status').where('id', '=', asked.id).executeTakeFirstOrThrow()).status).toBe(
        'requested',
      );

      const stranger = await tokenOf(await insertUser(t.db));
      expect((await askRefund(stranger, orderId, course)).status).toBe(404);
    });

    it('refuses after 30 days, twice for one line, and orders that moved no money', async () => {
      const { student, token: firstToken, courseIds, orderId } = await purchase(2500, 3000);
      const [first = 0, second = 0] = courseIds;
      expect((await askRefund(firstToken, orderId, first)).status).toBe(201);
      const twice = await askRefund(firstToken, orderId, first);
      expect(twice.status).toBe(409);
      expect(messageOf(twice)).toBe('A refund was already requested for this course');

      t.clock.advanceSeconds(30 * DAY_SECONDS + 1);
      // A sign-in of 30 days ago has run out: the student signs in again.
      const token = await tokenOf(student);
      const late = await askRefund(token, orderId, second);
      expect(late.status).toBe(409);
      expect(messageOf(late)).toBe('Refunds can be requested within 30 days of payment, and this order was paid more than 30 days ago');
      expect(ordersOf((await t.get('/api/orders', token)).body)[0]?.items[1]?.refundableUntil).toBeNull();

      // PAYMENTS=none: paid as made, no money moved.
      const course = await insertCourse(t.db, { educatorId: (await insertUser(t.db, { role: 'educator' })).id, priceCents: 1000 });
      await insertEnrollment(t.db, { studentId: student.id, courseId: course.id });
      const free = await insertOrder(t.db, {
        studentId: student.id,
        at: t.clock.now().toISOString(),
        items: [{ courseId: course.id, priceCents: 1000 }],
      });
      const none = await askRefund(token, free, course.id);
      expect(none.status).toBe(409);
      expect(messageOf(none)).toBe('This order took no payment, so there is nothing to refund');
    });

    it('refunds once when approved 50 times at once, and once when asked 50 times at once', async () => {
      const { educator, student, token, courseIds, orderId } = await purchase(2500, 1500);
      const [first = 0, second = 0] = courseIds;
      await watched(student.id, first, 90);
      const asked = refundOf((await askRefund(token, orderId, first)).body);
      const refund = jest.spyOn(provider(), 'refund');
      const educatorToken = await tokenOf(educator);

      const approvals = await Promise.all(Array.from({ length: 50 }, () => t.post(`/api/refunds/${asked.id}/approve`, {}, educatorToken)));
      expect(approvals.filter((response) => response.status === 200)).toHaveLength(1);
      expect(approvals.filter((response) => response.status === 409)).toHaveLength(49);
      expect(refund).toHaveBeenCalledTimes(1);

      const asks = await Promise.all(Array.from({ length: 50 }, () => askRefund(token, orderId, second)));
      expect(asks.filter((response) => response.status === 201)).toHaveLength(1);
      expect(asks.filter((response) => response.status === 409)).toHaveLength(49);
      expect(refund).toHaveBeenCalledTimes(2);
      expect((await ledgerOf(orderId)).filter((entry) => entry.kind === 'refund')).toHaveLength(2);
      expect(await orderStatus(orderId)).toBe('refunded');
    });

    it('changes nothing when the provider fails, and the request can be approved once it is back', async () => {
      const { educator, student, token, courseIds, orderId } = await purchase(2500, 1500);
      const [first = 0, second = 0] = courseIds;
      await watched(student.id, second, 60);
      const down = jest.spyOn(provider(), 'refund').mockRejectedValue(new PaymentProviderError('unreachable', true));

      const instant = await askRefund(token, orderId, first);
      expect(instant.status).toBe(503);
      expect(messageOf(instant)).toBe('Nothing was refunded: try again');
      expect(await t.db.selectFrom('refund_requests').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
      expect(await enrolled(student.id)).toEqual([first, second].sort((a, b) => a - b));
      expect((await ledgerOf(orderId)).map((entry) => entry.kind)).toEqual(['sale', 'sale']);

      const waiting = refundOf((await askRefund(token, orderId, second)).body);
      const educatorToken = await tokenOf(educator);
      const failed = await t.post(`/api/refunds/${waiting.id}/approve`, {}, educatorToken);
      expect(failed.status).toBe(503);
      expect(
        await t.db.selectFrom('refund_requests').select(['status', 'decided_at']).where('id', '=', waiting.id).executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'requested',
        decided_at: null,
      });
      expect(await orderStatus(orderId)).toBe('paid');

      down.mockRestore();
      expect((await t.post(`/api/refunds/${waiting.id}/approve`, {}, educatorToken)).status).toBe(200);
      expect((await askRefund(token, orderId, first)).status).toBe(201);
      expect(await orderStatus(orderId)).toBe('refunded');
    });
  },
  { env: { PAYMENTS: 'test', PUBLIC_APP_URL: 'http://localhost:3000' } },
);
