import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripe } from './fake-stripe';
import type { TestHarness } from './test-app';

/** The keys the API suites' FakeStripe and the API under test share. */
export const testStripeKeys = { secretKey: 'sk_test_lectern', webhookSecret: 'whsec_lecterntest' } as const;

/**
 * One FakeStripe for a test file (the API suites' local Stripe): started before its tests and stopped after them. `env` points an app at it with
 * PAYMENTS=stripe (read when the app is built, once the fake listens), and `deliverTo` makes the app listen and the
 * fake post its webhooks to it, each test ending with every delivery settled and the fake up again.
 */
export function useFakeStripe() {
  const fake = new FakeStripe({ secretKey: testStripeKeys.secretKey, webhookRetryDelaysMs: [] });
  let url = '';
  let client: Stripe | undefined;
  beforeAll(async () => {
    const address = await fake.start();
    url = `${address.protocol}://${address.host}:${address.port}`;
    client = new Stripe(testStripeKeys.secretKey, { ...address, maxNetworkRetries: 0, telemetry: false });
  });
  afterAll(() => fake.stop());

  return {
    fake,
    /** The fake's origin, once it listens. */
    url: () => url,
    /** Stripe's own client, pointed at the fake: what Stripe's dashboard would do (a refund made there, say). */
    dashboard: (): Stripe => {
      if (!client) throw new Error('FakeStripe is not started yet');
      return client;
    },
    env: () => ({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: testStripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: testStripeKeys.webhookSecret,
      STRIPE_API_URL: url,
      PUBLIC_APP_URL: 'http://localhost:3000',
    }),
    /** Call inside a describeEachDatabase: the fake's webhooks go to this app, over HTTP as Stripe's do. */
    deliverTo(t: TestHarness) {
      beforeAll(async () => {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        fake.useWebhookEndpoint(`http://127.0.0.1:${port}/api/payments/stripe/webhook`, testStripeKeys.webhookSecret);
      });
      afterEach(async () => {
        fake.outage = false;
        fake.refuseSessions = undefined;
        await fake.settled();
      });
    },
  };
}
