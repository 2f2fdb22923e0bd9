import type { Kysely } from 'kysely';
import { formatCents } from '@lectern/shared-sdk/core/money';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Database } from '../../db/schema';
import type { NotificationEvent, Notify } from '../notifications/notify';

/** '“A”', '“A” and “B”', '“A”, “B” and “C”'. */
export function courseList(titles: readonly string[]): string {
  const quoted = titles.map((title) => `“${title}”`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
}

/**
 * In the transaction that completed an order and enrolled its student (a confirmed payment, or a checkout with
 * nothing to pay or no payment provider): each course's educator hears of the sale, or of the enrolment for a course
 * that was free by then; the student gets the receipt of what they paid, but not for an order of $0 (nothing was
 * paid). Keyed by the order: buying a course again after its refund is a new sale, and a new receipt.
 */
export async function noticeOrder(notify: Notify, trx: Kysely<Database>, orderId: number): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.student_id')
    .select(['orders.id', 'orders.student_id', 'orders.total_cents', 'users.name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const lines = await trx
    .selectFrom('order_items as i')
    .leftJoin('courses as c', 'c.id', 'i.course_id')
    .leftJoin('refund_requests as r', 'r.order_item_id', 'i.id')
    .select(['i.course_id', 'i.course_title', 'i.price_cents', 'i.discount_cents', 'c.educator_id', 'r.source as refund_source'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  const events: NotificationEvent[] = [];
  for (const line of lines) {
    // A line refunded as it was paid (its course removed meanwhile, say) was not sold: its educator hears nothing.
    if (line.course_id === null || line.educator_id === null || line.refund_source === 'platform') continue;
    // A course a coupon made free was still bought; one whose price was 0 by checkout was enrolled in, as a free one is.
    const bought = line.price_cents + line.discount_cents > 0;
    events.push({
      userId: line.educator_id,
      kind: 'new_enrollment',
      key: `new_enrollment:${line.course_id}:${order.student_id}:${order.id}`,
      title: bought ? 'A student bought your course' : 'A student enrolled in your course',
      body: bought ? `${order.name} bought “${line.course_title}”.` : `${order.name} enrolled in “${line.course_title}”.`,
      link: paths.educator.course(line.course_id),
    });
  }
  if (order.total_cents > 0) {
    events.push({
      userId: order.student_id,
      kind: 'receipt',
      key: `receipt:order:${order.id}`,
      title: `Your receipt for order #${order.id}`,
      body: `You paid ${formatCents(order.total_cents)} for ${courseList(lines.map((line) => line.course_title))}.`,
      link: paths.student.receipt(order.id),
    });
  }
  await notify(trx, events);
}

/**
 * In the transaction that enrolled a student at checkout in courses that were free by then (no order holds them):
 * each course's educator hears of it as of a free enrolment (enrollments.routes.ts), under the same key.
 */
export async function noticeFreeEnrollments(notify: Notify, trx: Kysely<Database>, studentId: number, courseIds: readonly number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const student = await trx.selectFrom('users').select('name').where('id', '=', studentId).executeTakeFirst();
  if (!student) return;
  const courses = await trx
    .selectFrom('courses')
    .select(['id', 'title', 'educator_id'])
    .where('id', 'in', [...courseIds])
    .orderBy('id')
    .execute();
  await notify(
    trx,
    courses.map((course) => ({
      userId: course.educator_id,
      kind: 'new_enrollment' as const,
      key: `new_enrollment:${course.id}:${studentId}`,
      title: 'A student enrolled in your course',
      body: `${student.name} enrolled in “${course.title}”.`,
      link: paths.educator.course(course.id),
      actorId: studentId,
    })),
  );
}

/**
 * In the transaction that recorded a dispute of an order's charge: each educator of its courses hears of it (what
 * they were paid for it is taken back; the card's bank decides the rest). Keyed by the order: one dispute, one notice.
 */
export async function noticeDispute(notify: Notify, trx: Kysely<Database>, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_items as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['i.course_title', 'c.educator_id'])
    .where('i.order_id', '=', orderId)
    .where('i.price_cents', '>', 0)
    .orderBy('i.id')
    .execute();
  const byEducator = new Map<number, string[]>();
  for (const line of lines) byEducator.set(line.educator_id, [...(byEducator.get(line.educator_id) ?? []), line.course_title]);
  await notify(
    trx,
    [...byEducator].map(([educatorId, titles]) => ({
      userId: educatorId,
      kind: 'payment_disputed' as const,
      key: `payment_disputed:${orderId}`,
      title: 'A payment was disputed',
      body: `A student disputed their payment for ${courseList(titles)} with their card's bank. What you were paid for it is taken back while the bank decides.`,
      link: paths.educator.earnings(),
    })),
  );
}
