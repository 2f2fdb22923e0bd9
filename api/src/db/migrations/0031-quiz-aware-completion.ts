import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The spec's `progress` and `completed` keep the spec's meaning (issue 55): the share of the course's lessons watched,
 * and every lesson watched, for every client, including one that knows nothing of quizzes. What Lectern's own screens,
 * certificates and insights call complete (every lesson watched and every quiz passed) moves to its own column:
 *
 * - `enrollments.completion`: the whole percent of lessons watched and quizzes passed together, rounded down (the
 *   value `progress` held from migration 0027 until now); 100 when the course is complete and its certificate due.
 * - `enrollments.completed_at` keeps its meaning: when `completion` reached 100 (the certificate's date).
 *
 * The backfill copies `progress` into `completion`, then recounts `progress` and `completed` from the lessons alone in
 * the courses that have a quiz (in the others the two agree already).
 */
export const quizAwareCompletion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('enrollments')
      .addColumn('completion', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update enrollments set completion = progress`.execute(db);
    const watched = sql`(select count(*) from watched_videos w
        join videos v on v.id = w.video_id
        join modules m on m.id = v.module_id
      where w.enrollment_id = enrollments.id and m.course_id = enrollments.course_id)`;
    const total = sql`(select count(*) from videos v join modules m on m.id = v.module_id where m.course_id = enrollments.course_id)`;
    const withQuiz = sql`course_id in (select course_id from quizzes)`;
    await sql`update enrollments set progress = case
        when ${total} = 0 then 0
        when ${watched} >= ${total} then 100
        else cast((${watched} * 100) / ${total} as integer)
      end
      where ${withQuiz}`.execute(db);
    await sql`update enrollments set completed = case when progress = 100 then 1 else 0 end where ${withQuiz}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update enrollments set progress = completion, completed = case when completion = 100 then 1 else 0 end`.execute(db);
    await db.schema.alterTable('enrollments').dropColumn('completion').execute();
  },
};
