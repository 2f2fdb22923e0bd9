import { createHash } from 'node:crypto';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider';

/** A short, stable name made of an idempotency key: the same key always names the same thing. */
const nameOf = (prefix: string, key: string) => `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * PAYMENTS=test: the whole flow of a hosted payment page without a provider, for a newcomer's laptop and the tests.
 * Its payment page is one of ours (`/checkout/test/<id>`, marked "Test mode: no card is charged"), and its Pay button
 * asks the API to confirm the payment, which then goes through the same event handling as Stripe's webhook.
 *
 * It keeps no state: a session is named after its order and idempotency key, and its state is the order's, so it
 * works the same across restarts and instances. Production refuses this mode (config/env-schema.ts).
 */
export function createTestProvider({ appUrl }: { appUrl: string }): PaymentProvider {
  return {
    mode: 'test',
    async createCheckout({ orderId, idempotencyKey }) {
      const sessionId = `tcs_${orderId}_${nameOf('s', idempotencyKey).slice(2)}`;
      return { sessionId, url: `${appUrl}/checkout/test/${sessionId}` };
    },
    async expireCheckout() {
      // Nothing to close: the session's state is its order's, which checkout has already given up.
    },
    async paymentDetails(paymentIntentId) {
      return { chargeId: `tch_${paymentIntentId}`, feeCents: 0 };
    },
    verifyWebhook() {
      throw new WebhookSignatureError('The test payment mode receives no webhooks');
    },
    async refund({ idempotencyKey }) {
      return { refundId: nameOf('tre', idempotencyKey) };
    },
    async createTransfer({ idempotencyKey }) {
      return { transferId: nameOf('ttr', idempotencyKey) };
    },
    async reverseTransfer({ idempotencyKey }) {
      return { reversalId: nameOf('ttrr', idempotencyKey) };
    },
    async createConnectedAccount({ idempotencyKey }) {
      return { accountId: nameOf('tacct', idempotencyKey) };
    },
    async createOnboardingLink({ returnUrl }) {
      return { url: returnUrl };
    },
  };
}
