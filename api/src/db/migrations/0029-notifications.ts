import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Notifications (issue 39): what each person is told, how they want to be told, and the mail still to send.
 *
 * - `notifications`: one row per person and event, written in the transaction of the change it reports. `key`
 *   (unique per person) makes a repeated event one notification: a retried request, two admins approving at once.
 *   `in_app` is 0 for a notification its person only wants by mail (kept so its digest and its mail can name it).
 *   `digest_at`: when it waits for its person's daily digest, the earliest the digest may go; cleared once the
 *   digest mail that names it is in the outbox (`digested_at`).
 * - `notification_preferences`: only the kinds a person changed; a missing row means the kind's defaults
 *   (shared-sdk notifications/domain.ts), so a kind added later reaches everyone as designed.
 * - `mail_outbox`: a mail to send, written in the same transaction as its notification (or digest). `idempotency_key`
 *   is unique: the same mail is never queued twice, and it is the mail's Message-ID, so a resend after a crash
 *   between the SMTP server's answer and the row's update is recognisably the same message. A sender leases a row
 *   (`locked_by`, `locked_until`) before sending it; a lease that runs out (its sender died) frees the row again.
 *   `send_after` holds back a retry (back-off); `sent_at` or `failed_at` (given up after the attempts allowed) ends it.
 * - `courses.sent_back_reason`/`sent_back_at`: an admin's last send-back of a pending course, cleared by an edit
 *   (which asks for review again) or an approval.
 */
export function notifications(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('link', 'text')
        .addColumn('in_app', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('read_at', 'text')
        .addColumn('digest_at', 'text')
        .addColumn('digested_at', 'text')
        .execute();
      await db.schema.createIndex('notifications_user_key_idx').on('notifications').columns(['user_id', 'key']).unique().execute();
      // A person's list newest first, and their unread count.
      await db.schema.createIndex('notifications_user_created_idx').on('notifications').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('notifications_user_read_idx').on('notifications').columns(['user_id', 'read_at']).execute();
      // The digest's sweep: notifications waiting for a digest, oldest first.
      await db.schema.createIndex('notifications_digest_idx').on('notifications').columns(['digest_at']).execute();

      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('in_app', 'integer', (col) => col.notNull())
        .addColumn('email', 'integer', (col) => col.notNull())
        .addColumn('delivery', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pkey', ['user_id', 'kind'])
        .execute();

      await db.schema
        .createTable('mail_outbox')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        .addColumn('html_body', 'text', (col) => col.notNull())
        /** JSON object of extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
        .addColumn('headers', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('send_after', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .execute();
      // The sender's sweep: unsent rows whose time has come.
      await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['sent_at', 'failed_at', 'send_after']).execute();
      await db.schema.createIndex('mail_outbox_user_idx').on('mail_outbox').column('user_id').execute();

      await db.schema.alterTable('courses').addColumn('sent_back_reason', 'text').execute();
      await db.schema.alterTable('courses').addColumn('sent_back_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('courses').dropColumn('sent_back_at').execute();
      await db.schema.alterTable('courses').dropColumn('sent_back_reason').execute();
      for (const table of ['mail_outbox', 'notification_preferences', 'notifications']) await db.schema.dropTable(table).execute();
    },
  };
}
