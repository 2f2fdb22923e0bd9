import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Refunds: one request per paid order line (`order_item_id` is unique), asked by the student or found in a
 * provider's `charge.refunded` (a refund made in Stripe's dashboard: `source` 'provider').
 *
 * - `status`: `requested` (waits for the course's educator or an admin), `refunding` (claimed by one approval or
 *   request, while the provider is asked: put back when the provider fails), `refunded`, `declined` (with
 *   `decline_reason`, which the student sees).
 * - `refund_key` is random, made with the request: the provider refund's idempotency key is made of it (ids alone
 *   repeat across databases sharing one Stripe account).
 * - `educator_id` and `course_title` are copied when asked: the educator's list reads by them.
 * - `orders.disputed_at`: when the card holder disputed the order's charge (`charge.dispute.created`); nothing is
 *   refunded by it. `orders.payment_intent_id` gets an index: provider events name the payment intent.
 */
export function refunds(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('refund_requests')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('student_id', 'integer', (col) => col.notNull())
        .addColumn('course_id', 'integer')
        .addColumn('course_title', 'text', (col) => col.notNull())
        .addColumn('educator_id', 'integer')
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('watched_percent', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text')
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('refund_key', 'text', (col) => col.notNull())
        .addColumn('decline_reason', 'text')
        .addColumn('decided_by', 'integer')
        .addColumn('provider_refund_id', 'text')
        .addColumn('requested_at', 'text', (col) => col.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('refunded_at', 'text')
        .addUniqueConstraint('refund_requests_order_item_key', ['order_item_id'])
        .execute();
      await db.schema.createIndex('refund_requests_educator_status').on('refund_requests').columns(['educator_id', 'status']).execute();
      await db.schema.createIndex('refund_requests_status_requested').on('refund_requests').columns(['status', 'requested_at']).execute();
      await db.schema.createIndex('refund_requests_order').on('refund_requests').column('order_id').execute();
      await db.schema.alterTable('orders').addColumn('disputed_at', 'text').execute();
      await db.schema.createIndex('orders_payment_intent').on('orders').column('payment_intent_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('orders_payment_intent').execute();
      await db.schema.alterTable('orders').dropColumn('disputed_at').execute();
      await db.schema.dropTable('refund_requests').execute();
    },
  };
}
