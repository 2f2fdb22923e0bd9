import Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError, type CheckoutRequest, type PaymentEvent, type PaymentProvider } from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  /**
   * The signing secret (`whsec_…`) of each webhook endpoint that posts to Lectern. Stripe signs events about
   * educators' connected accounts (`account.updated`) at a Connect endpoint, whose secret differs from the platform
   * endpoint's; a signature that verifies with any one of them is accepted.
   */
  webhookSecret: string | readonly string[];
  /** Another address for Stripe's API (the tests' FakeStripe); Stripe's own when not given. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How old a webhook's signed timestamp may be; older ones are refused as replays. */
  webhookToleranceSeconds?: number;
}

/**
 * How long one request to Stripe may take, and how many times a request that failed on the network is sent again (with
 * its idempotency key, so never applied twice): a Stripe that stalls costs a person at most about 9 s (two tries
 * and the client's back-off between them) before they are told it could not be reached, where the client's defaults
 * (80 s) or the 10 s and two retries before made them wait 23 s.
 */
export const STRIPE_TIMEOUT_MS = 4_000;
export const STRIPE_NETWORK_RETRIES = 1;

/** Payments through Stripe: hosted Checkout, separate charges and transfers to educators' Connect Express accounts. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  // Without telemetry: the client would report each call's latency to Stripe, and warns once per call when a burst of
  // simultaneous calls (a crowd checking out at once) fills its buffer of those reports.
  const stripe = new Stripe(options.secretKey, {
    ...options.api,
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });
  const secrets = typeof options.webhookSecret === 'string' ? [options.webhookSecret] : [...options.webhookSecret];
  const tolerance = options.webhookToleranceSeconds ?? 300;

  return {
    mode: 'stripe',

    createCheckout: (request) =>
      askStripe('Opening the payment page', async () => {
        const session = await stripe.checkout.sessions.create(checkoutParams(request), { idempotencyKey: request.idempotencyKey });
        if (!session.url) throw new PaymentProviderError('Opening the payment page failed: Stripe gave no address for it.', false);
        return { sessionId: session.id, url: session.url };
      }),

    expireCheckout: (sessionId) =>
      askStripe('Closing the payment page', async () => {
        try {
          await stripe.checkout.sessions.expire(sessionId);
        } catch (error) {
          // Stripe refuses to expire a session that is no longer open; expired or paid, it cannot be paid (again) either.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          const session = await stripe.checkout.sessions.retrieve(sessionId);
          if (session.status === 'open') throw error;
        }
      }),

    paymentDetails: (paymentIntentId) =>
      askStripe('Reading the payment', async () => {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge.balance_transaction'] });
        const charge = intent.latest_charge;
        if (!charge || typeof charge === 'string') throw new PaymentProviderError('Reading the payment failed: it has no charge.', false);
        const transaction = charge.balance_transaction;
        // Stripe may add the balance transaction a moment after the charge succeeds.
        if (!transaction || typeof transaction === 'string') {
          throw new PaymentProviderError("Reading the payment failed: Stripe has not settled the charge's fee yet.", true);
        }
        return { chargeId: charge.id, feeCents: transaction.fee };
      }),

    verifyWebhook: (rawBody, signatureHeader) => toPaymentEvent(verifiedEvent(stripe, rawBody, signatureHeader, secrets, tolerance)),

    refund: ({ paymentIntentId, amountCents, idempotencyKey }) =>
      askStripe('The refund', async () => {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey });
        return { refundId: refund.id };
      }),

    createTransfer: (input) =>
      askStripe("The transfer to the educator's account", async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.destinationAccountId,
            source_transaction: input.sourceChargeId,
            transfer_group: input.transferGroup,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { transferId: transfer.id };
      }),

    reverseTransfer: ({ transferId, amountCents, idempotencyKey }) =>
      askStripe('Reversing the transfer', async () => {
        const reversal = await stripe.transfers.createReversal(transferId, { amount: amountCents }, { idempotencyKey });
        return { reversalId: reversal.id };
      }),

    createConnectedAccount: ({ email, idempotencyKey }) =>
      askStripe("Creating the educator's Stripe account", async () => {
        const account = await stripe.accounts.create(
          { type: 'express', email, capabilities: { transfers: { requested: true } } },
          { idempotencyKey },
        );
        return { accountId: account.id };
      }),

    createOnboardingLink: ({ accountId, refreshUrl, returnUrl }) =>
      askStripe('Opening Stripe onboarding', async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        });
        return { url: link.url };
      }),
  };
}

function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { orderId: String(request.orderId) };
  return {
    mode: 'payment',
    line_items: request.lines.map((line) => ({
      price_data: {
        currency: 'usd',
        unit_amount: line.amountCents,
        product_data: { name: line.title, metadata: { courseId: String(line.courseId) } },
      },
      quantity: 1,
    })),
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    metadata,
    payment_intent_data: { metadata, transfer_group: `order-${request.orderId}` },
  };
}

/** Runs one call to Stripe; whatever Stripe answers wrong becomes a PaymentProviderError saying what failed. */
async function askStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw providerError(what, error);
    throw error;
  }
}

function providerError(what: string, error: Stripe.errors.StripeError): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeConnectionError) return new PaymentProviderError(`${what} failed: Stripe could not be reached.`, true);
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new PaymentProviderError(`${what} failed: Stripe is receiving too many requests; try again in a moment.`, true);
  }
  if (error.statusCode !== undefined && error.statusCode >= 500) {
    return new PaymentProviderError(`${what} failed: Stripe had a problem of its own; try again in a moment.`, true);
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new PaymentProviderError(`${what} failed: Stripe refused Lectern's API key.`, false);
  }
  if (error.statusCode === 409) return new PaymentProviderError(`${what} failed: Stripe was busy with the same request; try again.`, true);
  return new PaymentProviderError(`${what} failed: ${readable(error.message)}`, false);
}

/** Stripe's own words for a refused request, without anything that looks like a key, and short. */
function readable(message: string): string {
  const cleaned = message
    .replace(/\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g, '[key]')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return 'Stripe refused the request.';
  return cleaned.length > 200 ? `${cleaned.slice(0, 199)}…` : cleaned;
}

function verifiedEvent(stripe: Stripe, rawBody: Buffer, header: string | undefined, secrets: string[], tolerance: number): Stripe.Event {
  if (!header) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(rawBody, header, secret, tolerance);
    } catch {
      // Not this endpoint's secret (or not valid at all): the next secret, or the refusal below.
    }
  }
  throw new WebhookSignatureError(`The webhook's Stripe-Signature does not match its body, or is older than ${tolerance} s.`);
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its money arrives with async_payment_succeeded.
      if (session.payment_status !== 'paid') return { ...base, type: 'ignored', providerType: event.type };
      return {
        ...base,
        type: 'checkout.completed',
        sessionId: session.id,
        orderId: orderIdOf(session.metadata),
        paymentIntentId: idOf(session.payment_intent),
        amountTotalCents: session.amount_total ?? 0,
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return { ...base, type: 'checkout.expired', sessionId: session.id, orderId: orderIdOf(session.metadata) };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        type: 'charge.refunded',
        chargeId: charge.id,
        paymentIntentId: idOf(charge.payment_intent),
        amountRefundedCents: charge.amount_refunded,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        ...base,
        type: 'charge.dispute.created',
        chargeId: idOf(dispute.charge) ?? '',
        paymentIntentId: idOf(dispute.payment_intent),
        amountCents: dispute.amount,
      };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        ...base,
        type: 'account.updated',
        accountId: account.id,
        payoutsEnabled: account.payouts_enabled === true,
        detailsSubmitted: account.details_submitted === true,
      };
    }
    default:
      return { ...base, type: 'ignored', providerType: event.type };
  }
}

/** Our order id from a session's metadata: a positive whole number, or null for a session that is not ours. */
function orderIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const value = metadata?.orderId;
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const orderId = Number(value);
  return Number.isSafeInteger(orderId) ? orderId : null;
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
