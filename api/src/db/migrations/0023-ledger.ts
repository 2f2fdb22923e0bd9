import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * The educators' ledger: one entry per paid line of an order (a sale), and one more when its money goes back (a
 * refund, with the amounts negated). Each entry says where the line's money went: what the student paid before and
 * after a coupon, the platform's fee (PLATFORM_FEE_PERCENT at the time), the payment provider's fee (its share of
 * the order's), and what the educator earns. Earnings pages and revenue figures are sums over it; nothing is kept
 * twice. No foreign keys to the course or the educator: the ledger outlives both (account deletion keeps the money's
 * trail), so their titles and ids are copied. One sale per order line, one refund per order line.
 */
export function ledger(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ledger_entries')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('course_id', 'integer')
        .addColumn('course_title', 'text', (col) => col.notNull())
        .addColumn('educator_id', 'integer')
        .addColumn('payment_mode', 'text', (col) => col.notNull())
        .addColumn('gross_cents', 'integer', (col) => col.notNull())
        .addColumn('coupon_cents', 'integer', (col) => col.notNull())
        .addColumn('platform_fee_cents', 'integer', (col) => col.notNull())
        .addColumn('payment_fee_cents', 'integer', (col) => col.notNull())
        .addColumn('net_cents', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('ledger_entries_item_kind_key', ['order_item_id', 'kind'])
        .execute();
      await db.schema.createIndex('ledger_entries_educator_created').on('ledger_entries').columns(['educator_id', 'created_at']).execute();
      await db.schema.createIndex('ledger_entries_created').on('ledger_entries').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ledger_entries').execute();
    },
  };
}
