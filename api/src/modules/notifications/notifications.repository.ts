import type { Kysely, Selectable } from 'kysely';
import type { Notification, NotificationPreference } from '@lectern/shared-sdk/notifications/schemas';
import { kindsForRole, NOTIFICATION_KINDS, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { Role } from '@lectern/shared-sdk/users/schemas';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Database, NotificationsTable } from '../../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;

export function toNotification(row: NotificationRow): Notification {
  return {
    ...idFields(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    read: row.read_at !== null,
    readAt: row.read_at,
  };
}

/** The kind's defaults (shared-sdk notifications/domain.ts), as a preference. */
export function defaultPreference(kind: NotificationKind): NotificationPreference {
  const { inApp, email, delivery } = NOTIFICATION_KINDS[kind];
  return { kind, inApp, email, delivery };
}

/**
 * A person's own notifications: only the rows shown in the app (`in_app` 1; a mail-only one is the outbox's), and
 * never anyone else's (every query names the person).
 */
export function notificationsRepository(db: Kysely<Database>) {
  const shown = (executor: Kysely<Database>, userId: number) =>
    executor.selectFrom('notifications').where('user_id', '=', userId).where('in_app', '=', 1);

  return {
    async page(userId: number, options: { onlyUnread: boolean; page: number; limit: number }) {
      const filtered = () => shown(db, userId).$if(options.onlyUnread, (query) => query.where('read_at', 'is', null));
      const [rows, counted, unread] = await Promise.all([
        filtered()
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(options.limit)
          .offset((options.page - 1) * options.limit)
          .execute(),
        filtered()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        this.unread(userId),
      ]);
      return { notifications: rows.map(toNotification), total: Number(counted.n), unread };
    },

    async unread(userId: number, executor: Kysely<Database> = db): Promise<number> {
      const row = await shown(executor, userId)
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The person's notification, or undefined when there is none of that id that is theirs. */
    find(userId: number, id: number, executor: Kysely<Database> = db) {
      return shown(executor, userId).where('id', '=', id).selectAll().executeTakeFirst();
    },

    /** Those made after the one with id `afterId`, oldest first (a stream sends them in order). */
    newerThan(userId: number, afterId: number, limit: number) {
      return shown(db, userId).where('id', '>', afterId).selectAll().orderBy('id', 'asc').limit(limit).execute();
    },

    /** The newest one's id, or 0: where a new stream starts. */
    async latestId(userId: number): Promise<number> {
      const row = await shown(db, userId).select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row?.id ?? 0;
    },

    async setRead(executor: Kysely<Database>, userId: number, id: number, read: boolean, at: string): Promise<void> {
      await executor
        .updateTable('notifications')
        .set((eb) => ({ read_at: read ? eb.fn.coalesce('read_at', eb.val(at)) : null }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    async readAll(executor: Kysely<Database>, userId: number, at: string): Promise<number> {
      const result = await executor
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('in_app', '=', 1)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Every kind of the role in domain order, each with the person's choice or its defaults. */
    async preferences(userId: number, role: Role, executor: Kysely<Database> = db): Promise<NotificationPreference[]> {
      const rows = await executor.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).execute();
      const chosen = new Map(rows.map((row) => [row.kind, row]));
      return kindsForRole(role).map((kind) => {
        const row = chosen.get(kind);
        return row ? { kind, inApp: row.in_app === 1, email: row.email === 1, delivery: row.delivery } : defaultPreference(kind);
      });
    },

    async savePreference(executor: Kysely<Database>, userId: number, preference: NotificationPreference, at: string): Promise<void> {
      const values = { in_app: preference.inApp ? 1 : 0, email: preference.email ? 1 : 0, delivery: preference.delivery, updated_at: at } as const;
      await executor
        .insertInto('notification_preferences')
        .values({ user_id: userId, kind: preference.kind as NotificationKind, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet(values))
        .execute();
    },
  };
}
