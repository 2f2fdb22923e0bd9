import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/** The courses a student saved for later (a heart on the course): one row a course, gone with the student or the course. */
export function wishlists(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wishlist_items')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('added_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('wishlist_items_student_course_key', ['student_id', 'course_id'])
        .execute();
      // Deleting a course finds its rows by this index, not by reading the whole table.
      await db.schema.createIndex('wishlist_items_course_idx').on('wishlist_items').column('course_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wishlist_items').execute();
    },
  };
}
