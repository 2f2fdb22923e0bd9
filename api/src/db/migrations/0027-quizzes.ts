import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Quizzes (issue 38): one per module at most (`module_id` unique), taken by a course's learners in attempts the API
 * grades.
 *
 * - `quiz_questions` are never edited: saving a quiz retires its questions (`retired_at`) and writes new ones, so an
 *   attempt made before still reads the questions it was asked, and its score stays.
 * - `quiz_attempts.layout` keeps the order the attempt's questions and options were shuffled into (JSON
 *   `[[questionId, [optionId, …]], …]`), `answers` what was chosen and whether each question was right (JSON, on
 *   submission). `(enrollment_id, quiz_id, number)` is unique: an enrolment's attempts are numbered 1, 2, …
 * - The insight counters (`quizzes.attempts_count` … `attempts_to_pass_sum`, `quiz_questions.first_answered` and
 *   `first_correct`) are kept by the grading transaction, so the educator's insights never read the attempts.
 * - `certificates.quiz_results`: the quizzes' best scores and pass marks copied at issue (JSON; '[]' before).
 *
 * Everything cascades from the module, the course (through the module) and the enrolment, as lessons do.
 */
export function quizzes(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('quizzes')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('module_id', 'integer', (col) => col.notNull().references('modules.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('pass_mark', 'integer', (col) => col.notNull())
        .addColumn('max_attempts', 'integer')
        .addColumn('retry_wait_minutes', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('attempts_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('learners_attempted', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('learners_passed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('attempts_to_pass_sum', 'integer', (col) => col.notNull().defaultTo(0))
        .addUniqueConstraint('quizzes_module_key', ['module_id'])
        .execute();
      await db.schema.createIndex('quizzes_course').on('quizzes').column('course_id').execute();

      await db.schema
        .createTable('quiz_questions')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('prompt', 'text', (col) => col.notNull())
        .addColumn('explanation', 'text', (col) => col.notNull())
        .addColumn('retired_at', 'text')
        .addColumn('first_answered', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('first_correct', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('quiz_questions_quiz').on('quiz_questions').columns(['quiz_id', 'position']).execute();

      await db.schema
        .createTable('quiz_options')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('question_id', 'integer', (col) => col.notNull().references('quiz_questions.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('correct', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('quiz_options_question').on('quiz_options').columns(['question_id', 'position']).execute();

      await db.schema
        .createTable('quiz_attempts')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('enrollment_id', 'integer', (col) => col.notNull().references('enrollments.id').onDelete('cascade'))
        .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('number', 'integer', (col) => col.notNull())
        .addColumn('layout', 'text', (col) => col.notNull())
        .addColumn('started_at', 'text', (col) => col.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('score', 'integer')
        .addColumn('correct_count', 'integer')
        .addColumn('passed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('answers', 'text')
        .addUniqueConstraint('quiz_attempts_number_key', ['enrollment_id', 'quiz_id', 'number'])
        .execute();
      // Deleting a quiz finds its attempts by this index.
      await db.schema.createIndex('quiz_attempts_quiz').on('quiz_attempts').column('quiz_id').execute();

      await db.schema
        .alterTable('certificates')
        .addColumn('quiz_results', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('certificates').dropColumn('quiz_results').execute();
      await db.schema.dropTable('quiz_attempts').execute();
      await db.schema.dropTable('quiz_options').execute();
      await db.schema.dropTable('quiz_questions').execute();
      await db.schema.dropTable('quizzes').execute();
    },
  };
}
