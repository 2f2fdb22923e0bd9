import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundsCalls } from '@lectern/shared-sdk/refunds/calls';
import { INSTANT_REFUND_BELOW_PERCENT, REFUND_WINDOW_DAYS, type RefundRequest } from '@lectern/shared-sdk/refunds/schemas';
import { conflict, notFound, serviceUnavailable } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { PaymentProviderError } from '../payments/payment-provider';
import { settleAfter } from '../payouts/payouts';
import { ordersRepository, refundDeadline, type OrderRow } from '../payments/orders.repository';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { completeRefund, refundIdempotencyKey, refundsRepository, watchedPercent, type RefundRow } from './refunds.repository';
import '../notifications/notifications.plugin';

export const refundsText = {
  orderNotFound: 'Order not found',
  courseNotInOrder: 'This course is not in the order',
  notFound: 'Refund request not found',
  notPaid: 'Only a paid order can be refunded',
  noMoneyMoved: 'This order took no payment, so there is nothing to refund',
  free: 'This course was free, so there is nothing to refund',
  tooLate: `Refunds can be requested within ${REFUND_WINDOW_DAYS} days of payment, and this order was paid more than ${REFUND_WINDOW_DAYS} days ago`,
  alreadyAsked: 'A refund was already requested for this course',
  alreadyDecided: 'This refund request was already decided',
  providerDown: 'Nothing was refunded: try again',
  providerOff: 'Refunds cannot be made now: the payment service for this order is not configured',
  disputed: "This payment is disputed with the card's bank, which decides what goes back: it cannot be refunded here",
} as const;

export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = refundsRepository(app.db);
  const orders = ordersRepository(app.db);
  const students = routeOptions(['refunds'], signedIn(app, requireRole('student')));
  const educators = routeOptions(['refunds'], signedIn(app, requireRole('educator')));
  const admins = routeOptions(['refunds'], signedIn(app, requireRole('admin')));
  const deciders = routeOptions(['refunds'], signedIn(app, requireRole('educator', 'admin')));

  app.route({
    ...students(refundsCalls.requestRefund, {
      summary: 'The student asks for one course of a paid order back',
      description:
        `Within ${REFUND_WINDOW_DAYS} days of payment, for a course line that cost something on an order whose money moved ` +
        `(not PAYMENTS=none). Under ${INSTANT_REFUND_BELOW_PERCENT} % of the course watched it is refunded at once (201, ` +
        "status refunded: the money goes back, the enrolment ends); otherwise it waits for the course's educator or an admin " +
        '(status requested). One request per line: a second answers 409, as does an order older than the window. When the ' +
        'payment provider fails, nothing is refunded or recorded (503). Another student’s order answers 404.',
      errors: [404, 409, 503],
    }),
    handler: async (request, reply) => {
      const student = currentUser(request);
      const order = await orders.find(request.params.orderId);
      if (!order || order.student_id !== student.id) throw notFound(refundsText.orderNotFound);
      const item = await app.db
        .selectFrom('order_items')
        .leftJoin('courses', 'courses.id', 'order_items.course_id')
        .select(['order_items.id', 'order_items.course_id', 'order_items.course_title', 'order_items.price_cents', 'courses.educator_id'])
        .where('order_items.order_id', '=', order.id)
        .where('order_items.course_id', '=', request.body.courseId)
        .executeTakeFirst();
      if (!item) throw notFound(refundsText.courseNotInOrder);
      if (order.payment_mode === 'none') throw conflict(refundsText.noMoneyMoved);
      if (order.status !== 'paid' && order.status !== 'refunded') throw conflict(refundsText.notPaid);
      if (item.price_cents <= 0) throw conflict(refundsText.free);
      if (order.disputed_at !== null) throw conflict(refundsText.disputed);
      if (await refunds.findForLine(item.id)) throw conflict(refundsText.alreadyAsked);
      const deadline = refundDeadline(order, item.price_cents);
      const now = app.now();
      if (!deadline || deadline.getTime() <= now.getTime()) throw conflict(refundsText.tooLate);
      providerFor(app, order);

      const watched = await watchedPercent(app.db, student.id, item.course_id);
      const instant = watched < INSTANT_REFUND_BELOW_PERCENT;
      const reason = request.body.reason ?? null;
      const row = await app.db.transaction().execute(async (trx) => {
        const inserted = await refundsRepository(trx).insertRequest({
          order,
          item,
          educatorId: item.educator_id,
          watched,
          reason,
          status: instant ? 'refunding' : 'requested',
          at: now.toISOString(),
        });
        // A refund granted at once needs nobody's decision: the educator is not asked (the student's refund receipt
        // still goes, once it is made). One that waits asks the course's educator, who decides on their Earnings page.
        if (inserted && !instant && item.educator_id !== null) {
          await app.notify(trx, {
            userId: item.educator_id,
            kind: 'refund_requested',
            key: `refund_requested:${inserted.id}`,
            title: 'A student asked for a refund',
            body: `${student.name} asked for a refund of “${item.course_title}”${reason ? `: ${reason}` : '.'}`,
            link: paths.educator.earnings(),
            actorId: student.id,
          });
        }
        return inserted;
      });
      if (!row) throw conflict(refundsText.alreadyAsked);
      if (instant) await carryOut(app, row, order, { wasNew: true });
      return reply.code(201).send({ refund: await refunds.read(row.id) });
    },
  });

  app.route({
    ...educators(refundsCalls.listEducatorRefunds, {
      summary:
        "Refund requests on the educator's courses (those waiting for a decision first, then those decided in the last 30 days), " +
        'and the disputed orders that hold their courses',
    }),
    handler: async (request) => {
      const educatorId = currentUser(request).id;
      return { refunds: await refunds.list(educatorId, app.now()), disputes: await refunds.disputes(educatorId) };
    },
  });

  app.route({
    ...admins(refundsCalls.listAdminRefunds, {
      summary: 'Every refund request waiting or decided in the last 30 days, and the orders whose charge was disputed',
    }),
    handler: async () => ({ refunds: await refunds.list(null, app.now()), disputes: await refunds.disputes() }),
  });

  /** A request the caller may decide: any for an admin, those on their own courses for an educator (else not found). */
  async function decidable(request: { params: { refundId: number } }, userId: number, role: string): Promise<RefundRow> {
    const row = await refunds.find(request.params.refundId);
    if (!row || (role !== 'admin' && row.educator_id !== userId)) throw notFound(refundsText.notFound);
    return row;
  }

  app.route({
    ...deciders(refundsCalls.approveRefund, {
      summary: 'The course’s educator or an admin approves a waiting refund request: the money goes back and the enrolment ends',
      description:
        'Of any number of approvals at once, one refunds (a conditional update claims the request before the payment provider is ' +
        'asked); the others answer 409. When the provider fails, the request is waiting again and nothing changed (503). ' +
        'Another educator’s request answers 404.',
      errors: [404, 409, 503],
    }),
    handler: async (request): Promise<{ refund: RefundRequest }> => {
      const user = currentUser(request);
      const row = await decidable(request, user.id, user.role);
      if (row.status !== 'requested') throw conflict(refundsText.alreadyDecided);
      const order = await orders.find(row.order_id);
      if (!order) throw notFound(refundsText.notFound);
      if (order.disputed_at !== null) throw conflict(refundsText.disputed);
      providerFor(app, order);
      const claimed = await refunds.claim(row.id, { by: user.id, at: app.now().toISOString() });
      if (!claimed) throw conflict(refundsText.alreadyDecided);
      await carryOut(app, claimed, order, { wasNew: false });
      return { refund: await refunds.read(row.id) };
    },
  });

  app.route({
    ...deciders(refundsCalls.declineRefund, {
      summary: 'The course’s educator or an admin declines a waiting refund request, with a reason the student sees',
      errors: [404, 409],
    }),
    handler: async (request) => {
      const user = currentUser(request);
      const row = await decidable(request, user.id, user.role);
      const declined = await refunds.decline(row.id, { by: user.id, at: app.now().toISOString(), reason: request.body.reason });
      if (!declined) throw conflict(refundsText.alreadyDecided);
      return { refund: await refunds.read(row.id) };
    },
  });
};

/** The provider that took the order's money; 503 when it is not the one configured now (or there is none). */
function providerFor(app: FastifyInstance, order: OrderRow) {
  const provider = app.payments;
  if (!provider || provider.mode !== order.payment_mode || !order.payment_intent_id) throw serviceUnavailable(refundsText.providerOff);
  return { provider, paymentIntentId: order.payment_intent_id };
}

/**
 * Refunds a claimed request (status `refunding`): the provider first, with a key made of the request's random key, so
 * a retry refunds once; then, in one transaction, the request is refunded, the enrolment ends, the ledger gets the
 * refund and the order is refunded when all its lines are; then the educator's transfer for the line, if one was made,
 * is reversed. A provider failure of the refund puts the request back as it was (a new one is removed) and answers 503:
 * nothing was refunded.
 */
async function carryOut(app: FastifyInstance, row: RefundRow, order: OrderRow, { wasNew }: { wasNew: boolean }): Promise<void> {
  const refunds = refundsRepository(app.db);
  let providerRefundId: string;
  try {
    const { provider, paymentIntentId } = providerFor(app, order);
    ({ refundId: providerRefundId } = await provider.refund({
      paymentIntentId,
      amountCents: row.amount_cents,
      idempotencyKey: refundIdempotencyKey(row),
    }));
  } catch (error) {
    await refunds.release(row, { wasNew });
    if (error instanceof PaymentProviderError) throw serviceUnavailable(refundsText.providerDown, error);
    throw error;
  }
  await app.db.transaction().execute((trx) => completeRefund(trx, row.id, { at: app.now().toISOString(), providerRefundId, notify: app.notify }));
  // The educator's share of the line, if it was transferred to them, is taken back (a failure is left to the sweep).
  await settleAfter(app, app.log, { orderId: order.id });
}
