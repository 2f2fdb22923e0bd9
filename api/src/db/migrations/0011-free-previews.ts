import type { Kysely, Migration } from 'kysely';

/** A lesson its educator lets anyone watch from the course page (a free preview); none is, until they say so. */
export const freePreviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('videos')
      .addColumn('is_preview', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').dropColumn('is_preview').execute();
  },
};
