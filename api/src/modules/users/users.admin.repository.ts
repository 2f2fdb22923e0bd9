import type { Kysely } from 'kysely';
import type { EducatorSummary, StudentSummary } from '@lectern/shared-sdk/schemas/users';
import type { Database, Flag, UserRow } from '../../db/schema';
import { deleteCourses } from '../courses/courses.admin.repository';
import { sessionsRepository } from '../sessions/sessions.repository';
import { toUser } from './users.mapper';

type Counted<T extends string> = UserRow & Record<T, number | null>;

function toStudentSummary(row: Counted<'enrolled_courses' | 'completed_courses'>): StudentSummary {
  return { ...toUser(row), enrolledCourses: Number(row.enrolled_courses ?? 0), completedCourses: Number(row.completed_courses ?? 0) };
}

function toEducatorSummary(row: Counted<'course_count' | 'student_count'>): EducatorSummary {
  return { ...toUser(row), courseCount: Number(row.course_count ?? 0), studentCount: Number(row.student_count ?? 0) };
}

export function adminUsersRepository(db: Kysely<Database>) {
  const students = () =>
    db
      .selectFrom('users as u')
      .selectAll('u')
      .select((eb) => [
        eb
          .selectFrom('enrollments as e')
          .whereRef('e.student_id', '=', 'u.id')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .as('enrolled_courses'),
        eb
          .selectFrom('enrollments as e')
          .whereRef('e.student_id', '=', 'u.id')
          .where((sub) => sub.or([sub('e.completed', '=', 1), sub('e.progress', '>=', 100)]))
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .as('completed_courses'),
      ])
      .where('u.role', '=', 'student');

  const educators = () =>
    db
      .selectFrom('users as u')
      .selectAll('u')
      .select((eb) => [
        eb
          .selectFrom('courses as c')
          .whereRef('c.educator_id', '=', 'u.id')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .as('course_count'),
        eb
          .selectFrom('courses as c')
          .whereRef('c.educator_id', '=', 'u.id')
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('c.students_count'), sub.lit(0)).as('n'))
          .as('student_count'),
      ])
      .where('u.role', '=', 'educator');

  return {
    /** Every student, newest first, with their enrolment counts. */
    async listStudents(): Promise<StudentSummary[]> {
      const rows = await students().orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute();
      return rows.map(toStudentSummary);
    },

    async findStudent(id: number): Promise<StudentSummary | undefined> {
      const row = await students().where('u.id', '=', id).executeTakeFirst();
      return row && toStudentSummary(row);
    },

    /** Every educator, newest first, with their course and student counts. */
    async listEducators(): Promise<EducatorSummary[]> {
      const rows = await educators().orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute();
      return rows.map(toEducatorSummary);
    },

    async findEducator(id: number): Promise<EducatorSummary | undefined> {
      const row = await educators().where('u.id', '=', id).executeTakeFirst();
      return row && toEducatorSummary(row);
    },

    /**
     * Activates or deactivates an educator; false when there is no such educator. Deactivation also ends every
     * session of the educator, so every token issued before it stops working (QUALITY.md); the educator may sign
     * in again and read, but not write.
     */
    async setEducatorApproval(id: number, isApproved: boolean, at: string): Promise<boolean> {
      const flag: Flag = isApproved ? 1 : 0;
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('users')
          .set({ is_approved: flag })
          .where('id', '=', id)
          .where('role', '=', 'educator')
          .where('is_approved', '!=', flag)
          .executeTakeFirst();
        if (changed.numUpdatedRows > 0n) {
          if (!isApproved) await sessionsRepository(trx).revokeAll(id, at);
          return true;
        }
        const existing = await trx.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 'educator').executeTakeFirst();
        return existing !== undefined;
      });
    },

    /**
     * Removes an educator and every course they own (with the courses' content, enrolments and cart entries),
     * in one transaction: nothing is left pointing at a missing educator. False when there was no such educator.
     */
    async removeEducator(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const courseIds = await trx.selectFrom('courses').select('id').where('educator_id', '=', id).execute();
        await deleteCourses(
          trx,
          courseIds.map((row) => row.id),
        );
        const deleted = await trx.deleteFrom('users').where('id', '=', id).where('role', '=', 'educator').executeTakeFirst();
        return deleted.numDeletedRows > 0n;
      });
    },
  };
}
