import type { Kysely, Transaction } from 'kysely';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { CoursePriceChange } from '@lectern/shared-sdk/courses/schemas';
import type { Database } from '../../db/schema';
import { keepDeletedCartCourses } from '../cart/cart.repository';
import { centsToDollars } from './courses.mapper';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Removes courses with everything hanging off them: videos, modules, watched rows, enrolments, cart entries (a
 * student's cart keeps showing the course, marked deleted, until they remove it: cart_deleted_courses). Only for
 * courses nobody paid for (course-removal.ts archives the others): the lines of orders given up lose the course link
 * (course_id null) but keep title and price.
 * Run it inside a transaction. Returns the ids of the courses that were actually deleted by this call, so a
 * concurrent second delete of the same course sees an empty list instead of claiming success twice.
 */
export async function deleteCourses(trx: Executor, courseIds: readonly number[]): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const ids = [...new Set(courseIds)];
  const enrollmentIds = trx.selectFrom('enrollments').select('id').where('course_id', 'in', ids);
  const moduleIds = trx.selectFrom('modules').select('id').where('course_id', 'in', ids);

  // The videos go first, with their watch rows, marks and lesson counters: the counting triggers (migration 0015)
  // then skip every row, where after the enrolments they would update each lesson's counters once per row, which
  // PostgreSQL makes quadratic within one transaction (each update walks the row's earlier versions).
  await trx.deleteFrom('videos').where('module_id', 'in', moduleIds).execute();
  await trx.deleteFrom('modules').where('course_id', 'in', ids).execute();
  await trx.deleteFrom('watched_videos').where('enrollment_id', 'in', enrollmentIds).execute();
  await trx.deleteFrom('enrollments').where('course_id', 'in', ids).execute();
  await keepDeletedCartCourses(trx, ids);
  await trx.deleteFrom('cart_items').where('course_id', 'in', ids).execute();
  await trx.updateTable('order_items').set({ course_id: null }).where('course_id', 'in', ids).execute();
  const deleted = await trx.deleteFrom('courses').where('id', 'in', ids).returning('id').execute();
  return deleted.map((row) => row.id);
}

export function coursesAdminRepository(db: Kysely<Database>) {
  return {
    /** The price changes of a course, newest first. */
    async listPriceChanges(courseId: number): Promise<CoursePriceChange[]> {
      const rows = await db
        .selectFrom('course_price_changes as p')
        .leftJoin('users as u', 'u.id', 'p.changed_by')
        .select(['p.id', 'p.changed_at', 'p.old_price_cents', 'p.new_price_cents', 'p.changed_by', 'u.name'])
        .where('p.course_id', '=', courseId)
        .orderBy('p.changed_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
      return rows.map((row) => ({
        ...idFields(row.id),
        oldPrice: centsToDollars(row.old_price_cents),
        newPrice: centsToDollars(row.new_price_cents),
        changedAt: row.changed_at,
        changedBy: row.changed_by !== null && row.name !== null ? { ...idFields(row.changed_by), name: row.name } : null,
      }));
    },

    /** Sets the course approved; false when there is no such course. Approving twice is harmless. */
    async approve(id: number, at: string, executor: Executor = db): Promise<boolean> {
      // An approval answers the last send-back: its reason is no longer what the educator must fix.
      const result = await executor
        .updateTable('courses')
        .set({ is_approved: 1, updated_at: at, sent_back_reason: null, sent_back_at: null })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
