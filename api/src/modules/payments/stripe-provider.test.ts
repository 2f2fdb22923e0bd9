import Stripe from 'stripe';
import { FakeStripe } from '../../testing/fake-stripe';
import { WebhookReceiver } from '../../testing/fake-stripe-webhook-receiver';
import { PaymentProviderError, WebhookSignatureError, type CheckoutRequest, type PaymentEvent, type PaymentProvider } from './payment-provider';
import { createStripeProvider, STRIPE_NETWORK_RETRIES, STRIPE_TIMEOUT_MS } from './stripe-provider';
import { StallingProxy } from '../../testing/local-network';

/**
 * The Stripe adapter with the real `stripe` client, against FakeStripe on loopback; webhooks go to a local receiver
 * and come back through verifyWebhook as the API's route would pass them.
 */

const secretKey = 'sk_test_lectern_provider';
const webhookSecret = 'whsec_platform_endpoint';
const connectWebhookSecret = 'whsec_connect_endpoint';

const fake = new FakeStripe({ secretKey, webhookRetryDelaysMs: [20, 40] });
const receiver = new WebhookReceiver();
let provider: PaymentProvider;
let api: { host: string; port: number; protocol: 'http' };

beforeAll(async () => {
  fake.useWebhookEndpoint(await receiver.start(), webhookSecret);
  api = await fake.start();
  provider = createStripeProvider({ secretKey, webhookSecret: [webhookSecret, connectWebhookSecret], api });
});

afterAll(async () => {
  await fake.stop();
  await receiver.stop();
});

afterEach(async () => {
  await fake.settled();
  receiver.clear();
});

let nextOrderId = 1000;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const orderId = overrides.orderId ?? nextOrderId++;
  return {
    orderId,
    customerEmail: 'student@example.com',
    lines: [
      { courseId: 7, title: 'Rust for the Curious', amountCents: 4999 },
      { courseId: 9, title: 'Sourdough <Basics> & More', amountCents: 1500 },
    ],
    successUrl: 'https://lectern.test/checkout/done?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://lectern.test/cart',
    idempotencyKey: `order-${orderId}-checkout`,
    ...overrides,
  };
}

/** The last webhook the receiver got, verified and mapped as the API's route would. */
function lastEvent(): PaymentEvent {
  const webhook = receiver.received.at(-1);
  if (!webhook) throw new Error('No webhook arrived');
  return provider.verifyWebhook(webhook.body, webhook.signature);
}

/** An order paid through the fake: its session, payment intent and charge. */
async function paidOrder(request = checkoutRequest()) {
  const { sessionId } = await provider.createCheckout(request);
  await fake.pay(sessionId);
  const paymentIntentId = fake.sessions.get(sessionId)?.payment_intent ?? '';
  const chargeId = fake.paymentIntents.get(paymentIntentId)?.latest_charge ?? '';
  return { sessionId, paymentIntentId, chargeId, orderId: request.orderId };
}

/** An educator's account that has finished onboarding, so it can receive transfers. */
async function onboardedAccount(email = 'educator@example.com'): Promise<string> {
  const { accountId } = await provider.createConnectedAccount({ email, idempotencyKey: `educator-${email}-${nextOrderId++}` });
  await fake.finishOnboarding(accountId);
  return accountId;
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error(`Expected a PaymentProviderError, got ${String(error)}`);
  return error;
}

function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return {
    body: Buffer.from(payload),
    header: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp }),
  };
}

describe('createCheckout', () => {
  it('opens a hosted session with one USD line per course, the e-mail, the order id and its transfer group', async () => {
    const request = checkoutRequest({ orderId: 41 });
    const checkout = await provider.createCheckout(request);

    expect(checkout.sessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`${fake.url}/pay/${checkout.sessionId}`);
    const session = fake.sessions.get(checkout.sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 6499,
      customer_email: 'student@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: { orderId: '41' },
    });
    const lines = (fake.lineItems.get(checkout.sessionId) ?? []).map((item) => ({
      name: item.description,
      quantity: item.quantity,
      currency: item.price.currency,
      unitAmount: item.price.unit_amount,
      courseId: fake.products.get(item.price.product)?.metadata.courseId,
    }));
    expect(lines).toEqual([
      { name: 'Rust for the Curious', quantity: 1, currency: 'usd', unitAmount: 4999, courseId: '7' },
      { name: 'Sourdough <Basics> & More', quantity: 1, currency: 'usd', unitAmount: 1500, courseId: '9' },
    ]);
    const sent = fake.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.idempotencyKey).toBe('order-41-checkout');
    expect(sent?.params.payment_intent_data).toEqual({ metadata: { orderId: '41' }, transfer_group: 'order-41' });
  });

  it('makes one session of 250 simultaneous calls with one idempotency key', async () => {
    const request = checkoutRequest();
    const before = fake.sessions.size;

    const checkouts = await Promise.all(Array.from({ length: 250 }, () => provider.createCheckout(request)));

    expect(fake.sessions.size).toBe(before + 1);
    expect(new Set(checkouts.map((checkout) => checkout.sessionId)).size).toBe(1);
    expect(new Set(checkouts.map((checkout) => checkout.url)).size).toBe(1);
    expect(fake.requests.filter((sent) => sent.idempotencyKey === request.idempotencyKey)).toHaveLength(250);
  });

  it('opens another session for another key', async () => {
    const first = await provider.createCheckout(checkoutRequest({ orderId: 77, idempotencyKey: 'order-77-a' }));
    const second = await provider.createCheckout(checkoutRequest({ orderId: 77, idempotencyKey: 'order-77-b' }));

    expect(second.sessionId).not.toBe(first.sessionId);
  });
});

describe('a Stripe that stalls', () => {
  it('is told as unreachable within 10 s (two tries with their deadlines), the person asked to try again', async () => {
    const proxy = new StallingProxy({ host: api.host, port: api.port });
    const port = await proxy.listen();
    try {
      const stalled = createStripeProvider({ secretKey, webhookSecret, api: { ...api, host: '127.0.0.1', port } });
      proxy.stall();
      const started = performance.now();
      const failure = await stalled.createCheckout(checkoutRequest()).then(
        () => undefined,
        (error: unknown) => error,
      );
      const waited = performance.now() - started;
      expect(failure).toBeInstanceOf(PaymentProviderError);
      expect(failure).toMatchObject({ message: 'Opening the payment page failed: Stripe could not be reached.', retryable: true });
      expect(waited).toBeLessThan(10_000);
      expect(waited).toBeGreaterThanOrEqual(2 * STRIPE_TIMEOUT_MS);
    } finally {
      await proxy.close();
    }
  }, 20_000);
});

describe('paying on the hosted page', () => {
  it('sends checkout.session.completed, which verifyWebhook accepts with the order and payment intent, then returns to success_url', async () => {
    const checkout = await provider.createCheckout(checkoutRequest({ orderId: 42 }));
    const page = await fetch(checkout.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Pay Lectern</title>');
    expect(html).toContain('Sourdough &#60;Basics&#62; &#38; More');
    expect(html).toContain('$64.99');
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    expect(action).toBeDefined();

    const paid = await fetch(new URL(action ?? '', checkout.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://lectern.test/checkout/done?session=${checkout.sessionId}`);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.contentType).toMatch(/^application\/json/);
    const paymentIntentId = fake.sessions.get(checkout.sessionId)?.payment_intent;
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(lastEvent()).toEqual({
      id: receiver.events()[0]?.id,
      created: expect.any(Number),
      type: 'checkout.completed',
      sessionId: checkout.sessionId,
      orderId: 42,
      paymentIntentId,
      amountTotalCents: 6499,
    });
    expect(fake.paymentIntents.get(paymentIntentId ?? '')).toMatchObject({ metadata: { orderId: '42' }, transfer_group: 'order-42' });
  });
});

describe('verifyWebhook', () => {
  const payload = JSON.stringify({
    id: 'evt_signed',
    object: 'event',
    created: 1_700_000_000,
    type: 'checkout.session.expired',
    data: { object: { id: 'cs_test_signed', object: 'checkout.session', metadata: { orderId: '5' } } },
  });

  it('accepts a body signed with the platform secret or the Connect secret', () => {
    for (const secret of [webhookSecret, connectWebhookSecret]) {
      const { body, header } = signed(payload, { secret });
      expect(provider.verifyWebhook(body, header)).toEqual({
        id: 'evt_signed',
        created: 1_700_000_000,
        type: 'checkout.expired',
        sessionId: 'cs_test_signed',
        orderId: 5,
      });
    }
  });

  it('refuses a webhook without a Stripe-Signature header', () => {
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(Buffer.from(payload), '')).toThrow(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', () => {
    const { body, header } = signed(payload, { secret: 'whsec_someone_else' });
    expect(() => provider.verifyWebhook(body, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing', () => {
    const { header } = signed(payload);
    const tampered = Buffer.from(payload.replace('"orderId":"5"', '"orderId":"6"'));
    expect(() => provider.verifyWebhook(tampered, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than the tolerance, and accepts one just within it', () => {
    const now = Math.floor(Date.now() / 1000);
    const old = signed(payload, { timestamp: now - 301 });
    const recent = signed(payload, { timestamp: now - 290 });

    expect(() => provider.verifyWebhook(old.body, old.header)).toThrow(WebhookSignatureError);
    expect(provider.verifyWebhook(recent.body, recent.header).type).toBe('checkout.expired');
  });

  it('takes the tolerance it is given', () => {
    const strict = createStripeProvider({ secretKey, webhookSecret, api, webhookToleranceSeconds: 10 });
    const { body, header } = signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 60 });

    expect(() => strict.verifyWebhook(body, header)).toThrow(WebhookSignatureError);
    expect(provider.verifyWebhook(body, header).type).toBe('checkout.expired');
  });

  it('reads the order id only when it is a positive whole number', () => {
    const orderIdOf = (orderId: string) => {
      const { body, header } = signed(
        JSON.stringify({
          id: 'evt_x',
          object: 'event',
          created: 1,
          type: 'checkout.session.expired',
          data: { object: { id: 'cs_x', metadata: { orderId } } },
        }),
      );
      const event = provider.verifyWebhook(body, header);
      return event.type === 'checkout.expired' ? event.orderId : undefined;
    };

    expect(orderIdOf('17')).toBe(17);
    for (const notOurs of ['0', '-3', '1.5', '1e3', 'abc', '', '017', '9007199254740993']) expect(orderIdOf(notOurs)).toBeNull();
  });

  it('ignores a completed session that is not paid yet, and event types Lectern does not use', () => {
    const unpaid = signed(
      JSON.stringify({
        id: 'evt_unpaid',
        object: 'event',
        created: 2,
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_unpaid', payment_status: 'unpaid', metadata: { orderId: '3' } } },
      }),
    );
    const other = signed(
      JSON.stringify({ id: 'evt_other', object: 'event', created: 3, type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    );

    expect(provider.verifyWebhook(unpaid.body, unpaid.header)).toEqual({
      id: 'evt_unpaid',
      created: 2,
      type: 'ignored',
      providerType: 'checkout.session.completed',
    });
    expect(provider.verifyWebhook(other.body, other.header)).toEqual({
      id: 'evt_other',
      created: 3,
      type: 'ignored',
      providerType: 'customer.created',
    });
  });

  it('maps a delayed payment that succeeded like a completed checkout', async () => {
    const { sessionId, paymentIntentId, orderId } = await paidOrder();
    await fake.deliver({ type: 'checkout.session.async_payment_succeeded', data: { object: fake.sessions.get(sessionId) ?? {} } });

    expect(lastEvent()).toMatchObject({ type: 'checkout.completed', sessionId, orderId, paymentIntentId, amountTotalCents: 6499 });
  });

  it('maps a dispute opened on a charge', async () => {
    const { chargeId, paymentIntentId } = await paidOrder();
    await fake.openDispute(chargeId, 2000);

    expect(lastEvent()).toMatchObject({ type: 'charge.dispute.created', chargeId, paymentIntentId, amountCents: 2000 });
  });
});

describe('expireCheckout', () => {
  it('expires an open session, which sends checkout.session.expired', async () => {
    const request = checkoutRequest();
    const { sessionId } = await provider.createCheckout(request);

    await provider.expireCheckout(sessionId);
    await fake.settled();

    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    expect(lastEvent()).toMatchObject({ type: 'checkout.expired', sessionId, orderId: request.orderId });
  });

  it('is no error for a session already expired or already paid', async () => {
    const { sessionId: expired } = await provider.createCheckout(checkoutRequest());
    await fake.expireSession(expired);
    const { sessionId: paid } = await paidOrder();

    await expect(provider.expireCheckout(expired)).resolves.toBeUndefined();
    await expect(provider.expireCheckout(paid)).resolves.toBeUndefined();
    expect(fake.sessions.get(paid)?.status).toBe('complete');
  });

  it('fails for a session Stripe does not know', async () => {
    const error = await rejection(provider.expireCheckout('cs_test_unknown'));

    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/cs_test_unknown/);
  });
});

describe('paymentDetails', () => {
  it("answers the payment's charge and Stripe's fee (2.9 % + 30 ¢)", async () => {
    const { paymentIntentId, chargeId } = await paidOrder();

    expect(await provider.paymentDetails(paymentIntentId)).toEqual({ chargeId, feeCents: 218 });
    const sent = fake.requests.find((request) => request.path === `/v1/payment_intents/${paymentIntentId}`);
    expect(sent?.params.expand).toEqual(['latest_charge.balance_transaction']);
  });
});

describe('refunds, transfers and educator accounts', () => {
  it('refunds part of a payment once per idempotency key, and maps the charge.refunded that follows', async () => {
    const { paymentIntentId, chargeId } = await paidOrder();
    const refund = { paymentIntentId, amountCents: 1500, idempotencyKey: `refund-${paymentIntentId}` };

    const first = await provider.refund(refund);
    const again = await provider.refund(refund);
    await fake.settled();

    expect(again.refundId).toBe(first.refundId);
    expect(fake.refunds.get(first.refundId)).toMatchObject({ amount: 1500, payment_intent: paymentIntentId, charge: chargeId });
    expect(fake.charges.get(chargeId)).toMatchObject({ amount_refunded: 1500, refunded: false });
    expect(receiver.events().filter((event) => event.type === 'charge.refunded')).toHaveLength(1);
    expect(lastEvent()).toMatchObject({ type: 'charge.refunded', chargeId, paymentIntentId, amountRefundedCents: 1500 });
  });

  it('creates an Express account and an onboarding link that, once finished, sends account.updated and returns', async () => {
    const { accountId } = await provider.createConnectedAccount({ email: 'ada@example.com', idempotencyKey: 'educator-ada' });
    expect(fake.accounts.get(accountId)).toMatchObject({
      type: 'express',
      email: 'ada@example.com',
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
    });

    const { url } = await provider.createOnboardingLink({
      accountId,
      refreshUrl: 'https://lectern.test/payouts/again',
      returnUrl: 'https://lectern.test/payouts/done',
    });
    expect(url).toBe(`${fake.url}/onboard/${accountId}`);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Finish onboarding');
    const finished = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });

    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe('https://lectern.test/payouts/done');
    expect(lastEvent()).toMatchObject({ type: 'account.updated', accountId, payoutsEnabled: true, detailsSubmitted: true });
    const used = await fetch(url, { redirect: 'manual' });
    expect(used.headers.get('location')).toBe('https://lectern.test/payouts/again');
  });

  it('transfers an educator share out of a charge and reverses part of it', async () => {
    const { chargeId, orderId } = await paidOrder();
    const accountId = await onboardedAccount();

    const { transferId } = await provider.createTransfer({
      amountCents: 3500,
      destinationAccountId: accountId,
      sourceChargeId: chargeId,
      transferGroup: `order-${orderId}`,
      idempotencyKey: `transfer-${orderId}-${accountId}`,
    });
    const { reversalId } = await provider.reverseTransfer({ transferId, amountCents: 1000, idempotencyKey: `reversal-${transferId}` });

    expect(fake.transfers.get(transferId)).toMatchObject({
      amount: 3500,
      amount_reversed: 1000,
      currency: 'usd',
      destination: accountId,
      source_transaction: chargeId,
      transfer_group: `order-${orderId}`,
    });
    expect(fake.reversals.get(reversalId)).toMatchObject({ amount: 1000, transfer: transferId });
  });
});

describe('errors from Stripe', () => {
  it('become a PaymentProviderError saying what failed in words, without the key', async () => {
    const { chargeId } = await paidOrder();

    const error = await rejection(
      provider.createTransfer({
        amountCents: 100,
        destinationAccountId: 'acct_nobody',
        sourceChargeId: chargeId,
        transferGroup: 'order-1',
        idempotencyKey: 'transfer-nobody',
      }),
    );

    expect(error.retryable).toBe(false);
    expect(error.message).toBe("The transfer to the educator's account failed: No such destination: 'acct_nobody'");
  });

  it('refuses a transfer to an educator who has not finished onboarding', async () => {
    const { chargeId } = await paidOrder();
    const { accountId } = await provider.createConnectedAccount({ email: 'late@example.com', idempotencyKey: 'educator-late' });

    const error = await rejection(
      provider.createTransfer({
        amountCents: 100,
        destinationAccountId: accountId,
        sourceChargeId: chargeId,
        transferGroup: 'order-2',
        idempotencyKey: 'transfer-late',
      }),
    );

    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/capabilities/);
  });

  it('say a wrong API key is refused, not retryable, and do not repeat it', async () => {
    const wrongKey = 'sk_test_not_the_right_one';
    const misconfigured = createStripeProvider({ secretKey: wrongKey, webhookSecret, api });

    const error = await rejection(misconfigured.createCheckout(checkoutRequest()));

    expect(error.retryable).toBe(false);
    expect(error.message).toBe("Opening the payment page failed: Stripe refused Lectern's API key.");
  });

  it('are retryable when Stripe fails on its side, after the client tried again once', async () => {
    const { paymentIntentId } = await paidOrder();
    const before = fake.requests.length;
    fake.outage = true;
    try {
      const error = await rejection(provider.paymentDetails(paymentIntentId));

      expect(error.retryable).toBe(true);
      expect(error.message).toBe('Reading the payment failed: Stripe had a problem of its own; try again in a moment.');
      expect(fake.requests.length - before).toBe(1 + STRIPE_NETWORK_RETRIES);
    } finally {
      fake.outage = false;
    }
  });

  it('are retryable when Stripe cannot be reached', async () => {
    const closed = new FakeStripe({ secretKey });
    const address = await closed.start();
    await closed.stop();
    const unreachable = createStripeProvider({ secretKey, webhookSecret, api: address });

    const error = await rejection(unreachable.paymentDetails('pi_any'));

    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Reading the payment failed: Stripe could not be reached.');
  });
});
