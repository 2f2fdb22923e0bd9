import fp from 'fastify-plugin';
import { recoverStuckRefunds } from '../refunds/refund-recovery';
import { settlePayoutsQuietly } from './payouts';
import '../notifications/notifications.plugin';

/** How often every instance looks for money to move that a failure or a crash left behind. */
export const PAYOUT_SWEEP_MS = 5 * 60_000;

/**
 * The money sweep: every few minutes, a refund a crash left half-done is finished; then what is owed to educators and
 * not transferred (a provider failure, a crash between the claim and the answer, an account enabled while the webhook
 * was down), and every transfer whose sale was refunded since, is settled. Runs on every instance; the claims and the
 * idempotency keys make two instances at once move each amount once. One run at a time per instance; stopped when the
 * app closes.
 */
export const payoutSweep = fp(
  async (app) => {
    const provider = app.payments;
    if (!provider) return;
    const context = { db: app.db, provider, log: app.log, now: app.now, notify: app.notify };
    const sweep = async () => {
      try {
        await recoverStuckRefunds(context);
      } catch (error) {
        app.log.error({ err: error }, 'the refund recovery failed: it runs again with the next sweep');
      }
      await settlePayoutsQuietly(context, {});
    };
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = sweep().finally(() => {
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
