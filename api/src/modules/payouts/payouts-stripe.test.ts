import { randomUUID } from 'node:crypto';
import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { earningsSchemas } from '@lectern/shared-sdk/earnings/schemas';
import { useFakeStripe } from '../../testing/fake-stripe-in-tests';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase } from '../../testing/test-app';
import type { PaymentProvider } from '../payments/payment-provider';
import { STALE_CLAIM_MS, settlePayouts } from './payouts';
import { recoverStuckRefunds } from '../refunds/refund-recovery';
import { formatCents } from '@lectern/shared-sdk/core/money';
import { seenBy } from '../../testing/notifications';
import { refundIdempotencyKey } from '../refunds/refunds.repository';

const localStripe = useFakeStripe();
const { fake } = localStripe;

const onboardingAnswer = earningsSchemas.startPayoutOnboarding.responses[200];
const payoutsOf = (body: unknown) => earningsSchemas.getMyEarnings.responses[200].parse(body).earnings.payouts;

describeEachDatabase(
  "educators' payouts through Stripe Connect (against FakeStripe)",
  (t) => {
    localStripe.deliverTo(t);

    const context = () => ({ db: t.db, provider: t.app.payments as PaymentProvider, log: t.app.log, now: () => t.clock.now(), notify: t.app.notify });

    /** An educator with one paid course, signed in. */
    async function educatorWithCourse(priceCents: number) {
      const educator = await insertUser(t.db, { role: 'educator' });
      const course = await insertCourse(t.db, { educatorId: educator.id, priceCents });
      return { educator, course, token: await t.tokenFor(educator) };
    }

    /** A new student buys the courses on Stripe's page; answers the order and its charge. */
    async function buy(...courseIds: number[]) {
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      for (const courseId of courseIds) expect((await t.post('/api/cart', { courseId }, token)).status).toBe(201);
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
      const sessionId = [...fake.sessions.values()].find((session) => session.url === answer.checkoutUrl)?.id ?? '';
      expect(await fake.pay(sessionId)).toMatchObject({ delivered: true, status: 200 });
      const order = await t.db.selectFrom('orders').select(['status', 'charge_id']).where('id', '=', answer.orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      return { token, orderId: answer.orderId, chargeId: order.charge_id ?? '' };
    }

    /** Starts onboarding, as the Earnings page's button does; answers the connected account the link is for. */
    async function connect(token: string) {
      const answer = await t.request('POST', '/api/educator/payouts/onboarding', { token });
      expect(answer.status).toBe(200);
      const { url } = onboardingAnswer.parse(answer.body);
      expect(url).toMatch(new RegExp(`^${localStripe.url()}/onboard/acct_`));
      return url.split('/').at(-1) ?? '';
    }

    const netOf = async (orderId: number, courseId: number) =>
      (
        await t.db
          .selectFrom('ledger_entries')
          .select('net_cents')
          .where('order_id', '=', orderId)
          .where('course_id', '=', courseId)
          .where('kind', '=', 'sale')
          .executeTakeFirstOrThrow()
      ).net_cents;
    const transfersTo = (accountId: string) => [...fake.transfers.values()].filter((transfer) => transfer.destination === accountId);

    it('keeps earnings until the account is enabled, then transfers them from their charges, and each later sale at once', async () => {
      const { educator, course, token } = await educatorWithCourse(5000);
      expect(payoutsOf((await t.get('/api/educator/earnings', token)).body)).toEqual({ status: 'not_connected', paidOut: 0, waiting: 0 });

      // Pressed many times at once: one account at Stripe, one row here.
      const accountIds = await Promise.all(Array.from({ length: 25 }, () => connect(token)));
      expect(new Set(accountIds).size).toBe(1);
      const accountId = accountIds[0] ?? '';
      expect([...fake.accounts.values()].filter((account) => account.email === educator.email)).toHaveLength(1);

      const first = await buy(course.id);
      const firstNet = await netOf(first.orderId, course.id);
      expect(transfersTo(accountId)).toEqual([]);
      expect(payoutsOf((await t.get('/api/educator/earnings', token)).body)).toEqual({ status: 'onboarding', paidOut: 0, waiting: firstNet / 100 });

      // Onboarding done: Stripe's account.updated enables payouts and what accrued is transferred from its charge.
      expect(await fake.finishOnboarding(accountId)).toMatchObject({ delivered: true, status: 200 });
      expect(transfersTo(accountId)).toEqual([
        expect.objectContaining({ amount: firstNet, source_transaction: first.chargeId, transfer_group: `order-${first.orderId}` }),
      ]);
      expect(payoutsOf((await t.get('/api/educator/earnings', token)).body)).toEqual({ status: 'enabled', paidOut: firstNet / 100, waiting: 0 });
      expect((await t.request('POST', '/api/educator/payouts/onboarding', { token })).status).toBe(409);

      const second = await buy(course.id);
      const secondNet = await netOf(second.orderId, course.id);
      expect(transfersTo(accountId).map((transfer) => [transfer.amount, transfer.source_transaction])).toEqual([
        [firstNet, first.chargeId],
        [secondNet, second.chargeId],
      ]);

      // The sweep, run twice at once, finds nothing more to move.
      const sweeps = await Promise.all([settlePayouts(context()), settlePayouts(context())]);
      expect(sweeps).toEqual([
        { sent: 0, reversed: 0 },
        { sent: 0, reversed: 0 },
      ]);
      expect(transfersTo(accountId)).toHaveLength(2);
    });

    it("pays each educator of a cart from the one charge, and a refund reverses the refunded line's transfer only", async () => {
      const ada = await educatorWithCourse(4000);
      const grace = await educatorWithCourse(1950);
      const adaAccount = await connect(ada.token);
      await fake.finishOnboarding(adaAccount);
      const { token, orderId, chargeId } = await buy(ada.course.id, grace.course.id);
      const adaNet = await netOf(orderId, ada.course.id);

      const [transfer] = transfersTo(adaAccount);
      expect(transfer).toMatchObject({ amount: adaNet, source_transaction: chargeId });
      // Grace has no account: her share waits for her.
      expect(payoutsOf((await t.get('/api/educator/earnings', grace.token)).body)).toMatchObject({
        status: 'not_connected',
        waiting: (await netOf(orderId, grace.course.id)) / 100,
      });

      // Nothing watched: refunded at once, and Ada's transfer for the line taken back in full.
      expect((await t.post(`/api/orders/${orderId}/refunds`, { courseId: ada.course.id }, token)).status).toBe(201);
      expect(fake.transfers.get(transfer?.id ?? '')).toMatchObject({ amount_reversed: adaNet, reversed: true });
      expect(payoutsOf((await t.get('/api/educator/earnings', ada.token)).body)).toEqual({ status: 'enabled', paidOut: 0, waiting: 0 });

      // Grace connects later: her line, not refunded, is paid from the same charge.
      const graceAccount = await connect(grace.token);
      await fake.finishOnboarding(graceAccount);
      expect(transfersTo(graceAccount).map((made) => made.source_transaction)).toEqual([chargeId]);
      expect(await settlePayouts(context())).toEqual({ sent: 0, reversed: 0 });
    });

    it('leaves a transfer Stripe could not make to the sweep, which makes it once, with the same key', async () => {
      const { course, token } = await educatorWithCourse(3000);
      const accountId = await connect(token);
      const { orderId } = await buy(course.id);
      const net = await netOf(orderId, course.id);

      // Stripe is down when it says the account is enabled: the event is recorded, the transfer is not made.
      fake.outage = true;
      expect(await fake.finishOnboarding(accountId)).toMatchObject({ delivered: true, status: 200 });
      fake.outage = false;
      expect(transfersTo(accountId)).toEqual([]);
      const tried = fake.requests.filter((request) => request.path === '/v1/transfers').map((request) => request.idempotencyKey);
      expect(tried.length).toBeGreaterThan(0);

      // The claim is fresh: a run now leaves it alone (it may still be under way elsewhere).
      expect(await settlePayouts(context())).toEqual({ sent: 0, reversed: 0 });
      t.clock.advanceSeconds(STALE_CLAIM_MS / 1000 + 1);
      const sweeps = await Promise.all([settlePayouts(context()), settlePayouts(context())]);
      expect(sweeps.map((sweep) => sweep.sent).sort()).toEqual([0, 1]);
      expect(transfersTo(accountId).map((transfer) => transfer.amount)).toEqual([net]);
      const keys = fake.requests.filter((request) => request.path === '/v1/transfers').map((request) => request.idempotencyKey);
      expect(new Set(keys)).toEqual(new Set(tried));
      expect(payoutsOf((await t.get('/api/educator/earnings', token)).body)).toEqual({ status: 'enabled', paidOut: net / 100, waiting: 0 });
    });

    it('finishes a transfer left unfinished even when its sale was refunded since, then reverses it', async () => {
      const { course, token } = await educatorWithCourse(2200);
      const accountId = await connect(token);
      const bought = await buy(course.id);
      fake.outage = true;
      await fake.finishOnboarding(accountId);
      fake.outage = false;
      // The claim is left `sending` (for all we know, Stripe made the transfer); the student is refunded meanwhile.
      expect((await t.post(`/api/orders/${bought.orderId}/refunds`, { courseId: course.id }, bought.token)).status).toBe(201);

      t.clock.advanceSeconds(STALE_CLAIM_MS / 1000 + 1);
      expect(await settlePayouts(context())).toEqual({ sent: 1, reversed: 1 });
      const [transfer] = transfersTo(accountId);
      expect(transfer).toMatchObject({ reversed: true });
      expect(payoutsOf((await t.get('/api/educator/earnings', token)).body)).toEqual({ status: 'enabled', paidOut: 0, waiting: 0 });
    });

    it('reads the charge of an order paid before charges were recorded from Stripe, and keeps it', async () => {
      const { course, token } = await educatorWithCourse(1500);
      const accountId = await connect(token);
      const { orderId, chargeId } = await buy(course.id);
      await t.db.updateTable('orders').set({ charge_id: null }).where('id', '=', orderId).execute();
      await fake.finishOnboarding(accountId);
      expect(transfersTo(accountId).map((transfer) => transfer.source_transaction)).toEqual([chargeId]);
      const order = await t.db.selectFrom('orders').select('charge_id').where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.charge_id).toBe(chargeId);
    });

    it('finishes a refund a crash left half-done: refunded at Stripe once, recorded, and the transfer reversed', async () => {
      const { educator, course, token: educatorToken } = await educatorWithCourse(2000);
      await fake.finishOnboarding(await connect(educatorToken));
      const { orderId } = await buy(course.id);
      const order = await t.db.selectFrom('orders').select(['student_id', 'payment_intent_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
      const item = await t.db.selectFrom('order_items').select(['id', 'price_cents']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      // The request was claimed and Stripe refunded it; the process died before the refund was recorded.
      const claimed = await t.db
        .insertInto('refund_requests')
        .values({
          order_id: orderId,
          order_item_id: item.id,
          student_id: order.student_id,
          course_id: course.id,
          course_title: 'Crashed',
          educator_id: educator.id,
          amount_cents: item.price_cents,
          watched_percent: 0,
          reason: null,
          source: 'student',
          status: 'refunding',
          refund_key: randomUUID(),
          decline_reason: null,
          decided_by: null,
          provider_refund_id: null,
          requested_at: t.clock.now().toISOString(),
          decided_at: t.clock.now().toISOString(),
          refunded_at: null,
        })
        .returning(['id', 'refund_key'])
        .executeTakeFirstOrThrow();
      await context().provider.refund({
        paymentIntentId: order.payment_intent_id ?? '',
        amountCents: item.price_cents,
        idempotencyKey: refundIdempotencyKey(claimed),
      });
      await fake.settled();

      expect(await recoverStuckRefunds(context())).toBe(0);
      t.clock.advanceSeconds(STALE_CLAIM_MS / 1000 + 1);
      const runs = await Promise.all([recoverStuckRefunds(context()), recoverStuckRefunds(context())]);
      expect(runs.sort()).toEqual([0, 1]);

      expect([...fake.refunds.values()].filter((refund) => refund.payment_intent === order.payment_intent_id)).toHaveLength(1);
      const row = await t.db.selectFrom('refund_requests').select('status').where('id', '=', claimed.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('refunded');
      expect(await t.db.selectFrom('enrollments').select('id').where('student_id', '=', order.student_id).execute()).toEqual([]);
      expect(payoutsOf((await t.get('/api/educator/earnings', educatorToken)).body)).toEqual({ status: 'enabled', paidOut: 0, waiting: 0 });
      // The student is told once that the money went back.
      const student = await t.db.selectFrom('users').selectAll().where('id', '=', order.student_id).executeTakeFirstOrThrow();
      expect(await seenBy(t, student)).toEqual([
        expect.objectContaining({
          kind: 'receipt',
          title: 'Your refund was made',
          body: `${formatCents(item.price_cents)} for “Crashed” was refunded.`,
        }),
        expect.objectContaining({ kind: 'receipt', title: `Your receipt for order #${orderId}` }),
      ]);
    });
  },
  {
    env: localStripe.env,
  },
);
