import type { FastifyInstance } from 'fastify';
import type { CheckoutResponse } from '@lectern/shared-sdk/cart/schemas';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-errors';
import type { UserRow } from '../../db/schema';
import { cartRepository, cartText, dueCents } from '../cart/cart.repository';
import { centsToDollars } from '../courses/courses.mapper';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { checkoutIdempotencyKey, ordersRepository, ordersText, type OrderRow } from './orders.repository';
import { noticeFreeEnrollments, noticeOrder } from './sale-notices';
import '../notifications/notifications.plugin';

/** Where the payment page sends the student back: pages of ours. */
export const returnUrls = (appUrl: string, orderId: number) => ({
  successUrl: `${appUrl}/checkout/success?order=${orderId}`,
  cancelUrl: `${appUrl}/cart?checkout=cancelled`,
});

/**
 * The provider did not open a payment page: nothing is charged, the pending order waits for the next try. One it could
 * not reach, or that asked to wait, is a 503 to retry; one it refused (a 4xx of Stripe's) is a 502 saying so, with its
 * reason and no Retry-After: trying again would be refused again.
 */
const providerUnavailable = (error: unknown) =>
  error instanceof PaymentProviderError && !error.retryable
    ? new HttpError(502, ordersText.providerRefused(error.message), {}, { cause: error })
    : new HttpError(503, ordersText.providerDown, { 'retry-after': '5' }, { cause: error });

/**
 * Checkout with payments on: the cart is checked as the spec's checkout checks it (the same refusals, priced with its
 * coupon); a course that became free is enrolled in at once; the paid ones become a pending order, and the student is
 * sent to the provider's payment page for it. A course the coupon makes free stays in the order. Nothing paid is
 * enrolled in here: the provider's confirmation does that (payment-events.ts). An order the coupon makes free as a
 * whole is completed at once, as the spec's checkout completes one.
 *
 * Checkouts of one cart at once, on one instance or several, find one pending order and, through its idempotency
 * key, open one payment page: the answer is the same page for each.
 */
export async function checkoutWithPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  student: Pick<UserRow, 'id' | 'email'>,
  expectedTotalCents: number | undefined,
): Promise<CheckoutResponse> {
  const { order, superseded, enrolledCourseIds } = await openOrder(app, provider, student.id, expectedTotalCents);
  if (!order) return checkoutWithoutPayment(app, provider, student.id, expectedTotalCents);
  closePaymentPage(app, provider, superseded);
  const checkoutUrl = order.checkout_url ?? (await openPaymentPage(app, provider, order, student.email));
  return {
    message: ordersText.awaitingPayment,
    orderId: order.id,
    total: centsToDollars(order.total_cents),
    enrolledCourseIds,
    checkoutUrl,
  };
}

/**
 * Nothing to pay (courses that became free, or a coupon that covers the order): enrolled in at once, an order of $0
 * as the spec's checkout makes it. A pending order of an earlier cart is given up: its courses are bought here.
 */
async function checkoutWithoutPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  studentId: number,
  expectedTotalCents: number | undefined,
): Promise<CheckoutResponse> {
  const { result, superseded } = await app.db.transaction().execute(async (trx) => {
    const given = await ordersRepository(trx).giveUpPending(studentId);
    const checkedOut = await cartRepository(trx).checkout(studentId, app.now().toISOString(), expectedTotalCents);
    await noticeOrder(app.notify, trx, checkedOut.orderId);
    return { result: checkedOut, superseded: given };
  });
  closePaymentPage(app, provider, superseded);
  return {
    message: cartText.checkedOut,
    orderId: result.orderId,
    total: centsToDollars(result.totalCents),
    enrolledCourseIds: result.enrolledCourseIds,
  };
}

/**
 * The cart changed since that page opened: it must no longer take a payment. A failure here is not the student's
 * problem (an expired order's payment is still honoured), so it is logged, not answered.
 */
function closePaymentPage(app: FastifyInstance, provider: PaymentProvider, superseded: OrderRow | null): void {
  const sessionId = superseded?.checkout_session_id;
  if (!sessionId) return;
  void provider.expireCheckout(sessionId).catch((error: unknown) => app.log.warn({ err: error, sessionId }, 'could not close a superseded checkout'));
}

/** The pending order for the cart's paid courses (null when nothing is left to pay), after enrolling in free ones. */
async function openOrder(app: FastifyInstance, provider: PaymentProvider, studentId: number, expectedTotalCents: number | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await app.db.transaction().execute(async (trx) => {
        const at = app.now().toISOString();
        const { courses, coupon } = await cartRepository(trx).purchasable(studentId, at, expectedTotalCents);
        if (dueCents(courses) === 0) return { order: null, superseded: null, enrolledCourseIds: [] };
        const free = courses.filter((course) => course.price_cents === 0);
        const paid = courses.filter((course) => course.price_cents > 0);
        const enrolledCourseIds: number[] = [];
        for (const course of free) {
          if (await enrollmentsRepository(trx).enrollOnce(studentId, course.id, at)) enrolledCourseIds.push(course.id);
          await trx.deleteFrom('cart_items').where('student_id', '=', studentId).where('course_id', '=', course.id).execute();
        }
        await noticeFreeEnrollments(app.notify, trx, studentId, enrolledCourseIds);
        const { order, superseded } = await ordersRepository(trx).pendingFor(studentId, paid, coupon, { at, mode: provider.mode });
        return { order, superseded, enrolledCourseIds };
      });
    } catch (error) {
      // Another checkout of this student made the pending order first (PostgreSQL): this one finds it on the next try.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function openPaymentPage(app: FastifyInstance, provider: PaymentProvider, order: OrderRow, email: string): Promise<string> {
  const orders = ordersRepository(app.db);
  const lines = await app.db
    .selectFrom('order_items')
    .select(['course_id', 'course_title', 'price_cents'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  let page: { sessionId: string; url: string };
  try {
    page = await provider.createCheckout({
      orderId: order.id,
      customerEmail: email,
      lines: lines.map((line) => ({ courseId: line.course_id ?? 0, title: line.course_title, amountCents: line.price_cents })),
      ...returnUrls(app.env.publicAppUrl, order.id),
      idempotencyKey: checkoutIdempotencyKey(order),
    });
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'could not open a payment page');
    throw providerUnavailable(error);
  }
  await orders.attachCheckout(order.id, page);
  // Several checkouts at once each asked; the page recorded first is the one every answer names.
  return (await orders.find(order.id))?.checkout_url ?? page.url;
}
