import { sql, type Kysely, type Migration } from 'kysely';
import { PUBLIC_DATA_CHANNEL } from '../change-feed';
import type { DialectName } from '../client';
import { publicDataColumns, publicDataTables } from '../public-data';

/**
 * PostgreSQL only: every statement that changes a public table notifies PUBLIC_DATA_CHANNEL with the table's schema,
 * whoever runs it (any API instance, a script, psql). PostgreSQL delivers a notification when the transaction
 * commits, and once per transaction however many statements sent it, so the triggers cost a writer next to nothing
 * and hold no lock. The users' and enrolments' triggers fire only for the columns a public read shows. SQLite (one
 * machine, its own change counter) needs none.
 */
export function publicDataNotifications(dialect: DialectName): Migration {
  const columns = (table: string) => (publicDataColumns as Partial<Record<string, readonly string[]>>)[table];
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`
        create or replace function lectern_public_data_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${sql.lit(PUBLIC_DATA_CHANNEL)}, tg_table_schema);
          return null;
        end $$`.execute(db);
      for (const table of publicDataTables) {
        const updated = columns(table);
        const events = updated ? `insert or delete or truncate or update of ${updated.join(', ')}` : 'insert or update or delete or truncate';
        await sql
          .raw(
            `create trigger ${table}_public_data_changed after ${events} on ${table} for each statement execute function lectern_public_data_changed()`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const table of publicDataTables) await sql.raw(`drop trigger if exists ${table}_public_data_changed on ${table}`).execute(db);
      await sql`drop function if exists lectern_public_data_changed()`.execute(db);
    },
  };
}
