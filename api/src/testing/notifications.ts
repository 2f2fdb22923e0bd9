import type { Kysely } from 'kysely';
import type { NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import { notificationPageSchema } from '@lectern/shared-sdk/notifications/schemas';
import type { Database, UserRow } from '../db/schema';
import type { TestHarness } from './test-app';

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

/** What a person sees on their notifications page (GET /api/notifications as them): kind, title, body and link, newest first. */
export async function seenBy(t: TestHarness, user: UserRow) {
  const response = await t.request('GET', '/api/notifications', { token: await t.tokenFor(user) });
  if (response.status !== 200) throw new Error(`GET /api/notifications answered ${response.status}`);
  return notificationPageSchema.parse(response.body).notifications.map(({ kind, title, body, link }) => ({ kind, title, body, link }));
}

/** The mails queued in the outbox for a person, by kind ('digest' for a daily digest), oldest first. */
export async function queuedMail(db: Kysely<Database>, userId: number) {
  const rows = await db.selectFrom('mail_outbox').select('kind').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.kind);
}

/** What the student of this enrolment sees once it earned its certificate (certificate-notice.ts), for `seenBy`. */
export async function certificateNotice(db: Kysely<Database>, enrollmentId: number, courseTitle: string) {
  const certificate = await db.selectFrom('certificates').select('id').where('enrollment_id', '=', enrollmentId).executeTakeFirstOrThrow();
  return {
    kind: 'certificate_earned' as const,
    title: 'You earned a certificate',
    body: `You completed “${courseTitle}”. Your certificate is ready to share.`,
    link: `/certificates/${certificate.id}`,
  };
}
