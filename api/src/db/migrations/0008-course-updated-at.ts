import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When a course last changed (its fields, its approval, its modules and videos): the sitemap's lastmod, and what a
 * page cache can key on. Courses created before this migration start at their creation time.
 */
export const courseUpdatedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').addColumn('updated_at', 'text').execute();
    await sql`update courses set updated_at = created_at`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').dropColumn('updated_at').execute();
  },
};
