import fp from 'fastify-plugin';
import { settleAfter } from './payouts';

/** How often every instance looks for money to move that a failure or a crash left behind. */
export const PAYOUT_SWEEP_MS = 5 * 60_000;

/**
 * The payout sweep: every few minutes, what is owed to educators and not transferred (a provider failure, a crash
 * between the claim and the answer, an account enabled while the webhook was down), and every transfer whose sale was
 * refunded since, is settled. Runs on every instance; the claims in `payout_transfers` and the idempotency keys make
 * two instances at once move each amount once. One run at a time per instance; stopped when the app closes.
 */
export const payoutSweep = fp(
  async (app) => {
    if (!app.payments) return;
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = settleAfter(app, app.log, {}).finally(() => {
        running = undefined;
      });
    }, PAYOUT_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payout-sweep' },
);
