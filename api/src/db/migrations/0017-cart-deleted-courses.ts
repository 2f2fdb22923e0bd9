import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * The courses of a student's cart that were deleted meanwhile. They stay in the cart, marked unavailable, until the
 * student removes them: the row keeps the course as the cart last showed it (its JSON), since the course is gone.
 * No foreign key to courses (the course no longer exists); course ids are never handed out again.
 */
export function cartDeletedCourses(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cart_deleted_courses')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull())
        .addColumn('course_title', 'text', (col) => col.notNull())
        .addColumn('course_json', 'text', (col) => col.notNull())
        .addColumn('added_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('cart_deleted_courses_student_course_key', ['student_id', 'course_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('cart_deleted_courses').execute();
    },
  };
}
