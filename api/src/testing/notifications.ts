import type { Kysely } from 'kysely';
import type { NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { Database } from '../db/schema';

/** Who was told of a kind of event since `afterId`, and what: one entry per notification, ordered by recipient. */
export async function toldOf(db: Kysely<Database>, kind: NotificationKind, afterId = 0) {
  return db
    .selectFrom('notifications')
    .select(['user_id', 'title', 'body', 'link', 'key'])
    .where('kind', '=', kind)
    .where('id', '>', afterId)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}

/** The newest notification's id: what a test counts from. */
export async function lastNotificationId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('notifications').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}
