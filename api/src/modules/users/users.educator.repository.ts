import type { Kysely } from 'kysely';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { EducatorStudentRow } from '@lectern/shared-sdk/users/schemas';
import type { Database } from '../../db/schema';

/** The enrolments in one educator's courses, newest first, as rows of the educator's students table. */
export async function listEducatorStudents(db: Kysely<Database>, educatorId: number): Promise<EducatorStudentRow[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('users as u', 'u.id', 'e.student_id')
    .where('c.educator_id', '=', educatorId)
    .select(['e.id', 'e.student_id', 'e.course_id', 'e.progress', 'e.completed', 'e.enrolled_at', 'u.name', 'u.email', 'c.title'])
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...idFields(row.id),
    studentId: row.student_id,
    courseId: row.course_id,
    name: row.name,
    email: row.email,
    courseName: row.title,
    progress: row.progress,
    completed: row.completed === 1,
    enrolledAt: row.enrolled_at,
  }));
}
