import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/schema';
import { chunks } from '../../lib/chunks';
import { nextDigestAt } from './digest-time';
import { notificationMail, type MailAddresses } from './mail-templates';
import { queueMails, type QueuedMail } from './outbox-sender';
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

/** Rows per insert: far below PostgreSQL's 65,535 parameters and SQLite's 32,766, with nine columns to a row. */
const ROWS_PER_STATEMENT = 500;
/** A mail row carries its whole text and HTML: fewer to a statement. */
const MAILS_PER_STATEMENT = 100;

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
    // Whom to tell, and how: the rows are written a few hundred per statement (a new lesson for a course of 5,000
    // students is some ten statements, not 5,000 inside the educator's request).
    const planned: Array<{ event: NotificationEvent; user: (typeof users)[number]; inApp: boolean; mails: boolean; daily: boolean }> = [];
    for (const event of list) {
      const user = byId.get(event.userId);
      const info = NOTIFICATION_KINDS[event.kind];
      // A kind is for one role: an event site that names someone else (a deleted account, an id that is not theirs to
      // hear of it) tells nobody rather than telling the wrong person.
      if (!user || user.deleted_at !== null || user.role !== info.role) continue;
      const preference = preferences.get(event.kind)?.get(user.id);
      if (!preference || (!preference.inApp && !preference.email)) continue;
      const mails = preference.email && deps.canMail();
      planned.push({ event, user, inApp: preference.inApp, mails, daily: mails && preference.delivery === 'daily' });
    }
    const told: number[] = [];
    const mailsToQueue: QueuedMail[] = [];
    for (const rows of chunks(planned, ROWS_PER_STATEMENT)) {
      const inserted = await db
        .insertInto('notifications')
        .values(
          rows.map(({ event, user, inApp, daily }) => ({
            user_id: user.id,
            kind: event.kind,
            key: event.key,
            title: event.title,
            body: event.body,
            link: event.link,
            in_app: inApp ? 1 : 0,
            created_at: iso,
            digest_at: daily ? nextDigestAt(at).toISOString() : null,
            actor_id: event.actorId ?? null,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning(['id', 'user_id', 'key'])
        .execute();
      // Told before (a retried request, two admins at once): not returned, so nothing more, and no second mail.
      const ids = new Map(inserted.map((row) => [`${row.user_id} ${row.key}`, row.id]));
      for (const { event, user, inApp, mails, daily } of rows) {
        const id = ids.get(`${user.id} ${event.key}`);
        if (id === undefined) continue;
        if (inApp) told.push(user.id);
        if (!mails || daily) continue;
        const mail = notificationMail({
          recipient: { name: user.name, role: user.role },
          notification: event,
          addresses: deps.addresses,
          token: deps.tokens.sign({ userId: user.id, kind: event.kind }),
        });
        mailsToQueue.push({ key: notificationMailKey(id), userId: user.id, kind: event.kind, to: user.email, mail, at: iso });
      }
    }
    for (const mails of chunks(mailsToQueue, MAILS_PER_STATEMENT)) await queueMails(db, mails);
    const mailQueued = mailsToQueue.length > 0;
    if (told.length > 0) await deps.publish()(db, [...new Set(told)]);
    if (mailQueued) deps.queued();
  };
}

/** The ids of every admin who can be told something (not deleted): the recipients of the admins' kinds. */
export async function adminIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((row) => row.id);
}
