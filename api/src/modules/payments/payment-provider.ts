/**
 * The one interface every way of taking money goes through (PAYMENTS=test or stripe; PAYMENTS=none takes none and
 * has no provider). Amounts are integer cents in USD. Every call that moves money or creates something at the
 * provider carries an idempotency key, so a retried or concurrent call makes it once.
 */

/** One course of an order, at the price the student was shown. */
export interface CheckoutLine {
  courseId: number;
  title: string;
  amountCents: number;
}

export interface CheckoutRequest {
  orderId: number;
  customerEmail: string;
  lines: CheckoutLine[];
  /** Where the provider's page sends the student after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** Derived from the order: every attempt to open a session for one order opens the same one. */
  idempotencyKey: string;
}

/** A hosted payment page: its id at the provider and the address the student is sent to. */
export interface HostedCheckout {
  sessionId: string;
  url: string;
}

/** A payment's charge, once paid: what a transfer to an educator is made from, and the provider's fee. */
export interface PaymentDetails {
  chargeId: string;
  feeCents: number;
}

/** What a verified webhook says, in our terms. `created` is the event's time at the provider, in seconds. */
export type PaymentEvent =
  | {
      id: string;
      created: number;
      type: 'checkout.completed';
      sessionId: string;
      /** From the session's metadata; null when the session is not one of ours. */
      orderId: number | null;
      paymentIntentId: string | null;
      amountTotalCents: number;
    }
  | { id: string; created: number; type: 'checkout.expired'; sessionId: string; orderId: number | null }
  | { id: string; created: number; type: 'charge.refunded'; chargeId: string; paymentIntentId: string | null; amountRefundedCents: number }
  | { id: string; created: number; type: 'charge.dispute.created'; chargeId: string; paymentIntentId: string | null; amountCents: number }
  | { id: string; created: number; type: 'account.updated'; accountId: string; payoutsEnabled: boolean; detailsSubmitted: boolean }
  /** Any other event type: stored (so a redelivery is recognised) and otherwise ignored. */
  | { id: string; created: number; type: 'ignored'; providerType: string };

/** A webhook whose signature is missing, wrong or too old: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** The provider refused or could not be reached: answered 502/503 with a message, nothing is recorded as paid. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly mode: 'test' | 'stripe';
  /** Opens a hosted checkout (one line per course, USD, the student's e-mail, the order id in metadata). */
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** Closes a session nobody paid, so it can no longer be paid (a changed cart opens a new one). */
  expireCheckout(sessionId: string): Promise<void>;
  /** The charge behind a completed checkout's payment intent, and the provider's fee for it. */
  paymentDetails(paymentIntentId: string): Promise<PaymentDetails>;
  /** Verifies the raw body against the signature header (and its timestamp tolerance); throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Separate charges and transfers: pays an educator's share out of a charge (`source_transaction`). */
  createTransfer(input: {
    amountCents: number;
    destinationAccountId: string;
    sourceChargeId: string;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
  reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }): Promise<{ reversalId: string }>;
  /** A Connect Express account for an educator, and the onboarding link that completes it. */
  createConnectedAccount(input: { email: string; idempotencyKey: string }): Promise<{ accountId: string }>;
  createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
}
