import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Coupons, the one a student's cart holds, and what an order took off.
 *
 * - `code` is stored upper-case and unique: a student may type it in any case.
 * - `kind` 'percent' takes `value` per cent off each course it applies to; 'amount' takes `value` cents off the
 *   order's courses it applies to, once per order.
 * - `scope`: 'course' (`course_id`), 'educator' (every course of `created_by`, an educator) or 'site' (every course,
 *   an admin's). A course coupon goes with its course; an educator's with its educator.
 * - `redemptions` counts the orders holding the coupon: taken, with one conditional update, when an order is made or
 *   a pending order opened; given back when a pending order is given up. No check keeps it under `max_redemptions`:
 *   a payment for an order given up meanwhile is honoured, and counts, even when the coupon ran out since.
 * - `order_items.price_cents` stays what the student paid for the course (revenue sums it); `discount_cents` is what
 *   the coupon took off it. `orders.coupon_code` keeps the code the order was made with, whatever becomes of the coupon:
 *   `orders.coupon_id` has no foreign key (a coupon goes with its course; ids are never handed out again), so SQLite
 *   can drop the column again.
 */
export function coupons(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coupons')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('value', 'integer', (col) => col.notNull())
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('course_id', 'integer', (col) => col.references('courses.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('max_redemptions', 'integer')
        .addColumn('redemptions', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('disabled_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('coupons_created_by').on('coupons').column('created_by').execute();
      await db.schema.createIndex('coupons_course').on('coupons').column('course_id').execute();

      await db.schema
        .createTable('cart_coupons')
        .addColumn('student_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupons.id').onDelete('cascade'))
        .addColumn('applied_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema.alterTable('orders').addColumn('coupon_id', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('coupon_code', 'text').execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('discount_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').dropColumn('discount_cents').execute();
      await db.schema.alterTable('orders').dropColumn('coupon_code').execute();
      await db.schema.alterTable('orders').dropColumn('coupon_id').execute();
      await db.schema.dropTable('cart_coupons').execute();
      await db.schema.dropTable('coupons').execute();
    },
  };
}
