import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Questions on lessons (issue 38). A question belongs to a lesson of a course (`course_id` is kept beside `video_id`
 * so a course's and an educator's lists read one index, not the modules); it goes with its lesson, its course (both
 * delete their videos) and its author's row. A deleted account's row stays (migration 0019), so its questions and
 * answers stay in the course's discussion under "Deleted user", as its ratings do.
 *
 * - `accepted_answer_id`: the answer the educator marked; no foreign key (the two tables point at each other), a
 *   read joins it to a visible answer of the same question, so a hidden or vanished one counts as none.
 * - Whether a question is answered is derived, not stored: a visible answer by the course's educator, or a visible
 *   marked answer. Hiding or showing an answer, or marking one, then needs no second write to stay true.
 * - `upvote_count`: kept with each upvote row inserted or deleted, in the same transaction, so "top" sorts on a
 *   column; `question_upvotes` and `question_follows` hold one row per question and person (their primary keys),
 *   which makes upvoting and following idempotent under any number of parallel requests.
 * - `hidden_at`/`hidden_reason`: an admin's moderation, as on reviews.
 */
export function questions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lesson_questions')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('second', 'integer')
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('accepted_answer_id', 'integer')
        .addColumn('upvote_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('hidden_at', 'text')
        .addColumn('hidden_reason', 'text')
        .execute();
      // A course's questions newest first (and the educator's list, course by course); a lesson's; the cascades of
      // a deleted video and a deleted user find their rows by these.
      await db.schema.createIndex('lesson_questions_course_created_idx').on('lesson_questions').columns(['course_id', 'created_at']).execute();
      await db.schema.createIndex('lesson_questions_video_created_idx').on('lesson_questions').columns(['video_id', 'created_at']).execute();
      await db.schema.createIndex('lesson_questions_author_idx').on('lesson_questions').column('author_id').execute();

      await db.schema
        .createTable('question_answers')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('question_id', 'integer', (col) => col.notNull().references('lesson_questions.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('hidden_at', 'text')
        .addColumn('hidden_reason', 'text')
        .execute();
      // A thread in order, its count, and "has the educator answered" all read by question.
      await db.schema.createIndex('question_answers_question_idx').on('question_answers').columns(['question_id', 'author_id']).execute();
      await db.schema.createIndex('question_answers_author_idx').on('question_answers').column('author_id').execute();

      for (const table of ['question_upvotes', 'question_follows']) {
        await db.schema
          .createTable(table)
          .addColumn('question_id', 'integer', (col) => col.notNull().references('lesson_questions.id').onDelete('cascade'))
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint(`${table}_pkey`, ['question_id', 'user_id'])
          .execute();
        await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['question_follows', 'question_upvotes', 'question_answers', 'lesson_questions']) await db.schema.dropTable(table).execute();
    },
  };
}
