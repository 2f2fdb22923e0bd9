import type { Enrollment } from '@lectern/shared-sdk/enrollments/schemas';
import { wishlistRepository } from '../wishlist/wishlist.repository';
import { findEnrollments, type Executor } from './enrollments.query';

/** Whether a query returned a row: a lookup found one, or an insert that does nothing on a conflict inserted it. */
async function returnedRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

export function enrollmentsRepository(db: Executor) {
  const idFor = async (studentId: number, courseId: number): Promise<number | undefined> => {
    const row = await db
      .selectFrom('enrollments')
      .select('id')
      .where('student_id', '=', studentId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row?.id;
  };

  return {
    /** The student's enrolments, most recent first, each with its course and watched videos. */
    listForStudent(studentId: number): Promise<Enrollment[]> {
      return findEnrollments(db, { studentId });
    },

    async findByCourse(studentId: number, courseId: number): Promise<Enrollment | undefined> {
      return (await findEnrollments(db, { studentId, courseId }))[0];
    },

    async findById(studentId: number, enrollmentId: number): Promise<Enrollment | undefined> {
      return (await findEnrollments(db, { studentId, enrollmentId }))[0];
    },

    /** The id of the student's enrolment in the course, if they are enrolled. */
    idFor,

    async isEnrolled(studentId: number, courseId: number): Promise<boolean> {
      return (await idFor(studentId, courseId)) !== undefined;
    },

    /** Whether the enrolment is the student's own. */
    owns(studentId: number, enrollmentId: number): Promise<boolean> {
      return returnedRow(db.selectFrom('enrollments').select('id').where('id', '=', enrollmentId).where('student_id', '=', studentId));
    },

    /** Enrols unless already enrolled (a unique pair); true when this call created the enrolment. The course leaves the wishlist. */
    async enrollOnce(studentId: number, courseId: number, enrolledAt: string): Promise<boolean> {
      const inserted = await returnedRow(
        db
          .insertInto('enrollments')
          .values({ student_id: studentId, course_id: courseId, progress: 0, completed: 0, rating: null, enrolled_at: enrolledAt })
          .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
          .returning('id'),
      );
      await wishlistRepository(db).remove(studentId, [courseId]);
      return inserted;
    },

    /** Sets the rating (with the review's words, if any) only while there is none, so two submissions at once store one. */
    async rateOnce(studentId: number, courseId: number, rating: number, review: string | null, at: string): Promise<boolean> {
      const result = await db
        .updateTable('enrollments')
        .set({ rating, review, rated_at: at, review_updated_at: at })
        .where('student_id', '=', studentId)
        .where('course_id', '=', courseId)
        .where('rating', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * A no-op write to the student's own enrolment: it proves ownership and, on PostgreSQL, holds the row lock
     * until commit, so two videos marked at once are counted one after the other, never from stale snapshots.
     */
    async lockOwn(studentId: number, enrollmentId: number): Promise<{ courseId: number } | undefined> {
      return db
        .updateTable('enrollments')
        .set((eb) => ({ progress: eb.ref('progress') }))
        .where('id', '=', enrollmentId)
        .where('student_id', '=', studentId)
        .returning('course_id as courseId')
        .executeTakeFirst();
    },

    videoBelongsToCourse(videoId: number, courseId: number): Promise<boolean> {
      return returnedRow(
        db
          .selectFrom('videos as v')
          .innerJoin('modules as m', 'm.id', 'v.module_id')
          .select('v.id')
          .where('v.id', '=', videoId)
          .where('m.course_id', '=', courseId),
      );
    },

    /** Marks the video watched in the enrolment unless it is already; true when this call marked it. */
    markWatched(enrollmentId: number, videoId: number, watchedAt: string): Promise<boolean> {
      return returnedRow(
        db
          .insertInto('watched_videos')
          .values({ enrollment_id: enrollmentId, video_id: videoId, watched_at: watchedAt })
          .onConflict((oc) => oc.columns(['enrollment_id', 'video_id']).doNothing())
          .returning('video_id'),
      );
    },
  };
}

export type EnrollmentsRepository = ReturnType<typeof enrollmentsRepository>;
