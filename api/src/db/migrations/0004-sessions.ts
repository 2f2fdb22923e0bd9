import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Each sign-in is a row: the token carries its id, and a session ends by being revoked here. This replaces the
 * per-user token version, which could only end every session at once (a password change signed out its own
 * caller). Tokens issued before this migration carry no session id and stop working: everyone signs in once more.
 */
export function sessions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        .$call((table) =>
          dialect === 'postgres'
            ? table.addColumn('id', 'serial', (col) => col.primaryKey())
            : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        // Browser and operating system in words, from the User-Agent at sign-in ("Chrome 131 on macOS").
        .addColumn('device', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'revoked_at']).execute();
      await db.schema.alterTable('users').dropColumn('token_version').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.dropTable('sessions').execute();
    },
  };
}
