import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';

/** The lists a student keeps courses on, one row per course each: the cart and the wishlist. */
export type CourseList = 'cart_items' | 'wishlist_items';

/** Puts the course on the student's list; false when it is there already (the unique pair decides, also for two adds at once). */
export async function addToCourseList(
  db: Kysely<Database> | Transaction<Database>,
  list: CourseList,
  studentId: number,
  courseId: number,
  addedAt: string,
): Promise<boolean> {
  try {
    const inserted = await db
      .insertInto(list)
      .values({ student_id: studentId, course_id: courseId, added_at: addedAt })
      .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
