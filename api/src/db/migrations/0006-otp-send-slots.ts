import type { Kysely, Migration } from 'kysely';

/**
 * The 60 s between one-time codes, held by the database: one row per e-mail and purpose, taken by a conditional
 * upsert that only one of many concurrent requests can win (a read-then-insert let 20 parallel requests all send).
 */
export const otpSendSlots: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('otp_send_slots')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('otp_send_slots_pk', ['email', 'purpose'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('otp_send_slots').execute();
  },
};
