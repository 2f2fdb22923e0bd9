import type { Env } from '../../config/env';
import type { PaymentProvider } from './payment-provider';
import { createTestProvider } from './test-provider';

/** The provider PAYMENTS names, or null for PAYMENTS=none (checkout enrols at once, as the spec's does). */
export function createPaymentProvider(env: Pick<Env, 'payments' | 'publicAppUrl'>): PaymentProvider | null {
  const config = env.payments;
  if (config.mode === 'none') return null;
  if (config.mode === 'test') return createTestProvider({ appUrl: env.publicAppUrl });
  throw new Error('PAYMENTS=stripe: the Stripe provider is not merged yet');
}
