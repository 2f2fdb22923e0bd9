import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Order, OrderStatus, PaymentMode } from '@lectern/shared-sdk/payments/schemas';
import { REFUND_WINDOW_DAYS } from '@lectern/shared-sdk/refunds/schemas';
import type { Database, OrdersTable } from '../../db/schema';
import { centsToDollars } from '../courses/courses.mapper';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { wishlistRepository } from '../wishlist/wishlist.repository';
import { dueCents, orderItems, type PurchasableCourse } from '../cart/cart.repository';
import { couponsRepository, couponText, couponUnavailableAtCheckout } from '../coupons/coupons.repository';
import type { CouponRow } from '../coupons/coupon-pricing';
import { giveBackRedemption, takeRedemption } from '../coupons/redemptions';

type Executor = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;

export const ordersText = {
  notFound: 'Order not found',
  checkoutNotFound: 'Checkout not found',
  awaitingPayment: 'Continue to payment',
  paid: 'Payment received',
  expired: 'This checkout has expired: check out again from your cart.',
  alreadyPaid: 'This order is paid already',
  providerDown: 'The payment service could not be reached. Nothing was charged: please try again in a moment.',
  providerRefused: (reason: string) => `The payment service refused this payment. Nothing was charged. ${reason}`,
  // Why a paid line was refunded instead of bought: the student reads it on the Purchases page and in the receipt.
  courseRemoved: 'The course was removed before your payment arrived.',
  couponUsedUp: 'This checkout had expired and its coupon was used up meanwhile, so nothing was bought: check out again from your cart.',
  alreadyOwned: 'You already own this course.',
} as const;

/** A line of a paid order that cannot be delivered, and why: its money goes back (payments/unfulfilled.ts). */
export interface UnfulfilledLine {
  itemId: number;
  reason: string;
}

const orderColumns = [
  'id',
  'student_id',
  'total_cents',
  'created_at',
  'status',
  'payment_mode',
  'checkout_session_id',
  'checkout_url',
  'checkout_key',
  'payment_intent_id',
  'paid_at',
  'coupon_id',
  'coupon_code',
  'disputed_at',
  'charge_id',
] as const;

/** The key every request to open a payment page for this order sends: one order, one page, whoever asks. */
export const checkoutIdempotencyKey = (order: Pick<OrderRow, 'id' | 'checkout_key'>) =>
  `lectern-order-${order.id}-${order.checkout_key ?? 'none'}-checkout`;

async function itemsOf(db: Executor, orders: readonly OrderRow[], now: Date) {
  if (orders.length === 0) return new Map<number, Order['items']>();
  const rows = await db
    .selectFrom('order_items')
    .leftJoin('refund_requests', 'refund_requests.order_item_id', 'order_items.id')
    .select([
      'order_items.order_id',
      'order_items.course_id',
      'order_items.course_title',
      'order_items.price_cents',
      'order_items.discount_cents',
      'refund_requests.id as refund_id',
      'refund_requests.status as refund_status',
      'refund_requests.decline_reason',
    ])
    .where(
      'order_items.order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('order_items.id')
    .execute();
  const byId = new Map(orders.map((order) => [order.id, order]));
  const byOrder = new Map<number, Order['items']>();
  for (const row of rows) {
    const order = byId.get(row.order_id);
    const refund =
      row.refund_id !== null && row.refund_status !== null
        ? { ...idFields(row.refund_id), status: row.refund_status, declineReason: row.decline_reason }
        : null;
    const until = order && refund === null && row.course_id !== null ? refundDeadline(order, row.price_cents) : null;
    byOrder.set(row.order_id, [
      ...(byOrder.get(row.order_id) ?? []),
      {
        courseId: row.course_id,
        title: row.course_title,
        price: centsToDollars(row.price_cents),
        discount: centsToDollars(row.discount_cents),
        refund,
        refundableUntil: until !== null && until.getTime() > now.getTime() ? until.toISOString() : null,
      },
    ]);
  }
  return byOrder;
}

/**
 * Until when a refund of an order line may be asked: 30 days after payment, for a line that cost something on an
 * order whose money moved (not PAYMENTS=none); null when it never may be.
 */
export function refundDeadline(order: Pick<OrderRow, 'status' | 'payment_mode' | 'paid_at'>, paidCents: number): Date | null {
  if (order.payment_mode === 'none' || paidCents <= 0 || order.paid_at === null) return null;
  if (order.status !== 'paid' && order.status !== 'refunded') return null;
  return new Date(new Date(order.paid_at).getTime() + REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

function toOrder(row: OrderRow, items: Order['items']): Order {
  return {
    ...idFields(row.id),
    status: row.status,
    total: centsToDollars(row.total_cents),
    couponCode: row.coupon_code,
    discount: centsToDollars(Math.round(items.reduce((sum, item) => sum + item.discount * 100, 0))),
    createdAt: row.created_at,
    paidAt: row.paid_at,
    items,
    checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
    paymentMode: row.payment_mode,
  };
}

/** Same courses at the same prices, the same off each: the pending order is still the cart's, and its payment page still right. */
function sameLines(
  items: readonly { course_id: number | null; price_cents: number; discount_cents: number }[],
  courses: readonly PurchasableCourse[],
): boolean {
  const key = (id: number | null, cents: number, discount: number) => `${id}:${cents}:${discount}`;
  const a = items.map((item) => key(item.course_id, item.price_cents, item.discount_cents)).sort();
  const b = courses.map((course) => key(course.id, course.price_cents - course.discount_cents, course.discount_cents)).sort();
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** A pending order given up (the cart changed, its page expired): true when it was pending; its redemption goes back. */
async function giveUp(db: Executor, orderId: number): Promise<boolean> {
  const given = await db
    .updateTable('orders')
    .set({ status: 'expired' })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returning('coupon_id')
    .executeTakeFirst();
  if (given?.coupon_id != null) await giveBackRedemption(db, given.coupon_id);
  return given !== undefined;
}

export function ordersRepository(db: Executor) {
  const pendingOf = (studentId: number): Promise<OrderRow | undefined> =>
    db.selectFrom('orders').select(orderColumns).where('student_id', '=', studentId).where('status', '=', 'pending').executeTakeFirst();

  return {
    async find(orderId: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').select(orderColumns).where('id', '=', orderId).executeTakeFirst();
    },

    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').select(orderColumns).where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
    },

    async findBySession(sessionId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').select(orderColumns).where('checkout_session_id', '=', sessionId).executeTakeFirst();
    },

    /** One student's order as the API answers it; undefined when it is not theirs (which reads as not found). */
    async readOwn(studentId: number, orderId: number, now: Date): Promise<Order | undefined> {
      const row = await db.selectFrom('orders').select(orderColumns).where('id', '=', orderId).where('student_id', '=', studentId).executeTakeFirst();
      if (!row) return undefined;
      return toOrder(row, (await itemsOf(db, [row], now)).get(row.id) ?? []);
    },

    /** A student's orders, newest first: what they bought, paid or not yet. */
    async listOwn(studentId: number, now: Date): Promise<Order[]> {
      const rows = await db
        .selectFrom('orders')
        .select(orderColumns)
        .where('student_id', '=', studentId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      const items = await itemsOf(db, rows, now);
      return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
    },

    /**
     * The student's pending order for these courses: the one there is when it holds the same courses at the same
     * prices with the same coupon (its redemption is already held: nothing more is taken), else a new one (an older
     * pending order for another cart is given up, its redemption given back: `superseded` names it, so its payment
     * page can be closed). A new order takes the coupon's redemption after its insert, so that checkouts of one cart
     * at once meet at the unique index first; none left is a 409, and the transaction's rollback undoes the rest.
     * Run inside a transaction; the partial unique index lets a student hold one pending order, so of two checkouts
     * at once on PostgreSQL the second's insert fails and it is run again.
     */
    async pendingFor(
      studentId: number,
      courses: readonly PurchasableCourse[],
      coupon: Pick<CouponRow, 'id' | 'code'> | null,
      { at, mode }: { at: string; mode: PaymentMode },
    ): Promise<{ order: OrderRow; superseded: OrderRow | null }> {
      const pending = await pendingOf(studentId);
      if (pending) {
        const items = await db
          .selectFrom('order_items')
          .select(['course_id', 'price_cents', 'discount_cents'])
          .where('order_id', '=', pending.id)
          .execute();
        if (pending.payment_mode === mode && pending.coupon_id === (coupon?.id ?? null) && sameLines(items, courses))
          return { order: pending, superseded: null };
        await giveUp(db, pending.id);
      }
      const order = await db
        .insertInto('orders')
        .values({
          student_id: studentId,
          total_cents: dueCents(courses),
          created_at: at,
          status: 'pending',
          payment_mode: mode,
          checkout_key: randomUUID(),
          coupon_id: coupon?.id ?? null,
          coupon_code: coupon?.code ?? null,
        })
        .returning(orderColumns)
        .executeTakeFirstOrThrow();
      await db.insertInto('order_items').values(orderItems(order.id, courses)).execute();
      if (coupon && !(await takeRedemption(db, coupon.id))) throw couponUnavailableAtCheckout(couponText.usedUpAtCheckout);
      return { order, superseded: pending ?? null };
    },

    /** Gives up the student's pending order, if any (its cart was bought another way): the order given up, to close its page. */
    async giveUpPending(studentId: number): Promise<OrderRow | null> {
      const pending = await pendingOf(studentId);
      return pending && (await giveUp(db, pending.id)) ? pending : null;
    },

    /** Records the payment page opened for a pending order; the first answer wins (they are the same page). */
    async attachCheckout(orderId: number, checkout: { sessionId: string; url: string }): Promise<void> {
      await db
        .updateTable('orders')
        .set({ checkout_session_id: checkout.sessionId, checkout_url: checkout.url })
        .where('id', '=', orderId)
        .where('checkout_session_id', 'is', null)
        .execute();
    },

    /**
     * A confirmed payment: the order's courses are the student's (once each), they leave the cart and the wishlist
     * (with the cart's coupon, when it was the order's), and the order is paid. An order given up meanwhile (expired)
     * is paid all the same (the money was taken) when its coupon still has a use left for it; when none is left, nothing
     * is enrolled and every line is to be refunded. A line is to be refunded too when its course was removed meanwhile
     * (deleted or archived) or the student owns it already (bought again after this page was given up). `unfulfilled`
     * names those lines with the reason the student reads; the caller refunds them. Answers false when the order was
     * already paid or refunded (a redelivery, or the events out of order).
     */
    async markPaid(
      order: OrderRow,
      { at, paymentIntentId, chargeId }: { at: string; paymentIntentId: string | null; chargeId: string | null },
    ): Promise<false | { unfulfilled: UnfulfilledLine[] }> {
      const claim = (from: OrderStatus) =>
        db
          .updateTable('orders')
          .set({ status: 'paid', paid_at: at, payment_intent_id: paymentIntentId, charge_id: chargeId })
          .where('id', '=', order.id)
          .where('status', '=', from)
          .returning('coupon_id')
          .executeTakeFirst();
      const fromPending = await claim('pending');
      const fromExpired = fromPending ? undefined : await claim('expired');
      if (!fromPending && !fromExpired) return false;
      // Before enrolling: coupons are locked before courses, everywhere, so two transactions never wait on each other.
      // An order given up gave its coupon's use back: it takes one again, only if one is left (never past the limit).
      const couponHeld = fromExpired?.coupon_id != null ? await takeRedemption(db, fromExpired.coupon_id) : true;
      const couponId = fromPending?.coupon_id ?? fromExpired?.coupon_id ?? null;
      if (couponId !== null && couponHeld) await couponsRepository(db).removeFromCart(order.student_id, couponId);
      const lines = await db
        .selectFrom('order_items as i')
        .leftJoin('courses as c', 'c.id', 'i.course_id')
        .leftJoin('enrollments as e', (join) => join.onRef('e.course_id', '=', 'i.course_id').on('e.student_id', '=', order.student_id))
        .select(['i.id', 'i.course_id', 'c.id as live_id', 'c.archived_at', 'e.id as enrollment_id'])
        .where('i.order_id', '=', order.id)
        .orderBy('i.id')
        .execute();
      const unfulfilled: UnfulfilledLine[] = [];
      const courseIds: number[] = [];
      for (const line of lines) {
        const reason = !couponHeld
          ? ordersText.couponUsedUp
          : line.course_id === null || line.live_id === null || line.archived_at !== null
            ? ordersText.courseRemoved
            : line.enrollment_id !== null
              ? ordersText.alreadyOwned
              : null;
        if (reason === null && line.course_id !== null) courseIds.push(line.course_id);
        else if (reason !== null) unfulfilled.push({ itemId: line.id, reason });
      }
      const enrollments = enrollmentsRepository(db);
      for (const courseId of courseIds) await enrollments.enrollOnce(order.student_id, courseId, at);
      if (courseIds.length > 0) {
        await db.deleteFrom('cart_items').where('student_id', '=', order.student_id).where('course_id', 'in', courseIds).execute();
        await wishlistRepository(db).remove(order.student_id, courseIds);
      }
      return { unfulfilled };
    },

    /**
     * A payment page that closed unpaid: a pending order is given up and its coupon's redemption given back; a paid
     * one stays paid (events out of order).
     */
    async markExpired(orderId: number): Promise<boolean> {
      return giveUp(db, orderId);
    },
  };
}
