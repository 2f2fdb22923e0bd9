import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Notify } from '../notifications/notify';
import type { PaymentDetails, PaymentEvent } from './payment-provider';
import { recordSales } from '../earnings/ledger';
import { applyProviderRefund } from '../refunds/refunds.repository';
import { ordersRepository } from './orders.repository';
import { payoutAccountsRepository } from '../payouts/payout-accounts';
import { noticeDispute, noticeOrder } from './sale-notices';
import { claimUnfulfilled } from './unfulfilled';

/** What became of an event: acted on, already seen (a redelivery), or nothing of ours to act on. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

interface EventContext {
  db: Kysely<Database>;
  provider: 'test' | 'stripe';
  at: string;
  log: FastifyBaseLogger;
  /** app.notify: a paid order's educators and its student are told in the transaction that enrols. */
  notify: Notify;
  /** The platform's share of each sale (PLATFORM_FEE_PERCENT). */
  platformFeePercent: number;
  /** For a completed payment: its charge and the provider's fee on it, read from the provider before the event is applied. */
  payment?: PaymentDetails;
}

/** Whether an event was applied already: a redelivery needs no call to the provider before it is found out. */
export async function isKnownEvent(db: Kysely<Database>, provider: 'test' | 'stripe', eventId: string): Promise<boolean> {
  const row = await db.selectFrom('payment_events').select('id').where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies a verified provider event once. Its id is stored in the same transaction as its effect: a second delivery
 * (a retry, a duplicate, one arriving at the same moment on another instance) finds the id taken and changes nothing;
 * the first one's effect and its id commit together or not at all.
 *
 * Events may arrive in any order, so each effect only moves an order forward: a completed payment pays an order that
 * was pending or given up (the money was taken either way); an expiry gives up only a pending one.
 */
export async function applyPaymentEvent(
  event: PaymentEvent,
  { db, provider, at, log, notify, platformFeePercent, payment }: EventContext,
): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const orders = ordersRepository(trx);
    const order =
      event.type === 'checkout.completed' || event.type === 'checkout.expired'
        ? ((await orders.findBySession(event.sessionId)) ?? null)
        : (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') && event.paymentIntentId
          ? ((await orders.findByPaymentIntent(event.paymentIntentId)) ?? null)
          : null;
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: event.id,
        type: event.type === 'ignored' ? event.providerType : event.type,
        order_id: order?.id ?? null,
        received_at: at,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';

    if (event.type === 'checkout.completed') {
      if (!order) return 'ignored';
      if (event.amountTotalCents < order.total_cents) {
        // Never enrol for less than the order's total: someone changed the session, or a bug did. Left for a person.
        log.error({ orderId: order.id, paid: event.amountTotalCents, due: order.total_cents }, 'a payment for less than its order: not applied');
        return 'ignored';
      }
      const paid = await orders.markPaid(order, { at, paymentIntentId: event.paymentIntentId, chargeId: payment?.chargeId ?? null });
      if (!paid) return 'ignored';
      await recordSales(trx, order.id, { paymentFeeCents: payment?.feeCents ?? 0, platformFeePercent, at });
      // What cannot be delivered is refunded (after the commit: refund-execution.ts), not sold: no sale notice for it.
      if (paid.unfulfilled.length > 0) log.warn({ orderId: order.id, lines: paid.unfulfilled }, 'a payment for what can no longer be sold: refunded');
      await claimUnfulfilled(trx, order, paid.unfulfilled, at);
      await noticeOrder(notify, trx, order.id);
      return 'applied';
    }
    if (event.type === 'checkout.expired') {
      if (!order) return 'ignored';
      return (await orders.markExpired(order.id)) ? 'applied' : 'ignored';
    }
    if (event.type === 'charge.refunded') {
      // A refund made at the provider (its dashboard) refunds whole lines as far as its amount covers them; our own
      // refunds arrive here too, already accounted for, and change nothing more.
      if (!order) return 'ignored';
      return (await applyProviderRefund(trx, order, event.amountRefundedCents, { at, notify })) ? 'applied' : 'ignored';
    }
    if (event.type === 'charge.dispute.created') {
      // Recorded for the order's educators and admins to see, and it blocks refunds of the charge: the money is the card
      // network's to decide. The educators' transfers for it are reversed after the commit (payouts.ts).
      if (!order) return 'ignored';
      log.warn({ orderId: order.id, amount: event.amountCents }, 'a charge was disputed');
      const marked = await trx
        .updateTable('orders')
        .set({ disputed_at: at })
        .where('id', '=', order.id)
        .where('disputed_at', 'is', null)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return 'ignored';
      await noticeDispute(notify, trx, order.id);
      return 'applied';
    }
    if (event.type === 'account.updated') {
      // An educator's connected account: enabled once Stripe lets it receive payouts. Whoever reacts to the change
      // (paying out what accrued) does so after this transaction.
      const changed = await payoutAccountsRepository(trx).setEnabled(provider, event.accountId, event.payoutsEnabled, at);
      return changed ? 'applied' : 'ignored';
    }
    return 'ignored';
  });
}
