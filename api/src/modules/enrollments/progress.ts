import type { Kysely, Transaction } from 'kysely';
import type { Database, IsoTimestamp } from '../../db/schema';
import { certificatesRepository } from '../certificates/certificates.repository';
import { videoCountOf } from '../courses/courses.repository';

/**
 * The one progress rule: the whole percent done, rounded down, so that 100 means all of it (199 of 200 is 99, never a
 * rounded-up 100). A course without lessons is at 0. The spec's `progress` counts the course's lessons watched;
 * Lectern's `completion` counts the lessons watched and the quizzes passed together (see recomputeProgress).
 */
export function progressPercent(watched: number, total: number): number {
  if (total <= 0) return 0;
  if (watched >= total) return 100;
  return Math.floor((watched * 100) / total);
}

type Executor = Kysely<Database> | Transaction<Database>;

/** What recomputeProgress writes of an enrolment. */
interface EnrollmentFigures {
  progress: number;
  completed: 0 | 1;
  completion: number;
  completed_at: IsoTimestamp | null;
}

/** Ids in one `in (…)` list: far below either database's limit of parameters. */
const IDS_PER_STATEMENT = 1000;

export interface ProgressScope {
  /** Recompute every enrolment of this course (after a module or video is removed or added) … */
  courseId?: number;
  /** … or just this one (after a video is marked). */
  enrollmentId?: number;
}

/**
 * Recomputes the enrolments in scope from watched_videos and passed quiz attempts: `progress` and `completed` (the
 * spec's: lessons alone, so a client that knows nothing of quizzes brings a course to 100 % and completed by watching
 * its lessons), and `completion` and `completed_at` (Lectern's: lessons and quizzes together; in a course without
 * quizzes the two agree). Run it inside the transaction that changed the videos, quizzes, watched rows or attempts,
 * so readers never see them disagree.
 * A complete enrolment keeps its completion date; one that falls below 100 % (a lesson or quiz was added) is reopened.
 * A complete enrolment without a certificate gets one, in the same transaction; one issued before stays as it is,
 * through reopenings and completions alike. Answers the enrolments that got their certificate now (their students are
 * told: certificates/certificate-notice.ts).
 */
export async function recomputeProgress(db: Executor, scope: ProgressScope, now: IsoTimestamp): Promise<number[]> {
  if (scope.courseId === undefined && scope.enrollmentId === undefined) throw new Error('recomputeProgress needs a scope');
  let query = db
    .selectFrom('enrollments as e')
    .leftJoin('certificates as cert', 'cert.enrollment_id', 'e.id')
    .select((eb) => [
      'e.id',
      'e.course_id',
      'e.completed_at',
      'cert.id as certificate_id',
      eb
        .selectFrom('watched_videos as w')
        .innerJoin('videos as v', 'v.id', 'w.video_id')
        .innerJoin('modules as m', 'm.id', 'v.module_id')
        .whereRef('w.enrollment_id', '=', 'e.id')
        .whereRef('m.course_id', '=', 'e.course_id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('watched'),
      videoCountOf(eb.ref('e.course_id')).as('total'),
      eb
        .selectFrom('quiz_attempts as a')
        .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
        .whereRef('a.enrollment_id', '=', 'e.id')
        .whereRef('q.course_id', '=', 'e.course_id')
        .where('a.passed', '=', 1)
        .select((inner) => inner.fn.count<number>('a.quiz_id').distinct().as('n'))
        .as('quizzes_passed'),
      eb
        .selectFrom('quizzes as q')
        .whereRef('q.course_id', '=', 'e.course_id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('quizzes_total'),
    ]);
  if (scope.courseId !== undefined) query = query.where('e.course_id', '=', scope.courseId);
  if (scope.enrollmentId !== undefined) query = query.where('e.id', '=', scope.enrollmentId);
  const rows = await query.execute();

  const certificates = certificatesRepository(db);
  const issued: number[] = [];
  // The enrolments that end with the same figures are updated together (a lesson added to a course of 5,000 students
  // leaves most of them at a handful of percentages): a few statements, not one per student.
  const sameFigures = new Map<string, { figures: EnrollmentFigures; ids: number[] }>();
  for (const row of rows) {
    const watched = Number(row.watched ?? 0);
    const lessons = Number(row.total ?? 0);
    const progress = progressPercent(watched, lessons);
    const completion = progressPercent(watched + Number(row.quizzes_passed ?? 0), lessons + Number(row.quizzes_total ?? 0));
    const completedAt = completion === 100 ? (row.completed_at ?? now) : null;
    const figures: EnrollmentFigures = { progress, completed: progress === 100 ? 1 : 0, completion, completed_at: completedAt };
    const key = JSON.stringify(figures);
    const group = sameFigures.get(key) ?? { figures, ids: [] };
    group.ids.push(row.id);
    sameFigures.set(key, group);
    if (completedAt && row.certificate_id === null) issued.push(row.id);
  }
  for (const { figures, ids } of sameFigures.values()) {
    for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
      await db
        .updateTable('enrollments')
        .set(figures)
        .where('id', 'in', ids.slice(start, start + IDS_PER_STATEMENT))
        .execute();
    }
  }
  const quizzesOf = new Map(rows.map((row) => [row.id, Number(row.quizzes_total ?? 0) > 0]));
  const completedAtOf = new Map(rows.map((row) => [row.id, row.completed_at ?? now]));
  for (const id of issued) await certificates.issue(id, completedAtOf.get(id) ?? now, now, { quizzes: quizzesOf.get(id) ?? false });
  return issued;
}
