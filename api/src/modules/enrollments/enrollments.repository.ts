import type { Kysely } from 'kysely';
import type { Enrollment } from '@lectern/shared-sdk/schemas/enrollments';
import type { Database } from '../../db/schema';
import { findCourseSummaries } from '../courses/courses.repository';
import { toEnrollment } from './enrollments.mapper';

export function enrollmentsRepository(db: Kysely<Database>) {
  return {
    /** The student's enrolments, most recent first, each with its course and watched videos. */
    async listForStudent(studentId: number): Promise<Enrollment[]> {
      const rows = await db
        .selectFrom('enrollments as e')
        .innerJoin('users as s', 's.id', 'e.student_id')
        .selectAll('e')
        .select(['s.name as student_name', 's.email as student_email'])
        .where('e.student_id', '=', studentId)
        .orderBy('e.enrolled_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
      if (rows.length === 0) return [];

      const coursesById = await findCourseSummaries(db, rows.map((row) => row.course_id));
      const watched = await db
        .selectFrom('watched_videos')
        .select(['enrollment_id', 'video_id'])
        .where(
          'enrollment_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('watched_at')
        .orderBy('video_id')
        .execute();

      return rows.flatMap((row) => {
        const course = coursesById.get(row.course_id);
        if (!course) return [];
        const watchedIds = watched.filter((item) => item.enrollment_id === row.id).map((item) => item.video_id);
        return [toEnrollment(row, course, watchedIds)];
      });
    },
  };
}
