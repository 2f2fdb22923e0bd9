import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { FakeStripeRequestError, parseStripeForm, StripeParams, type FormObject } from './fake-stripe-form';
import type {
  FakeCheckoutSession,
  FakeLineItem,
  FakeProduct,
  FakePaymentIntent,
  FakeCharge,
  FakeBalanceTransaction,
  FakeRefund,
  FakeTransfer,
  FakeTransferReversal,
  FakeAccount,
  FakeDispute,
  FakeStripeEvent,
  FakeStripeDelivery,
} from './fake-stripe-objects';
import { checkoutPage, expiredCheckoutPage, notFoundPage, onboardingPage, paidCheckoutPage } from './fake-stripe-pages';

/** An API request the fake received, for tests that check what was sent. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | undefined;
}

export interface FakeStripeOptions {
  /** The one secret key accepted; any `sk_test_` key when not given. */
  secretKey?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  /** The waits before each retry of a failed webhook delivery; its length is the number of retries. */
  webhookRetryDelaysMs?: number[];
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

interface OnboardingLink {
  returnUrl: string;
  refreshUrl: string;
  expiresAt: number;
}

type ApiHandler = (params: FormObject, id: string) => object;

const day = 24 * 60 * 60;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newId(prefix: string, length = 24): string {
  return `${prefix}_${[...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** Stripe's standard US card pricing: 2.9 % + 30 ¢. */
export function stripeFeeCents(amountCents: number): number {
  return Math.round((amountCents * 29) / 1000) + 30;
}

function notFound(kind: string, id: string, param?: string): FakeStripeRequestError {
  return new FakeStripeRequestError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) });
}

function refused(message: string, details: { code?: string; param?: string } = {}): FakeStripeRequestError {
  return new FakeStripeRequestError(400, message, details);
}

/**
 * A stateful stand-in for the part of Stripe Lectern uses, on loopback, speaking Stripe's wire format so the
 * official `stripe` client talks to it unchanged: form-encoded bodies with bracket keys, a secret key in a bearer
 * header, JSON objects shaped like Stripe's, Stripe's error shape, and idempotency keys that replay the first answer.
 * It serves the hosted checkout and onboarding pages itself, and signs and posts webhooks exactly as Stripe does
 * (retrying a failed delivery), so the API's webhook route verifies them with the real library.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly lineItems = new Map<string, FakeLineItem[]>();
  readonly products = new Map<string, FakeProduct>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly balanceTransactions = new Map<string, FakeBalanceTransaction>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly transfers = new Map<string, FakeTransfer>();
  readonly reversals = new Map<string, FakeTransferReversal>();
  readonly accounts = new Map<string, FakeAccount>();
  readonly disputes = new Map<string, FakeDispute>();
  readonly events: FakeStripeEvent[] = [];
  readonly deliveries: { eventId: string; attempt: number; status: number | null }[] = [];
  readonly requests: FakeStripeRequest[] = [];
  /** While true every API request is answered 500, as during an outage at Stripe. */
  outage = false;
  /** While set, a new Checkout Session is refused (400) with this message, as Stripe refuses one it finds invalid. */
  refuseSessions: string | undefined;

  private server: Server | undefined;
  private origin = '';
  private webhook: { url: string; secret: string } | undefined;
  private readonly secretKey: string | undefined;
  private readonly retryDelaysMs: number[];
  private readonly idempotent = new Map<string, { fingerprint: string; answer: Promise<Answer> }>();
  private readonly paymentIntentData = new Map<string, { metadata: Record<string, string>; transferGroup: string | null }>();
  private readonly onboardingLinks = new Map<string, OnboardingLink>();
  private readonly refreshUrls = new Map<string, string>();
  private readonly pending = new Set<Promise<unknown>>();
  private stopping = new AbortController();

  private readonly routes: { method: string; pattern: RegExp; handle: ApiHandler }[] = [
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (params) => this.createSession(params) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: (_, id) => this.existingSession(id) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: (params, id) => this.expireSessionRequest(params, id) },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: (_, id) => this.existingPaymentIntent(id) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (params) => this.createRefund(params) },
    { method: 'POST', pattern: /^\/v1\/transfers$/, handle: (params) => this.createTransfer(params) },
    { method: 'POST', pattern: /^\/v1\/transfers\/([^/]+)\/reversals$/, handle: (params, id) => this.createReversal(params, id) },
    { method: 'POST', pattern: /^\/v1\/accounts$/, handle: (params) => this.createAccount(params) },
    { method: 'POST', pattern: /^\/v1\/account_links$/, handle: (params) => this.createAccountLink(params) },
  ];

  constructor(options: FakeStripeOptions = {}) {
    this.secretKey = options.secretKey;
    this.retryDelaysMs = options.webhookRetryDelaysMs ?? [100, 500, 2000];
    if (options.webhookUrl && options.webhookSecret) this.useWebhookEndpoint(options.webhookUrl, options.webhookSecret);
  }

  /** Listens on loopback (`port` 0: any free one); answers what the `stripe` client's `host`, `port` and `protocol` take. */
  async start(port = 0): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.stopping = new AbortController();
    const server = createServer((request, response) => void this.respond(request, response));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${address.port}`;
    return { host: '127.0.0.1', port: address.port, protocol: 'http' };
  }

  /** The fake's own address, where its hosted pages are. */
  get url(): string {
    return this.origin;
  }

  /** Stops listening, cuts kept-alive connections and gives up webhook deliveries still retrying. */
  async stop(): Promise<void> {
    this.stopping.abort();
    const server = this.server;
    this.server = undefined;
    if (server) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
    await this.settled();
  }

  /** Where events are posted from now on, and the endpoint's signing secret (`whsec_…`). */
  useWebhookEndpoint(url: string, secret: string): void {
    this.webhook = { url, secret };
  }

  /** Resolves once every webhook delivery under way (retries included) has ended. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** The student pays on the hosted page: the session completes and `checkout.session.completed` is delivered. */
  async pay(sessionId: string): Promise<FakeStripeDelivery> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    return this.deliverEvent(this.complete(session));
  }

  /** The session's 24 hours run out (or it is expired some other way): `checkout.session.expired` is delivered. */
  async expireSession(sessionId: string): Promise<FakeStripeDelivery> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    return this.deliverEvent(this.expire(session));
  }

  /** The educator completes onboarding: payouts are enabled and `account.updated` is delivered. */
  async finishOnboarding(accountId: string): Promise<FakeStripeDelivery> {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`No such account: ${accountId}`);
    return this.deliverEvent(this.onboard(account));
  }

  /** The card holder disputes a charge (for its whole amount unless told): `charge.dispute.created` is delivered. */
  async openDispute(chargeId: string, amountCents?: number): Promise<FakeStripeDelivery> {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new Error(`No such charge: ${chargeId}`);
    const dispute: FakeDispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: amountCents ?? charge.amount,
      currency: 'usd',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: now(),
    };
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    return this.deliverEvent(this.createEvent('charge.dispute.created', dispute));
  }

  /** Delivers the same event again (same id and body, a fresh signature), as Stripe does when it retries. */
  async resend(eventId: string): Promise<FakeStripeDelivery> {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`No such event: ${eventId}`);
    return this.deliverEvent(event);
  }

  /** Delivers any event; what is not given is filled in as Stripe would. */
  async deliver(event: {
    type: string;
    data: FakeStripeEvent['data'];
    id?: string;
    created?: number;
    account?: string;
  }): Promise<FakeStripeDelivery> {
    const full = this.createEvent(event.type, event.data.object, event.data.previous_attributes);
    if (event.id !== undefined) full.id = event.id;
    if (event.created !== undefined) full.created = event.created;
    if (event.account !== undefined) full.account = event.account;
    return this.deliverEvent(full);
  }

  private async respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: Answer;
    try {
      answer = await this.handle(request);
    } catch (error) {
      answer =
        error instanceof FakeStripeRequestError
          ? stripeError(error)
          : { status: 500, body: JSON.stringify({ error: { type: 'api_error', message: String(error) } }) };
    }
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req', 14), ...answer.headers });
    response.end(answer.body);
  }

  private async handle(request: IncomingMessage): Promise<Answer> {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', this.origin);
    const method = request.method ?? 'GET';
    if (!url.pathname.startsWith('/v1/')) return this.handlePage(method, url.pathname);
    this.checkSecretKey(request.headers.authorization);
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = header(request, 'idempotency-key');
    this.requests.push({ method, path: url.pathname, params, idempotencyKey });
    if (this.outage) throw new FakeStripeRequestError(500, 'An unknown error occurred at the fake Stripe.', { type: 'api_error' });
    if (method !== 'POST' || idempotencyKey === undefined) return this.handleApi(method, url.pathname, params);
    return this.idempotently(idempotencyKey, `${url.pathname}?${body}`, () => this.handleApi(method, url.pathname, params));
  }

  private checkSecretKey(authorization: string | undefined): void {
    const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (key === undefined) {
      throw new FakeStripeRequestError(401, 'You did not provide an API key. Provide it in the Authorization header as a bearer token.');
    }
    if (!key.startsWith('sk_test_') || (this.secretKey !== undefined && key !== this.secretKey)) {
      throw new FakeStripeRequestError(401, `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);
    }
  }

  /**
   * The first request with a key is handled; every later one with the key (even while the first is still being
   * handled) gets the first one's answer. Stripe keeps no answer of a request it refused, so that can be retried.
   */
  private async idempotently(key: string, fingerprint: string, handle: () => Answer): Promise<Answer> {
    const earlier = this.idempotent.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new FakeStripeRequestError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      }
      const answer = await earlier.answer;
      return { ...answer, headers: { ...answer.headers, 'idempotent-replayed': 'true' } };
    }
    const answer = Promise.resolve().then(handle);
    this.idempotent.set(key, { fingerprint, answer });
    try {
      return await answer;
    } catch (error) {
      this.idempotent.delete(key);
      throw error;
    }
  }

  private handleApi(method: string, path: string, params: FormObject): Answer {
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const object = route.handle(params, decodeURIComponent(match[1] ?? ''));
      const expand = StripeParams.of(params, Object.keys(params)).texts('expand');
      return { status: 200, body: JSON.stringify(this.expanded(object, expand)) };
    }
    throw new FakeStripeRequestError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Replaces ids by the objects they name along each `a.b` path, as `expand[]` asks of Stripe. */
  private expanded(object: object, paths: string[]): object {
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of paths) {
      let at: Record<string, unknown> = copy;
      for (const field of path.split('.')) {
        const value = at[field];
        const found = typeof value === 'string' ? this.byId(value) : value;
        if (typeof found !== 'object' || found === null) throw refused(`This property cannot be expanded (${field}).`, { param: 'expand' });
        at[field] = found === value ? found : structuredClone(found);
        at = at[field] as Record<string, unknown>;
      }
    }
    return copy;
  }

  private byId(id: string): object | undefined {
    const stores: Map<string, object>[] = [this.paymentIntents, this.charges, this.balanceTransactions, this.sessions, this.transfers, this.accounts];
    for (const store of stores) {
      const found = store.get(id);
      if (found) return found;
    }
    return undefined;
  }

  private createSession(form: FormObject): FakeCheckoutSession {
    const params = StripeParams.of(form, [
      'mode',
      'line_items',
      'customer_email',
      'success_url',
      'cancel_url',
      'metadata',
      'payment_intent_data',
      'client_reference_id',
      'expires_at',
    ]);
    if (params.text('mode') !== 'payment') throw refused('This fake supports only `mode: payment`.', { param: 'mode' });
    if (this.refuseSessions !== undefined) throw refused(this.refuseSessions);
    const id = newId('cs_test', 58);
    const items = params.hashes('line_items').map((line) => this.lineItem(line));
    if (items.length === 0) throw refused('`line_items` cannot be empty.', { param: 'line_items' });
    const total = items.reduce((sum, item) => sum + item.amount_total, 0);
    if (total < 50) throw refused("The Checkout Session's total amount due must add up to at least $0.50 usd", { param: 'line_items' });
    const intentData = params.optionalHash('payment_intent_data');
    const created = now();
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'usd',
      amount_subtotal: total,
      amount_total: total,
      customer_email: params.optionalText('customer_email') ?? null,
      success_url: params.text('success_url'),
      cancel_url: params.optionalText('cancel_url') ?? null,
      metadata: params.strings('metadata'),
      payment_intent: null,
      url: `${this.origin}/pay/${id}`,
      created,
      expires_at: params.optionalInteger('expires_at') ?? created + day,
      livemode: false,
    };
    this.sessions.set(id, session);
    this.lineItems.set(id, items);
    this.paymentIntentData.set(id, {
      metadata: intentData?.strings('metadata') ?? {},
      transferGroup: intentData?.optionalText('transfer_group') ?? null,
    });
    return session;
  }

  private lineItem(line: StripeParams): FakeLineItem {
    const quantity = line.integer('quantity');
    const priceData = line.hash('price_data');
    if (priceData.text('currency') !== 'usd') throw refused('This fake takes only USD.', { param: 'currency' });
    const unitAmount = priceData.integer('unit_amount');
    const productData = priceData.hash('product_data');
    const product: FakeProduct = {
      id: newId('prod', 14),
      object: 'product',
      name: productData.text('name'),
      metadata: productData.strings('metadata'),
    };
    this.products.set(product.id, product);
    return {
      id: newId('li', 24),
      object: 'item',
      description: product.name,
      quantity,
      currency: 'usd',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      price: { id: newId('price', 24), object: 'price', currency: 'usd', unit_amount: unitAmount, product: product.id },
    };
  }

  private existingSession(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw notFound('checkout.session', id);
    return session;
  }

  private expireSessionRequest(form: FormObject, id: string): FakeCheckoutSession {
    StripeParams.of(form, []);
    const session = this.existingSession(id);
    if (session.status !== 'open') {
      throw refused(`Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${session.status}".`);
    }
    this.deliverLater(this.expire(session));
    return session;
  }

  private expire(session: FakeCheckoutSession): FakeStripeEvent {
    session.status = 'expired';
    session.url = null;
    return this.createEvent('checkout.session.expired', session);
  }

  /** Pays an open session: a payment intent, its charge and the charge's balance transaction with Stripe's fee. */
  private complete(session: FakeCheckoutSession): FakeStripeEvent {
    const created = now();
    const amount = session.amount_total;
    const intentData = this.paymentIntentData.get(session.id) ?? { metadata: {}, transferGroup: null };
    const intentId = newId('pi', 24);
    const chargeId = newId('ch', 24);
    const fee = stripeFeeCents(amount);
    const transaction: FakeBalanceTransaction = {
      id: newId('txn', 24),
      object: 'balance_transaction',
      type: 'charge',
      amount,
      fee,
      net: amount - fee,
      currency: 'usd',
      source: chargeId,
      fee_details: [{ amount: fee, currency: 'usd', type: 'stripe_fee', description: 'Stripe processing fees' }],
      created,
    };
    this.balanceTransactions.set(transaction.id, transaction);
    this.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      paid: true,
      status: 'succeeded',
      currency: 'usd',
      payment_intent: intentId,
      balance_transaction: transaction.id,
      transfer_group: intentData.transferGroup,
      metadata: intentData.metadata,
      created,
      livemode: false,
    });
    this.paymentIntents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency: 'usd',
      status: 'succeeded',
      latest_charge: chargeId,
      metadata: intentData.metadata,
      transfer_group: intentData.transferGroup,
      created,
      livemode: false,
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intentId;
    session.url = null;
    return this.createEvent('checkout.session.completed', session);
  }

  private existingPaymentIntent(id: string): FakePaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw notFound('payment_intent', id);
    return intent;
  }

  private createRefund(form: FormObject): FakeRefund {
    const params = StripeParams.of(form, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
    const charge = this.refundedCharge(params);
    const unrefunded = charge.amount - charge.amount_refunded;
    if (unrefunded === 0) throw refused(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = params.optionalInteger('amount') ?? unrefunded;
    if (amount < 1) throw refused('Refund amount must be positive.', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > unrefunded) {
      throw refused(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${unrefunded / 100})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    const refund: FakeRefund = {
      id: newId('re', 24),
      object: 'refund',
      amount,
      currency: 'usd',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      reason: params.optionalText('reason') ?? null,
      metadata: params.strings('metadata'),
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.deliverLater(this.createEvent('charge.refunded', charge, previous));
    return refund;
  }

  private refundedCharge(params: StripeParams): FakeCharge {
    const intentId = params.optionalText('payment_intent');
    if (intentId !== undefined) {
      const intent = this.paymentIntents.get(intentId);
      if (!intent) throw notFound('payment_intent', intentId, 'payment_intent');
      const charge = this.charges.get(intent.latest_charge);
      if (!charge) throw refused(`PaymentIntent ${intentId} has no charge to refund.`, { param: 'payment_intent' });
      return charge;
    }
    const chargeId = params.optionalText('charge');
    if (chargeId === undefined)
      throw refused('One of `charge` or `payment_intent` is required.', { code: 'parameter_missing', param: 'payment_intent' });
    const charge = this.charges.get(chargeId);
    if (!charge) throw notFound('charge', chargeId, 'charge');
    return charge;
  }

  private createTransfer(form: FormObject): FakeTransfer {
    const params = StripeParams.of(form, ['amount', 'currency', 'destination', 'source_transaction', 'transfer_group', 'metadata', 'description']);
    const amount = params.integer('amount');
    if (amount < 1) throw refused('Transfer amount must be positive.', { code: 'parameter_invalid_integer', param: 'amount' });
    if (params.text('currency') !== 'usd') throw refused('This fake takes only USD.', { param: 'currency' });
    const destinationId = params.text('destination');
    const account = this.accounts.get(destinationId);
    if (!account) throw refused(`No such destination: '${destinationId}'`, { code: 'resource_missing', param: 'destination' });
    if (account.capabilities.transfers !== 'active') {
      throw refused(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const sourceId = params.text('source_transaction');
    const charge = this.charges.get(sourceId);
    if (!charge) throw refused(`No such charge: '${sourceId}'`, { code: 'resource_missing', param: 'source_transaction' });
    const alreadyTransferred = [...this.transfers.values()]
      .filter((transfer) => transfer.source_transaction === charge.id)
      .reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
    if (alreadyTransferred + amount > charge.amount) {
      throw refused(`Transfers from ${charge.id} would exceed its amount of ${charge.amount} cents.`, { code: 'amount_too_large', param: 'amount' });
    }
    const transfer: FakeTransfer = {
      id: newId('tr', 24),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      reversed: false,
      currency: 'usd',
      destination: account.id,
      source_transaction: charge.id,
      transfer_group: params.optionalText('transfer_group') ?? null,
      metadata: params.strings('metadata'),
      created: now(),
      livemode: false,
    };
    this.transfers.set(transfer.id, transfer);
    return transfer;
  }

  private createReversal(form: FormObject, transferId: string): FakeTransferReversal {
    const params = StripeParams.of(form, ['amount', 'metadata', 'description', 'refund_application_fee']);
    const transfer = this.transfers.get(transferId);
    if (!transfer) throw notFound('transfer', transferId);
    const remaining = transfer.amount - transfer.amount_reversed;
    const amount = params.optionalInteger('amount') ?? remaining;
    if (amount < 1 || amount > remaining) {
      throw refused(`The reversal amount must be between 1 and ${remaining} cents, what is left of transfer ${transfer.id}.`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    const reversal: FakeTransferReversal = {
      id: newId('trr', 24),
      object: 'transfer_reversal',
      amount,
      currency: 'usd',
      transfer: transfer.id,
      metadata: params.strings('metadata'),
      created: now(),
    };
    this.reversals.set(reversal.id, reversal);
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    return reversal;
  }

  private createAccount(form: FormObject): FakeAccount {
    const params = StripeParams.of(form, ['type', 'email', 'country', 'capabilities', 'metadata', 'business_type']);
    if (params.text('type') !== 'express') throw refused('This fake makes only Express accounts.', { param: 'type' });
    const transfers = params.optionalHash('capabilities')?.optionalHash('transfers')?.optionalBoolean('requested');
    const account: FakeAccount = {
      id: newId('acct', 16),
      object: 'account',
      type: 'express',
      email: params.optionalText('email') ?? null,
      country: params.optionalText('country') ?? 'US',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: transfers ? { transfers: 'inactive' } : {},
      metadata: params.strings('metadata'),
      created: now(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private createAccountLink(form: FormObject): object {
    const params = StripeParams.of(form, ['account', 'refresh_url', 'return_url', 'type', 'collect']);
    const accountId = params.text('account');
    if (!this.accounts.has(accountId)) throw refused(`No such account: '${accountId}'`, { code: 'resource_missing', param: 'account' });
    if (params.text('type') !== 'account_onboarding') throw refused('This fake makes only `account_onboarding` links.', { param: 'type' });
    const created = now();
    const link = { returnUrl: params.text('return_url'), refreshUrl: params.text('refresh_url'), expiresAt: created + 300 };
    this.onboardingLinks.set(accountId, link);
    this.refreshUrls.set(accountId, link.refreshUrl);
    return { object: 'account_link', created, expires_at: link.expiresAt, url: `${this.origin}/onboard/${accountId}` };
  }

  private onboard(account: FakeAccount): FakeStripeEvent {
    const previous = {
      payouts_enabled: account.payouts_enabled,
      details_submitted: account.details_submitted,
      capabilities: { ...account.capabilities },
    };
    account.payouts_enabled = true;
    account.details_submitted = true;
    if (account.capabilities.transfers) account.capabilities.transfers = 'active';
    return { ...this.createEvent('account.updated', account, previous), account: account.id };
  }

  private async handlePage(method: string, path: string): Promise<Answer> {
    const [, area, id, action] = /^\/(pay|onboard)\/([^/]+)(?:\/(cancel))?$/.exec(path) ?? [];
    if (area === 'pay' && id !== undefined) return this.checkoutPageAnswer(method, id, action);
    if (area === 'onboard' && id !== undefined && action === undefined) return this.onboardingPageAnswer(method, id);
    return html(404, notFoundPage());
  }

  private async checkoutPageAnswer(method: string, sessionId: string, action: string | undefined): Promise<Answer> {
    const session = this.sessions.get(sessionId);
    if (!session) return html(404, notFoundPage());
    if (action === 'cancel') return redirect(session.cancel_url ?? session.success_url);
    if (session.status === 'expired') return html(410, expiredCheckoutPage());
    const successUrl = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    if (session.status === 'complete') return html(200, paidCheckoutPage(successUrl));
    if (method === 'POST') {
      // Delivered before the student is sent back, so a browser test finds the order paid when the page loads.
      await this.deliverEvent(this.complete(session));
      return redirect(successUrl);
    }
    const lines = (this.lineItems.get(session.id) ?? []).map((item) => ({ name: item.description, amountCents: item.amount_total }));
    return html(
      200,
      checkoutPage({
        lines,
        totalCents: session.amount_total,
        email: session.customer_email,
        payAction: `/pay/${session.id}`,
        cancelHref: session.cancel_url ? `/pay/${session.id}/cancel` : null,
      }),
    );
  }

  private async onboardingPageAnswer(method: string, accountId: string): Promise<Answer> {
    const account = this.accounts.get(accountId);
    const link = this.onboardingLinks.get(accountId);
    if (!account) return html(404, notFoundPage());
    // A used or expired link sends the educator to the refresh URL, where Lectern makes a new one.
    if (!link || link.expiresAt < now()) {
      const refreshUrl = this.refreshUrls.get(accountId);
      return refreshUrl ? redirect(refreshUrl) : html(404, notFoundPage());
    }
    if (method !== 'POST') return html(200, onboardingPage({ email: account.email, finishAction: `/onboard/${account.id}` }));
    this.onboardingLinks.delete(accountId);
    await this.deliverEvent(this.onboard(account));
    return redirect(link.returnUrl);
  }

  private createEvent(type: string, object: object, previousAttributes?: object): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: newId('evt', 24),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: this.webhook ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    };
    return event;
  }

  private deliverEvent(event: FakeStripeEvent): Promise<FakeStripeDelivery> {
    if (!this.events.some((known) => known.id === event.id)) this.events.push(event);
    return this.track(this.deliverWithRetries(event));
  }

  /**
   * As Stripe, answers the request first and posts its event after: an API that calls Stripe while holding a lock
   * its webhook handler needs would otherwise wait on itself.
   */
  private deliverLater(event: FakeStripeEvent): void {
    void this.deliverEvent(event);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work)).catch(() => undefined);
    return work;
  }

  private async deliverWithRetries(event: FakeStripeEvent): Promise<FakeStripeDelivery> {
    const endpoint = this.webhook;
    if (!endpoint) return { eventId: event.id, delivered: false, attempts: 0, status: null };
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; ; attempt += 1) {
      const status = await this.post(endpoint, payload);
      this.deliveries.push({ eventId: event.id, attempt, status });
      if (status !== null && status >= 200 && status < 300) return { eventId: event.id, delivered: true, attempts: attempt, status };
      const delay = this.retryDelaysMs[attempt - 1];
      const retrying = delay !== undefined && (await sleep(delay, true, { signal: this.stopping.signal }).catch(() => false));
      if (!retrying) return { eventId: event.id, delivered: false, attempts: attempt, status };
    }
  }

  /** One signed POST of an event; its status, or null when the endpoint did not answer. */
  private async post(endpoint: { url: string; secret: string }, payload: string): Promise<number | null> {
    if (this.stopping.signal.aborted) return null;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret }),
        },
        body: payload,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(10_000)]),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }
}

function stripeError(error: FakeStripeRequestError): Answer {
  const { type = 'invalid_request_error', ...details } = error.details;
  return { status: error.status, body: JSON.stringify({ error: { type, message: error.message, ...details } }) };
}

function html(status: number, body: string): Answer {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

function redirect(location: string): Answer {
  return { status: 303, headers: { location }, body: '' };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
