import type { Kysely, Migration } from 'kysely';

/**
 * Deleting a course someone paid for archives it (issue 48): `courses.archived_at` is when. An archived course is off
 * the catalogue and out of every list and cart, sells no more and cannot be edited, approved or deleted again; the
 * students who keep it (paid for more than the refund window ago, or enrolled free) go on learning in it, and the
 * order lines that bought it keep pointing at it. A course nobody paid for is still deleted outright.
 */
export const archivedCourses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').addColumn('archived_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').dropColumn('archived_at').execute();
  },
};
