import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/schema';
import { nextDigestAt } from './digest-time';
import { notificationMail, type MailAddresses } from './mail-templates';
import { queueMail } from './outbox-sender';
import type { NotificationEvent, Notify } from './notify';
import { preferencesFor, type ResolvedPreference } from './preferences';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Tells the live stream that people have new in-app notifications, inside the transaction that made them (its
 * implementation publishes on commit). A no-op until the stream is plugged in.
 */
export type PublishNotifications = (db: Kysely<Database>, userIds: readonly number[]) => Promise<void>;

export interface NotifierDeps {
  now: Clock;
  /** false with MAIL_TRANSPORT=none: nothing is queued that could never leave. */
  canMail: () => boolean;
  addresses: MailAddresses;
  tokens: UnsubscribeTokens;
  publish: () => PublishNotifications;
  /** This instance queued mail: its sender looks for it now rather than at its next poll. */
  queued: () => void;
}

/** The outbox's idempotency key of a notification's own mail (also its Message-ID). */
export const notificationMailKey = (notificationId: number) => `notification:${notificationId}`;

/** The Notify every event site calls (notify.ts): see there for what it promises. */
export function createNotify(deps: NotifierDeps): Notify {
  return async (db, events) => {
    const list: readonly NotificationEvent[] = Array.isArray(events) ? events : [events as NotificationEvent];
    if (list.length === 0) return;
    const at = deps.now();
    const iso = at.toISOString();
    const userIds = [...new Set(list.map((event) => event.userId))];
    const users = await db.selectFrom('users').select(['id', 'name', 'email', 'role', 'deleted_at']).where('id', 'in', userIds).execute();
    const byId = new Map(users.map((user) => [user.id, user]));
    // One query per kind for everyone told of it (an event to every student of a course is one call, not one per person).
    const preferences = new Map<NotificationKind, Map<number, ResolvedPreference>>();
    for (const kind of new Set(list.map((event) => event.kind))) {
      const recipients = [...new Set(list.filter((event) => event.kind === kind).map((event) => event.userId))].filter((id) => byId.has(id));
      preferences.set(kind, await preferencesFor(db, recipients, kind));
    }
    const told: number[] = [];
    let mailQueued = false;
    for (const event of list) {
      const user = byId.get(event.userId);
      const info = NOTIFICATION_KINDS[event.kind];
      // A kind is for one role: an event site that names someone else (a deleted account, an id that is not theirs to
      // hear of it) tells nobody rather than telling the wrong person.
      if (!user || user.deleted_at !== null || user.role !== info.role) continue;
      const preference = preferences.get(event.kind)?.get(user.id);
      if (!preference || (!preference.inApp && !preference.email)) continue;
      const mails = preference.email && deps.canMail();
      const daily = mails && preference.delivery === 'daily';
      const inserted = await db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          kind: event.kind,
          key: event.key,
          title: event.title,
          body: event.body,
          link: event.link,
          in_app: preference.inApp ? 1 : 0,
          created_at: iso,
          digest_at: daily ? nextDigestAt(at).toISOString() : null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Told before (a retried request, two admins at once): nothing more, and no second mail.
      if (!inserted) continue;
      if (preference.inApp) told.push(user.id);
      if (!mails || daily) continue;
      const mail = notificationMail({
        recipient: { name: user.name, role: user.role },
        notification: event,
        addresses: deps.addresses,
        token: deps.tokens.sign({ userId: user.id, kind: event.kind }),
      });
      await queueMail(db, { key: notificationMailKey(inserted.id), userId: user.id, kind: event.kind, to: user.email, mail, at: iso });
      mailQueued = true;
    }
    if (told.length > 0) await deps.publish()(db, [...new Set(told)]);
    if (mailQueued) deps.queued();
  };
}

/** The ids of every admin who can be told something (not deleted): the recipients of the admins' kinds. */
export async function adminIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((row) => row.id);
}
