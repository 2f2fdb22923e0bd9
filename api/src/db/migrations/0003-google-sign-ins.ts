import type { Kysely, Migration } from 'kysely';

/**
 * Google sign-ins under way: what the callback must find again (PKCE verifier, nonce) under the `state` sent to
 * the provider. A row is deleted when its callback arrives, so a state works once; kept in the database rather
 * than in one process's memory so any API instance can take the callback.
 */
export const googleSignIns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('google_sign_ins')
      .addColumn('state', 'text', (col) => col.primaryKey())
      .addColumn('nonce', 'text', (col) => col.notNull())
      .addColumn('code_verifier', 'text', (col) => col.notNull())
      // SHA-256 of the random value in the browser's cookie: the callback must come from the browser that started.
      .addColumn('browser_key_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('google_sign_ins_expires_idx').on('google_sign_ins').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('google_sign_ins').execute();
  },
};
