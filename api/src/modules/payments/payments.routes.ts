import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsCalls } from '@lectern/shared-sdk/payments/calls';
import { centsToDollars } from '../courses/courses.mapper';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../lib/http-errors';
import { found } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { anyone, currentUser, requireRole, signedIn } from '../../plugins/auth';
import { applyPaymentEvent, isKnownEvent } from './payment-events';
import { PaymentProviderError, WebhookSignatureError, type PaymentDetails, type PaymentEvent, type PaymentProvider } from './payment-provider';
import { educatorOfAccount, settleAfter } from '../payouts/payouts';
import { returnUrls } from './checkout';
import { ordersRepository, ordersText } from './orders.repository';
import { platformRefundsOf } from './unfulfilled';
import { carryOutPlatformRefunds } from '../refunds/refund-execution';
import '../notifications/notifications.plugin';

/** Stripe's events are small; a body past this is not one of them. */
const webhookBodyLimitBytes = 512 * 1024;

export const paymentsText = {
  testModeOff: 'The test checkout is off: PAYMENTS is not test',
  stripeOff: 'Payments by Stripe are not configured: PAYMENTS is not stripe',
  badSignature: 'The webhook signature is missing, wrong or too old',
  paid: 'Payment received',
  feeUnknown: 'The payment could not be read from Stripe yet: deliver the event again later',
} as const;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = ordersRepository(app.db);
  const studentOnly = routeOptions(['payments'], signedIn(app, requireRole('student')));

  app.route({
    ...studentOnly(paymentsCalls.listMyOrders, { summary: "The student's orders, newest first: paid, waiting for payment, given up or refunded" }),
    handler: async (request) => ({ orders: await orders.listOwn(currentUser(request).id, app.now()) }),
  });

  app.route({
    ...studentOnly(paymentsCalls.getOrder, {
      summary: "One of the student's orders",
      description: "The return page reads it until the payment is confirmed. Another student's order answers 404, as one that does not exist.",
      errors: [404],
    }),
    handler: async (request) => ({
      order: found(await orders.readOwn(currentUser(request).id, request.params.orderId, app.now()), ordersText.notFound),
    }),
  });

  app.route({
    ...studentOnly(paymentsCalls.getTestCheckout, {
      summary: 'The built-in test checkout (PAYMENTS=test): the lines and total its page shows',
      errors: [404],
    }),
    handler: async (request) => {
      const { order, items } = await ownTestCheckout(app, currentUser(request).id, request.params.sessionId);
      return {
        checkout: {
          sessionId: request.params.sessionId,
          status: order.status === 'pending' ? ('open' as const) : order.status === 'expired' ? ('expired' as const) : ('complete' as const),
          orderId: order.id,
          email: currentUser(request).email,
          items,
          total: centsToDollars(order.total_cents),
          ...returnUrls(app.env.publicAppUrl, order.id),
        },
      };
    },
  });

  app.route({
    ...studentOnly(paymentsCalls.payTestCheckout, {
      summary: 'Pay on the built-in test checkout (PAYMENTS=test): no money moves',
      description:
        'Confirms the payment as a provider would, through the same event handling as a Stripe webhook: the order is paid and ' +
        'its courses enrolled in, once, however often it is pressed. A checkout given up (the cart changed since) answers 409.',
      errors: [404, 409],
    }),
    handler: async (request) => {
      const { sessionId } = request.params;
      const { order } = await ownTestCheckout(app, currentUser(request).id, sessionId);
      if (order.status === 'expired') throw conflict(ordersText.expired);
      const paymentIntentId = `tpi_${order.id}`;
      const outcome = await applyPaymentEvent(
        {
          id: `tevt_${sessionId}_completed`,
          created: Math.floor(app.now().getTime() / 1000),
          type: 'checkout.completed',
          sessionId,
          orderId: order.id,
          paymentIntentId,
          amountTotalCents: order.total_cents,
        },
        {
          db: app.db,
          provider: 'test',
          at: app.now().toISOString(),
          log: request.log,
          notify: app.notify,
          platformFeePercent: app.env.payments.platformFeePercent,
          // The test checkout charges no card: no provider fee.
          payment: await (app.payments as PaymentProvider).paymentDetails(paymentIntentId),
        },
      );
      // Its receipt was told in the transaction that paid it (sale-notices.ts): its mail leaves through the outbox.
      if (outcome === 'applied') {
        // What could not be sold any more is refunded before anyone is paid for it (unfulfilled.ts).
        await carryOutPlatformRefunds(app, request.log, await platformRefundsOf(app.db, order.id));
        await settleAfter(app, request.log, { orderId: order.id });
      }
      return { message: paymentsText.paid, redirectUrl: returnUrls(app.env.publicAppUrl, order.id).successUrl };
    },
  });

  // The webhook reads its body as the bytes Stripe signed: its own scope, where JSON is not parsed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: webhookBodyLimitBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      ...routeOptions(['payments'], anyone)(paymentsCalls.receiveStripeWebhook, {
        summary: "Stripe's events (PAYMENTS=stripe): signed, each applied once",
        description:
          'Give Stripe this address for checkout.session.completed, checkout.session.expired, charge.refunded, ' +
          'charge.dispute.created and account.updated. The body is verified against the Stripe-Signature header and its ' +
          'timestamp (5 minutes); an unsigned, wrongly signed or stale event answers 400 and changes nothing. Each event id ' +
          'is applied once, however often and in whatever order it arrives.',
        errors: [400, 404],
      }),
      handler: async (request) => {
        const provider = scope.payments;
        if (provider?.mode !== 'stripe') throw notFound(paymentsText.stripeOff);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw badRequest(paymentsText.badSignature);
          throw error;
        }
        if (await isKnownEvent(scope.db, 'stripe', event.id)) return { received: true as const };
        const payment = await paymentOf(provider, event);
        const outcome = await applyPaymentEvent(event, {
          db: scope.db,
          provider: 'stripe',
          at: scope.now().toISOString(),
          log: request.log,
          notify: scope.notify,
          platformFeePercent: scope.env.payments.platformFeePercent,
          ...(payment === undefined ? {} : { payment }),
        });
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
        if (outcome === 'applied') await afterEvent(scope, request.log, event);
        return { received: true as const };
      },
    });
  });
};

/**
 * A completed payment's charge and the provider's fee on it: the ledger shares the fee among the order's lines, and
 * educators' transfers are made from the charge. Read before the event is applied; when the provider cannot say yet,
 * the webhook answers 503 and Stripe delivers it again later, so no sale is ever written with a fee that is not the
 * real one.
 */
async function paymentOf(provider: PaymentProvider, event: PaymentEvent): Promise<PaymentDetails | undefined> {
  if (event.type !== 'checkout.completed' || !event.paymentIntentId) return undefined;
  try {
    return await provider.paymentDetails(event.paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw serviceUnavailable(paymentsText.feeUnknown, error);
    throw error;
  }
}

/**
 * What follows an applied event, once it is recorded (a paid order's receipt was told in its transaction, and mails
 * through the outbox): what it paid for that could not be sold any more is refunded; its educators are paid their
 * share; a refund made at Stripe, or a dispute, takes their share back; an
 * account Stripe now lets receive payouts gets what its educator earned so far. None of it fails the webhook: what
 * cannot move now, the payout sweep moves later.
 */
async function afterEvent(app: FastifyInstance, log: FastifyBaseLogger, event: PaymentEvent): Promise<void> {
  const orders = ordersRepository(app.db);
  if (event.type === 'checkout.completed') {
    const paid = await orders.findBySession(event.sessionId);
    if (!paid) return;
    await carryOutPlatformRefunds(app, log, await platformRefundsOf(app.db, paid.id));
    await settleAfter(app, log, { orderId: paid.id });
  } else if ((event.type === 'charge.refunded' || event.type === 'charge.dispute.created') && event.paymentIntentId) {
    const order = await orders.findByPaymentIntent(event.paymentIntentId);
    if (order) await settleAfter(app, log, { orderId: order.id });
  } else if (event.type === 'account.updated' && event.payoutsEnabled) {
    const educatorId = await educatorOfAccount(app.db, event.accountId);
    if (educatorId !== undefined) await settleAfter(app, log, { educatorId });
  }
}

/** A test checkout of the student's own pending (or settled) order; anything else reads as not found. */
async function ownTestCheckout(app: FastifyInstance, studentId: number, sessionId: string) {
  if (app.payments?.mode !== 'test') throw notFound(paymentsText.testModeOff);
  const orders = ordersRepository(app.db);
  const order = await orders.findBySession(sessionId);
  if (!order || order.student_id !== studentId) throw notFound(ordersText.checkoutNotFound);
  const items = found(await orders.readOwn(studentId, order.id, app.now()), ordersText.checkoutNotFound).items;
  return { order, items };
}
