import type { Kysely, Transaction } from 'kysely';
import type { Course } from '@lectern/shared-sdk/courses/schemas';
import type { Database } from '../../db/schema';
import { notFoundMessages } from '../../lib/not-found';
import { toCourse } from '../courses/courses.mapper';
import { findCourseSummaries } from '../courses/courses.repository';
import { addToCourseList } from './course-lists';

export const wishlistText = {
  saved: 'Saved to your wishlist',
  alreadySaved: 'Already in your wishlist',
  removed: 'Removed from your wishlist',
  courseNotFound: notFoundMessages.course,
  alreadyEnrolled: 'You are already enrolled in this course',
} as const;

type Executor = Kysely<Database> | Transaction<Database>;

export function wishlistRepository(db: Executor) {
  return {
    /** The saved courses a visitor may see (approved ones), the latest saved first. */
    async read(studentId: number): Promise<Course[]> {
      const items = await db
        .selectFrom('wishlist_items')
        .select('course_id')
        .where('student_id', '=', studentId)
        .orderBy('added_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const summaries = await findCourseSummaries(
        db,
        items.map((item) => item.course_id),
      );
      return items.flatMap((item) => {
        const summary = summaries.get(item.course_id);
        return summary && summary.is_approved === 1 ? [toCourse(summary)] : [];
      });
    },

    /** false when it was saved already (also for two hearts at once). */
    add(studentId: number, courseId: number, at: string): Promise<boolean> {
      return addToCourseList(db, 'wishlist_items', studentId, courseId, at);
    },

    /** Takes courses out of a student's wishlist: one they removed, or the ones they just enrolled in or bought. */
    async remove(studentId: number, courseIds: readonly number[]): Promise<void> {
      if (courseIds.length === 0) return;
      await db
        .deleteFrom('wishlist_items')
        .where('student_id', '=', studentId)
        .where('course_id', 'in', [...courseIds])
        .execute();
    },
  };
}
