import type { Kysely, Migration } from 'kysely';

/**
 * Account deletion (README, "Deleting an account"). A deleted account stays as a row with no personal data
 * (`users.deleted_at` set, name "Deleted user", an e-mail address of its own that reaches nobody), so what others
 * need keeps pointing at something: orders, ratings, an educator's courses. `courses.owner_deleted_at`: the course's
 * educator deleted their account; the course is unpublished and waits for an admin (approve it again or delete it),
 * while its enrolled students keep learning in it.
 */
export const accountDeletion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable('courses').addColumn('owner_deleted_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').dropColumn('owner_deleted_at').execute();
    await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  },
};
