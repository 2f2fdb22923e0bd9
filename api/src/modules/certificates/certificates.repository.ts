import type { Kysely, Transaction } from 'kysely';
import type { CertificateRow, Database, IsoTimestamp } from '../../db/schema';
import type { Certificate } from '@lectern/shared-sdk/certificates/schemas';
import { newCertificateId } from './certificate-id';

type Executor = Kysely<Database> | Transaction<Database>;
export type QuizResult = Certificate['quizResults'][number];

/**
 * The enrolment's quizzes, in course order, each with its title, the learner's best score and its pass mark as they
 * are now (what a certificate issued now names).
 */
export async function quizResultsOf(db: Executor, enrollmentId: number): Promise<QuizResult[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('quizzes as q', 'q.course_id', 'e.course_id')
    .innerJoin('modules as m', 'm.id', 'q.module_id')
    .leftJoin('quiz_attempts as a', (join) => join.onRef('a.quiz_id', '=', 'q.id').onRef('a.enrollment_id', '=', 'e.id'))
    .where('e.id', '=', enrollmentId)
    .select((eb) => ['q.id', 'q.title', 'q.pass_mark', 'm.position', 'm.id as module_id', eb.fn.max('a.score').as('best')])
    .groupBy(['q.id', 'q.title', 'q.pass_mark', 'm.position', 'm.id'])
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({ title: row.title, score: Number(row.best ?? 0), passMark: row.pass_mark }));
}

/** A certificate's stored quiz results (JSON; '[]' for certificates issued before quizzes). */
export const parseQuizResults = (row: Pick<CertificateRow, 'quiz_results'>): QuizResult[] => JSON.parse(row.quiz_results) as QuizResult[];

export function certificatesRepository(db: Executor) {
  return {
    /**
     * Issues the enrolment's certificate unless it has one: the learner's name, the course's title and its
     * educator's name copied as they are now. The unique enrollment_id decides, so two completions at once (or a
     * completion after a reopening) leave the first certificate as it was. Run it in the transaction that completed
     * the enrolment. The quiz results are copied too (`quizzes: false` when the course has none).
     */
    async issue(
      enrollmentId: number,
      completedAt: IsoTimestamp,
      issuedAt: IsoTimestamp,
      options: { quizzes: boolean } = { quizzes: true },
    ): Promise<void> {
      // A course without quizzes names none, and is spared the query (completions of one enrolment queue on its lock).
      const quizResults = JSON.stringify(options.quizzes ? await quizResultsOf(db, enrollmentId) : []);
      await db
        .insertInto('certificates')
        .columns([
          'id',
          'student_id',
          'enrollment_id',
          'course_id',
          'learner_name',
          'course_title',
          'educator_name',
          'completed_at',
          'issued_at',
          'quiz_results',
        ])
        .expression((eb) =>
          eb
            .selectFrom('enrollments as e')
            .innerJoin('users as learner', 'learner.id', 'e.student_id')
            .innerJoin('courses as c', 'c.id', 'e.course_id')
            .innerJoin('users as educator', 'educator.id', 'c.educator_id')
            // Typed, so PostgreSQL need not infer what the bare parameters are.
            .select((inner) => [
              inner.cast<string>(inner.val(newCertificateId()), 'text').as('id'),
              'e.student_id',
              'e.id as enrollment_id',
              'e.course_id',
              'learner.name as learner_name',
              'c.title as course_title',
              'educator.name as educator_name',
              inner.cast<string>(inner.val(completedAt), 'text').as('completed_at'),
              inner.cast<string>(inner.val(issuedAt), 'text').as('issued_at'),
              inner.cast<string>(inner.val(quizResults), 'text').as('quiz_results'),
            ])
            // Also what SQLite needs to read ON CONFLICT after INSERT … SELECT as an upsert, not a join's ON.
            .where('e.id', '=', enrollmentId),
        )
        .onConflict((oc) => oc.column('enrollment_id').doNothing())
        .execute();
    },

    /** The learner's certificates, the latest issued first. */
    listForStudent(studentId: number): Promise<CertificateRow[]> {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('student_id', '=', studentId)
        .orderBy('issued_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    find(id: string): Promise<CertificateRow | undefined> {
      return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
