import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Notify } from '../notifications/notify';
import type { PaymentProvider } from '../payments/payment-provider';
import { settlePayoutsQuietly, type PayoutContext } from '../payouts/payouts';
import { completeRefund, refundIdempotencyKey, type RefundRow } from './refunds.repository';

interface RefundContext {
  db: Kysely<Database>;
  payments: PaymentProvider | null;
  now: () => Date;
  notify: Notify;
}

/**
 * Makes refunds the platform decided on (a removed course's lines, a payment that arrived for what can no longer be
 * sold), once their claims (`refunding`) have committed: the provider is asked with each request's own key, then the
 * refund is recorded (the enrolment ends, the ledger's refund entry, the student's receipt) and the educator's
 * transfer for the line, if one was made, reversed. Nobody waits on the answer: a provider that fails leaves the claim
 * for the money sweep (refund-recovery.ts), which asks again with the same key, so the money goes back once.
 */
export async function carryOutPlatformRefunds(context: RefundContext, log: FastifyBaseLogger, rows: readonly RefundRow[]): Promise<number> {
  const { db, payments, now, notify } = context;
  let made = 0;
  for (const row of rows) {
    try {
      const order = await db.selectFrom('orders').select(['payment_mode', 'payment_intent_id']).where('id', '=', row.order_id).executeTakeFirst();
      if (!payments || !order?.payment_intent_id || order.payment_mode !== payments.mode) {
        log.warn({ refundId: row.id, orderId: row.order_id }, 'a refund waits for the payment service that took its money');
        continue;
      }
      if (await refundAtProvider({ db, provider: payments, log, now, notify }, row, order.payment_intent_id)) made += 1;
    } catch (error) {
      log.warn({ err: error, refundId: row.id }, 'a refund could not be made now: the money sweep tries again');
    }
  }
  return made;
}

/**
 * A claimed refund (`refunding`) made: the provider is asked with the request's own key (however often, the money goes
 * back once), then the refund is recorded in one transaction and the educator's transfer for the line reversed.
 * Answers whether this call recorded it; throws what the provider throws, leaving the claim as it was.
 */
export async function refundAtProvider(
  context: PayoutContext & { notify: Notify },
  row: Pick<RefundRow, 'id' | 'refund_key' | 'order_id' | 'amount_cents'>,
  paymentIntentId: string,
): Promise<boolean> {
  const { db, provider, now, notify } = context;
  const { refundId } = await provider.refund({ paymentIntentId, amountCents: row.amount_cents, idempotencyKey: refundIdempotencyKey(row) });
  const done = await db.transaction().execute((trx) => completeRefund(trx, row.id, { at: now().toISOString(), providerRefundId: refundId, notify }));
  if (done) await settlePayoutsQuietly(context, { orderId: row.order_id });
  return done;
}
