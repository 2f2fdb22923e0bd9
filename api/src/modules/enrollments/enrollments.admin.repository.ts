import type { Kysely } from 'kysely';
import type { Enrollment } from '@lectern/shared-sdk/schemas/enrollments';
import type { Database } from '../../db/schema';
import { findCourseSummaries } from '../courses/courses.repository';
import { toEnrollment } from './enrollments.mapper';

export interface EnrollmentFilter {
  studentId?: number;
  courseId?: number;
}

export function enrollmentsAdminRepository(db: Kysely<Database>) {
  return {
    /** Enrolments, most recent first, each with its student, course and watched videos. */
    async list(filter: EnrollmentFilter = {}): Promise<Enrollment[]> {
      const rows = await db
        .selectFrom('enrollments as e')
        .innerJoin('users as s', 's.id', 'e.student_id')
        .selectAll('e')
        .select(['s.name as student_name', 's.email as student_email'])
        .$if(filter.studentId !== undefined, (qb) => qb.where('e.student_id', '=', filter.studentId ?? 0))
        .$if(filter.courseId !== undefined, (qb) => qb.where('e.course_id', '=', filter.courseId ?? 0))
        .orderBy('e.enrolled_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
      if (rows.length === 0) return [];

      const coursesById = await findCourseSummaries(db, rows.map((row) => row.course_id));
      const watched = await db
        .selectFrom('watched_videos as w')
        .innerJoin('enrollments as e', 'e.id', 'w.enrollment_id')
        .select(['w.enrollment_id', 'w.video_id'])
        .$if(filter.studentId !== undefined, (qb) => qb.where('e.student_id', '=', filter.studentId ?? 0))
        .$if(filter.courseId !== undefined, (qb) => qb.where('e.course_id', '=', filter.courseId ?? 0))
        .orderBy('w.watched_at')
        .orderBy('w.video_id')
        .execute();
      const watchedByEnrollment = new Map<number, number[]>();
      for (const item of watched) {
        const list = watchedByEnrollment.get(item.enrollment_id) ?? [];
        list.push(item.video_id);
        watchedByEnrollment.set(item.enrollment_id, list);
      }

      return rows.flatMap((row) => {
        const course = coursesById.get(row.course_id);
        return course ? [toEnrollment(row, course, watchedByEnrollment.get(row.id) ?? [])] : [];
      });
    },
  };
}
