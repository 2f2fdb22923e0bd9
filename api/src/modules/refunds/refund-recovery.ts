import type { Notify } from '../notifications/notify';
import { STALE_CLAIM_MS, type PayoutContext } from '../payouts/payouts';
import { refundAtProvider } from './refund-execution';

/**
 * Finishes refunds a crash (or a lost answer) left `refunding`: claimed, perhaps refunded at the provider, never
 * recorded. Each is asked of the provider again with its own idempotency key, so the money goes back once, then
 * recorded as a request would have (the enrolment ends, the ledger's refund entry, the educator's transfer reversed).
 * Only claims older than the stale mark: a request's own provider call gives up long before (3 tries of 10 s). A
 * provider that fails leaves the claim for the next run. Answers how many were finished.
 */
export async function recoverStuckRefunds(context: PayoutContext & { notify: Notify }): Promise<number> {
  const { db, provider, log, now } = context;
  const staleBefore = new Date(now().getTime() - STALE_CLAIM_MS).toISOString();
  const stuck = await db
    .selectFrom('refund_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.refund_key', 'r.order_id', 'r.amount_cents', 'o.payment_intent_id'])
    .where('r.status', '=', 'refunding')
    .where('r.decided_at', '<', staleBefore)
    .where('o.payment_mode', '=', provider.mode)
    .where('o.payment_intent_id', 'is not', null)
    .orderBy('r.id')
    .limit(100)
    .execute();
  let finished = 0;
  for (const row of stuck) {
    try {
      if (!(await refundAtProvider(context, row, row.payment_intent_id ?? ''))) continue;
      finished += 1;
      log.warn({ refundId: row.id, orderId: row.order_id }, 'a refund left unfinished was finished');
    } catch (error) {
      log.warn({ err: error, refundId: row.id }, 'finishing a refund left unfinished failed: it is tried again later');
    }
  }
  return finished;
}
