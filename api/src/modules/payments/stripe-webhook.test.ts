import Stripe from 'stripe';
import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { testStripeKeys, useFakeStripe } from '../../testing/fake-stripe-in-tests';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness, type TestResponse } from '../../testing/test-app';

const localStripe = useFakeStripe();
const { fake } = localStripe;
const { webhookSecret } = testStripeKeys;

/** A webhook as Stripe would sign it, at a time of our choosing. */
const signed = (payload: string, { secret = webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

describeEachDatabase(
  'payments through Stripe (against FakeStripe)',
  (t) => {
    // The fake posts its webhooks over HTTP, as Stripe does: the API listens for them.
    localStripe.deliverTo(t);

    async function studentWithCart(t: TestHarness, ...priceCents: number[]) {
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      const courseIds: number[] = [];
      for (const cents of priceCents) {
        const educator = await insertUser(t.db, { role: 'educator' });
        const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: cents });
        expect((await t.post('/api/cart', { courseId: course.id }, token)).status).toBe(201);
        courseIds.push(course.id);
      }
      return { student, token, courseIds };
    }
    const checkout = async (token: string) => {
      const response = await t.request('POST', '/api/cart/checkout', { token });
      expect(response.status).toBe(200);
      const answer = checkoutResponseSchema.parse(response.body);
      const sessionId = [...fake.sessions.values()].find((session) => session.url === answer.checkoutUrl)?.id ?? '';
      return { ...answer, sessionId };
    };
    const statusOf = async (orderId: number) =>
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
    const enrolled = async (studentId: number) =>
      (await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', studentId).execute()).map((row) => row.course_id).sort();
    const eventCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('payment_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('opens a Stripe Checkout session for the order, and enrols once the signed webhook says it is paid', async () => {
      const { student, token, courseIds } = await studentWithCart(t, 4999, 1950);
      const answer = await checkout(token);
      expect(answer.checkoutUrl).toMatch(new RegExp(`^${localStripe.url()}/pay/cs_test_`));
      const session = fake.sessions.get(answer.sessionId);
      expect(session).toMatchObject({
        amount_total: 6949,
        currency: 'usd',
        customer_email: student.email,
        metadata: { orderId: String(answer.orderId) },
      });
      expect(session?.success_url).toBe(`http://localhost:3000/checkout/success?order=${answer.orderId}`);
      expect(await enrolled(student.id)).toEqual([]);

      const delivery = await fake.pay(answer.sessionId);
      expect(delivery).toMatchObject({ delivered: true, status: 200 });
      expect(await statusOf(answer.orderId)).toBe('paid');
      expect(await enrolled(student.id)).toEqual([...courseIds].sort());
      expect((await t.db.selectFrom('cart_items').select('id').where('student_id', '=', student.id).execute()).length).toBe(0);
      // Its receipt follows by e-mail, once (through the outbox, which this listening server sends).
      for (const deadline = Date.now() + 5000; t.mail.messagesTo(student.email).length === 0 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(t.mail.messagesTo(student.email).map((mail) => mail.raw)).toEqual([
        expect.stringContaining(`Subject: Your receipt for order #${answer.orderId}`),
      ]);
    });

    it("writes each line's money to its educator's ledger: the platform's 20 %, its share of Stripe's fee, the rest", async () => {
      const { token, courseIds } = await studentWithCart(t, 4999, 1950);
      const answer = await checkout(token);
      await fake.pay(answer.sessionId);

      const entries = await t.db
        .selectFrom('ledger_entries')
        .select(['course_id', 'educator_id', 'kind', 'gross_cents', 'coupon_cents', 'platform_fee_cents', 'payment_fee_cents', 'net_cents'])
        .where('order_id', '=', answer.orderId)
        .orderBy('gross_cents', 'desc')
        .execute();
      // Stripe's fee on $69.49 is 2.9 % + 30 ¢ = 232 ¢, shared 167 / 65 by what each line cost.
      expect(entries).toEqual([
        expect.objectContaining({
          course_id: courseIds[0],
          kind: 'sale',
          gross_cents: 4999,
          coupon_cents: 0,
          platform_fee_cents: 1000,
          payment_fee_cents: 167,
          net_cents: 3832,
        }),
        expect.objectContaining({
          course_id: courseIds[1],
          kind: 'sale',
          gross_cents: 1950,
          coupon_cents: 0,
          platform_fee_cents: 390,
          payment_fee_cents: 65,
          net_cents: 1495,
        }),
      ]);
      expect(new Set(entries.map((entry) => entry.educator_id)).size).toBe(2);
    });

    it('answers 503 while Stripe cannot say what the payment cost, so Stripe delivers it again; then it is applied', async () => {
      const { student, token } = await studentWithCart(t, 2100);
      const answer = await checkout(token);
      fake.outage = true;
      const first = await fake.pay(answer.sessionId);
      expect(first.status).toBe(503);
      expect(await statusOf(answer.orderId)).toBe('pending');
      expect(await enrolled(student.id)).toEqual([]);

      fake.outage = false;
      expect((await fake.resend(first.eventId)).status).toBe(200);
      expect(await statusOf(answer.orderId)).toBe('paid');
      expect(await enrolled(student.id)).toHaveLength(1);
    });

    it('refuses an unsigned, a wrongly signed, a tampered or a stale event with 400, and changes nothing', async () => {
      const { token } = await studentWithCart(t, 2500);
      const answer = await checkout(token);
      const before = await eventCount();
      const event = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...fake.sessions.get(answer.sessionId), status: 'complete', payment_status: 'paid', payment_intent: null } },
      });
      const post = (payload: string, signature?: string) =>
        t.request('POST', '/api/payments/stripe/webhook', {
          payload,
          headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
        });

      for (const response of [
        await post(event),
        await post(event, signed(event, { secret: 'whsec_somebodyelse' })),
        await post(event.replace('2500', '1'), signed(event)),
        await post(event, signed(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
        await post(event, 'garbage\u0000'),
      ]) {
        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('The webhook signature is missing, wrong or too old');
      }
      expect(await eventCount()).toBe(before);
      expect(await statusOf(answer.orderId)).toBe('pending');

      // The same body, signed now with the right secret, is taken.
      expect((await post(event, signed(event))).status).toBe(200);
      expect(await statusOf(answer.orderId)).toBe('paid');
    });

    it('applies one event once, however often it is delivered at once', async () => {
      const { student, token } = await studentWithCart(t, 1500);
      const answer = await checkout(token);
      await fake.pay(answer.sessionId);
      const completed = fake.events.find((event) => event.type === 'checkout.session.completed' && JSON.stringify(event).includes(answer.sessionId));
      const before = await eventCount();

      const deliveries = await Promise.all(Array.from({ length: 50 }, () => fake.resend(completed?.id ?? '')));
      expect(deliveries.map((delivery) => delivery.status)).toEqual(Array(50).fill(200));
      expect(await eventCount()).toBe(before);
      expect(await enrolled(student.id)).toHaveLength(1);
      expect(await statusOf(answer.orderId)).toBe('paid');
    });

    it('ends in the right state whatever order the events arrive in', async () => {
      // Paid, then an expiry that arrives late: still paid.
      const first = await studentWithCart(t, 1000);
      const paid = await checkout(first.token);
      await fake.pay(paid.sessionId);
      const session = fake.sessions.get(paid.sessionId);
      await fake.deliver({
        type: 'checkout.session.expired',
        data: { object: { ...session, status: 'expired', payment_status: 'unpaid', url: null } },
      });
      expect(await statusOf(paid.orderId)).toBe('paid');
      expect(await enrolled(first.student.id)).toHaveLength(1);

      // Expired first, then the payment's completion: the money was taken, so the order is paid and the course theirs.
      const second = await studentWithCart(t, 1200);
      const late = await checkout(second.token);
      const open = fake.sessions.get(late.sessionId);
      await fake.expireSession(late.sessionId);
      expect(await statusOf(late.orderId)).toBe('expired');
      await fake.deliver({
        type: 'checkout.session.completed',
        // Paid through a payment Stripe knows (its fee is read before the event is applied).
        data: { object: { ...open, status: 'complete', payment_status: 'paid', payment_intent: session?.payment_intent ?? null } },
      });
      expect(await statusOf(late.orderId)).toBe('paid');
      expect(await enrolled(second.student.id)).toHaveLength(1);
    });

    it('opens one Checkout session for 250 checkouts of one cart at once', async () => {
      const { student, token } = await studentWithCart(t, 3000, 2000);
      const checkoutOnce = () => t.request('POST', '/api/cart/checkout', { token });
      const first = await Promise.all(Array.from({ length: 250 }, checkoutOnce));
      // On a loaded machine some of the 250 wait past the database's connection or statement timeout, or meet
      // Stripe's refusal of a request made while another with its idempotency key is in flight: they are told to try
      // again (503 with Retry-After), as a student would be. Every answer is the page, or that; and trying again gets
      // the page.
      const honest503 = (answer: TestResponse) => answer.status === 503 && answer.headers['retry-after'] !== undefined;
      const answers = await Promise.all(
        first.map(async (answer) => {
          let latest = answer;
          for (let tries = 0; tries < 5 && honest503(latest); tries += 1) latest = await checkoutOnce();
          return latest;
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(250).fill(200));
      const bodies = answers.map((answer) => checkoutResponseSchema.parse(answer.body));
      const orderId = bodies[0]?.orderId ?? 0;
      expect(new Set(bodies.map((body) => body.checkoutUrl)).size).toBe(1);
      // The fake serves both databases' runs, whose order ids repeat: the student tells them apart.
      const opened = [...fake.sessions.values()].filter((session) => session.customer_email === student.email);
      expect(opened.map((session) => session.metadata.orderId)).toEqual([String(orderId)]);
    });

    it('says so when Stripe cannot be reached, charges nothing, and opens the page on the next try', async () => {
      const { token } = await studentWithCart(t, 2200);
      fake.outage = true;
      const refused = await t.request('POST', '/api/cart/checkout', { token });
      expect(refused.status).toBe(503);
      expect(messageOf(refused)).toBe('The payment service could not be reached. Nothing was charged: please try again in a moment.');

      fake.outage = false;
      const answer = await checkout(token);
      expect(answer.sessionId).toMatch(/^cs_test_/);
      expect(await statusOf(answer.orderId)).toBe('pending');
    });
  },
  {
    env: localStripe.env,
  },
);
