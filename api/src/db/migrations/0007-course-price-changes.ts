import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Price changes of approved courses (a price edit needs no review): who changed it, when, from what to what, for
 * the admins. Kept when the educator is removed (changed_by cleared), deleted with the course.
 */
export function coursePriceChanges(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('course_price_changes')
        .$call((table) =>
          dialect === 'postgres'
            ? table.addColumn('id', 'serial', (col) => col.primaryKey())
            : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('changed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('changed_at', 'text', (col) => col.notNull())
        .addColumn('old_price_cents', 'integer', (col) => col.notNull())
        .addColumn('new_price_cents', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('course_price_changes_course_idx').on('course_price_changes').columns(['course_id', 'changed_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('course_price_changes').execute();
    },
  };
}
