import { spawn } from 'node:child_process';
import path from 'node:path';
import Stripe from 'stripe';
import { FakeStripe } from './fake-stripe';
import { parseStripeForm } from './fake-stripe-form';
import { WebhookReceiver } from './fake-stripe-webhook-receiver';
import { freePort, waitFor } from './local-network';

/**
 * FakeStripe as a client other than the `stripe` library sees it: the wire format, its refusals, the hosted pages,
 * webhook delivery and the process the browser tests run. (stripe-provider.test.ts drives it through the library.)
 */

const secretKey = 'sk_test_fake_stripe_suite';
const webhookSecret = 'whsec_fake_stripe_suite';
const receiver = new WebhookReceiver();
const fake = new FakeStripe({ secretKey, webhookRetryDelaysMs: [10, 20] });
let webhookUrl = '';

beforeAll(async () => {
  webhookUrl = await receiver.start();
  fake.useWebhookEndpoint(webhookUrl, webhookSecret);
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
  await receiver.stop();
});

afterEach(async () => {
  await fake.settled();
  receiver.clear();
});

interface StripeErrorBody {
  error: { type: string; message: string; code?: string; param?: string };
}

async function post(path: string, form: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & Partial<StripeErrorBody> };
}

const sessionForm = (orderId: number, extra = '') =>
  [
    'mode=payment',
    'line_items[0][price_data][currency]=usd',
    'line_items[0][price_data][unit_amount]=2500',
    'line_items[0][price_data][product_data][name]=Knots%20%26%20Splices',
    'line_items[0][price_data][product_data][metadata][courseId]=3',
    'line_items[0][quantity]=1',
    'customer_email=sailor%40example.com',
    'success_url=https%3A%2F%2Flectern.test%2Fdone%3Fs%3D%7BCHECKOUT_SESSION_ID%7D',
    'cancel_url=https%3A%2F%2Flectern.test%2Fcart',
    `metadata[orderId]=${orderId}`,
  ].join('&') + extra;

async function openSession(orderId = 1): Promise<string> {
  const { status, body } = await post('/v1/checkout/sessions', sessionForm(orderId));
  expect(status).toBe(200);
  return String(body.id);
}

describe('parseStripeForm', () => {
  it('turns bracket keys into nested hashes and numbered or empty indexes into arrays', () => {
    expect(
      parseStripeForm(
        'a=1&line_items[1][quantity]=2&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=50&metadata[orderId]=9&expand[]=x&expand[]=y.z&encoded%5Bkey%5D=v+w',
      ),
    ).toEqual({
      a: '1',
      line_items: [{ quantity: '1', price_data: { unit_amount: '50' } }, { quantity: '2' }],
      metadata: { orderId: '9' },
      expand: ['x', 'y.z'],
      encoded: { key: 'v w' },
    });
  });

  it('refuses a key sent twice, a value that is also a hash, malformed keys and prototype keys', () => {
    for (const body of ['a=1&a=2', 'a=1&a[b]=2', 'a[b=1', 'a]=1', '__proto__[x]=1', 'metadata[constructor]=1']) {
      expect(() => parseStripeForm(body)).toThrow();
    }
  });
});

describe('the API', () => {
  it('wants a test secret key as a bearer token, and does not echo it whole', async () => {
    const none = await fetch(`${fake.url}/v1/checkout/sessions`, { method: 'POST', body: sessionForm(1) });
    const wrong = await post('/v1/checkout/sessions', sessionForm(1), { authorization: 'Bearer sk_test_wrong_key_1234' });
    const live = await post('/v1/checkout/sessions', sessionForm(1), { authorization: 'Bearer sk_live_real_money' });

    expect(none.status).toBe(401);
    expect(((await none.json()) as StripeErrorBody).error.type).toBe('invalid_request_error');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.message).not.toContain('wrong_key');
    expect(live.status).toBe(401);
  });

  it("refuses an unknown parameter, a missing one and a wrong type with Stripe's error shape", async () => {
    const unknown = await post('/v1/checkout/sessions', sessionForm(1, '&colour=red'));
    const missing = await post('/v1/checkout/sessions', sessionForm(1).replace(/&success_url=[^&]+/, ''));
    const notInteger = await post('/v1/checkout/sessions', sessionForm(1).replace('unit_amount]=2500', 'unit_amount]=25.00'));

    expect(unknown).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_unknown', param: 'colour' } } });
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'parameter_missing', param: 'success_url' } } });
    expect(notInteger).toMatchObject({ status: 400, body: { error: { param: 'line_items[0][price_data][unit_amount]' } } });
  });

  it('answers 404 for an unknown object or address', async () => {
    const session = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_missing`, { headers: { authorization: `Bearer ${secretKey}` } });
    const address = await post('/v1/charges', 'amount=100');

    expect(session.status).toBe(404);
    expect(((await session.json()) as StripeErrorBody).error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    expect(address.status).toBe(404);
  });

  it('replays the first answer for a repeated idempotency key, and refuses the key with other parameters', async () => {
    const first = await post('/v1/checkout/sessions', sessionForm(2), { 'idempotency-key': 'suite-order-2' });
    const again = await post('/v1/checkout/sessions', sessionForm(2), { 'idempotency-key': 'suite-order-2' });
    const other = await post('/v1/checkout/sessions', sessionForm(3), { 'idempotency-key': 'suite-order-2' });

    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(other).toMatchObject({ status: 400, body: { error: { type: 'idempotency_error' } } });
  });

  it('keeps no answer of a refused request, so the key can be used again', async () => {
    const refused = await post('/v1/checkout/sessions', sessionForm(4, '&colour=red'), { 'idempotency-key': 'suite-order-4' });
    const fixed = await post('/v1/checkout/sessions', sessionForm(4), { 'idempotency-key': 'suite-order-4' });

    expect(refused.status).toBe(400);
    expect(fixed.status).toBe(200);
  });

  it('refuses a refund larger than what is left of the charge', async () => {
    const sessionId = await openSession();
    await fake.pay(sessionId);
    const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? '';

    const partial = await post('/v1/refunds', `payment_intent=${paymentIntent}&amount=2000`);
    const tooMuch = await post('/v1/refunds', `payment_intent=${paymentIntent}&amount=501`);
    const rest = await post('/v1/refunds', `payment_intent=${paymentIntent}`);

    expect(partial.status).toBe(200);
    expect(tooMuch).toMatchObject({ status: 400, body: { error: { code: 'amount_too_large' } } });
    expect(rest.body).toMatchObject({ object: 'refund', amount: 500 });
    expect(fake.charges.get(fake.paymentIntents.get(paymentIntent)?.latest_charge ?? '')).toMatchObject({ amount_refunded: 2500, refunded: true });
  });

  it('refuses transfers from one charge beyond its amount', async () => {
    const sessionId = await openSession();
    await fake.pay(sessionId);
    const charge = fake.paymentIntents.get(fake.sessions.get(sessionId)?.payment_intent ?? '')?.latest_charge ?? '';
    const account = String((await post('/v1/accounts', 'type=express&capabilities[transfers][requested]=true')).body.id);
    await fake.finishOnboarding(account);

    const first = await post('/v1/transfers', `amount=2000&currency=usd&destination=${account}&source_transaction=${charge}`);
    const second = await post('/v1/transfers', `amount=501&currency=usd&destination=${account}&source_transaction=${charge}`);
    const unknownCharge = await post('/v1/transfers', `amount=1&currency=usd&destination=${account}&source_transaction=ch_nothing`);

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 400, body: { error: { code: 'amount_too_large' } } });
    expect(unknownCharge).toMatchObject({ status: 400, body: { error: { code: 'resource_missing', param: 'source_transaction' } } });
  });

  it('answers 500 to every API request during an outage', async () => {
    fake.outage = true;
    try {
      const answer = await post('/v1/checkout/sessions', sessionForm(5));
      expect(answer).toMatchObject({ status: 500, body: { error: { type: 'api_error' } } });
    } finally {
      fake.outage = false;
    }
  });
});

describe('the hosted checkout page', () => {
  it('shows the order with a test note, a Pay button and a Cancel link that returns to cancel_url', async () => {
    const sessionId = await openSession();
    const page = await fetch(`${fake.url}/pay/${sessionId}`);
    const html = await page.text();

    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Pay Lectern</title>');
    expect(html).toContain('<h1>Pay Lectern</h1>');
    expect(html).toContain('Stripe test page');
    expect(html).toContain('Knots &#38; Splices');
    expect(html).toContain('<button type="submit">Pay $25.00</button>');
    const cancel = /<a href="([^"]+)">Cancel<\/a>/.exec(html)?.[1] ?? '';
    const cancelled = await fetch(`${fake.url}${cancel}`, { redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('https://lectern.test/cart');
    expect(fake.sessions.get(sessionId)?.status).toBe('open');
  });

  it('pays with a fee of 2.9 % + 30 ¢ and says so when shown again', async () => {
    const sessionId = await openSession();
    const paid = await fetch(`${fake.url}/pay/${sessionId}`, { method: 'POST', redirect: 'manual' });
    const again = await (await fetch(`${fake.url}/pay/${sessionId}`)).text();

    expect(paid.headers.get('location')).toBe(`https://lectern.test/done?s=${sessionId}`);
    const intent = fake.paymentIntents.get(fake.sessions.get(sessionId)?.payment_intent ?? '');
    const charge = fake.charges.get(intent?.latest_charge ?? '');
    expect(charge?.id).toMatch(/^ch_/);
    expect(fake.balanceTransactions.get(charge?.balance_transaction ?? '')).toMatchObject({ amount: 2500, fee: 103, net: 2397 });
    expect(again).toContain('already paid');
  });

  it('shows that an expired session expired, and paying it changes nothing', async () => {
    const sessionId = await openSession();
    await fake.expireSession(sessionId);
    receiver.clear();

    const page = await fetch(`${fake.url}/pay/${sessionId}`);
    const pay = await fetch(`${fake.url}/pay/${sessionId}`, { method: 'POST', redirect: 'manual' });

    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout has expired');
    expect(pay.status).toBe(410);
    expect(fake.sessions.get(sessionId)).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('webhooks', () => {
  it('signs each event as Stripe does, for the endpoint secret', async () => {
    const sessionId = await openSession(6);
    await fake.pay(sessionId);

    const webhook = receiver.received[0];
    const event = Stripe.webhooks.constructEvent(webhook?.body ?? '', webhook?.signature ?? '', webhookSecret);
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, payment_status: 'paid' } } });
    expect(event.id).toMatch(/^evt_/);
    expect(fake.events.at(-1)?.id).toBe(event.id);
    expect(() => Stripe.webhooks.constructEvent(webhook?.body ?? '', webhook?.signature ?? '', 'whsec_other')).toThrow();
  });

  it('retries a failed delivery with the same event, freshly signed', async () => {
    receiver.statuses.push(500, 503);
    const sessionId = await openSession();

    const delivery = await fake.pay(sessionId);

    expect(delivery).toMatchObject({ delivered: true, attempts: 3, status: 200 });
    const ids = receiver.received.map((webhook) => Stripe.webhooks.constructEvent(webhook.body, webhook.signature ?? '', webhookSecret).id);
    expect(ids).toEqual([delivery.eventId, delivery.eventId, delivery.eventId]);
    expect(fake.deliveries.filter((attempt) => attempt.eventId === delivery.eventId).map((attempt) => attempt.status)).toEqual([500, 503, 200]);
  });

  it('gives up after its retries', async () => {
    receiver.statuses.push(500, 500, 500, 500);
    const sessionId = await openSession();

    expect(await fake.expireSession(sessionId)).toMatchObject({ delivered: false, attempts: 3, status: 500 });
  });

  it('resends an event with its id and body, and delivers any event given', async () => {
    const sessionId = await openSession();
    const { eventId } = await fake.pay(sessionId);

    await fake.resend(eventId);
    await fake.deliver({ type: 'payout.paid', data: { object: { id: 'po_1', object: 'payout' } }, account: 'acct_1' });

    expect(receiver.received[1]?.body.equals(receiver.received[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(receiver.events()[2]).toMatchObject({ type: 'payout.paid', object: 'event', account: 'acct_1', data: { object: { id: 'po_1' } } });
    expect(fake.events.filter((event) => event.id === eventId)).toHaveLength(1);
  });

  it('sends account.updated from Connect (with the account) when an educator finishes onboarding', async () => {
    const account = String((await post('/v1/accounts', 'type=express&email=ed%40example.com&capabilities[transfers][requested]=true')).body.id);

    await fake.finishOnboarding(account);

    expect(receiver.events()[0]).toMatchObject({
      type: 'account.updated',
      account,
      data: { object: { id: account, payouts_enabled: true, details_submitted: true } },
    });
    expect(fake.accounts.get(account)?.capabilities.transfers).toBe('active');
  });

  it('records events without an endpoint and stops promptly while a delivery is retrying', async () => {
    const alone = new FakeStripe({ secretKey });
    await alone.start();
    const down = new FakeStripe({ secretKey, webhookUrl: 'http://127.0.0.1:9/unreachable', webhookSecret, webhookRetryDelaysMs: [60_000] });
    await down.start();
    try {
      expect(await alone.deliver({ type: 'ping', data: { object: {} } })).toMatchObject({ delivered: false, attempts: 0 });
      expect(alone.events).toHaveLength(1);
      const retrying = down.deliver({ type: 'ping', data: { object: {} } });
      await waitFor(() => down.deliveries.length === 1, 5000);
      const since = performance.now();
      await down.stop();
      expect(performance.now() - since).toBeLessThan(1000);
      expect(await retrying).toMatchObject({ delivered: false, attempts: 1, status: null });
    } finally {
      await alone.stop();
      await down.stop();
    }
  });
});

describe('fake-stripe-main', () => {
  const apiDir = path.resolve(__dirname, '..', '..');

  function run(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'testing', 'fake-stripe-main.ts')], {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  it('listens on FAKE_STRIPE_PORT, posts webhooks to its URL, and stops on SIGTERM within 2 s', async () => {
    const port = await freePort();
    const running = run({ FAKE_STRIPE_PORT: String(port), FAKE_STRIPE_WEBHOOK_URL: webhookUrl, FAKE_STRIPE_WEBHOOK_SECRET: webhookSecret });
    try {
      await waitFor(() => running.output().includes('listening'), 20_000);
      expect(running.output()).toBe(`fake stripe listening on http://127.0.0.1:${port}\n`);
      const stripe = new Stripe('sk_test_browser', { host: '127.0.0.1', port, protocol: 'http', telemetry: false });
      const account = await stripe.accounts.create({ type: 'express' });
      const link = await stripe.accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        refresh_url: 'https://l.test/r',
        return_url: 'https://l.test/x',
      });
      await fetch(link.url, { method: 'POST', redirect: 'manual' });
      await receiver.until(1);
      expect(Stripe.webhooks.constructEvent(receiver.received[0]?.body ?? '', receiver.received[0]?.signature ?? '', webhookSecret).type).toBe(
        'account.updated',
      );

      const since = performance.now();
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      expect(performance.now() - since).toBeLessThan(2000);
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  it('names the variable that is wrong and does not start', async () => {
    const running = run({ FAKE_STRIPE_PORT: 'eighty' });

    expect(await running.exited).toBe(1);
    expect(running.output()).toMatch(/^fake stripe: FAKE_STRIPE_PORT: /);
    expect(running.output()).not.toMatch(/listening/);
  });
});
