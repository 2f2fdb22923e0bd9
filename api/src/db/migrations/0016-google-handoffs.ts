import type { Kysely, Migration } from 'kysely';

/**
 * Google sign-in hand-off codes: when a sign-in was started asking for a code (`GET /api/auth/google?handoff=code`),
 * the callback sends the browser to the app with a short-lived code instead of a session token, and the app
 * exchanges it by a POST. A code is stored by its hash with the user it signs in and the hash of the browser's
 * sign-in cookie; the first exchange deletes it, so it works once on any API instance.
 */
export const googleHandoffs: Migration = {
  async up(db: Kysely<unknown>) {
    // 1 when the start asked for a hand-off code, 0 for the spec's form (a token in the address).
    await db.schema
      .alterTable('google_sign_ins')
      .addColumn('handoff', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('google_handoffs')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      // SHA-256 of the cookie value the callback set: only the browser that finished the sign-in may exchange.
      .addColumn('browser_key_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('google_handoffs_expires_idx').on('google_handoffs').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('google_handoffs').execute();
    await db.schema.alterTable('google_sign_ins').dropColumn('handoff').execute();
  },
};
