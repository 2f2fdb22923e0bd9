import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { REFUND_WINDOW_DAYS } from '@lectern/shared-sdk/refunds/schemas';
import type { Database } from '../../db/schema';
import type { PaymentMode } from '@lectern/shared-sdk/payments/schemas';
import { keepDeletedCartCourses } from '../cart/cart.repository';
import { ordersRepository } from '../payments/orders.repository';
import type { Notify } from '../notifications/notify';
import type { PaymentProvider } from '../payments/payment-provider';
import { carryOutPlatformRefunds } from '../refunds/refund-execution';
import { claimPlatformRefund, type RefundRow } from '../refunds/refunds.repository';
import { deleteCourses } from './courses.admin.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** Why a line of a removed course was refunded: the student reads it on their Purchases page and in the receipt. */
export const removedCourseRefundReason = 'The course was removed by its educator or an admin.';

/** What removing courses did, for the caller to finish once the transaction has committed. */
export interface CourseRemoval {
  /** Courses nobody paid for: gone, with their content. */
  deleted: number[];
  /** Courses someone paid for: archived, kept for those who own them. */
  archived: number[];
  /** Lines of archived courses still refundable, claimed (`refunding`): the provider is asked after the commit. */
  refunds: RefundRow[];
  /** Payment pages of orders given up because they held a removed course: closed at the provider after the commit. */
  openPages: string[];
}

/**
 * Removes courses (an educator's or an admin's delete, an educator's removal). Run inside a transaction.
 *
 * - A course someone paid for (a line of a paid or refunded order) is archived, never deleted: off the catalogue, out
 *   of carts and wishlists, no new sales, its content kept for the students who keep it, and the order lines keep
 *   pointing at it. Each of its lines still refundable (paid through the configured provider within the refund window,
 *   not refunded or declined yet, the charge not disputed) is refunded: the student is not left with a course its
 *   educator withdrew and no money. Past the window, the student keeps the course.
 * - A course nobody paid for is deleted with everything hanging off it (deleteCourses).
 * - Either way, an order waiting for payment that holds it is given up (its coupon's use given back) and its payment
 *   page is to be closed; a payment that still arrives on it is refunded (payments/unfulfilled.ts).
 *
 * Only courses not archived already are removed: of two removals at once, one does it (the other sees none).
 */
export async function removeCourses(
  trx: Executor,
  courseIds: readonly number[],
  { at, now, refundMode }: { at: string; now: Date; refundMode: PaymentMode | null },
): Promise<CourseRemoval> {
  const ids = [...new Set(courseIds)];
  const removal: CourseRemoval = { deleted: [], archived: [], refunds: [], openPages: [] };
  if (ids.length === 0) return removal;

  // Orders waiting for payment that hold one of them: given up first (their lines are about to change).
  const pending = await trx
    .selectFrom('orders as o')
    .select(['o.id', 'o.checkout_session_id'])
    .where('o.status', '=', 'pending')
    .where((eb) => eb.exists(eb.selectFrom('order_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id').where('i.course_id', 'in', ids)))
    .execute();
  const orders = ordersRepository(trx);
  for (const order of pending) {
    if ((await orders.markExpired(order.id)) && order.checkout_session_id !== null) removal.openPages.push(order.checkout_session_id);
  }

  const sold = new Set(
    (
      await trx
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select('i.course_id')
        .distinct()
        .where('i.course_id', 'in', ids)
        .where('o.status', 'in', ['paid', 'refunded'])
        .execute()
    ).flatMap((row) => (row.course_id === null ? [] : [row.course_id])),
  );
  const unsold = ids.filter((id) => !sold.has(id));
  // An archived course is removed already: deleting it again finds nothing.
  const live = unsold.length
    ? (await trx.selectFrom('courses').select('id').where('id', 'in', unsold).where('archived_at', 'is', null).execute()).map((row) => row.id)
    : [];
  removal.deleted = await deleteCourses(trx, live);

  if (sold.size > 0) {
    const archived = await trx
      .updateTable('courses')
      .set({ archived_at: at, is_approved: 0, updated_at: at })
      .where('id', 'in', [...sold])
      .where('archived_at', 'is', null)
      .returning('id')
      .execute();
    removal.archived = archived.map((row) => row.id);
  }
  if (removal.archived.length === 0) return removal;

  await keepDeletedCartCourses(trx, removal.archived);
  await trx.deleteFrom('cart_items').where('course_id', 'in', removal.archived).execute();
  await trx.deleteFrom('wishlist_items').where('course_id', 'in', removal.archived).execute();
  if (refundMode !== null) removal.refunds = await claimRefundableLines(trx, removal.archived, { at, now, refundMode });
  return removal;
}

/** The refundable lines of archived courses, each claimed for a refund (a waiting request is taken over). */
async function claimRefundableLines(
  trx: Executor,
  courseIds: readonly number[],
  { at, now, refundMode }: { at: string; now: Date; refundMode: PaymentMode },
): Promise<RefundRow[]> {
  const paidSince = new Date(now.getTime() - REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const lines = await trx
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .leftJoin('refund_requests as r', 'r.order_item_id', 'i.id')
    .select([
      'i.id',
      'i.order_id',
      'i.course_id',
      'i.course_title',
      'i.price_cents',
      'o.student_id',
      'c.educator_id',
      'r.id as refund_id',
      'r.status',
    ])
    .where('i.course_id', 'in', [...courseIds])
    .where('i.price_cents', '>', 0)
    .where('o.status', '=', 'paid')
    .where('o.payment_mode', '=', refundMode)
    .where('o.payment_intent_id', 'is not', null)
    .where('o.disputed_at', 'is', null)
    .where('o.paid_at', '>', paidSince)
    .where((eb) => eb.or([eb('r.id', 'is', null), eb('r.status', '=', 'requested')]))
    .orderBy('i.id')
    .execute();
  const claimed: RefundRow[] = [];
  for (const line of lines) {
    const row =
      line.refund_id !== null
        ? await trx
            .updateTable('refund_requests')
            .set({ status: 'refunding', decided_at: at })
            .where('id', '=', line.refund_id)
            .where('status', '=', 'requested')
            .returningAll()
            .executeTakeFirst()
        : await claimPlatformRefund(
            trx,
            {
              orderId: line.order_id,
              itemId: line.id,
              studentId: line.student_id,
              courseId: line.course_id,
              courseTitle: line.course_title,
              educatorId: line.educator_id,
              amountCents: line.price_cents,
              reason: removedCourseRefundReason,
            },
            at,
          );
    if (row) claimed.push(row);
  }
  return claimed;
}

/**
 * What a removal leaves to do once it has committed: the payment pages of the orders it gave up are closed at the
 * provider (a payment that gets through anyway is refunded when it arrives), and the refunds it claimed are made.
 * Neither fails the request: a page that cannot be closed now expires on its own, and a refund the provider does not
 * make now is made by the money sweep.
 */
export async function finishRemoval(
  app: { db: Kysely<Database>; payments: PaymentProvider | null; now: () => Date; notify: Notify },
  log: FastifyBaseLogger,
  removal: CourseRemoval,
): Promise<void> {
  const provider = app.payments;
  for (const sessionId of removal.openPages) {
    try {
      await provider?.expireCheckout(sessionId);
    } catch (error) {
      log.warn({ err: error, sessionId }, 'could not close the payment page of a removed course: a payment on it is refunded');
    }
  }
  await carryOutPlatformRefunds(app, log, removal.refunds);
}
