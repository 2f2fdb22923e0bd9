import type { Env } from '../../config/env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** The provider PAYMENTS names, or null for PAYMENTS=none (checkout enrols at once, as the spec's does). */
export function createPaymentProvider(env: Pick<Env, 'payments' | 'publicAppUrl'>): PaymentProvider | null {
  const config = env.payments;
  if (config.mode === 'stripe') {
    return createStripeProvider({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecrets,
      ...(config.apiUrl ? { api: config.apiUrl } : {}),
    });
  }
  return config.mode === 'test' ? createTestProvider({ appUrl: env.publicAppUrl }) : null;
}
