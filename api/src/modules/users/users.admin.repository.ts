import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { EducatorSummary, Role, StudentSummary } from '@lectern/shared-sdk/users/schemas';
import type { Database, Flag, UserRow } from '../../db/schema';
import type { PaymentMode } from '@lectern/shared-sdk/payments/schemas';
import { removeCourses, type CourseRemoval } from '../courses/course-removal';
import { deletedUserEmail } from './account-deletion';
import { sessionsRepository } from '../sessions/sessions.repository';
import { toUser } from './users.mapper';
import { educatorStudentCount } from './users.educator.repository';

type Counted<T extends string> = UserRow & Record<T, number | null>;

/** What a subquery of a select from `users as u` can refer to. */
type UserExpressions = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** The count of a correlated subquery's rows, as its one column. */
const countRows = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb.fn.countAll<number>().as('n');

function toStudentSummary(row: Counted<'enrolled_courses' | 'completed_courses' | 'complete_courses'>): StudentSummary {
  return {
    ...toUser(row),
    enrolledCourses: Number(row.enrolled_courses ?? 0),
    completedCourses: Number(row.completed_courses ?? 0),
    completion: { completedCourses: Number(row.complete_courses ?? 0) },
  };
}

function toEducatorSummary(row: Counted<'course_count' | 'student_count'>): EducatorSummary {
  return { ...toUser(row), courseCount: Number(row.course_count ?? 0), studentCount: Number(row.student_count ?? 0) };
}

/** A select from `users as u` of the users of one role, with their counts. */
type UsersQuery<Row> = SelectQueryBuilder<Database & { u: Database['users'] }, 'u', Row>;

async function listNewestFirst<Row, Summary>(query: UsersQuery<Row>, toSummary: (row: Row) => Summary): Promise<Summary[]> {
  const rows: Row[] = await query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute();
  return rows.map(toSummary);
}

async function findById<Row, Summary>(query: UsersQuery<Row>, id: number, toSummary: (row: Row) => Summary): Promise<Summary | undefined> {
  const row: Row | undefined = await query.where('u.id', '=', id).executeTakeFirst();
  return row && toSummary(row);
}

/** The educator, when there is one with this id and their account is not removed. */
const liveEducator = (db: Kysely<Database>, id: number) =>
  db.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 'educator').where('deleted_at', 'is', null).executeTakeFirst();

export function adminUsersRepository(db: Kysely<Database>) {
  // A deleted account is nobody's to manage: its row only keeps others' records pointing at something.
  const usersWithRole = (role: Role) => db.selectFrom('users as u').selectAll('u').where('u.role', '=', role).where('u.deleted_at', 'is', null);
  const enrollmentsOf = (eb: UserExpressions) => eb.selectFrom('enrollments as e').whereRef('e.student_id', '=', 'u.id');
  const coursesOf = (eb: UserExpressions) => eb.selectFrom('courses as c').whereRef('c.educator_id', '=', 'u.id');

  const students = () =>
    usersWithRole('student').select((eb) => [
      enrollmentsOf(eb).select(countRows).as('enrolled_courses'),
      enrollmentsOf(eb)
        .where((sub) => sub.or([sub('e.completed', '=', 1), sub('e.progress', '>=', 100)]))
        .select(countRows)
        .as('completed_courses'),
      enrollmentsOf(eb).where('e.completion', '>=', 100).select(countRows).as('complete_courses'),
    ]);

  const educators = () =>
    usersWithRole('educator').select((eb) => [
      coursesOf(eb).select(countRows).as('course_count'),
      educatorStudentCount(db, eb.ref('u.id')).as('student_count'),
    ]);

  return {
    /** Every student, newest first, with their enrolment counts. */
    listStudents: () => listNewestFirst(students(), toStudentSummary),
    findStudent: (id: number) => findById(students(), id, toStudentSummary),

    /** Every educator, newest first, with their course and student counts. */
    listEducators: () => listNewestFirst(educators(), toEducatorSummary),
    findEducator: (id: number) => findById(educators(), id, toEducatorSummary),

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
          .where('deleted_at', 'is', null)
          .where('is_approved', '!=', flag)
          .executeTakeFirst();
        if (changed.numUpdatedRows > 0n) {
          if (!isApproved) await sessionsRepository(trx).revokeAll(id, at);
          return true;
        }
        const existing = await liveEducator(trx, id);
        return existing !== undefined;
      });
    },

    /**
     * Removes an educator and every course they own, in one transaction (course-removal.ts: a course nobody paid for
     * goes, one someone paid for is archived for its students and its refundable purchases refunded). With no course
     * archived the educator's row goes too; with one, it stays behind the archived course (its name on it), closed:
     * no sessions, no sign-in, its e-mail address free again. Null when there was no such educator; else what the
     * caller finishes after the commit.
     */
    async removeEducator(
      id: number,
      { at, now, refundMode }: { at: string; now: Date; refundMode: PaymentMode | null },
    ): Promise<CourseRemoval | null> {
      return db.transaction().execute(async (trx) => {
        const educator = await liveEducator(trx, id);
        if (!educator) return null;
        const courseIds = await trx.selectFrom('courses').select('id').where('educator_id', '=', id).execute();
        const removal = await removeCourses(
          trx,
          courseIds.map((row) => row.id),
          { at, now, refundMode },
        );
        const keepsCourses = await trx.selectFrom('courses').select('id').where('educator_id', '=', id).executeTakeFirst();
        if (!keepsCourses) {
          const deleted = await trx.deleteFrom('users').where('id', '=', id).where('role', '=', 'educator').executeTakeFirst();
          return deleted.numDeletedRows > 0n ? removal : null;
        }
        await sessionsRepository(trx).revokeAll(id, at);
        await trx
          .updateTable('users')
          .set({ email: deletedUserEmail(id), password_hash: null, google_sub: null, is_active: 0, is_approved: 0, deleted_at: at })
          .where('id', '=', id)
          .execute();
        return removal;
      });
    },
  };
}
