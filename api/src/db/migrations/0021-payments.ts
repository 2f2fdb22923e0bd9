import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Orders that wait for a payment (PAYMENTS=test or stripe), and the payment provider's events, each kept once.
 *
 * - An order is `pending` from the moment checkout sends the student to the payment page until the provider
 *   confirms the payment (`paid`) or the page is given up (`expired`). Orders made before payments existed, and every
 *   order of PAYMENTS=none, were paid as they were made.
 * - `checkout_key` is random, made with the order: the idempotency key of its payment page. Order ids alone would
 *   not do: two databases (a staging copy, a test run) sharing one Stripe account hand out the same ids.
 * - A student has at most one pending order (a partial unique index): checkouts of one cart at once find the same
 *   order, and so open the same payment page.
 * - `payment_events` holds each provider event's id once: a redelivered, duplicated or concurrent second delivery of
 *   an event finds its id taken and changes nothing.
 */
export function payments(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('paid'))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('payment_mode', 'text', (col) => col.notNull().defaultTo('none'))
        .execute();
      await db.schema.alterTable('orders').addColumn('checkout_session_id', 'text').execute();
      await db.schema.alterTable('orders').addColumn('checkout_url', 'text').execute();
      await db.schema.alterTable('orders').addColumn('checkout_key', 'text').execute();
      await db.schema.alterTable('orders').addColumn('payment_intent_id', 'text').execute();
      await db.schema.alterTable('orders').addColumn('paid_at', 'text').execute();
      await sql`update orders set paid_at = created_at`.execute(db);
      await db.schema.createIndex('orders_checkout_session_key').unique().on('orders').column('checkout_session_id').execute();
      await db.schema
        .createIndex('orders_one_pending_per_student')
        .unique()
        .on('orders')
        .column('student_id')
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema.createIndex('orders_student_created').on('orders').columns(['student_id', 'created_at']).execute();

      await db.schema
        .createTable('payment_events')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('payment_events_provider_event_key', ['provider', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_events').execute();
      await db.schema.dropIndex('orders_student_created').execute();
      await db.schema.dropIndex('orders_one_pending_per_student').execute();
      await db.schema.dropIndex('orders_checkout_session_key').execute();
      for (const column of ['paid_at', 'payment_intent_id', 'checkout_key', 'checkout_url', 'checkout_session_id', 'payment_mode', 'status']) {
        await db.schema.alterTable('orders').dropColumn(column).execute();
      }
    },
  };
}
