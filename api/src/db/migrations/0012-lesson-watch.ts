import type { Kysely, Migration } from 'kysely';

/**
 * Where each learner is in each lesson and how long they have really watched it: the position to resume from, the
 * seconds actually played (not the position: seeking adds nothing), the length the player reported, and when the
 * last report came, which bounds how much the next one may add. One row an enrolment and video, gone with either.
 */
export const lessonWatch: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lesson_watch')
      .addColumn('enrollment_id', 'integer', (col) => col.notNull().references('enrollments.id').onDelete('cascade'))
      .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
      .addColumn('position_seconds', 'double precision', (col) => col.notNull())
      .addColumn('watched_seconds', 'double precision', (col) => col.notNull())
      .addColumn('duration_seconds', 'double precision')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('lesson_watch_pkey', ['enrollment_id', 'video_id'])
      .execute();
    // Deleting a video finds its rows by this index; the educator's per-lesson figures read by it too.
    await db.schema.createIndex('lesson_watch_video_idx').on('lesson_watch').column('video_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lesson_watch').execute();
  },
};
