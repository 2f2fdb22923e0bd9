import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { claimPlatformRefund, type RefundRow } from '../refunds/refunds.repository';
import type { OrderRow, UnfulfilledLine } from './orders.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * In the transaction that recorded a payment: each line that cost something and cannot be delivered (its course
 * removed, the coupon's uses gone, owned already) is claimed for a refund (`refunding`, source `platform`, with the
 * reason the student reads). The provider is asked once the transaction commits (refund-execution.ts); one claim per
 * line, so a redelivered event or a second instance never refunds it twice.
 */
export async function claimUnfulfilled(trx: Executor, order: OrderRow, lines: readonly UnfulfilledLine[], at: string): Promise<void> {
  if (lines.length === 0) return;
  const reasons = new Map(lines.map((line) => [line.itemId, line.reason]));
  const items = await trx
    .selectFrom('order_items as i')
    .leftJoin('courses as c', 'c.id', 'i.course_id')
    .select(['i.id', 'i.course_id', 'i.course_title', 'i.price_cents', 'c.educator_id'])
    .where('i.id', 'in', [...reasons.keys()])
    .where('i.price_cents', '>', 0)
    .execute();
  for (const item of items) {
    await claimPlatformRefund(
      trx,
      {
        orderId: order.id,
        itemId: item.id,
        studentId: order.student_id,
        courseId: item.course_id,
        courseTitle: item.course_title,
        educatorId: item.educator_id,
        amountCents: item.price_cents,
        reason: reasons.get(item.id) ?? '',
      },
      at,
    );
  }
}

/** The platform's refunds of an order still to be made at the provider. */
export async function platformRefundsOf(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refund_requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('source', '=', 'platform')
    .where('status', '=', 'refunding')
    .orderBy('id')
    .execute();
}
