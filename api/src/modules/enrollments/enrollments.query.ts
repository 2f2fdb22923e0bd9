import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from 'kysely';
import type { Enrollment } from '@lectern/shared-sdk/enrollments/schemas';
import type { Database } from '../../db/schema';
import { findCourseSummaries } from '../courses/courses.repository';
import { toLastWatched } from './last-activity';
import { toEnrollment } from './enrollments.mapper';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Which enrolments to read; an empty filter means all of them (admins only). */
export interface EnrollmentFilter {
  studentId?: number;
  courseId?: number;
  enrollmentId?: number;
}

/** The filter's conditions on `enrollments as e`, shared by the enrolment query and its watched-videos query. */
function matching(eb: ExpressionBuilder<{ e: Database['enrollments'] }, 'e'>, filter: EnrollmentFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.studentId !== undefined) conditions.push(eb('e.student_id', '=', filter.studentId));
  if (filter.courseId !== undefined) conditions.push(eb('e.course_id', '=', filter.courseId));
  if (filter.enrollmentId !== undefined) conditions.push(eb('e.id', '=', filter.enrollmentId));
  return eb.and(conditions);
}

/** Enrolments, most recent first, each with its student, its course and the videos watched in it (in order). */
export async function findEnrollments(db: Executor, filter: EnrollmentFilter): Promise<Enrollment[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('users as s', 's.id', 'e.student_id')
    .selectAll('e')
    .select(['s.name as student_name', 's.email as student_email'])
    .where((eb) => matching(eb, filter))
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  if (rows.length === 0) return [];

  const coursesById = await findCourseSummaries(
    db,
    rows.map((row) => row.course_id),
  );
  const watched = await db
    .selectFrom('watched_videos as w')
    .innerJoin('enrollments as e', 'e.id', 'w.enrollment_id')
    .select(['w.enrollment_id', 'w.video_id'])
    .where((eb) => matching(eb, filter))
    .orderBy('w.watched_at')
    .orderBy('w.video_id')
    .execute();
  const watchedByEnrollment = new Map<number, number[]>();
  for (const item of watched) {
    const list = watchedByEnrollment.get(item.enrollment_id) ?? [];
    list.push(item.video_id);
    watchedByEnrollment.set(item.enrollment_id, list);
  }

  // Where each enrolment's last lesson was left: its lesson_watch row, found by the enrolment's last activity.
  const positions = await db
    .selectFrom('enrollments as e')
    .innerJoin('lesson_watch as l', (join) => join.onRef('l.enrollment_id', '=', 'e.id').onRef('l.video_id', '=', 'e.last_video_id'))
    .select(['e.id', 'l.position_seconds'])
    .where((eb) => matching(eb, filter))
    .execute();
  const positionByEnrollment = new Map(positions.map((item) => [item.id, item.position_seconds]));

  // The quizzes of each course, and those each enrolment has passed (an attempt at or above the pass mark).
  const quizTotals = await db
    .selectFrom('quizzes')
    .select((eb) => ['course_id', eb.fn.countAll<number>().as('total')])
    .where('course_id', 'in', [...new Set(rows.map((row) => row.course_id))])
    .groupBy('course_id')
    .execute();
  const quizzesByCourse = new Map(quizTotals.map((item) => [item.course_id, Number(item.total)]));
  const passed =
    quizTotals.length === 0
      ? []
      : await db
          .selectFrom('quiz_attempts as a')
          .innerJoin('enrollments as e', 'e.id', 'a.enrollment_id')
          .innerJoin('quizzes as q', (join) => join.onRef('q.id', '=', 'a.quiz_id').onRef('q.course_id', '=', 'e.course_id'))
          .select((eb) => ['e.id', eb.fn.count<number>('a.quiz_id').distinct().as('passed')])
          .where((eb) => matching(eb, filter))
          .where('a.passed', '=', 1)
          .groupBy('e.id')
          .execute();
  const passedByEnrollment = new Map(passed.map((item) => [item.id, Number(item.passed)]));

  return rows.flatMap((row) => {
    const course = coursesById.get(row.course_id);
    const quizzes = { passed: passedByEnrollment.get(row.id) ?? 0, total: quizzesByCourse.get(row.course_id) ?? 0 };
    return course
      ? [
          toEnrollment(
            row,
            course,
            watchedByEnrollment.get(row.id) ?? [],
            toLastWatched(row.last_video_id, positionByEnrollment.get(row.id)),
            quizzes,
          ),
        ]
      : [];
  });
}
