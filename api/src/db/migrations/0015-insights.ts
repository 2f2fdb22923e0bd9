import { sql, type Kysely, type Migration } from 'kysely';
import { statedLengthSeconds } from '../../modules/videos/lesson-length';
import type { DialectName } from '../client';

/**
 * What the educator's insights and the admin's trends read, kept so that no figure scans every watch record:
 *  - each enrolment's last activity (the lesson last played or marked watched, and when), written by the watch and
 *    progress routes in the transaction of the report: "where learners stop" reads one row per enrolment;
 *  - each lesson's stated length in seconds (videos.length_seconds, parsed by the API from the duration text it writes);
 *  - per-lesson counters (enrolments that reached it, plays, seconds played, plays of 90 % of its length), kept equal
 *    to lesson_watch and watched_videos by triggers in the same transaction as any write to them, like the course
 *    counters of 0001, and recounted by a trigger when the lesson's length changes;
 *  - the rounds of review of each course (asked, approved), kept by triggers on courses: an edit sends an approved
 *    course back to review (courses.authoring.repository.ts), so one approval date per course could not say how many
 *    courses were waiting at the end of a past week;
 *  - the indexes the per-week figures range over.
 */
export function insights(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('enrollments')
        .addColumn('last_video_id', 'integer', (col) => col.references('videos.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('enrollments').addColumn('last_watched_at', 'text').execute();
      // Deleting a lesson finds the enrolments that stopped at it (the foreign key clears them) by this index.
      await db.schema.createIndex('enrollments_last_video_idx').on('enrollments').column('last_video_id').execute();
      // The latest of the enrolment's plays and marks (ties: the higher video id, an arbitrary but fixed choice).
      await sql`
        update enrollments set
          last_watched_at = (select max(at) from (${activityOf(sql`enrollments.id`)}) activity),
          last_video_id = (select video_id from (${activityOf(sql`enrollments.id`)}) activity order by at desc, video_id desc limit 1)
        where exists (select 1 from lesson_watch l where l.enrollment_id = enrollments.id)
           or exists (select 1 from watched_videos w where w.enrollment_id = enrollments.id)`.execute(db);

      // A course's enrolments by date (its weeks); the same prefix serves every lookup by course the old index did.
      await db.schema.dropIndex('enrollments_course_idx').execute();
      await db.schema.createIndex('enrollments_course_enrolled_idx').on('enrollments').columns(['course_id', 'enrolled_at']).execute();
      // The platform's enrolments by date, and this month's by course (the top courses), off the index alone.
      await db.schema.createIndex('enrollments_enrolled_idx').on('enrollments').columns(['enrolled_at', 'course_id']).execute();
      await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();
      await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'total_cents']).execute();
      await db.schema.createIndex('order_items_course_price_idx').on('order_items').columns(['course_id', 'order_id', 'price_cents']).execute();
      await db.schema.dropIndex('order_items_course_idx').execute();

      // The lengths of the lessons there are, parsed as the API parses what it writes; one statement per length.
      await db.schema.alterTable('videos').addColumn('length_seconds', 'integer').execute();
      const videos = await (db as Kysely<{ videos: { id: number; duration: string } }>).selectFrom('videos').select(['id', 'duration']).execute();
      const byLength = new Map<number, number[]>();
      for (const video of videos) {
        const seconds = statedLengthSeconds(video.duration);
        if (seconds !== null) byLength.set(seconds, [...(byLength.get(seconds) ?? []), video.id]);
      }
      for (const [seconds, ids] of byLength) {
        for (let start = 0; start < ids.length; start += 500) {
          await sql`update videos set length_seconds = ${seconds} where id in (${sql.join(ids.slice(start, start + 500))})`.execute(db);
        }
      }

      await db.schema
        .createTable('lesson_stats')
        .addColumn('video_id', 'integer', (col) => col.primaryKey().references('videos.id').onDelete('cascade'))
        .addColumn('reached', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('played', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('watched_seconds', 'double precision', (col) => col.notNull().defaultTo(0))
        .addColumn('watched_through', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`
        insert into lesson_stats (video_id, reached, played, watched_seconds, watched_through)
        select v.id,
          (select count(*) from (select enrollment_id from lesson_watch where video_id = v.id
                                 union select enrollment_id from watched_videos where video_id = v.id) r),
          (select count(*) from lesson_watch where video_id = v.id),
          (select coalesce(sum(watched_seconds), 0) from lesson_watch where video_id = v.id),
          (select count(*) from lesson_watch l where l.video_id = v.id and ${sql.raw(playedThrough('l', 'v.length_seconds'))})
        from videos v`.execute(db);
      await createLessonStatsTriggers(db, dialect);

      await db.schema
        .createTable('course_approvals')
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('requested_at', 'text', (col) => col.notNull())
        .addColumn('approved_at', 'text')
        .execute();
      await db.schema.createIndex('course_approvals_course_idx').on('course_approvals').columns(['course_id', 'approved_at']).execute();
      await db.schema.createIndex('course_approvals_approved_idx').on('course_approvals').columns(['approved_at', 'requested_at']).execute();
      // One round per existing course. When an approved course was approved is not known: its last change is the best
      // date there is (the approval set updated_at, unless a later edit moved it), else its creation.
      await sql`
        insert into course_approvals (course_id, requested_at, approved_at)
        select id, created_at, case when is_approved = 1 then coalesce(updated_at, created_at) end from courses`.execute(db);
      await createCourseApprovalTriggers(db, dialect);
    },

    async down(db: Kysely<unknown>) {
      await dropCourseApprovalTriggers(db, dialect);
      await db.schema.dropTable('course_approvals').execute();
      await dropLessonStatsTriggers(db, dialect);
      await db.schema.dropTable('lesson_stats').execute();
      await db.schema.alterTable('videos').dropColumn('length_seconds').execute();
      await db.schema.createIndex('order_items_course_idx').on('order_items').column('course_id').execute();
      await db.schema.dropIndex('order_items_course_price_idx').execute();
      await db.schema.dropIndex('orders_created_idx').execute();
      await db.schema.dropIndex('users_role_created_idx').execute();
      await db.schema.dropIndex('enrollments_enrolled_idx').execute();
      await db.schema.dropIndex('enrollments_course_enrolled_idx').execute();
      await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
      await db.schema.dropIndex('enrollments_last_video_idx').execute();
      await db.schema.alterTable('enrollments').dropColumn('last_watched_at').execute();
      await db.schema.alterTable('enrollments').dropColumn('last_video_id').execute();
    },
  };
}

/** An enrolment's plays and marks, each with its lesson and time. */
const activityOf = (enrollmentId: ReturnType<typeof sql>) => sql`
  select video_id, updated_at as at from lesson_watch where enrollment_id = ${enrollmentId}
  union all select video_id, watched_at as at from watched_videos where enrollment_id = ${enrollmentId}`;

type Row = 'new' | 'old';

/**
 * Whether a play (`row` of lesson_watch) covers 90 % of the lesson's length: the stated one, else the one its player
 * reported. 0.9 is WATCHED_THROUGH_SHARE (shared-sdk domain/insights.ts) as this migration writes it: a change of the
 * share needs a migration that rewrites the triggers and recounts.
 */
const playedThrough = (row: string, statedLength: string) =>
  `${row}.watched_seconds >= 0.9 * coalesce(${statedLength}, case when ${row}.duration_seconds > 0 then ${row}.duration_seconds end)`;
const lengthOf = (row: Row) => `(select lv.length_seconds from videos lv where lv.id = ${row}.video_id)`;

/** 1 when the enrolment of the row has no row for its lesson in `other`: the row alone makes the lesson reached. */
const aloneIn = (other: 'lesson_watch' | 'watched_videos', row: Row) =>
  `(case when exists (select 1 from ${other} o where o.enrollment_id = ${row}.enrollment_id and o.video_id = ${row}.video_id) then 0 else 1 end)`;

/**
 * Which counters row a write changes: the new row's lesson (which gets its counters row with its first activity), or
 * the old row's. A row taken away with its video changes nothing: the counters go with the video, and PostgreSQL checks
 * the foreign key of a row updated twice in one transaction, which fails once the video is gone.
 */
const counterOf = (sign: '+' | '-') =>
  sign === '+'
    ? { upsert: `insert into lesson_stats (video_id) values (new.video_id) on conflict (video_id) do nothing; `, where: `video_id = new.video_id` }
    : { upsert: '', where: `video_id = old.video_id and exists (select 1 from videos v where v.id = old.video_id)` };

/** What a row adds to its lesson's counters (`-`: takes away). */
const counting = {
  lesson_watch: (row: Row, sign: '+' | '-') =>
    `${counterOf(sign).upsert}update lesson_stats set reached = reached ${sign} ${aloneIn('watched_videos', row)}, ` +
    `played = played ${sign} 1, watched_seconds = watched_seconds ${sign} ${row}.watched_seconds, ` +
    `watched_through = watched_through ${sign} (case when ${playedThrough(row, lengthOf(row))} then 1 else 0 end) where ${counterOf(sign).where};`,
  watched_videos: (row: Row, sign: '+' | '-') =>
    `${counterOf(sign).upsert}update lesson_stats set reached = reached ${sign} ${aloneIn('lesson_watch', row)} where ${counterOf(sign).where};`,
} as const;

/** The columns whose update recounts a row. */
const recounted = { lesson_watch: 'enrollment_id, video_id, watched_seconds, duration_seconds', watched_videos: 'enrollment_id, video_id' } as const;

/** When a lesson's stated length changes (its educator edits the duration), its plays are measured against the new one. */
const recountThrough = `update lesson_stats set watched_through =
  (select count(*) from lesson_watch l where l.video_id = new.id and ${playedThrough('l', 'new.length_seconds')}) where video_id = new.id;`;
const countedTables = ['lesson_watch', 'watched_videos'] as const;

/**
 * Taking a row away runs BEFORE its delete: when a lesson's play and mark go together (a cascade from the enrolment or
 * the video), the first to go still sees the other and the second does not, so the lesson loses exactly one reach.
 * After their deletes, both would see neither (PostgreSQL fires the cascaded rows' AFTER triggers once both are gone).
 * A bulk delete should take the videos first (deleteCourses does): one transaction updating a lesson's counters row
 * once per deleted row is quadratic on PostgreSQL, and rows that go with their video update nothing.
 */
async function createLessonStatsTriggers(db: Kysely<unknown>, dialect: DialectName) {
  for (const table of countedTables) {
    const count = counting[table];
    if (dialect === 'postgres') {
      await sql
        .raw(
          `create function ${table}_count_lessons() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then ${count('old', '-')} return old; end if;
            if tg_op = 'UPDATE' then ${count('old', '-')} end if;
            ${count('new', '+')}
            return null;
          end $$`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${table}_count_delete before delete on ${table} for each row execute function ${table}_count_lessons()`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_count_write after insert or update of ${recounted[table]} on ${table} for each row execute function ${table}_count_lessons()`,
        )
        .execute(db);
      continue;
    }
    await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${count('new', '+')} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_delete before delete on ${table} begin ${count('old', '-')} end`).execute(db);
    await sql
      .raw(`create trigger ${table}_count_update after update of ${recounted[table]} on ${table} begin ${count('old', '-')} ${count('new', '+')} end`)
      .execute(db);
  }
  if (dialect === 'postgres') {
    await sql
      .raw(`create function videos_recount_through() returns trigger language plpgsql as $$ begin ${recountThrough} return null; end $$`)
      .execute(db);
    await sql
      .raw(
        `create trigger videos_recount_through after update of length_seconds on videos for each row
        when (old.length_seconds is distinct from new.length_seconds) execute function videos_recount_through()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger videos_recount_through after update of length_seconds on videos when old.length_seconds is not new.length_seconds begin ${recountThrough} end`,
    )
    .execute(db);
}

async function dropLessonStatsTriggers(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql.raw('drop trigger videos_recount_through on videos').execute(db);
    await sql.raw('drop function videos_recount_through()').execute(db);
  } else {
    await sql.raw('drop trigger videos_recount_through').execute(db);
  }
  for (const table of countedTables) {
    if (dialect === 'postgres') {
      for (const trigger of ['delete', 'write']) await sql.raw(`drop trigger ${table}_count_${trigger} on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_count_lessons()`).execute(db);
      continue;
    }
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_count_${event}`).execute(db);
  }
}

/**
 * A new course starts a round of review (one inserted approved, as the demo's and tests' are, is approved on
 * creation); approval ends the open round, and going back to pending starts another. The time is the row's
 * updated_at, which every write of the approval sets in the same statement (the approve route, a course edit).
 */
const approvalRounds = {
  opened: `insert into course_approvals (course_id, requested_at, approved_at)
    values (new.id, new.created_at, case when new.is_approved = 1 then coalesce(new.updated_at, new.created_at) end);`,
  approved: `update course_approvals set approved_at = coalesce(new.updated_at, new.created_at) where course_id = new.id and approved_at is null;`,
  reopened: `insert into course_approvals (course_id, requested_at, approved_at) values (new.id, coalesce(new.updated_at, new.created_at), null);`,
};

async function createCourseApprovalTriggers(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function courses_review_rounds() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${approvalRounds.opened}
          elsif old.is_approved = 0 and new.is_approved = 1 then ${approvalRounds.approved}
          elsif old.is_approved = 1 and new.is_approved = 0 then ${approvalRounds.reopened}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger courses_review_rounds after insert or update of is_approved on courses for each row execute function courses_review_rounds()`,
      )
      .execute(db);
    return;
  }
  await sql.raw(`create trigger courses_review_insert after insert on courses begin ${approvalRounds.opened} end`).execute(db);
  await sql
    .raw(
      `create trigger courses_review_approve after update of is_approved on courses when old.is_approved = 0 and new.is_approved = 1 begin ${approvalRounds.approved} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger courses_review_reopen after update of is_approved on courses when old.is_approved = 1 and new.is_approved = 0 begin ${approvalRounds.reopened} end`,
    )
    .execute(db);
}

async function dropCourseApprovalTriggers(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql.raw('drop trigger courses_review_rounds on courses').execute(db);
    await sql.raw('drop function courses_review_rounds()').execute(db);
    return;
  }
  for (const trigger of ['courses_review_insert', 'courses_review_approve', 'courses_review_reopen'])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
}
