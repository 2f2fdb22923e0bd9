import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Dispute, RefundRequest } from '@lectern/shared-sdk/refunds/schemas';
import { formatCents } from '@lectern/shared-sdk/core/money';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Database, RefundRequestsTable } from '../../db/schema';
import { centsToDollars } from '../courses/courses.mapper';
import { recordRefund } from '../earnings/ledger';
import type { Notify } from '../notifications/notify';
import type { OrderRow } from '../payments/orders.repository';

type Executor = Kysely<Database> | Transaction<Database>;
export type RefundRow = Selectable<RefundRequestsTable>;

/** How long decided requests stay in the educator's and admins' lists. */
const RECENT_DAYS = 30;

/** The key every provider refund for this request sends: however often it is tried, the money goes back once. */
export const refundIdempotencyKey = (row: Pick<RefundRow, 'id' | 'refund_key'>) => `lectern-refund-${row.id}-${row.refund_key}`;

/** The enrolment's progress (per cent of the course's videos watched); 0 without one. */
export async function watchedPercent(db: Executor, studentId: number, courseId: number | null): Promise<number> {
  if (courseId === null) return 0;
  const row = await db
    .selectFrom('enrollments')
    .select('progress')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Math.round(Number(row?.progress ?? 0));
}

/**
 * What a refunded line changes, in the transaction that marks it refunded: the enrolment goes (access ends, the course
 * leaves My Learning; its watch rows and review go with it, its certificate stays, unlinked, as when a course is
 * deleted), the ledger gets the line's refund entry, the order is refunded once every line that cost something is,
 * and the student gets the refund's receipt (however it was reached: at once, approved, recovered, or made at the
 * provider).
 */
async function refundEffects(db: Executor, row: RefundRow, at: string, notify: Notify): Promise<void> {
  const item = await db.selectFrom('order_items').select('course_id').where('id', '=', row.order_item_id).executeTakeFirst();
  if (item?.course_id != null) {
    await db.deleteFrom('enrollments').where('student_id', '=', row.student_id).where('course_id', '=', item.course_id).execute();
  }
  await recordRefund(db, row.order_item_id, { at });
  const unrefunded = await db
    .selectFrom('order_items')
    .leftJoin('refund_requests', 'refund_requests.order_item_id', 'order_items.id')
    .select('order_items.id')
    .where('order_items.order_id', '=', row.order_id)
    .where('order_items.price_cents', '>', 0)
    .where((eb) => eb.or([eb('refund_requests.status', 'is', null), eb('refund_requests.status', '!=', 'refunded')]))
    .executeTakeFirst();
  if (!unrefunded) await db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', row.order_id).where('status', '=', 'paid').execute();
  await notify(db, {
    userId: row.student_id,
    kind: 'receipt',
    key: `receipt:refund:${row.id}`,
    title: 'Your refund was made',
    // One Lectern made on its own says why (the course was removed, the coupon's uses ran out…).
    body:
      row.source === 'platform' && row.reason
        ? `${formatCents(row.amount_cents)} for “${row.course_title}” was refunded. ${row.reason}`
        : `${formatCents(row.amount_cents)} for “${row.course_title}” was refunded.`,
    link: paths.student.purchases(),
  });
}

const refundColumns = [
  'r.id',
  'r.order_id',
  'r.course_id',
  'r.course_title',
  'r.student_id',
  'r.amount_cents',
  'r.watched_percent',
  'r.reason',
  'r.source',
  'r.status',
  'r.decline_reason',
  'r.requested_at',
  'r.decided_at',
  'u.name as student_name',
] as const;

type ListedRow = Pick<
  RefundRow,
  | 'id'
  | 'order_id'
  | 'course_id'
  | 'course_title'
  | 'student_id'
  | 'amount_cents'
  | 'watched_percent'
  | 'reason'
  | 'source'
  | 'status'
  | 'decline_reason'
  | 'requested_at'
  | 'decided_at'
> & { student_name: string | null };

function toRefund(row: ListedRow): RefundRequest {
  return {
    ...idFields(row.id),
    orderId: row.order_id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    student: row.student_name === null ? null : { ...idFields(row.student_id), name: row.student_name },
    amount: centsToDollars(row.amount_cents),
    watchedPercent: row.watched_percent,
    reason: row.reason,
    source: row.source,
    status: row.status,
    declineReason: row.decline_reason,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
  };
}

export function refundsRepository(db: Executor) {
  const listed = () => db.selectFrom('refund_requests as r').leftJoin('users as u', 'u.id', 'r.student_id').select(refundColumns);

  return {
    async find(refundId: number): Promise<RefundRow | undefined> {
      return db.selectFrom('refund_requests').selectAll().where('id', '=', refundId).executeTakeFirst();
    },

    async findForLine(orderItemId: number): Promise<RefundRow | undefined> {
      return db.selectFrom('refund_requests').selectAll().where('order_item_id', '=', orderItemId).executeTakeFirst();
    },

    async read(refundId: number): Promise<RefundRequest> {
      return toRefund(await listed().where('r.id', '=', refundId).executeTakeFirstOrThrow());
    },

    /**
     * Requests waiting for a decision, then those decided in the last 30 days: an educator's (on their courses), or
     * everyone's (null, admins).
     */
    async list(educatorId: number | null, now: Date): Promise<RefundRequest[]> {
      const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
      let query = listed()
        .where((eb) => eb.or([eb('r.status', 'in', ['requested', 'refunding']), eb('r.decided_at', '>=', since), eb('r.refunded_at', '>=', since)]))
        .orderBy(sql`case when r.status = 'requested' then 0 else 1 end`)
        .orderBy('r.requested_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(200);
      if (educatorId !== null) query = query.where('r.educator_id', '=', educatorId);
      return (await query.execute()).map(toRefund);
    },

    /** Orders whose charge was disputed, newest first: every one (null, admins), or those holding an educator's courses. */
    async disputes(educatorId: number | null = null): Promise<Dispute[]> {
      const rows = await db
        .selectFrom('orders as o')
        .leftJoin('users as u', 'u.id', 'o.student_id')
        .select(['o.id', 'o.student_id', 'o.total_cents', 'o.disputed_at', 'u.name'])
        .where('o.disputed_at', 'is not', null)
        .$if(educatorId !== null, (qb) =>
          qb.where((eb) =>
            eb.exists(
              eb
                .selectFrom('order_items as i')
                .innerJoin('courses as c', 'c.id', 'i.course_id')
                .select('i.id')
                .whereRef('i.order_id', '=', 'o.id')
                .where('c.educator_id', '=', educatorId ?? 0),
            ),
          ),
        )
        .orderBy('o.disputed_at', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({
        orderId: row.id,
        student: row.name === null ? null : { ...idFields(row.student_id), name: row.name },
        total: centsToDollars(row.total_cents),
        disputedAt: row.disputed_at ?? '',
      }));
    },

    /**
     * A student's request for one line: `refunding` when it is granted at once (claimed: the provider is asked next),
     * else `requested`. Undefined when the line has a request already (one per line, whoever got there first).
     */
    async insertRequest(input: {
      order: OrderRow;
      item: { id: number; course_id: number | null; course_title: string; price_cents: number };
      educatorId: number | null;
      watched: number;
      reason: string | null;
      status: 'requested' | 'refunding';
      at: string;
    }): Promise<RefundRow | undefined> {
      return db
        .insertInto('refund_requests')
        .values({
          order_id: input.order.id,
          order_item_id: input.item.id,
          student_id: input.order.student_id,
          course_id: input.item.course_id,
          course_title: input.item.course_title,
          educator_id: input.educatorId,
          amount_cents: input.item.price_cents,
          watched_percent: input.watched,
          reason: input.reason,
          source: 'student',
          status: input.status,
          refund_key: randomUUID(),
          requested_at: input.at,
          ...(input.status === 'refunding' ? { decided_at: input.at } : {}),
        })
        .onConflict((oc) => oc.column('order_item_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Claims a waiting request for approval: one of any number of approvals at once gets it. */
    async claim(refundId: number, { by, at }: { by: number; at: string }): Promise<RefundRow | undefined> {
      return db
        .updateTable('refund_requests')
        .set({ status: 'refunding', decided_by: by, decided_at: at })
        .where('id', '=', refundId)
        .where('status', '=', 'requested')
        .returningAll()
        .executeTakeFirst();
    },

    /** The provider failed after a claim: the request is as it was (a granted-at-once one was never there). */
    async release(row: RefundRow, { wasNew }: { wasNew: boolean }): Promise<void> {
      if (wasNew) {
        await db.deleteFrom('refund_requests').where('id', '=', row.id).where('status', '=', 'refunding').execute();
        return;
      }
      await db
        .updateTable('refund_requests')
        .set({ status: 'requested', decided_by: null, decided_at: null })
        .where('id', '=', row.id)
        .where('status', '=', 'refunding')
        .execute();
    },

    async decline(refundId: number, { by, at, reason }: { by: number; at: string; reason: string }): Promise<boolean> {
      const declined = await db
        .updateTable('refund_requests')
        .set({ status: 'declined', decline_reason: reason, decided_by: by, decided_at: at })
        .where('id', '=', refundId)
        .where('status', '=', 'requested')
        .returning('id')
        .executeTakeFirst();
      return declined !== undefined;
    },
  };
}

/** An order line the platform refunds on its own, and why (the student reads it on Purchases and in the receipt). */
export interface PlatformRefundLine {
  orderId: number;
  itemId: number;
  studentId: number;
  courseId: number | null;
  courseTitle: string;
  educatorId: number | null;
  amountCents: number;
  reason: string;
}

/**
 * Claims a refund Lectern decided on its own (`refunding`, source `platform`): a removed course's line, a payment for
 * what can no longer be sold. The provider is asked once the transaction commits (refund-execution.ts). Undefined when
 * the line has a request already (one per line). Run in a transaction.
 */
export async function claimPlatformRefund(trx: Executor, line: PlatformRefundLine, at: string): Promise<RefundRow | undefined> {
  return trx
    .insertInto('refund_requests')
    .values({
      order_id: line.orderId,
      order_item_id: line.itemId,
      student_id: line.studentId,
      course_id: line.courseId,
      course_title: line.courseTitle,
      educator_id: line.educatorId,
      amount_cents: line.amountCents,
      watched_percent: await watchedPercent(trx, line.studentId, line.courseId),
      reason: line.reason,
      source: 'platform',
      status: 'refunding',
      refund_key: randomUUID(),
      requested_at: at,
      decided_at: at,
    })
    .onConflict((oc) => oc.column('order_item_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The provider refunded a claimed request: it is refunded, with its effects, once. Run in a transaction. */
export async function completeRefund(
  trx: Executor,
  refundId: number,
  { at, providerRefundId, notify }: { at: string; providerRefundId: string; notify: Notify },
) {
  const done = await trx
    .updateTable('refund_requests')
    .set({ status: 'refunded', refunded_at: at, provider_refund_id: providerRefundId })
    .where('id', '=', refundId)
    .where('status', '=', 'refunding')
    .returningAll()
    .executeTakeFirst();
  if (done) await refundEffects(trx, done, at, notify);
  return done !== undefined;
}

/**
 * A refund made at the provider (`charge.refunded`, e.g. from Stripe's dashboard): `amountRefundedCents` is the
 * charge's whole refunded amount so far. What our own refunds (refunded, or being refunded) already account for is
 * taken off; the rest refunds whole lines, newest first, as far as it covers them (a line it only partly covers is
 * left as it is). A refund we made ourselves arrives here covered already, and changes nothing. Run in a transaction.
 */
export async function applyProviderRefund(
  trx: Executor,
  order: OrderRow,
  amountRefundedCents: number,
  { at, notify }: { at: string; notify: Notify },
): Promise<boolean> {
  if (order.status !== 'paid' && order.status !== 'refunded') return false;
  const lines = await trx
    .selectFrom('order_items')
    .leftJoin('refund_requests', 'refund_requests.order_item_id', 'order_items.id')
    .leftJoin('courses', 'courses.id', 'order_items.course_id')
    .select([
      'order_items.id',
      'order_items.course_id',
      'order_items.course_title',
      'order_items.price_cents',
      'courses.educator_id',
      'refund_requests.id as refund_id',
      'refund_requests.status as refund_status',
    ])
    .where('order_items.order_id', '=', order.id)
    .where('order_items.price_cents', '>', 0)
    .orderBy('order_items.id', 'desc')
    .execute();
  const settled = (status: string | null) => status === 'refunded' || status === 'refunding';
  let left = amountRefundedCents - lines.reduce((sum, line) => sum + (settled(line.refund_status) ? line.price_cents : 0), 0);
  let changed = false;
  for (const line of lines) {
    if (settled(line.refund_status) || line.price_cents > left) continue;
    const row =
      line.refund_id !== null
        ? await trx
            .updateTable('refund_requests')
            .set({ status: 'refunded', refunded_at: at, decided_at: sql<string>`coalesce(decided_at, ${at})` })
            .where('id', '=', line.refund_id)
            .where('status', 'in', ['requested', 'declined'])
            .returningAll()
            .executeTakeFirst()
        : await trx
            .insertInto('refund_requests')
            .values({
              order_id: order.id,
              order_item_id: line.id,
              student_id: order.student_id,
              course_id: line.course_id,
              course_title: line.course_title,
              educator_id: line.educator_id,
              amount_cents: line.price_cents,
              watched_percent: await watchedPercent(trx, order.student_id, line.course_id),
              reason: null,
              source: 'provider',
              status: 'refunded',
              refund_key: randomUUID(),
              requested_at: at,
              decided_at: at,
              refunded_at: at,
            })
            .onConflict((oc) => oc.column('order_item_id').doNothing())
            .returningAll()
            .executeTakeFirst();
    if (!row) continue;
    await refundEffects(trx, row, at, notify);
    left -= line.price_cents;
    changed = true;
  }
  return changed;
}
