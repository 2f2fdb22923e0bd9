import type { Expression, Kysely } from 'kysely';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { EducatorStudentRow, EducatorStudentTotals } from '@lectern/shared-sdk/users/schemas';
import type { Database } from '../../db/schema';

/**
 * The enrolments of one educator's students: every enrolment in any course of the educator (published or pending),
 * of a student account that still exists (a deleted account's enrolments stay for the course's figures but are nobody's).
 */
function enrolmentsOfStudents(db: Kysely<Database>, educatorId: number | Expression<number>) {
  return db
    .selectFrom('enrollments as se')
    .innerJoin('courses as sc', 'sc.id', 'se.course_id')
    .innerJoin('users as su', 'su.id', 'se.student_id')
    .where('sc.educator_id', '=', educatorId)
    .where('su.deleted_at', 'is', null);
}

/**
 * THE definition of an educator's students (README, "Educators"): the distinct student accounts (not deleted) with at
 * least one enrolment in any of the educator's courses. One student in two of the educator's courses is one student.
 * A subquery, so the admin's educator list counts with it too (`educatorId` may be a column of the outer query).
 */
export function educatorStudentCount(db: Kysely<Database>, educatorId: number | Expression<number>) {
  return enrolmentsOfStudents(db, educatorId).select((eb) => eb.fn.count<number>('se.student_id').distinct().as('n'));
}

/** The figures of the educator's students: the students (see educatorStudentCount) and their enrolments (the table's rows). */
export async function educatorStudentTotals(db: Kysely<Database>, educatorId: number): Promise<EducatorStudentTotals> {
  const row = await db
    .selectNoFrom(() => [
      educatorStudentCount(db, educatorId).as('students'),
      enrolmentsOfStudents(db, educatorId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .as('enrollments'),
    ])
    .executeTakeFirstOrThrow();
  return { students: Number(row.students ?? 0), enrollments: Number(row.enrollments ?? 0) };
}

/** The enrolments of the educator's students, newest first, as rows of the educator's students table. */
export async function listEducatorStudents(db: Kysely<Database>, educatorId: number): Promise<EducatorStudentRow[]> {
  const rows = await enrolmentsOfStudents(db, educatorId)
    .select([
      'se.id',
      'se.student_id',
      'se.course_id',
      'se.progress',
      'se.completed',
      'se.completion',
      'se.enrolled_at',
      'su.name',
      'su.email',
      'sc.title',
    ])
    .orderBy('se.enrolled_at', 'desc')
    .orderBy('se.id', 'desc')
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
    completion: { percent: row.completion, complete: row.completion >= 100 },
    enrolledAt: row.enrolled_at,
  }));
}
