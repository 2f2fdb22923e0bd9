// FakeStripe as a process of its own, for the browser tests: the API is pointed at it as at Stripe, and the browser
// pays on its hosted page. `node --import tsx src/testing/fake-stripe-main.ts`
import { z } from 'zod';
import { FakeStripe } from './fake-stripe';

const configSchema = z
  .object({
    FAKE_STRIPE_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    FAKE_STRIPE_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    FAKE_STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  })
  .refine((config) => (config.FAKE_STRIPE_WEBHOOK_URL === undefined) === (config.FAKE_STRIPE_WEBHOOK_SECRET === undefined), {
    error: 'FAKE_STRIPE_WEBHOOK_URL and FAKE_STRIPE_WEBHOOK_SECRET go together: events are signed with the secret',
    path: ['FAKE_STRIPE_WEBHOOK_SECRET'],
  });

/** Stopping may take this long at most; then the process exits whatever is left. */
const stopWithinMs = 1500;

async function main(): Promise<void> {
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(`fake stripe: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    process.exit(1);
  }
  const config = parsed.data;
  const fake = new FakeStripe({ webhookUrl: config.FAKE_STRIPE_WEBHOOK_URL, webhookSecret: config.FAKE_STRIPE_WEBHOOK_SECRET });
  const { port } = await fake.start(config.FAKE_STRIPE_PORT);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), stopWithinMs).unref();
      void fake.stop().then(() => process.exit(0));
    });
  }
  console.log(`fake stripe listening on http://127.0.0.1:${port}`);
}

main().catch((error: unknown) => {
  console.error('fake stripe could not start:', error);
  process.exit(1);
});
