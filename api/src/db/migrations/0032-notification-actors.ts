import type { Kysely, Migration } from 'kysely';

/**
 * Who a notification is about (issue 50): `notifications.actor_id`, the person whose doing it tells of (the student who
 * enrolled, reviewed or asked; the educator who replied), when another person than its recipient. Deleting that
 * person's account finds by it the notifications, and their mails, that name them or quote their words, and takes
 * those out. Older notifications have none (null): their text is matched against the person's name instead.
 */
export const notificationActors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').addColumn('actor_id', 'integer').execute();
    await db.schema.createIndex('notifications_actor').on('notifications').column('actor_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('notifications_actor').execute();
    await db.schema.alterTable('notifications').dropColumn('actor_id').execute();
  },
};
