import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Written reviews. A review is the enrolment's rating (still one per enrolment) with words, when it was given, and an
 * admin's decision to hide it; the course educator may post one reply to it. A hidden rating leaves the course's
 * average, so the counting triggers of 0001 are replaced by ones that skip it.
 */
export function reviews(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['review', 'rated_at', 'review_updated_at', 'review_hidden_at', 'review_hidden_reason']) {
        await db.schema.alterTable('enrollments').addColumn(column, 'text').execute();
      }
      // A rating given before this migration has no date of its own: the enrolment's is the best there is.
      await sql`update enrollments set rated_at = enrolled_at, review_updated_at = enrolled_at where rating is not null`.execute(db);
      // The course page lists a course's reviews newest first.
      await db.schema.createIndex('enrollments_course_rated_idx').on('enrollments').columns(['course_id', 'rated_at']).execute();

      await db.schema
        .createTable('review_replies')
        .addColumn('enrollment_id', 'integer', (col) => col.primaryKey().references('enrollments.id').onDelete('cascade'))
        .addColumn('educator_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await replaceCountTriggers(db, dialect, visibleRatings);
      // Nothing is hidden yet, so the stored counters already equal what the new triggers count.
    },

    async down(db: Kysely<unknown>) {
      await replaceCountTriggers(db, dialect, anyRatings);
      await sql`update courses set rating_count = (select count(rating) from enrollments e where e.course_id = courses.id),
        rating_sum = (select coalesce(sum(rating), 0) from enrollments e where e.course_id = courses.id)`.execute(db);
      await db.schema.dropTable('review_replies').execute();
      await db.schema.dropIndex('enrollments_course_rated_idx').execute();
      for (const column of ['review_hidden_reason', 'review_hidden_at', 'review_updated_at', 'rated_at', 'review']) {
        await db.schema.alterTable('enrollments').dropColumn(column).execute();
      }
    },
  };
}

type Counter = (row: 'new' | 'old', sign: '+' | '-') => string;

/** How the triggers count: what an enrolment adds to its course's counters, and the columns whose update recounts it. */
interface Counting {
  counter: Counter;
  columns: string;
}

/** This migration's rule: an enrolment's rating counts only while its review is not hidden. */
const visibleRatings: Counting = {
  counter: (row, sign) =>
    `update courses set students_count = students_count ${sign} 1, ` +
    `rating_count = rating_count ${sign} (case when ${row}.rating is null or ${row}.review_hidden_at is not null then 0 else 1 end), ` +
    `rating_sum = rating_sum ${sign} (case when ${row}.review_hidden_at is null then coalesce(${row}.rating, 0) else 0 end) ` +
    `where id = ${row}.course_id;`,
  columns: 'course_id, rating, review_hidden_at',
};

/** 0001's rule, which counts every rating. */
const anyRatings: Counting = {
  counter: (row, sign) =>
    `update courses set students_count = students_count ${sign} 1, ` +
    `rating_count = rating_count ${sign} (case when ${row}.rating is null then 0 else 1 end), ` +
    `rating_sum = rating_sum ${sign} coalesce(${row}.rating, 0) where id = ${row}.course_id;`,
  columns: 'course_id, rating',
};

/** Drops the enrolment counting triggers and creates them again with `counting` (same names as 0001's). */
async function replaceCountTriggers(db: Kysely<unknown>, dialect: DialectName, { counter, columns: watched }: Counting) {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create or replace function enrollments_count_courses() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then ${counter('old', '-')} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${counter('new', '+')} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw('drop trigger enrollments_count_courses on enrollments').execute(db);
    await sql
      .raw(
        `create trigger enrollments_count_courses after insert or delete or update of ${watched} on enrollments
        for each row execute function enrollments_count_courses()`,
      )
      .execute(db);
    return;
  }
  for (const trigger of ['enrollments_count_insert', 'enrollments_count_delete', 'enrollments_count_update']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql.raw(`create trigger enrollments_count_insert after insert on enrollments begin ${counter('new', '+')} end`).execute(db);
  await sql.raw(`create trigger enrollments_count_delete after delete on enrollments begin ${counter('old', '-')} end`).execute(db);
  await sql
    .raw(`create trigger enrollments_count_update after update of ${watched} on enrollments begin ${counter('old', '-')} ${counter('new', '+')} end`)
    .execute(db);
}
